package evalbench.core.search;

/**
 * One engine's rules for sharing out the time of a move, supplied by its profile ({@link SearchProfile#clockRules}):
 * the limits at the start of a search, the test during the search, and what an iteration's end, a new best root move
 * and a root move beating the null window change. The driver keeps the state they work on ({@link RootState}, one
 * per search) and calls them: at the start, every {@value SearchControl#CHECK_INTERVAL} counted nodes of a
 * time-limited search (never per node), and a few times per iteration. Stateless, so one instance serves every
 * thread. engine-core's own rules, which are no engine's, are {@link #plain()}.
 */
public interface ClockRules {
    /** engine-core's plain rules (no engine's): a share of the clock, no new iteration after half of it. */
    static ClockRules plain() {
        return PlainClock.RULES;
    }

    /**
     * At the start of a search: if {@code limits} give time (a move time, or a clock for {@code sideToMove}), sets
     * the limits with {@link RootState#limitTime}. {@code ponderOption}: the GUI lets the engine ponder.
     */
    void start(SearchLimits limits, int sideToMove, boolean ponderOption, RootState state);

    /** During a time-limited search: {@link RootState#markEnd} if the search must end now. */
    void check(RootState state);

    /** A new best root move with {@code value} in the iteration of {@code depth}. */
    void newBest(int depth, int value, RootState state);

    /** A root move other than the first beat the null window: the best move may change. */
    void rootChange(RootState state);

    /**
     * The iteration of {@code depth} is done ({@code list} sorted by its values): {@link RootState#markEnd} if no new
     * one should start.
     */
    void iterationDone(int depth, RootMoves list, RootState state);
}
