package evalbench.core.search;

/**
 * Decides when a running search stops: a stop request, the node limit, and the clock, whose rules come from the
 * profile ({@link ClockRules}) and work on the search's {@link RootState}. A node search polls {@link #countNode} at
 * every node; the limits are looked at every {@value #CHECK_INTERVAL} nodes (the clock's rules only then, and only
 * in a time-limited search). Created by the driver; node searches of other modules only count nodes.
 */
public final class SearchControl {
    static final int CHECK_INTERVAL = 1024;

    private volatile boolean stopRequested;
    private volatile boolean infinite;
    private boolean canStop;
    private final RootState root = new RootState();
    private ClockRules rules = ClockRules.plain();

    private long nodeLimit = Long.MAX_VALUE;
    private int countdown = CHECK_INTERVAL;

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

    /** A new search under {@code limits}: the root state reset, the time limits set by {@code clock}. */
    void start(SearchLimits limits, int sideToMove, boolean ponderOption, ClockRules clock) {
        infinite = limits.infinite() || limits.ponder();
        canStop = false;
        rules = clock;
        root.reset();
        nodeLimit = limits.nodes() > 0 ? limits.nodes() : Long.MAX_VALUE;
        countdown = CHECK_INTERVAL;
        clock.start(limits, sideToMove, ponderOption, root);
    }

    /** The state the clock's rules work on. */
    RootState root() {
        return root;
    }

    ClockRules rules() {
        return rules;
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

    void allowStop() {
        canStop = true;
    }

    boolean infinite() {
        return infinite;
    }

    long elapsedMs() {
        return root.elapsedMs();
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
            root.markEnd();
        }
        if (root.timeLimited()) {
            rules.check(root);
        }
        if (canStop && (stopRequested || (root.endMarked() && !infinite))) {
            throw SearchAbort.INSTANCE;
        }
    }

    /** True when, after an iteration, the driver should end (stop request, or limits outside infinite mode). */
    boolean shouldEndAfterIteration() {
        return canStop && (stopRequested || (root.endMarked() && !infinite));
    }
}
