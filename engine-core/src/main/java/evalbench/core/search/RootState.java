package evalbench.core.search;

/**
 * What the clock's rules ({@link ClockRules}) look at and remember during one search, kept by the driver: the time
 * since the start and the limits the rules set, the root's progress (the iteration done last, its best value, the
 * root move under way, whether a later move beat the first this iteration), the rules' own marks (an easy move, a
 * score that fell in this iteration and in the one before) and the end mark: set, the search ends as soon as it may
 * (after its first iteration, unless it runs in infinite or ponder mode). Reset at every search start.
 */
public final class RootState {
    private long startNanos = System.nanoTime();
    private boolean timeLimited;
    private double softLimitMs;
    private double hardLimitMs;
    private boolean end;

    private int completedDepth;
    private int lastValue;
    private int rootMoveIndex;
    private boolean change;

    private boolean easy;
    private boolean bad;
    private boolean badBefore;

    /** A fresh state, its clock started now (the driver keeps one per search; rules' tests make their own). */
    public RootState() {
    }

    /** Forgets the last search and starts the clock. */
    void reset() {
        startNanos = System.nanoTime();
        timeLimited = false;
        softLimitMs = 0;
        hardLimitMs = 0;
        end = false;
        completedDepth = 0;
        lastValue = 0;
        rootMoveIndex = 0;
        change = false;
        easy = bad = badBefore = false;
    }

    // ---- time ----

    public long elapsedMs() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    public double elapsedMsExact() {
        return (System.nanoTime() - startNanos) / 1e6;
    }

    /** The search has time limits (set by the rules at its start). */
    public boolean timeLimited() {
        return timeLimited;
    }

    /** Sets the time limits: a soft one the rules weigh with the root's state and a hard one, in ms. */
    public void limitTime(double softMs, double hardMs) {
        timeLimited = true;
        softLimitMs = softMs;
        hardLimitMs = hardMs;
    }

    public double softLimitMs() {
        return softLimitMs;
    }

    public double hardLimitMs() {
        return hardLimitMs;
    }

    // ---- the end mark ----

    /** The search should end (limits reached). */
    public void markEnd() {
        end = true;
    }

    /** The search should go on after all (the best move may change, the score is falling). */
    public void clearEnd() {
        end = false;
    }

    public boolean endMarked() {
        return end;
    }

    // ---- the root's progress, kept by the driver ----

    /** The deepest iteration done, 0 during the first. */
    public int completedDepth() {
        return completedDepth;
    }

    /** The best value of the last iteration done. */
    public int lastValue() {
        return lastValue;
    }

    /** The root move under way in the current iteration (0 = the first). */
    public int rootMoveIndex() {
        return rootMoveIndex;
    }

    /** A root move other than the first beat the null window in the current iteration. */
    public boolean change() {
        return change;
    }

    void iterationStarted() {
        change = false;
    }

    void currentMove(int index) {
        rootMoveIndex = index;
    }

    void rootChange() {
        change = true;
    }

    void iterationDone(int depth, int bestValue) {
        completedDepth = depth;
        lastValue = bestValue;
    }

    // ---- the rules' own marks ----

    /** The best move was clearly ahead of the others. */
    public boolean easy() {
        return easy;
    }

    public void setEasy(boolean value) {
        easy = value;
    }

    /** The score fell in the current iteration. */
    public boolean bad() {
        return bad;
    }

    public void setBad(boolean value) {
        bad = value;
    }

    /** The score fell in the iteration before. */
    public boolean badBefore() {
        return badBefore;
    }

    public void setBadBefore(boolean value) {
        badBefore = value;
    }
}
