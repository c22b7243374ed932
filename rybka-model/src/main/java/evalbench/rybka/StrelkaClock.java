package evalbench.rybka;

import evalbench.core.search.ClockRules;
import evalbench.core.search.RootMoves;
import evalbench.core.search.RootState;
import evalbench.core.search.SearchLimits;

/**
 * Strelka 2.0 B's time rules: from the clock a first limit of (time - 2 s + 29 increments) / 30 moves (with more than
 * 30 moves to go, 10 % plus 5 s are kept back instead of 2 s) and a second of half of all that, in whole
 * milliseconds; with a move time the second limit is the move time and the first five times it. Time ends nothing
 * before the 5-ply iteration is done; after it, an iteration ends the search once the first limit is reached (unless
 * the score fell in it), at 1/6 of it for an easy move (150 cp ahead of the second at depth 1), at half of it if the
 * score neither fell nor changed its best move; within an iteration the second limit ends it. A fall (a new best
 * more than 50 below the last iteration's) marks the iteration even if the score recovers later in it.
 */
final class StrelkaClock implements ClockRules {
    static final StrelkaClock RULES = new StrelkaClock();
    private static final int EASY_THRESHOLD = 150;
    private static final int BAD_THRESHOLD = 50;
    /** Time ends nothing before the iteration of this depth is done. */
    private static final int FIRST_TIMED_DEPTH = 5;
    private static final int MOVES_TO_GO = 30;

    private StrelkaClock() {
    }

    @Override
    public void start(SearchLimits limits, int sideToMove, boolean ponderOption, RootState state) {
        if (limits.moveTimeMs() >= 0) {
            state.limitTime(limits.moveTimeMs() * 5.0, limits.moveTimeMs());
        } else if (limits.timeMs(sideToMove) >= 0) {
            long time = limits.timeMs(sideToMove);
            long increment = Math.max(0, limits.incrementMs(sideToMove));
            boolean reserve = limits.movesToGo() > MOVES_TO_GO;
            int moves = limits.movesToGo() <= 0 || limits.movesToGo() > MOVES_TO_GO ? MOVES_TO_GO : limits.movesToGo();
            long max = Math.max(0, reserve ? time / 10 * 9 - 5000 : time - 2000);
            long first = Math.min((max + increment * (moves - 1)) / moves, max);
            long second = Math.min(Math.max((max + increment * (moves - 1)) / 2, first), max);
            state.limitTime(first, second);
        }
    }

    @Override
    public void check(RootState state) {
        if (state.completedDepth() >= FIRST_TIMED_DEPTH && state.elapsedMs() > state.hardLimitMs()) {
            state.markEnd();
        }
    }

    @Override
    public void newBest(int depth, int value, RootState state) {
        if (depth > 1 && value < state.lastValue() - BAD_THRESHOLD) {
            state.setBad(true);
            state.setEasy(false);
            state.clearEnd();
        }
    }

    @Override
    public void rootChange(RootState state) {
        state.setEasy(false);
        state.clearEnd();
    }

    @Override
    public void iterationDone(int depth, RootMoves list, RootState state) {
        if (depth == 1 && list.size() >= 2 && list.value(0) >= list.value(1) + EASY_THRESHOLD) {
            state.setEasy(true);
        }
        if (depth > 1) {
            state.setBadBefore(state.bad());
            state.setBad(false);
        }
        if (state.timeLimited() && depth >= FIRST_TIMED_DEPTH) {
            long time = state.elapsedMs();
            long first = (long) state.softLimitMs();
            if ((time >= first && !state.badBefore()) || (time >= first / 6 && state.easy())
                    || (time >= first / 2 && !state.badBefore() && !state.change())) {
                state.markEnd();
            }
        }
    }
}
