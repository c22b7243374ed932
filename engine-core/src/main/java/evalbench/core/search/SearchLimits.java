package evalbench.core.search;

import java.util.List;

/**
 * When a search stops: any combination of a depth, a node count, a fixed time per move and a game clock
 * (as UCI's "go" gives them); with none of them, or with {@code infinite}/{@code ponder}, it runs until
 * stopped. Immutable; build with the static factories and the {@code with...} methods.
 */
public final class SearchLimits {
    /** The deepest iteration any search runs. */
    public static final int MAX_DEPTH = 100;

    private final int depth;
    private final long nodes;
    private final long moveTimeMs;
    private final long whiteTimeMs;
    private final long blackTimeMs;
    private final long whiteIncMs;
    private final long blackIncMs;
    private final int movesToGo;
    private final boolean infinite;
    private final boolean ponder;
    private final List<Integer> searchMoves;
    /** One line of a MultiPV search: the root move is alone by request, not the only legal move. */
    private final boolean multiPvLine;

    private SearchLimits(int depth, long nodes, long moveTimeMs, long whiteTimeMs, long blackTimeMs, long whiteIncMs,
            long blackIncMs, int movesToGo, boolean infinite, boolean ponder, List<Integer> searchMoves) {
        this(depth, nodes, moveTimeMs, whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs, movesToGo, infinite, ponder,
                searchMoves, false);
    }

    private SearchLimits(int depth, long nodes, long moveTimeMs, long whiteTimeMs, long blackTimeMs, long whiteIncMs,
            long blackIncMs, int movesToGo, boolean infinite, boolean ponder, List<Integer> searchMoves,
            boolean multiPvLine) {
        this.multiPvLine = multiPvLine;
        this.depth = depth;
        this.nodes = nodes;
        this.moveTimeMs = moveTimeMs;
        this.whiteTimeMs = whiteTimeMs;
        this.blackTimeMs = blackTimeMs;
        this.whiteIncMs = whiteIncMs;
        this.blackIncMs = blackIncMs;
        this.movesToGo = movesToGo;
        this.infinite = infinite;
        this.ponder = ponder;
        this.searchMoves = List.copyOf(searchMoves);
    }

    /** No limit at all: runs until stopped. */
    public static SearchLimits none() {
        return new SearchLimits(0, 0, -1, -1, -1, 0, 0, 0, false, false, List.of());
    }

    public static SearchLimits depth(int plies) {
        return none().withDepth(plies);
    }

    public static SearchLimits nodes(long count) {
        return none().withNodes(count);
    }

    public static SearchLimits moveTime(long ms) {
        return none().withMoveTime(ms);
    }

    /** Runs until stopped (UCI "go infinite"). */
    public static SearchLimits untilStopped() {
        return none().withInfinite(true);
    }

    public SearchLimits withDepth(int plies) {
        if (plies < 1 || plies > MAX_DEPTH) {
            throw new IllegalArgumentException("depth must be 1.." + MAX_DEPTH + ", got " + plies);
        }
        return new SearchLimits(plies, nodes, moveTimeMs, whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs,
                movesToGo, infinite, ponder, searchMoves, multiPvLine);
    }

    public SearchLimits withNodes(long count) {
        if (count < 1) {
            throw new IllegalArgumentException("nodes must be at least 1, got " + count);
        }
        return new SearchLimits(depth, count, moveTimeMs, whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs,
                movesToGo, infinite, ponder, searchMoves, multiPvLine);
    }

    public SearchLimits withMoveTime(long ms) {
        if (ms < 0) {
            throw new IllegalArgumentException("movetime must not be negative, got " + ms);
        }
        return new SearchLimits(depth, nodes, ms, whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs, movesToGo,
                infinite, ponder, searchMoves, multiPvLine);
    }

    /** A game clock: remaining times and increments in ms (negative time = not given), moves to the control. */
    public SearchLimits withClock(long wtime, long btime, long winc, long binc, int movesToGoValue) {
        if (winc < 0 || binc < 0 || movesToGoValue < 0) {
            throw new IllegalArgumentException("increments and movestogo must not be negative");
        }
        return new SearchLimits(depth, nodes, moveTimeMs, wtime, btime, winc, binc, movesToGoValue, infinite,
                ponder, searchMoves, multiPvLine);
    }

    public SearchLimits withInfinite(boolean value) {
        return new SearchLimits(depth, nodes, moveTimeMs, whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs,
                movesToGo, value, ponder, searchMoves, multiPvLine);
    }

    public SearchLimits withPonder(boolean value) {
        return new SearchLimits(depth, nodes, moveTimeMs, whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs,
                movesToGo, infinite, value, searchMoves, multiPvLine);
    }

    /** Restricts the root to these moves (UCI "searchmoves"); empty = all legal moves. */
    public SearchLimits withSearchMoves(List<Integer> moves) {
        return new SearchLimits(depth, nodes, moveTimeMs, whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs,
                movesToGo, infinite, ponder, moves, multiPvLine);
    }

    /**
     * These limits for one root move of a MultiPV search ({@code searchMoves} holding that move): the search then
     * does not apply its one-legal-move rule (Fruit's short fixed-depth search), which is about positions with a
     * single legal move, so every line is searched to the same depth as a MultiPV 1 search would be.
     */
    public SearchLimits asMultiPvLine() {
        return new SearchLimits(depth, nodes, moveTimeMs, whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs,
                movesToGo, infinite, ponder, searchMoves, true);
    }

    public boolean multiPvLine() {
        return multiPvLine;
    }

    /** Depth limit in plies, 0 = none. */
    public int depth() {
        return depth;
    }

    /** Node limit, 0 = none. */
    public long nodes() {
        return nodes;
    }

    /** Fixed time per move in ms, -1 = none. */
    public long moveTimeMs() {
        return moveTimeMs;
    }

    /** Remaining clock time of a side in ms, -1 = not given. */
    public long timeMs(int colour) {
        return colour == 0 ? whiteTimeMs : blackTimeMs;
    }

    public long incrementMs(int colour) {
        return colour == 0 ? whiteIncMs : blackIncMs;
    }

    /** Moves to the next time control, 0 = not given. */
    public int movesToGo() {
        return movesToGo;
    }

    public boolean infinite() {
        return infinite;
    }

    public boolean ponder() {
        return ponder;
    }

    public List<Integer> searchMoves() {
        return searchMoves;
    }

    /** True if the search would never end on its own (no depth, nodes or time, or infinite/ponder). */
    public boolean isOpenEnded() {
        return infinite || ponder
                || (depth == 0 && nodes == 0 && moveTimeMs < 0 && whiteTimeMs < 0 && blackTimeMs < 0);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (depth > 0) {
            sb.append(" depth ").append(depth);
        }
        if (nodes > 0) {
            sb.append(" nodes ").append(nodes);
        }
        if (moveTimeMs >= 0) {
            sb.append(" movetime ").append(moveTimeMs);
        }
        if (whiteTimeMs >= 0) {
            sb.append(" wtime ").append(whiteTimeMs);
        }
        if (blackTimeMs >= 0) {
            sb.append(" btime ").append(blackTimeMs);
        }
        if (whiteIncMs > 0) {
            sb.append(" winc ").append(whiteIncMs);
        }
        if (blackIncMs > 0) {
            sb.append(" binc ").append(blackIncMs);
        }
        if (movesToGo > 0) {
            sb.append(" movestogo ").append(movesToGo);
        }
        if (infinite) {
            sb.append(" infinite");
        }
        if (ponder) {
            sb.append(" ponder");
        }
        return sb.length() == 0 ? "no limit" : sb.substring(1);
    }
}
