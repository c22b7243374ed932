package evalbench.core;

/**
 * Puts into words why a move between two squares is not legal, for the error messages of the notation
 * readers. Asked only after the move was not found among the legal moves, so it need not be fast.
 */
final class IllegalMoveReason {
    private IllegalMoveReason() {
    }

    /**
     * Why {@code from}-{@code to} (promoting to {@code promotion}, or {@link PieceType#NONE}) is not legal.
     * When the move is fine by the way its piece moves, the reason is that it leaves the king in check.
     */
    static String of(Position p, int from, int to, int promotion) {
        String rule = ruleBroken(p, from, to, promotion);
        return rule != null ? rule : kingLeftInCheck(p, from, to);
    }

    /** The way-of-moving rule the move breaks, or null if its piece may go there (pins and checks aside). */
    static String ruleBroken(Position p, int from, int to, int promotion) {
        int us = p.sideToMove();
        int piece = p.pieceAt(from);
        if (from == to) {
            return "the piece would stay on " + Square.name(from);
        }
        if (piece == Piece.NONE) {
            return "there is no piece on " + Square.name(from);
        }
        if (Piece.colour(piece) != us) {
            return "the " + PieceType.name(Piece.type(piece)) + " on " + Square.name(from) + " is "
                    + Colour.name(us ^ 1) + "'s, and " + Colour.name(us) + " is to move";
        }
        int type = Piece.type(piece);
        if (type == PieceType.KING && promotion == PieceType.NONE && isCastlingStep(from, to, us)) {
            return castlingRule(p, us, to);
        }
        int target = p.pieceAt(to);
        if (target != Piece.NONE && Piece.colour(target) == us) {
            return Square.name(to) + " is occupied by " + Colour.name(us) + "'s own " + PieceType.name(Piece.type(target));
        }
        if (type == PieceType.PAWN) {
            return pawnRule(p, from, to, promotion);
        }
        if (promotion != PieceType.NONE) {
            return "only a pawn reaching the last rank promotes";
        }
        String name = PieceType.name(type);
        if (!Bitboards.contains(Attacks.of(type, from, p.occupied()), to)) {
            if (PieceType.isSlider(type) && Bitboards.contains(Attacks.of(type, from, Bitboards.EMPTY), to)) {
                return "the " + name + "'s way from " + Square.name(from) + " to " + Square.name(to) + " is blocked";
            }
            return "a " + name + " cannot move from " + Square.name(from) + " to " + Square.name(to);
        }
        return null;
    }

    private static String kingLeftInCheck(Position p, int from, int to) {
        String side = Colour.name(p.sideToMove());
        if (from == p.kingSquare(p.sideToMove())) {
            return "the " + side + " king would be in check on " + Square.name(to);
        }
        return "it would leave the " + side + " king in check";
    }

    private static String pawnRule(Position p, int from, int to, int promotion) {
        int us = p.sideToMove();
        int up = us == Colour.WHITE ? 8 : -8;
        long empty = ~p.occupied();
        boolean single = to == from + up && Bitboards.contains(empty, to);
        boolean dbl = to == from + 2 * up && Square.relativeRank(from, us) == 1
                && Bitboards.contains(empty, from + up) && Bitboards.contains(empty, to);
        boolean diagonal = Bitboards.contains(Attacks.pawn(us, from), to);
        boolean capture = diagonal && (p.pieceAt(to) != Piece.NONE || to == p.enPassantSquare());
        if (!single && !dbl && !capture) {
            if (to == from + up || (to == from + 2 * up && Square.relativeRank(from, us) == 1)) {
                return "the pawn on " + Square.name(from) + " is blocked";
            }
            if (to == from + 2 * up) {
                return "a pawn moves two squares only from its starting rank";
            }
            if (diagonal) {
                return "a pawn moves diagonally only to capture, and " + Square.name(to) + " is empty";
            }
            return "a pawn cannot move from " + Square.name(from) + " to " + Square.name(to);
        }
        boolean lastRank = Square.relativeRank(to, us) == 7;
        if (lastRank && promotion == PieceType.NONE) {
            return "a pawn reaching the last rank must promote (to a queen, rook, bishop or knight)";
        }
        if (!lastRank && promotion != PieceType.NONE) {
            return "only a pawn reaching the last rank promotes";
        }
        if (lastRank && (promotion == PieceType.PAWN || promotion == PieceType.KING)) {
            return "a pawn cannot promote to a " + PieceType.name(promotion);
        }
        return null;
    }

    /** A king on its home square stepping two files along its first rank: castling. */
    private static boolean isCastlingStep(int from, int to, int us) {
        int home = Square.relative(Square.E1, us);
        return from == home && Square.rank(to) == Square.rank(from) && Math.abs(to - from) == 2;
    }

    private static String castlingRule(Position p, int us, int kingTo) {
        boolean kingside = kingTo > Square.relative(Square.E1, us);
        String side = Colour.name(us);
        String wing = kingside ? "kingside" : "queenside";
        int right = us == Colour.WHITE
                ? (kingside ? Position.WHITE_KINGSIDE : Position.WHITE_QUEENSIDE)
                : (kingside ? Position.BLACK_KINGSIDE : Position.BLACK_QUEENSIDE);
        if (!p.hasCastlingRight(right)) {
            return side + " has no right to castle " + wing;
        }
        if (p.inCheck()) {
            return "the " + side + " king is in check, and castling out of check is not allowed";
        }
        int rook = Square.relative(kingside ? Square.H1 : Square.A1, us);
        long between = Bitboards.between(Square.relative(Square.E1, us), rook) & p.occupied();
        if (between != 0) {
            return "castling " + wing + " is blocked: " + Square.name(Bitboards.first(between)) + " is occupied";
        }
        int step = kingside ? 1 : -1;
        int passed = Square.relative(Square.E1, us) + step;
        if (p.isAttacked(passed, us ^ 1)) {
            return "the king would pass through " + Square.name(passed) + ", which " + Colour.name(us ^ 1) + " attacks";
        }
        if (p.isAttacked(kingTo, us ^ 1)) {
            return "the king would land on " + Square.name(kingTo) + ", which " + Colour.name(us ^ 1) + " attacks";
        }
        return null;
    }
}
