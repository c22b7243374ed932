package evalbench.app.gui.model;

import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.ParameterSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.concurrent.Service;
import javafx.concurrent.Task;

/**
 * Evaluates the current position with both models off the FX thread. One daemon thread owns the evaluators
 * (an evaluator keeps caches and belongs to one thread); they are rebuilt only when a parameter set changes.
 */
final class EvaluationService extends Service<Comparison> {
    private static final ExecutorService THREAD = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "evaluation");
        t.setDaemon(true);
        return t;
    });

    // Touched only on the evaluation thread.
    private Evaluator fruitEvaluator;
    private Evaluator rybkaEvaluator;

    private String fen;
    private ParameterSet fruitParams;
    private ParameterSet rybkaParams;

    EvaluationService() {
        setExecutor(THREAD);
    }

    void request(String fenToEvaluate, ParameterSet fruitSet, ParameterSet rybkaSet) {
        this.fen = fenToEvaluate;
        this.fruitParams = fruitSet;
        this.rybkaParams = rybkaSet;
        restart();
    }

    @Override
    protected Task<Comparison> createTask() {
        String taskFen = fen;
        ParameterSet taskFruit = fruitParams;
        ParameterSet taskRybka = rybkaParams;
        return new Task<>() {
            @Override
            protected Comparison call() {
                long start = System.nanoTime();
                if (fruitEvaluator == null || fruitEvaluator.parameters() != taskFruit) {
                    fruitEvaluator = ModelPair.fruit().create(taskFruit);
                }
                if (rybkaEvaluator == null || rybkaEvaluator.parameters() != taskRybka) {
                    rybkaEvaluator = ModelPair.rybka().create(taskRybka);
                }
                Position position = Position.fromFen(taskFen);
                Breakdown fruit = fruitEvaluator.explain(position);
                Breakdown rybka = rybkaEvaluator.explain(position);
                return new Comparison(taskFen, fruit, rybka, System.nanoTime() - start);
            }
        };
    }
}
