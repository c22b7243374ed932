package evalbench.core;

/** Squares as ints: a1 = 0, b1 = 1, ..., h8 = 63; file = sq & 7, rank = sq >>> 3 (0 = first rank). */
public final class Square {
    public static final int NONE = -1;
    public static final int COUNT = 64;

    public static final int A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7;
    public static final int A2 = 8, B2 = 9, C2 = 10, D2 = 11, E2 = 12, F2 = 13, G2 = 14, H2 = 15;
    public static final int A3 = 16, B3 = 17, C3 = 18, D3 = 19, E3 = 20, F3 = 21, G3 = 22, H3 = 23;
    public static final int A4 = 24, B4 = 25, C4 = 26, D4 = 27, E4 = 28, F4 = 29, G4 = 30, H4 = 31;
    public static final int A5 = 32, B5 = 33, C5 = 34, D5 = 35, E5 = 36, F5 = 37, G5 = 38, H5 = 39;
    public static final int A6 = 40, B6 = 41, C6 = 42, D6 = 43, E6 = 44, F6 = 45, G6 = 46, H6 = 47;
    public static final int A7 = 48, B7 = 49, C7 = 50, D7 = 51, E7 = 52, F7 = 53, G7 = 54, H7 = 55;
    public static final int A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63;

    private Square() {
    }

    public static int of(int file, int rank) {
        return rank << 3 | file;
    }

    public static int file(int square) {
        return square & 7;
    }

    public static int rank(int square) {
        return square >>> 3;
    }

    /** The same file, rank 1 <-> 8: how Black's squares are read in White-oriented tables. */
    public static int flipRank(int square) {
        return square ^ 56;
    }

    /** The same rank, file a <-> h. */
    public static int flipFile(int square) {
        return square ^ 7;
    }

    /** Rank seen from {@code colour}'s side (0 = its own first rank). */
    public static int relativeRank(int square, int colour) {
        return rank(square) ^ (colour * 7);
    }

    /** The square seen from {@code colour}'s side: itself for White, rank-mirrored for Black. */
    public static int relative(int square, int colour) {
        return square ^ (colour * 56);
    }

    public static boolean isValid(int file, int rank) {
        return (file | rank) >= 0 && file < 8 && rank < 8;
    }

    /** King-move (Chebyshev) distance. */
    public static int distance(int a, int b) {
        return Math.max(Math.abs(file(a) - file(b)), Math.abs(rank(a) - rank(b)));
    }

    /** "e4" style name; "-" for NONE. */
    public static String name(int square) {
        if (square == NONE) {
            return "-";
        }
        return "" + (char) ('a' + file(square)) + (char) ('1' + rank(square));
    }

    /** Square of a name like "e4", or NONE if the text is not a square name. */
    public static int parse(CharSequence text) {
        if (text.length() != 2) {
            return NONE;
        }
        int file = text.charAt(0) - 'a';
        int rank = text.charAt(1) - '1';
        return isValid(file, rank) ? of(file, rank) : NONE;
    }
}
