package evalbench.core;

/**
 * Bitboard constants and helpers. Bit {@code n} stands for square {@code n} (a1 = bit 0, h8 = bit 63).
 */
public final class Bitboards {
    public static final long EMPTY = 0L;
    public static final long ALL = -1L;

    public static final long FILE_A = 0x0101010101010101L;
    public static final long FILE_H = FILE_A << 7;
    public static final long RANK_1 = 0xFFL;
    public static final long RANK_2 = RANK_1 << 8;
    public static final long RANK_3 = RANK_1 << 16;
    public static final long RANK_4 = RANK_1 << 24;
    public static final long RANK_5 = RANK_1 << 32;
    public static final long RANK_6 = RANK_1 << 40;
    public static final long RANK_7 = RANK_1 << 48;
    public static final long RANK_8 = RANK_1 << 56;
    /** Squares a1, c1, ... : the dark squares. */
    public static final long DARK_SQUARES = 0xAA55AA55AA55AA55L;
    public static final long LIGHT_SQUARES = ~DARK_SQUARES;

    private static final long[] FILES = new long[8];
    private static final long[] RANKS = new long[8];
    private static final long[] ADJACENT_FILES = new long[8];
    /** Squares strictly between two squares on a common line, else 0; index a * 64 + b. */
    private static final long[] BETWEEN = new long[64 * 64];
    /** The whole line (edge to edge) through two squares on a common line, else 0; index a * 64 + b. */
    private static final long[] LINE = new long[64 * 64];

    static {
        for (int i = 0; i < 8; i++) {
            FILES[i] = FILE_A << i;
            RANKS[i] = RANK_1 << (8 * i);
        }
        for (int i = 0; i < 8; i++) {
            ADJACENT_FILES[i] = (i > 0 ? FILES[i - 1] : 0) | (i < 7 ? FILES[i + 1] : 0);
        }
        int[][] directions = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        for (int from = 0; from < 64; from++) {
            for (int[] d : directions) {
                long ray = 0;
                int f = Square.file(from) + d[0];
                int r = Square.rank(from) + d[1];
                while (Square.isValid(f, r)) {
                    int to = Square.of(f, r);
                    BETWEEN[from * 64 + to] = ray;
                    ray |= bit(to);
                    f += d[0];
                    r += d[1];
                }
            }
        }
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                if (a != b && (BETWEEN[a * 64 + b] != 0 || Square.distance(a, b) == 1)) {
                    LINE[a * 64 + b] = fullLine(a, b);
                }
            }
        }
    }

    private Bitboards() {
    }

    private static long fullLine(int a, int b) {
        int df = Integer.signum(Square.file(b) - Square.file(a));
        int dr = Integer.signum(Square.rank(b) - Square.rank(a));
        long line = bit(a);
        for (int sign = -1; sign <= 1; sign += 2) {
            int f = Square.file(a) + sign * df;
            int r = Square.rank(a) + sign * dr;
            while (Square.isValid(f, r)) {
                line |= bit(Square.of(f, r));
                f += sign * df;
                r += sign * dr;
            }
        }
        return line;
    }

    public static long bit(int square) {
        return 1L << square;
    }

    public static boolean contains(long bb, int square) {
        return (bb >>> square & 1L) != 0;
    }

    public static long file(int file) {
        return FILES[file];
    }

    public static long rank(int rank) {
        return RANKS[rank];
    }

    /** The files beside {@code file} (one on the a- and h-file). */
    public static long adjacentFiles(int file) {
        return ADJACENT_FILES[file];
    }

    public static int count(long bb) {
        return Long.bitCount(bb);
    }

    /** Lowest square of a non-empty set. */
    public static int first(long bb) {
        return Long.numberOfTrailingZeros(bb);
    }

    /** Highest square of a non-empty set. */
    public static int last(long bb) {
        return 63 - Long.numberOfLeadingZeros(bb);
    }

    /** The set without its lowest square (x & (x - 1) clears the lowest bit). */
    public static long withoutFirst(long bb) {
        return bb & (bb - 1);
    }

    /** True if the set has two or more squares. */
    public static boolean several(long bb) {
        return (bb & (bb - 1)) != 0;
    }

    public static long between(int a, int b) {
        return BETWEEN[a * 64 + b];
    }

    public static long line(int a, int b) {
        return LINE[a * 64 + b];
    }

    /** Shift the whole set one rank towards rank 8 (squares on rank 8 fall off). */
    public static long north(long bb) {
        return bb << 8;
    }

    public static long south(long bb) {
        return bb >>> 8;
    }

    /** One file towards h; the a-file mask stops wrap-around from the h-file. */
    public static long east(long bb) {
        return (bb << 1) & ~FILE_A;
    }

    public static long west(long bb) {
        return (bb >>> 1) & ~FILE_H;
    }

    /** Every square of {@code bb} and all squares above it on its file (fill towards rank 8). */
    public static long fillNorth(long bb) {
        bb |= bb << 8;
        bb |= bb << 16;
        bb |= bb << 32;
        return bb;
    }

    /** Every square of {@code bb} and all squares below it on its file (fill towards rank 1). */
    public static long fillSouth(long bb) {
        bb |= bb >>> 8;
        bb |= bb >>> 16;
        bb |= bb >>> 32;
        return bb;
    }

    /** Files that hold at least one square of {@code bb}, as a full-file mask. */
    public static long fileFill(long bb) {
        return fillNorth(fillSouth(bb));
    }

    /** Squares attacked by pawns of {@code colour} standing on {@code pawns}. */
    public static long pawnAttacks(long pawns, int colour) {
        if (colour == Colour.WHITE) {
            return east(pawns << 8) | west(pawns << 8);
        }
        return east(pawns >>> 8) | west(pawns >>> 8);
    }

    /** Board diagram (rank 8 first) for debugging and test messages. */
    public static String toString(long bb) {
        StringBuilder sb = new StringBuilder();
        for (int r = 7; r >= 0; r--) {
            for (int f = 0; f < 8; f++) {
                sb.append(contains(bb, Square.of(f, r)) ? 'x' : '.');
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
