package evalbench.app.gui.model;

import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.concurrent.Service;
import javafx.concurrent.Task;

/**
 * Evaluates the current position with every model off the FX thread. One daemon thread owns the evaluators
 * (an evaluator keeps caches and belongs to one thread); one is rebuilt only when its parameter set changes.
 */
final class EvaluationService extends Service<EvaluationService.Evaluated> {
    /** What one task computed: the position, every model's breakdown, the time the explain() calls took. */
    record Evaluated(String fen, List<Breakdown> breakdowns, long nanos) {
    }

    private static final ExecutorService THREAD = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "evaluation");
        t.setDaemon(true);
        return t;
    });

    // Touched only on the evaluation thread.
    private final Map<String, Evaluator> evaluators = new HashMap<>();

    private String fen;
    private List<ParameterSet> sets;

    EvaluationService() {
        setExecutor(THREAD);
    }

    /** Evaluates {@code fenToEvaluate} with each model of {@link ModelPair#all()} under its set (same order). */
    void request(String fenToEvaluate, List<ParameterSet> setsInModelOrder) {
        this.fen = fenToEvaluate;
        this.sets = List.copyOf(setsInModelOrder);
        restart();
    }

    @Override
    protected Task<Evaluated> createTask() {
        String taskFen = fen;
        List<ParameterSet> taskSets = sets;
        return new Task<>() {
            @Override
            protected Evaluated call() {
                long start = System.nanoTime();
                Position position = Position.fromFen(taskFen);
                List<Breakdown> list = new ArrayList<>();
                List<EvaluatorModel> models = ModelPair.all();
                for (int i = 0; i < models.size(); i++) {
                    EvaluatorModel m = models.get(i);
                    Evaluator e = evaluators.get(m.id());
                    if (e == null || e.parameters() != taskSets.get(i)) {
                        e = m.create(taskSets.get(i));
                        evaluators.put(m.id(), e);
                    }
                    list.add(e.explain(position));
                }
                return new Evaluated(taskFen, list, System.nanoTime() - start);
            }
        };
    }
}
