package evalbench.core;

/**
 * A coloured piece packed in an int: {@code type | colour << COLOUR_SHIFT}. {@link #NONE} (0) is an
 * empty square. Codes fit in 4 bits, so arrays indexed by piece have {@link #CODE_LIMIT} entries.
 */
public final class Piece {
    public static final int NONE = 0;
    public static final int COLOUR_SHIFT = 3;
    public static final int TYPE_MASK = 7;
    public static final int CODE_LIMIT = 16;

    public static final int WHITE_PAWN = make(Colour.WHITE, PieceType.PAWN);
    public static final int WHITE_KNIGHT = make(Colour.WHITE, PieceType.KNIGHT);
    public static final int WHITE_BISHOP = make(Colour.WHITE, PieceType.BISHOP);
    public static final int WHITE_ROOK = make(Colour.WHITE, PieceType.ROOK);
    public static final int WHITE_QUEEN = make(Colour.WHITE, PieceType.QUEEN);
    public static final int WHITE_KING = make(Colour.WHITE, PieceType.KING);
    public static final int BLACK_PAWN = make(Colour.BLACK, PieceType.PAWN);
    public static final int BLACK_KNIGHT = make(Colour.BLACK, PieceType.KNIGHT);
    public static final int BLACK_BISHOP = make(Colour.BLACK, PieceType.BISHOP);
    public static final int BLACK_ROOK = make(Colour.BLACK, PieceType.ROOK);
    public static final int BLACK_QUEEN = make(Colour.BLACK, PieceType.QUEEN);
    public static final int BLACK_KING = make(Colour.BLACK, PieceType.KING);

    private Piece() {
    }

    public static int make(int colour, int type) {
        return type | colour << COLOUR_SHIFT;
    }

    public static int type(int piece) {
        return piece & TYPE_MASK;
    }

    public static int colour(int piece) {
        return piece >>> COLOUR_SHIFT;
    }

    /** FEN letter: upper case for White, lower case for Black. */
    public static char letter(int piece) {
        char c = PieceType.letter(type(piece));
        return colour(piece) == Colour.WHITE ? Character.toUpperCase(c) : c;
    }

    /** Piece of a FEN letter, or NONE if the letter is not a piece. */
    public static int fromLetter(char c) {
        int type = PieceType.fromLetter(c);
        if (type == PieceType.NONE) {
            return NONE;
        }
        return make(Character.isUpperCase(c) ? Colour.WHITE : Colour.BLACK, type);
    }
}
