package evalbench.core;

/**
 * UCI long algebraic notation: from and to square and, for a promotion, the piece letter ("e2e4",
 * "e7e8q"). Castling is written as the king's move ("e1g1"), en passant as the pawn's ("e5d6").
 */
public final class Uci {
    private static final String NULL_MOVE = "0000";

    private Uci() {
    }

    /** The UCI text of a move; "0000" for {@link Move#NONE}. */
    public static String format(int move) {
        return Move.toUci(move);
    }

    /**
     * The legal move of {@code position} that {@code text} stands for. The promotion letter may be of
     * either case; surrounding blanks are ignored.
     *
     * @throws IllegalArgumentException naming the move and why it is malformed or not legal
     */
    public static int parse(Position position, String text) {
        if (text == null) {
            throw new IllegalArgumentException("UCI move: none given (null)");
        }
        String uci = text.strip();
        if (uci.equals(NULL_MOVE)) {
            throw new IllegalArgumentException("UCI move '0000' is the null move, which is not a legal move");
        }
        if (uci.length() != 4 && uci.length() != 5) {
            throw malformed(uci, "expected two squares and an optional promotion letter, as in e2e4 or e7e8q");
        }
        int from = square(uci, 0);
        int to = square(uci, 2);
        int promotion = PieceType.NONE;
        if (uci.length() == 5) {
            promotion = PieceType.fromLetter(uci.charAt(4));
            if (promotion < PieceType.KNIGHT || promotion > PieceType.QUEEN) {
                throw malformed(uci, "'" + uci.charAt(4) + "' is not a promotion piece (q, r, b or n)");
            }
        }
        for (int move : MoveGenerator.legalMoves(position)) {
            if (Move.from(move) == from && Move.to(move) == to && Move.promotionType(move) == promotion) {
                return move;
            }
        }
        throw new IllegalArgumentException("UCI move '" + uci + "' is not legal in " + position.toFen() + ": "
                + IllegalMoveReason.of(position, from, to, promotion));
    }

    private static int square(String uci, int at) {
        String name = uci.substring(at, at + 2);
        int square = Square.parse(name);
        if (square == Square.NONE) {
            throw malformed(uci, "'" + name + "' is not a square");
        }
        return square;
    }

    private static IllegalArgumentException malformed(String uci, String reason) {
        return new IllegalArgumentException("UCI move '" + uci + "' is malformed: " + reason);
    }
}
