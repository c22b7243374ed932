package evalbench.app.cli;

import evalbench.core.Fen;
import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.search.Search;
import evalbench.core.search.SearchLimits;
import evalbench.core.search.SearchListener;
import java.util.ServiceLoader;

/**
 * One model's bench workload inside one build's class loader: {@link JarComparison} defines this class anew in
 * the loader of each build it compares (an older jar need not contain it), so it may use only the engine API
 * that builds have in common: FEN reading, the models found by {@link ServiceLoader}, {@link Search} and
 * bench's own evaluation sweep. Called by reflection; arguments and results are JDK types.
 */
public final class JarWorkload {
    private final Position[] positions;
    private final Search search;
    private final Evaluator evaluator;
    private final Position work;

    /** The model {@code modelId} of the build that loaded this class, over {@code fens}. */
    public JarWorkload(String modelId, String[] fens) {
        EvaluatorModel model = null;
        for (EvaluatorModel m : ServiceLoader.load(EvaluatorModel.class, EvaluatorModel.class.getClassLoader())) {
            if (m.id().equals(modelId)) {
                model = m;
            }
        }
        if (model == null) {
            throw new IllegalArgumentException("it has no model '" + modelId + "'");
        }
        positions = new Position[fens.length];
        for (int i = 0; i < fens.length; i++) {
            positions[i] = Fen.parse(fens[i]);
        }
        evaluator = model.create();
        search = new Search(model.searchProfile(), model.create(), 64);
        work = positions.length > 0 ? positions[0].copy() : null;
    }

    /** Empties the search's tables, as a fresh search of the workload does (outside the timed part). */
    public void clearHash() {
        search.clearHash();
    }

    /** Searches position {@code index} to {@code depth}; returns the node count. */
    public long search(int index, int depth) {
        return search.run(positions[index].copy(), SearchLimits.depth(depth), SearchListener.NONE).nodes();
    }

    /** Evaluates every position once on one working board, as bench's evaluation part does; returns a checksum. */
    public long sweep() {
        return BenchCommand.sweepThroughOneBoard(evaluator, positions, work);
    }
}
