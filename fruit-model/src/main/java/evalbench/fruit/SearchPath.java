package evalbench.fruit;

import evalbench.core.Move;
import evalbench.core.MoveGenerator;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.search.SearchTrace;

/**
 * The way from the game's earlier positions through the root to the node being searched, as a search with Fruit
 * 2.1's structure keeps it: the key of every position passed, the reversible plies at every level (a capture, a
 * pawn move or a null move starts again at 0), the square of the last capture or promotion, and the moves (for the
 * developer trace). Gives the repetition and fifty-move test. Fruit's search and searches that kept its structure (Toga
 * II 3.0's) keep one each (public API for derived models); not thread-safe.
 */
public final class SearchPath {
    /** Positions of the game before the root that the repetition test looks at. */
    private static final int GAME_HISTORY = 128;

    private final long[] keys;
    private final int[] reversible;
    private final int[] captureSquare;
    private final int[] moves;
    private final int[] scratch = new int[MoveGenerator.MAX_MOVES];
    private int sp;
    private int rootSp;

    /** @param maxHeight the deepest height a search reaches (null moves and verification included) */
    public SearchPath(int maxHeight) {
        int size = GAME_HISTORY + 2 * maxHeight + 8;
        keys = new long[size];
        reversible = new int[size];
        captureSquare = new int[size];
        moves = new int[size];
    }

    /**
     * Starts at {@code root}: earlier positions of the game count for repetitions, as far back as the halfmove clock
     * reaches (beyond 100 plies the fifty-move rule decides anyway).
     */
    public void reset(Position root) {
        sp = 0;
        int back = Math.min(Math.min(root.halfmoveClock(), root.historySize()), GAME_HISTORY);
        for (int i = back; i >= 1; i--) {
            keys[sp++] = root.keyBefore(i);
        }
        reversible[sp] = root.halfmoveClock();
        rootSp = sp;
        captureSquare[sp] = Square.NONE;
    }

    /** Notes {@code move}, about to be made in {@code position}. */
    public void push(Position position, int move) {
        moves[sp] = move;
        int captured = Move.isEnPassant(move) ? 1 : position.pieceAt(Move.to(move));
        boolean pawn = Piece.type(position.pieceAt(Move.from(move))) == PieceType.PAWN;
        keys[sp] = position.key();
        int next = sp + 1;
        reversible[next] = captured != Piece.NONE || pawn ? 0 : reversible[sp] + 1;
        // The square of the last capture or promotion (Fruit's recapture extension looks at it).
        captureSquare[next] = captured != Piece.NONE || Move.isPromotion(move) ? Move.to(move) : Square.NONE;
        sp = next;
    }

    /** Notes a null move, about to be made in {@code position}. */
    public void pushNull(Position position) {
        moves[sp] = Move.NONE;
        keys[sp] = position.key();
        int next = sp + 1;
        reversible[next] = 0; // a null move counts as a conversion: no repetition across it
        captureSquare[next] = Square.NONE;
        sp = next;
    }

    /** Forgets the last move or null move (after it was taken back). */
    public void pop() {
        sp--;
    }

    /** The square of the capture or promotion that led to the current node, else {@link Square#NONE}. */
    public int captureSquare() {
        return captureSquare[sp];
    }

    /**
     * Fifty-move rule (at exactly 100 plies only if not mate) or a repeated position (4, 6, ... plies back) for the
     * current node, {@code position}.
     */
    public boolean isRepetition(Position position) {
        int plies = reversible[sp];
        if (plies >= 100) {
            return plies > 100 || !isMate(position);
        }
        long key = position.key();
        int limit = Math.min(plies, sp);
        for (int i = 4; i <= limit; i += 2) {
            if (keys[sp - i] == key) {
                return true;
            }
        }
        return false;
    }

    /** In check with no legal move. */
    public boolean isMate(Position position) {
        return position.inCheck() && MoveGenerator.generate(position, scratch, 0) == 0;
    }

    /** Writes the developer trace's line for the current node ({@link SearchTrace}). */
    public void trace(long nodes, String kind, int height, int depth, int alpha, int beta, String nodeType,
            long key) {
        SearchTrace.node(nodes, kind, height, depth, alpha, beta, nodeType, key, moves, rootSp, sp);
    }
}
