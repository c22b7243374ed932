package evalbench.core;

/**
 * Attack sets of every piece type. Sliding pieces look their attacks up line by line ({@link LineAttacks}: four
 * small tables that stay in the first-level cache); {@link #slidingByRays} is the slow reference they are
 * tested against.
 */
public final class Attacks {
    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    private static final long[][] PAWN = new long[2][64];

    private static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    static {
        int[][] knightSteps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        for (int sq = 0; sq < 64; sq++) {
            int f = Square.file(sq);
            int r = Square.rank(sq);
            for (int[] s : knightSteps) {
                if (Square.isValid(f + s[0], r + s[1])) {
                    KNIGHT[sq] |= Bitboards.bit(Square.of(f + s[0], r + s[1]));
                }
            }
            for (int df = -1; df <= 1; df++) {
                for (int dr = -1; dr <= 1; dr++) {
                    if ((df != 0 || dr != 0) && Square.isValid(f + df, r + dr)) {
                        KING[sq] |= Bitboards.bit(Square.of(f + df, r + dr));
                    }
                }
            }
            PAWN[Colour.WHITE][sq] = Bitboards.pawnAttacks(Bitboards.bit(sq), Colour.WHITE);
            PAWN[Colour.BLACK][sq] = Bitboards.pawnAttacks(Bitboards.bit(sq), Colour.BLACK);
        }
    }

    private Attacks() {
    }

    public static long knight(int square) {
        return KNIGHT[square];
    }

    public static long king(int square) {
        return KING[square];
    }

    /** Squares a pawn of {@code colour} on {@code square} captures on. */
    public static long pawn(int colour, int square) {
        return PAWN[colour][square];
    }

    public static long rook(int square, long occupied) {
        return LineAttacks.rook(square, occupied);
    }

    public static long bishop(int square, long occupied) {
        return LineAttacks.bishop(square, occupied);
    }

    public static long queen(int square, long occupied) {
        return LineAttacks.rook(square, occupied) | LineAttacks.bishop(square, occupied);
    }

    /** Attacks of a non-pawn piece type from {@code square}. */
    public static long of(int type, int square, long occupied) {
        switch (type) {
            case PieceType.KNIGHT:
                return KNIGHT[square];
            case PieceType.BISHOP:
                return LineAttacks.bishop(square, occupied);
            case PieceType.ROOK:
                return LineAttacks.rook(square, occupied);
            case PieceType.QUEEN:
                return queen(square, occupied);
            case PieceType.KING:
                return KING[square];
            default:
                throw new IllegalArgumentException("no attack table for piece type " + type);
        }
    }

    /** Attacks by walking the rays square by square: the slow reference the lookups are checked against. */
    static long slidingByRays(int[][] directions, int square, long occupied) {
        long attacks = 0;
        for (int[] d : directions) {
            int f = Square.file(square) + d[0];
            int r = Square.rank(square) + d[1];
            while (Square.isValid(f, r)) {
                int to = Square.of(f, r);
                attacks |= Bitboards.bit(to);
                if (Bitboards.contains(occupied, to)) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return attacks;
    }

    static long rookByRays(int square, long occupied) {
        return slidingByRays(ROOK_DIRECTIONS, square, occupied);
    }

    static long bishopByRays(int square, long occupied) {
        return slidingByRays(BISHOP_DIRECTIONS, square, occupied);
    }
}
