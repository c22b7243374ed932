package evalbench.fruit;

import evalbench.core.search.ClockRules;
import evalbench.core.search.RootMoves;
import evalbench.core.search.RootState;
import evalbench.core.search.SearchLimits;

/**
 * Fruit 2.1's time rules: from the clock a soft and a hard limit (the ponder option adds a quarter to the soft one;
 * a move time is the hard limit, with nothing soft about it); during the search the hard limit ends it, and the soft
 * one does while the first root move is searched unless the score is falling; after an iteration the soft limit ends
 * the search unless the score fell, an easy move (150 cp ahead of the second at depth 1) ends it at a fifth of the
 * soft limit, an iteration whose score neither fell nor changed its best move at 60 %. A score falls when a new best
 * is 50 cp or more below the last iteration's (a later better one clears it). The Fruit profile's and Toga's
 * ({@link FruitSearchParts#clockRules}).
 */
final class FruitClock implements ClockRules {
    static final FruitClock RULES = new FruitClock();
    private static final int EASY_THRESHOLD = 150;
    private static final int BAD_THRESHOLD = 50;
    /** Fruit 2.1 plans for this many moves when the GUI does not say (or says more). */
    private static final int MOVES_TO_GO = 30;

    private FruitClock() {
    }

    @Override
    public void start(SearchLimits limits, int sideToMove, boolean ponderOption, RootState state) {
        if (limits.moveTimeMs() >= 0) {
            // no early end of an iteration: use the whole time
            state.limitTime(limits.moveTimeMs() * 5.0, limits.moveTimeMs());
        } else if (limits.timeMs(sideToMove) >= 0) {
            double time = limits.timeMs(sideToMove);
            double increment = limits.incrementMs(sideToMove);
            int movesToGo = limits.movesToGo() <= 0 || limits.movesToGo() > MOVES_TO_GO ? MOVES_TO_GO
                    : limits.movesToGo();
            double max = Math.max(0.0, time * 0.95 - 1000.0); // Fruit 2.1 keeps 1 s back (its clock is in s)
            double soft = Math.min((max + increment * (movesToGo - 1)) / movesToGo * (ponderOption ? 1.25 : 1.0),
                    max);
            double hard = (max + increment * (movesToGo - 1)) * 0.5;
            state.limitTime(soft, Math.min(Math.max(hard, soft), max));
        }
    }

    @Override
    public void check(RootState state) {
        double time = state.elapsedMsExact();
        if (time >= state.hardLimitMs()) {
            state.markEnd();
        }
        if (time >= state.softLimitMs() && !state.bad() && !state.badBefore() && state.rootMoveIndex() == 0) {
            state.markEnd();
        }
    }

    @Override
    public void newBest(int depth, int value, RootState state) {
        if (depth > 1) {
            if (value <= state.lastValue() - BAD_THRESHOLD) {
                state.setBad(true);
                state.setEasy(false);
                state.clearEnd();
            } else {
                state.setBad(false);
            }
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
        if (state.timeLimited()) {
            double time = state.elapsedMsExact();
            double soft = state.softLimitMs();
            if (time >= soft && !state.badBefore()) {
                state.markEnd();
            }
            if (time >= soft * 0.20 && state.easy()) {
                state.markEnd();
            }
            if (time >= soft * 0.60 && !state.badBefore() && !state.change()) {
                state.markEnd();
            }
        }
    }
}
