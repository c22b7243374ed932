package evalbench.core.search;

/**
 * Decides when a running search stops: a stop request, the node limit, and the clock. Time is shared out by the
 * profile's {@link SearchSettings.Clock} rules: by default (Fruit 2.1's) two limits per move, a soft one (no new
 * iteration and, once the first root move of an iteration is done, no further root moves unless the score is
 * dropping) and a hard one. A node search polls {@link #countNode} at every node; the clock is read every
 * {@value #CHECK_INTERVAL} nodes. Created by the driver; node searches of other modules only count nodes.
 */
public final class SearchControl {
    static final int CHECK_INTERVAL = 1024;

    private volatile boolean stopRequested;
    private volatile boolean infinite;
    private boolean canStop;
    /** {@link SearchSettings.Clock#DEFERRED}: time may end the search only once the 5-ply iteration is done. */
    private boolean deferredClock;
    private boolean timeStopAllowed;
    /** The search may end (limits reached) unless it runs in infinite/ponder mode. */
    boolean flag;

    private long nodeLimit = Long.MAX_VALUE;
    private boolean timeLimited;
    private double softLimitMs;
    private double hardLimitMs;
    private long startNanos;
    private int countdown = CHECK_INTERVAL;

    // Root state that the clock rules look at (Fruit's "bad", "easy", "change").
    boolean bad1;
    boolean bad2;
    boolean easy;
    boolean change;
    int rootMoveIndex;

    /**
     * The driver ({@link Search}) makes the one its node search counts with; a control made elsewhere (to run a node
     * search's parts on their own, in a test) has no limits and is never stopped.
     */
    public SearchControl() {
    }

    /** Forgets an earlier stop request; done by whoever starts a search, before anyone may stop it. */
    void resetStop() {
        stopRequested = false;
    }

    void start(SearchLimits limits, int sideToMove, boolean ponderOption, SearchSettings.Clock clock) {
        infinite = limits.infinite() || limits.ponder();
        canStop = false;
        deferredClock = clock == SearchSettings.Clock.DEFERRED;
        timeStopAllowed = false;
        flag = false;
        bad1 = bad2 = easy = change = false;
        rootMoveIndex = 0;
        nodeLimit = limits.nodes() > 0 ? limits.nodes() : Long.MAX_VALUE;
        countdown = CHECK_INTERVAL;
        startNanos = System.nanoTime();
        timeLimited = false;
        if (limits.moveTimeMs() >= 0) {
            timeLimited = true;
            softLimitMs = limits.moveTimeMs() * 5.0; // no early end of an iteration: use the whole time
            hardLimitMs = limits.moveTimeMs();
        } else if (limits.timeMs(sideToMove) >= 0 && deferredClock) {
            timeLimited = true;
            deferredLimits(limits.timeMs(sideToMove), Math.max(0, limits.incrementMs(sideToMove)), limits.movesToGo());
        } else if (limits.timeMs(sideToMove) >= 0) {
            double time = limits.timeMs(sideToMove);
            double increment = limits.incrementMs(sideToMove);
            int movesToGo = limits.movesToGo() <= 0 || limits.movesToGo() > 30 ? 30 : limits.movesToGo();
            double max = Math.max(0.0, time * 0.95 - 1000.0); // Fruit 2.1 keeps 1 s back (its clock is in s)
            timeLimited = true;
            double soft = (max + increment * (movesToGo - 1)) / movesToGo * (ponderOption ? 1.25 : 1.0);
            softLimitMs = Math.min(soft, max);
            double hard = (max + increment * (movesToGo - 1)) * 0.5;
            hardLimitMs = Math.min(Math.max(hard, softLimitMs), max);
        }
    }

    /**
     * The deferred clock's limits (Strelka 2.0 B's) in whole milliseconds: 30 moves to go at most (beyond 30 it
     * keeps 10 % plus 5 s back, else 2 s), the first limit a share of the time and increments, the second half of
     * it all.
     */
    private void deferredLimits(long time, long increment, int movesToGo) {
        boolean reserve = movesToGo > 30;
        int moves = movesToGo <= 0 || movesToGo > 30 ? 30 : movesToGo;
        long max = Math.max(0, reserve ? time / 10 * 9 - 5000 : time - 2000);
        long first = Math.min((max + increment * (moves - 1)) / moves, max);
        long second = Math.min(Math.max((max + increment * (moves - 1)) / 2, first), max);
        softLimitMs = first;
        hardLimitMs = second;
    }

    boolean deferredClock() {
        return deferredClock;
    }

    /** Deferred clock: the 5-ply iteration is done, time may end the search from now on. */
    void allowTimeStop() {
        timeStopAllowed = true;
    }

    double hardLimitMs() {
        return hardLimitMs;
    }

    void requestStop() {
        stopRequested = true;
    }

    /** The ponder move was played: from now on the clock limits count. */
    void ponderHit() {
        infinite = false;
    }

    boolean stopRequested() {
        return stopRequested;
    }

    boolean timeLimited() {
        return timeLimited;
    }

    double softLimitMs() {
        return softLimitMs;
    }

    void allowStop() {
        canStop = true;
    }

    boolean infinite() {
        return infinite;
    }

    long elapsedMs() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    double elapsedMsExact() {
        return (System.nanoTime() - startNanos) / 1e6;
    }

    /** Counts a node: every {@value #CHECK_INTERVAL} nodes (or at the node limit) {@link #check}s the limits. */
    public void countNode(long nodes) {
        if (--countdown <= 0 || nodes >= nodeLimit) {
            countdown = CHECK_INTERVAL;
            check(nodes);
        }
    }

    /** Throws {@link SearchAbort} when the search must end now. */
    public void check(long nodes) {
        if (nodes >= nodeLimit) {
            flag = true;
        }
        if (timeLimited && deferredClock) {
            if (timeStopAllowed && elapsedMs() > hardLimitMs) {
                flag = true;
            }
        } else if (timeLimited) {
            double time = elapsedMsExact();
            if (time >= hardLimitMs) {
                flag = true;
            }
            if (time >= softLimitMs && !bad1 && !bad2 && rootMoveIndex == 0) {
                flag = true;
            }
        }
        if (canStop && (stopRequested || (flag && !infinite))) {
            throw SearchAbort.INSTANCE;
        }
    }

    /** True when, after an iteration, the driver should end (stop request, or limits outside infinite mode). */
    boolean shouldEndAfterIteration() {
        return canStop && (stopRequested || (flag && !infinite));
    }
}
