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

    /** Told before every iteration: its depth and the score of the previous one (0 before the first). */
    default void iterationStarted(int depth, int previousScore) {
    }

    /** Counts to report (e.g. lazy exits); empty by default. */
    default Map<String, Long> counters() {
        return Map.of();
    }
}
