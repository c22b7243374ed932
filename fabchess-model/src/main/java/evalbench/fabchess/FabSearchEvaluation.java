package evalbench.fabchess;

import evalbench.core.Position;

/** What FabChess's search asks of the evaluation. */
interface FabSearchEvaluation {
    /** The evaluation in centipawns from White's point of view. */
    int evaluateWhite(Position position);

    /** The phase as a double, 0.0 (endgame) to 128.0 (middlegame). */
    double phase(Position position);

    /**
     * The material value of a piece type (engine-core's numbering) mixed by {@code phase} as the evaluation mixes
     * its totals (truncated toward zero): the quiescence search's per-move delta pruning uses it.
     */
    int materialValue(int type, double phase);
}
