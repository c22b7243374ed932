package evalbench.rybka;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.Square;

/**
 * Square sets the pawn, rook and passer rules are written in, per colour and square ("ahead" = towards
 * the colour's promotion rank). Pure board geometry: no parameters.
 */
final class PawnGeometry {
    private static final long[] FRONT = new long[2 * 64];
    private static final long[] PASSED_SPAN = new long[2 * 64];
    private static final long[] SUPPORT = new long[2 * 64];
    private static final long[] STOP_ATTACKERS = new long[2 * 64];
    private static final long[] SECOND_STEP_ATTACKERS = new long[2 * 64];
    // Flat tables indexed colour << 6 | square (one load, not two).
    /** [colour << 7 | (1 if the pawn's side is to move) << 6 | square]: enemy-king squares outside the pawn's square. */
    private static final long[] OUTSIDE_SQUARE = new long[2 * 2 * 64];

    static {
        for (int colour = Colour.WHITE; colour <= Colour.BLACK; colour++) {
            for (int sq = 0; sq < 64; sq++) {
                int f = Square.file(sq);
                int r = Square.relativeRank(sq, colour);
                for (int ahead = r + 1; ahead < 8; ahead++) {
                    FRONT[colour << 6 | sq] |= relative(f, ahead, colour);
                    PASSED_SPAN[colour << 6 | sq] |= relative(f - 1, ahead, colour) | relative(f, ahead, colour)
                            | relative(f + 1, ahead, colour);
                }
                for (int behind = 0; behind <= r; behind++) {
                    SUPPORT[colour << 6 | sq] |= relative(f - 1, behind, colour) | relative(f + 1, behind, colour);
                }
                STOP_ATTACKERS[colour << 6 | sq] = relative(f - 1, r + 2, colour) | relative(f + 1, r + 2, colour);
                SECOND_STEP_ATTACKERS[colour << 6 | sq] = relative(f - 1, r + 3, colour) | relative(f + 1, r + 3, colour);
                if (r >= 1 && r <= 6) {
                    OUTSIDE_SQUARE[colour << 7 | 1 << 6 | sq] = outside(f, r == 1 ? 2 : r, colour);
                    OUTSIDE_SQUARE[colour << 7 | sq] = outside(f, Math.max(r - 1, 1), colour);
                }
            }
        }
    }

    private PawnGeometry() {
    }

    /** The square at (file, rank seen from colour), or the empty set off the board. */
    private static long relative(int file, int relativeRank, int colour) {
        if (!Square.isValid(file, relativeRank)) {
            return 0;
        }
        return Bitboards.bit(Square.relative(Square.of(file, relativeRank), colour));
    }

    /** Every square outside the pawn's square for an effective rank: the rule of the square. */
    private static long outside(int file, int effectiveRank, int colour) {
        long inside = 0;
        int reach = 7 - effectiveRank;
        for (int rank = effectiveRank; rank < 8; rank++) {
            for (int f = file - reach; f <= file + reach; f++) {
                inside |= relative(f, rank, colour);
            }
        }
        return ~inside;
    }

    /** The board rank (0 = rank 1) that is {@code rank} seen from {@code colour}'s side. */
    static int boardRank(int colour, int rank) {
        return colour == Colour.WHITE ? rank : 7 - rank;
    }

    /** Squares ahead of the pawn on its file. */
    static long front(int colour, int sq) {
        return FRONT[colour << 6 | sq];
    }

    /** Squares ahead on its own and the two neighbouring files: no enemy pawn there = passed. */
    static long passedSpan(int colour, int sq) {
        return PASSED_SPAN[colour << 6 | sq];
    }

    /** Neighbouring-file squares level with or behind the pawn: where its supporters stand. */
    static long support(int colour, int sq) {
        return SUPPORT[colour << 6 | sq];
    }

    /** Where enemy pawns stand that attack the pawn's stop square. */
    static long stopAttackers(int colour, int sq) {
        return STOP_ATTACKERS[colour << 6 | sq];
    }

    /** Where enemy pawns stand that attack the square two ahead of the pawn. */
    static long secondStepAttackers(int colour, int sq) {
        return SECOND_STEP_ATTACKERS[colour << 6 | sq];
    }

    /** Enemy-king squares from which the king cannot catch the pawn (outside its square). */
    static long outsideSquare(int colour, boolean pawnSideToMove, int sq) {
        return OUTSIDE_SQUARE[colour << 7 | (pawnSideToMove ? 1 << 6 : 0) | sq];
    }
}
