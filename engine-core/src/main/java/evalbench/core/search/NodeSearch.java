package evalbench.core.search;

import evalbench.core.ExchangeEvaluator;
import evalbench.core.Position;

/**
 * A node search, which the iterative-deepening driver ({@link Search}) runs one iteration at a time: the service a
 * {@link SearchProfile} provides ({@link SearchProfile#newNodeSearch}) to bring its engine's own search: each model
 * implements it in its own module (Fruit's, Toga's, Strelka's, FabChess's); engine-core's only one is the plain
 * search that is no engine's ({@link PlainSearch}), for models without a search of their own. One instance per
 * search thread, with its own
 * {@link SearchTable}; it counts every node through the driver's {@link SearchControl#countNode}, which ends the
 * search (by an exception the driver catches) when a limit is reached.
 */
public interface NodeSearch {
    /** The search's transposition table, which lives as long as the search (cleared and resized by the driver). */
    SearchTable table();

    /**
     * Takes up a new root position (with its own move source, evaluation and draw rules) for a search; forgets the
     * move-ordering statistics of the previous one.
     */
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
