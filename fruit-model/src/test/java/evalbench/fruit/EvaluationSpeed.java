package evalbench.fruit;

import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import evalbench.core.io.PositionFile;
import evalbench.core.io.PositionRecord;
import evalbench.core.io.DataFolder;
import java.util.ArrayList;
import java.util.List;

/**
 * Evaluations per second of the fast path over games.fen, caches on, after a warm-up. Run it with
 * {@code java -cp fruit-model/target/test-classes:fruit-model/target/classes:<engine-core jar>
 * evalbench.fruit.EvaluationSpeed}; {@link EvaluationSpeedTest} runs it under {@code -Pslow}.
 */
final class EvaluationSpeed {
    private EvaluationSpeed() {
    }

    /** Best rate of several timed passes, in evaluations per second. */
    static double measure(int passes) {
        List<Position> positions = new ArrayList<>();
        for (PositionRecord r : PositionFile.read(DataFolder.corpus("games.fen"))) {
            positions.add(r.position());
        }
        Evaluator evaluator = new FruitModel().create();
        long sink = 0;
        for (int i = 0; i < 20; i++) { // warm-up: let the JIT compile the evaluator
            for (Position p : positions) {
                sink += evaluator.evaluate(p);
            }
        }
        double best = 0;
        for (int i = 0; i < passes; i++) {
            long start = System.nanoTime();
            for (Position p : positions) {
                sink += evaluator.evaluate(p);
            }
            best = Math.max(best, positions.size() / ((System.nanoTime() - start) / 1e9));
        }
        if (sink == 42) { // keeps the loop's result alive
            System.out.print("");
        }
        return best;
    }

    public static void main(String[] args) {
        System.out.printf("Fruit 2.1 fast path over games.fen: %.0f evaluations/s%n", measure(20));
    }
}
