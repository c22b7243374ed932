package evalbench.core;

/** Piece kinds as small ints (1..6); 0 means "no piece". */
public final class PieceType {
    public static final int NONE = 0;
    public static final int PAWN = 1;
    public static final int KNIGHT = 2;
    public static final int BISHOP = 3;
    public static final int ROOK = 4;
    public static final int QUEEN = 5;
    public static final int KING = 6;

    private static final String LETTERS = " pnbrqk";
    private static final String[] NAMES = {"none", "pawn", "knight", "bishop", "rook", "queen", "king"};

    private PieceType() {
    }

    /** Lower-case letter as in FEN for Black ('p', 'n', ...). */
    public static char letter(int type) {
        return LETTERS.charAt(type);
    }

    public static String name(int type) {
        return NAMES[type];
    }

    /** Type of a FEN/SAN letter of either case, or NONE. */
    public static int fromLetter(char c) {
        int i = LETTERS.indexOf(Character.toLowerCase(c));
        return i <= 0 ? NONE : i;
    }

    public static boolean isSlider(int type) {
        return type >= BISHOP && type <= QUEEN;
    }
}
