package evalbench.core.search;

import evalbench.core.Position;
import java.util.Map;

/**
 * The static evaluation as the search calls it. Usually the model's {@link evalbench.core.eval.Evaluator}
 * as it is; a profile may add search-time behaviour such as a lazy exit whose bounds follow the root score.
 */
public interface SearchEvaluation {
    /** Centipawns from the side to move's point of view. */
    int evaluate(Position position);

    /**
     * False if the last result depended on more than the position (a lazy exit's window, an order of pieces the
     * key does not see): the search then does not keep it for the next time it meets the position.
     */
    default boolean lastResultReusable() {
        return true;
    }

    /** Told after every completed iteration: its depth and score (from the root side to move's view). */
    default void iterationFinished(int depth, int score, int rootSideToMove) {
    }

    /** Counts to report (e.g. lazy exits); empty by default. */
    default Map<String, Long> counters() {
        return Map.of();
    }
}
