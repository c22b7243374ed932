package evalbench.core;

/**
 * Attack sets of every piece type. Sliding pieces use magic bitboards: the occupancy of a slider's
 * relevant squares, multiplied by a per-square magic and shifted, indexes a table of precomputed attack
 * sets. The magic numbers are fixed data ({@link MagicNumbers}, found once by a search kept in the tests), so
 * start-up only fills the tables: no search, the same tables every run.
 */
public final class Attacks {
    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    private static final long[][] PAWN = new long[2][64];

    private static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    private static final Magic ROOK = new Magic(ROOK_DIRECTIONS, MagicNumbers.ROOK);
    private static final Magic BISHOP = new Magic(BISHOP_DIRECTIONS, MagicNumbers.BISHOP);

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
        return ROOK.attacks(square, occupied);
    }

    public static long bishop(int square, long occupied) {
        return BISHOP.attacks(square, occupied);
    }

    public static long queen(int square, long occupied) {
        return ROOK.attacks(square, occupied) | BISHOP.attacks(square, occupied);
    }

    /** Attacks of a non-pawn piece type from {@code square}. */
    public static long of(int type, int square, long occupied) {
        switch (type) {
            case PieceType.KNIGHT:
                return KNIGHT[square];
            case PieceType.BISHOP:
                return BISHOP.attacks(square, occupied);
            case PieceType.ROOK:
                return ROOK.attacks(square, occupied);
            case PieceType.QUEEN:
                return queen(square, occupied);
            case PieceType.KING:
                return KING[square];
            default:
                throw new IllegalArgumentException("no attack table for piece type " + type);
        }
    }

    /** Attacks by walking the rays square by square: the slow reference the magics are checked against. */
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

    /** Squares whose occupancy matters to a rook on {@code square}: its rays without their edge squares. */
    static long rookMask(int square) {
        return relevantMask(ROOK_DIRECTIONS, square);
    }

    static long bishopMask(int square) {
        return relevantMask(BISHOP_DIRECTIONS, square);
    }

    /** Magic number of a rook or bishop square as the lookup uses it (for the tests). */
    static long magic(boolean rook, int square) {
        return (rook ? ROOK : BISHOP).magics[square];
    }

    private static long relevantMask(int[][] directions, int square) {
        long mask = 0;
        for (int[] d : directions) {
            int f = Square.file(square) + d[0];
            int r = Square.rank(square) + d[1];
            while (Square.isValid(f + d[0], r + d[1])) {
                mask |= Bitboards.bit(Square.of(f, r));
                f += d[0];
                r += d[1];
            }
        }
        return mask;
    }

    /** Magic lookup for one kind of slider ("fancy" magics: one shared table, per-square offsets). */
    private static final class Magic {
        final long[] masks = new long[64];
        final long[] magics;
        final int[] shifts = new int[64];
        final int[] offsets = new int[64];
        final long[] table;

        Magic(int[][] directions, long[] magicNumbers) {
            this.magics = magicNumbers;
            int size = 0;
            for (int sq = 0; sq < 64; sq++) {
                masks[sq] = relevantMask(directions, sq);
                int bits = Long.bitCount(masks[sq]);
                shifts[sq] = 64 - bits;
                offsets[sq] = size;
                size += 1 << bits;
            }
            table = new long[size];
            for (int sq = 0; sq < 64; sq++) {
                fill(directions, sq);
            }
        }

        long attacks(int square, long occupied) {
            return table[offsets[square] + (int) (((occupied & masks[square]) * magics[square]) >>> shifts[square])];
        }

        /**
         * Stores the attack set of every occupancy subset of the square's mask. A slot already holding a different
         * set would be a bad magic: impossible with the tested numbers, but a wrong table must never be used.
         */
        private void fill(int[][] directions, int square) {
            long mask = masks[square];
            long subset = 0;
            do {
                long attacks = slidingByRays(directions, square, subset);
                int slot = offsets[square] + (int) ((subset * magics[square]) >>> shifts[square]);
                if (table[slot] != 0 && table[slot] != attacks) {
                    throw new IllegalStateException("magic number of square " + square + " collides");
                }
                table[slot] = attacks;
                subset = (subset - mask) & mask; // carry-rippler: next subset of the mask
            } while (subset != 0);
        }
    }

    /** SplitMix64 step. */
    static long nextRandom(long state) {
        long z = state + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
