package evalbench.rybka;

import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import evalbench.core.io.PositionFile;
import evalbench.core.io.PositionRecord;
import evalbench.core.io.DataFolder;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Rough speed of the fast path over games.fen with the pawn cache on (the app's JMH benchmark is the real
 * measurement). Tagged slow: run with {@code mvn -pl rybka-model test -Pslow -Dtest=EvaluationSpeedTest}.
 */
@Tag("slow")
class EvaluationSpeedTest {
    @Test
    void evaluationsPerSecondOverGames() {
        List<PositionRecord> records = PositionFile.read(DataFolder.corpus("games.fen"));
        Position[] positions = records.stream().map(PositionRecord::position).toArray(Position[]::new);
        Evaluator evaluator = new RybkaModel().create();
        long sink = 0;
        for (int warmup = 0; warmup < 30; warmup++) {
            for (Position p : positions) {
                sink += evaluator.evaluate(p);
            }
        }
        int rounds = 100;
        long start = System.nanoTime();
        for (int round = 0; round < rounds; round++) {
            for (Position p : positions) {
                sink += evaluator.evaluate(p);
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        double perSecond = rounds * (double) positions.length / seconds;
        System.out.printf("rybka evaluate(): %.2f M evaluations/s over %d games.fen positions (checksum %d)%n",
                perSecond / 1e6, positions.length, sink);
        assertTrue(perSecond > 0.65e6, "target 0.65 M evaluations/s, measured " + perSecond);
    }
}
