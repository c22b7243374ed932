package evalbench.rybka;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;

/**
 * Piece patterns (spec §9), written for White and mirrored for Black: a bishop trapped behind an enemy
 * pawn (once per side), a bishop blocked by its own centre pawn with the square in front occupied, and a
 * rook shut in by its uncastled king.
 */
final class Patterns {
    /** (bishop square, enemy pawn square) pairs, White's view. */
    private static final int[][] TRAPPED = {
        {Square.A7, Square.B6}, {Square.B8, Square.C7}, {Square.A6, Square.B5},
        {Square.H7, Square.G6}, {Square.G8, Square.F7}, {Square.H6, Square.G5}};
    /** (bishop square, own pawn square, blocked square), White's view. */
    private static final int[][] BLOCKED_BISHOP = {
        {Square.C1, Square.D2, Square.D3}, {Square.F1, Square.E2, Square.E3}};
    /** (rook squares, king squares), White's view. */
    private static final long[][] BLOCKED_ROOK = {
        {squares(Square.A1, Square.B1, Square.A2), squares(Square.B1, Square.C1)},
        {squares(Square.G1, Square.H1, Square.H2), squares(Square.F1, Square.G1)}};

    /**
     * White-view squares a pattern's bishop or king stands on: one bitboard test skips a pattern's square checks in
     * almost every position, where no such piece stands there.
     */
    private static final long TRAPPED_BISHOP_SQUARES = squares(Square.A7, Square.B8, Square.A6, Square.H7, Square.G8,
            Square.H6);
    private static final long BLOCKED_BISHOP_SQUARES = squares(Square.C1, Square.F1);
    private static final long BLOCKED_ROOK_KING_SQUARES = squares(Square.B1, Square.C1, Square.F1, Square.G1);

    private final RybkaParameters p;

    Patterns(RybkaParameters p) {
        this.p = p;
    }

    private static long squares(int... list) {
        long b = 0;
        for (int sq : list) {
            b |= Bitboards.bit(sq);
        }
        return b;
    }

    /** A White-view square set seen from {@code colour}'s side (ranks mirrored for Black). */
    private static long relative(long whiteView, int colour) {
        return colour == Colour.WHITE ? whiteView : Long.reverseBytes(whiteView); // byte order = rank order
    }

    /** Scores the patterns of {@code colour}; returns the side's packed sum. */
    long evaluate(Position pos, int colour, ScoreSheet sheet) {
        int them = colour ^ 1;
        long sum = 0;
        long bishops = pos.pieces(colour, PieceType.BISHOP);
        long pawns = pos.pieces(colour, PieceType.PAWN);
        long enemyPawns = pos.pieces(them, PieceType.PAWN);
        if ((bishops & relative(TRAPPED_BISHOP_SQUARES, colour)) != 0) {
            for (int[] t : TRAPPED) {
                int bishop = Square.relative(t[0], colour);
                if (Bitboards.contains(bishops, bishop)
                        && Bitboards.contains(enemyPawns, Square.relative(t[1], colour))) {
                    sum = sheet.add(sum, Terms.TRAPPED_BISHOP, colour, p.trappedBishop, p.trappedBishop);
                    sheet.mark(Terms.TRAPPED_BISHOP, Bitboards.bit(bishop));
                    break; // once per side, however many bishops are caught
                }
            }
        }
        long occupied = pos.occupied();
        if ((bishops & relative(BLOCKED_BISHOP_SQUARES, colour)) != 0) {
            for (int[] b : BLOCKED_BISHOP) {
                int bishop = Square.relative(b[0], colour);
                if (Bitboards.contains(bishops, bishop) && Bitboards.contains(pawns, Square.relative(b[1], colour))
                        && Bitboards.contains(occupied, Square.relative(b[2], colour))) {
                    sum = sheet.add(sum, Terms.BLOCKED_BISHOP, colour, p.blockedBishopOpening, 0);
                    sheet.mark(Terms.BLOCKED_BISHOP, Bitboards.bit(bishop));
                }
            }
        }
        long rooks = pos.pieces(colour, PieceType.ROOK);
        long king = pos.pieces(colour, PieceType.KING);
        if ((king & relative(BLOCKED_ROOK_KING_SQUARES, colour)) != 0) {
            for (long[] r : BLOCKED_ROOK) {
                long rookSquares = relative(r[0], colour);
                if ((rooks & rookSquares) != 0 && (king & relative(r[1], colour)) != 0) {
                    sum = sheet.add(sum, Terms.BLOCKED_ROOK, colour, p.blockedRookOpening, 0);
                    sheet.mark(Terms.BLOCKED_ROOK, rooks & rookSquares | king);
                }
            }
        }
        return sum;
    }
}
