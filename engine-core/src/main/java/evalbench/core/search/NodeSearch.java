package evalbench.core.search;

import evalbench.core.ExchangeEvaluator;
import evalbench.core.Position;

/**
 * A node search the iterative-deepening driver ({@link Search}) runs one iteration at a time: Fruit 2.1's
 * ({@link AlphaBeta}, which the Fruit profile uses and most switches of {@link SearchSettings} shape) or
 * Strelka 2.0 B's ({@link StrelkaSearch}, a different structure: separate PV, zero-window and in-check searches).
 */
interface NodeSearch {
    /** Takes up a new root position (with its own move source, evaluation and draw rules) for a search. */
    void reset(Position root, MoveSource moves, SearchEvaluation eval, DrawRecogniser drawRules,
            ExchangeEvaluator exchange);

    /** The root moves in the order the first iteration searches them. */
    int[] orderRoot(int[] legal);

    /**
     * One iteration over {@code list}; reports new best moves, leaves the list sorted for the next iteration and
     * returns the best value (mates in the driver's convention, {@link SearchValues}).
     */
    int root(RootMoves list, int depth, boolean shortSearch, RootReporter reporter);

    /** After an iteration: what the engine does with the principal variation (Fruit stores it in the table). */
    void iterationDone(int[] pv);

    long nodes();

    int selDepth();
}
