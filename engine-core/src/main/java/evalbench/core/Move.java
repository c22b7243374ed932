package evalbench.core;

/**
 * A move packed in an int: from (6 bits) | to (6 bits) | promotion type (3 bits) | kind (2 bits).
 * {@link #NONE} (0) is never a legal move.
 */
public final class Move {
    public static final int NONE = 0;

    public static final int TO_SHIFT = 6;
    public static final int PROMOTION_SHIFT = 12;
    public static final int KIND_SHIFT = 15;
    private static final int SQUARE_MASK = 63;

    public static final int NORMAL = 0;
    public static final int PROMOTION = 1;
    public static final int EN_PASSANT = 2;
    public static final int CASTLING = 3;

    private Move() {
    }

    public static int make(int from, int to) {
        return from | to << TO_SHIFT;
    }

    public static int make(int from, int to, int kind) {
        return from | to << TO_SHIFT | kind << KIND_SHIFT;
    }

    public static int promotion(int from, int to, int promotionType) {
        return from | to << TO_SHIFT | promotionType << PROMOTION_SHIFT | PROMOTION << KIND_SHIFT;
    }

    public static int from(int move) {
        return move & SQUARE_MASK;
    }

    public static int to(int move) {
        return move >>> TO_SHIFT & SQUARE_MASK;
    }

    public static int promotionType(int move) {
        return move >>> PROMOTION_SHIFT & 7;
    }

    public static int kind(int move) {
        return move >>> KIND_SHIFT & 3;
    }

    public static boolean isPromotion(int move) {
        return kind(move) == PROMOTION;
    }

    public static boolean isEnPassant(int move) {
        return kind(move) == EN_PASSANT;
    }

    public static boolean isCastling(int move) {
        return kind(move) == CASTLING;
    }

    /** UCI long algebraic notation: "e2e4", "e7e8q", castling as the king's move ("e1g1"). */
    public static String toUci(int move) {
        if (move == NONE) {
            return "0000";
        }
        String s = Square.name(from(move)) + Square.name(to(move));
        return isPromotion(move) ? s + PieceType.letter(promotionType(move)) : s;
    }
}
