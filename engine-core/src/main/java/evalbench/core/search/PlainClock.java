package evalbench.core.search;

/**
 * engine-core's clock rules, which are no engine's ({@link ClockRules#plain()}), for models without their engine's
 * own: with a move time, all of it; with a clock, a soft limit of (time + increments of the moves to go) / moves to go
 * (at most 30, 30 when not given) out of the time less 5 %, and a hard limit of three times that (within the same
 * time). No iteration starts after half of the soft limit (the next one would take longer than all before it); the
 * hard limit ends the search at once. The root's state (easy, falling score, a new best move) changes nothing.
 */
final class PlainClock implements ClockRules {
    static final PlainClock RULES = new PlainClock();
    private static final int MAX_MOVES_TO_GO = 30;

    private PlainClock() {
    }

    @Override
    public void start(SearchLimits limits, int sideToMove, boolean ponderOption, RootState state) {
        if (limits.moveTimeMs() >= 0) {
            state.limitTime(2.0 * limits.moveTimeMs(), limits.moveTimeMs()); // half the soft limit: the move time
        } else if (limits.timeMs(sideToMove) >= 0) {
            long time = limits.timeMs(sideToMove);
            long increment = Math.max(0, limits.incrementMs(sideToMove));
            int moves = limits.movesToGo() <= 0 || limits.movesToGo() > MAX_MOVES_TO_GO ? MAX_MOVES_TO_GO
                    : limits.movesToGo();
            double usable = time - time / 20.0;
            double soft = Math.min((usable + increment * (moves - 1.0)) / moves, usable);
            state.limitTime(soft, Math.min(3 * soft, usable));
        }
    }

    @Override
    public void check(RootState state) {
        if (state.elapsedMsExact() >= state.hardLimitMs()) {
            state.markEnd();
        }
    }

    @Override
    public void newBest(int depth, int value, RootState state) {
    }

    @Override
    public void rootChange(RootState state) {
    }

    @Override
    public void iterationDone(int depth, RootMoves list, RootState state) {
        if (state.timeLimited() && state.elapsedMsExact() >= state.softLimitMs() / 2) {
            state.markEnd();
        }
    }
}
