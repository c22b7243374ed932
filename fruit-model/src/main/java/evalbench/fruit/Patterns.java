package evalbench.fruit;

import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;

/**
 * Fruit's eval_pattern(), written for White and read for Black on the rank-mirrored board:
 * <ul>
 * <li>trapped bishop: on a7 with an enemy pawn on b6, or on b8 with one on c7 (and the h-side mirror), full
 * TrappedBishop in both stages; on a6 with an enemy pawn on b5 (h6/g5) half of it;</li>
 * <li>blocked bishop (opening): c1 bishop behind a d2 pawn whose d3 square is occupied (f1 / e2 / e3);</li>
 * <li>blocked rook (opening): king on c1 or b1 with a rook on a1, a2 or b1; king on f1 or g1 with a rook on
 * h1, h2 or g1.</li>
 * </ul>
 *
 * <p>API for models derived from Fruit (Toga II 3.0 kept this stage unchanged): it records into a sheet under Fruit's
 * {@link Terms} pattern indices.
 */
public final class Patterns {
    private final FruitParameters p;

    public Patterns(FruitParameters parameters) {
        this.p = parameters;
    }

    /**
     * Per colour, the squares (real) a pattern's bishop or king must stand on: a cheap bitboard test that skips the
     * square-by-square checks in almost every position, where no piece stands there.
     */
    private static final long[] TRAP_BISHOP_SQUARES = {
        squares(Colour.WHITE, Square.A7, Square.B8, Square.H7, Square.G8, Square.A6, Square.H6),
        squares(Colour.BLACK, Square.A7, Square.B8, Square.H7, Square.G8, Square.A6, Square.H6)};
    private static final long[] BLOCKED_BISHOP_SQUARES = {
        squares(Colour.WHITE, Square.C1, Square.F1), squares(Colour.BLACK, Square.C1, Square.F1)};
    private static final long[] BLOCKED_ROOK_KING_SQUARES = {
        squares(Colour.WHITE, Square.B1, Square.C1, Square.F1, Square.G1),
        squares(Colour.BLACK, Square.B1, Square.C1, Square.F1, Square.G1)};

    private static long squares(int me, int... whiteFrame) {
        long set = 0;
        for (int sq : whiteFrame) {
            set |= 1L << Square.relative(sq, me);
        }
        return set;
    }

    /** Adds every pattern penalty of both colours. */
    public void evaluate(Position position, ScoreSheet sheet) {
        for (int me = Colour.WHITE; me <= Colour.BLACK; me++) {
            long bishops = position.pieces(me, PieceType.BISHOP);
            if ((bishops & TRAP_BISHOP_SQUARES[me]) != 0) {
                trappedBishops(position, me, sheet);
            }
            if ((bishops & BLOCKED_BISHOP_SQUARES[me]) != 0) {
                blockedBishops(position, me, sheet);
            }
            if ((position.pieces(me, PieceType.KING) & BLOCKED_ROOK_KING_SQUARES[me]) != 0) {
                blockedRooks(position, me, sheet);
            }
        }
    }

    private void trappedBishops(Position pos, int me, ScoreSheet sheet) {
        int full = p.trappedBishop;
        int half = p.trappedBishop / 2;
        trapped(pos, me, sheet, full, Square.A7, Square.B6, Square.B8, Square.C7);
        trapped(pos, me, sheet, full, Square.H7, Square.G6, Square.G8, Square.F7);
        trapped(pos, me, sheet, half, Square.A6, Square.B5, Square.NONE, Square.NONE);
        trapped(pos, me, sheet, half, Square.H6, Square.G5, Square.NONE, Square.NONE);
    }

    /** One penalty if either (bishop, enemy pawn) pair of squares (White's frame) is filled. */
    private static void trapped(Position pos, int me, ScoreSheet sheet, int penalty, int bishop1, int pawn1,
            int bishop2, int pawn2) {
        long squares = pair(pos, me, bishop1, pawn1);
        if (squares == 0 && bishop2 != Square.NONE) {
            squares = pair(pos, me, bishop2, pawn2);
        }
        if (squares != 0) {
            sheet.add(Terms.TRAPPED_BISHOP, me, -penalty, -penalty);
            sheet.mark(Terms.TRAPPED_BISHOP, squares);
        }
    }

    private static long pair(Position pos, int me, int bishop, int enemyPawn) {
        long b = 1L << Square.relative(bishop, me);
        long e = 1L << Square.relative(enemyPawn, me);
        if ((pos.pieces(me, PieceType.BISHOP) & b) != 0 && (pos.pieces(me ^ 1, PieceType.PAWN) & e) != 0) {
            return b | e;
        }
        return 0;
    }

    private void blockedBishops(Position pos, int me, ScoreSheet sheet) {
        blockedBishop(pos, me, sheet, Square.C1, Square.D2, Square.D3);
        blockedBishop(pos, me, sheet, Square.F1, Square.E2, Square.E3);
    }

    private void blockedBishop(Position pos, int me, ScoreSheet sheet, int bishop, int pawn, int blocker) {
        long b = 1L << Square.relative(bishop, me);
        long pw = 1L << Square.relative(pawn, me);
        long bl = 1L << Square.relative(blocker, me);
        if ((pos.pieces(me, PieceType.PAWN) & pw) != 0 && (pos.occupied() & bl) != 0
                && (pos.pieces(me, PieceType.BISHOP) & b) != 0) {
            sheet.add(Terms.BLOCKED_BISHOP, me, -p.blockedBishop, 0);
            sheet.mark(Terms.BLOCKED_BISHOP, b | pw | bl);
        }
    }

    private void blockedRooks(Position pos, int me, ScoreSheet sheet) {
        blockedRook(pos, me, sheet, Square.C1, Square.B1, Square.A1, Square.A2, Square.B1);
        blockedRook(pos, me, sheet, Square.F1, Square.G1, Square.H1, Square.H2, Square.G1);
    }

    private void blockedRook(Position pos, int me, ScoreSheet sheet, int king1, int king2, int rook1, int rook2,
            int rook3) {
        long kings = pos.pieces(me, PieceType.KING) & (squareSet(me, king1) | squareSet(me, king2));
        long rooks = pos.pieces(me, PieceType.ROOK) & (squareSet(me, rook1) | squareSet(me, rook2) | squareSet(me, rook3));
        if (kings != 0 && rooks != 0) {
            sheet.add(Terms.BLOCKED_ROOK, me, -p.blockedRook, 0);
            sheet.mark(Terms.BLOCKED_ROOK, kings | rooks);
        }
    }

    /** The real square of {@code square} (White's frame) as a set. */
    private static long squareSet(int me, int square) {
        return 1L << Square.relative(square, me);
    }
}
