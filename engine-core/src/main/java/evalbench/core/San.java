package evalbench.core;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Standard algebraic notation. Writing gives the canonical form: piece letter, the origin's file or rank
 * or both only when another piece of the same kind could legally go to the same square, 'x' for captures,
 * "=Q" for promotions, "O-O"/"O-O-O", and '+' or '#'. Reading is tolerant of the usual variants: check
 * and annotation marks ("+", "#", "!", "?"), "e.p.", castling with zeros, promotion without '=', a
 * needless origin ("Ng1f3"), a missing 'x'.
 *
 * <p>Both directions play the move on the position and take it back (to see check and mate), so a
 * position must not be shared between threads while its moves are being written.
 */
public final class San {
    /** Piece letter, origin file, origin rank, capture mark, target square, promotion piece. */
    private static final Pattern MOVE =
            Pattern.compile("([KQRBNP])?([a-h])?([1-8])?([x:])?([a-h][1-8])(?:=?([QRBNqrbn]))?");
    private static final String KINGSIDE = "O-O";
    private static final String QUEENSIDE = "O-O-O";

    private San() {
    }

    // ---- writing -------------------------------------------------------------------------------

    /**
     * The SAN of a legal move of {@code position}.
     *
     * @throws IllegalArgumentException if the move is not legal there
     */
    public static String format(Position position, int move) {
        int[] legal = MoveGenerator.legalMoves(position);
        if (!contains(legal, move)) {
            throw new IllegalArgumentException("move " + Move.toUci(move) + " is not legal in " + position.toFen());
        }
        return withoutCheckMark(position, move, legal) + checkMark(position, move);
    }

    private static String withoutCheckMark(Position p, int move, int[] legal) {
        int from = Move.from(move);
        int to = Move.to(move);
        if (Move.isCastling(move)) {
            return to > from ? KINGSIDE : QUEENSIDE;
        }
        int piece = p.pieceAt(from);
        boolean capture = p.pieceAt(to) != Piece.NONE || Move.isEnPassant(move);
        StringBuilder sb = new StringBuilder(8);
        if (Piece.type(piece) == PieceType.PAWN) {
            if (capture) {
                sb.append(fileLetter(from)).append('x');
            }
            sb.append(Square.name(to));
            if (Move.isPromotion(move)) {
                sb.append('=').append(upperLetter(Move.promotionType(move)));
            }
            return sb.toString();
        }
        sb.append(upperLetter(Piece.type(piece))).append(disambiguation(p, move, legal));
        if (capture) {
            sb.append('x');
        }
        return sb.append(Square.name(to)).toString();
    }

    /** Origin file, rank or square, as little as tells this move from same-kind moves to the same square. */
    private static String disambiguation(Position p, int move, int[] legal) {
        int from = Move.from(move);
        int to = Move.to(move);
        int piece = p.pieceAt(from);
        boolean rivals = false;
        boolean rivalOnFile = false;
        boolean rivalOnRank = false;
        for (int other : legal) {
            int otherFrom = Move.from(other);
            if (Move.to(other) == to && otherFrom != from && p.pieceAt(otherFrom) == piece) {
                rivals = true;
                rivalOnFile |= Square.file(otherFrom) == Square.file(from);
                rivalOnRank |= Square.rank(otherFrom) == Square.rank(from);
            }
        }
        if (!rivals) {
            return "";
        }
        if (!rivalOnFile) {
            return String.valueOf(fileLetter(from));
        }
        if (!rivalOnRank) {
            return String.valueOf(rankDigit(from));
        }
        return Square.name(from);
    }

    private static String checkMark(Position p, int move) {
        p.makeMove(move);
        try {
            if (!p.inCheck()) {
                return "";
            }
            int replies = MoveGenerator.generate(p, new int[MoveGenerator.MAX_MOVES], 0);
            return replies == 0 ? "#" : "+";
        } finally {
            p.unmakeMove();
        }
    }

    // ---- reading -------------------------------------------------------------------------------

    /**
     * The legal move of {@code position} that {@code text} stands for.
     *
     * @throws IllegalArgumentException naming the move and why it is malformed, illegal or ambiguous
     */
    public static int parse(Position position, String text) {
        if (text == null) {
            throw new IllegalArgumentException("SAN move: none given (null)");
        }
        String san = withoutMarks(text.strip());
        if (san.isEmpty()) {
            throw error(text, "is malformed: there is no move in it");
        }
        String castling = san.replace('0', 'O');
        if (castling.equals(KINGSIDE) || castling.equals(QUEENSIDE)) {
            return castlingMove(position, text, castling.equals(KINGSIDE));
        }
        Matcher m = MOVE.matcher(san);
        if (!m.matches()) {
            throw error(text, "is malformed: expected a move such as e4, Nf3, exd5, Rad1, e8=Q or O-O");
        }
        int type = m.group(1) == null ? PieceType.PAWN : PieceType.fromLetter(m.group(1).charAt(0));
        int fromFile = m.group(2) == null ? -1 : m.group(2).charAt(0) - 'a';
        int fromRank = m.group(3) == null ? -1 : m.group(3).charAt(0) - '1';
        boolean captureMark = m.group(4) != null;
        int to = Square.parse(m.group(5));
        int promotion = m.group(6) == null ? PieceType.NONE : PieceType.fromLetter(m.group(6).charAt(0));
        if (type == PieceType.PAWN && fromFile < 0) {
            fromFile = Square.file(to); // a pawn named by its target alone moves straight ahead
        }

        List<Integer> fits = new ArrayList<>();
        for (int move : MoveGenerator.legalMoves(position)) {
            int from = Move.from(move);
            if (!Move.isCastling(move) && Move.to(move) == to && Piece.type(position.pieceAt(from)) == type
                    && (fromFile < 0 || Square.file(from) == fromFile) && (fromRank < 0 || Square.rank(from) == fromRank)) {
                fits.add(move);
            }
        }
        if (fits.isEmpty()) {
            throw error(text, "is not legal in " + position.toFen() + ": "
                    + whyNothingFits(position, type, fromFile, fromRank, to, promotion, captureMark));
        }
        boolean promotes = Move.isPromotion(fits.get(0));
        if (promotes && promotion == PieceType.NONE) {
            throw error(text, "is not legal in " + position.toFen() + ": a pawn reaching the last rank must promote"
                    + " (add =Q, =R, =B or =N)");
        }
        if (!promotes && promotion != PieceType.NONE) {
            throw error(text, "is not legal in " + position.toFen() + ": only a pawn reaching the last rank promotes");
        }
        if (promotes) {
            fits.removeIf(move -> Move.promotionType(move) != promotion);
        }
        if (fits.size() > 1) {
            StringJoiner names = new StringJoiner(", ");
            for (int move : fits) {
                names.add(format(position, move));
            }
            throw error(text, "is ambiguous in " + position.toFen() + ": it fits " + names);
        }
        int move = fits.get(0);
        if (captureMark && position.pieceAt(to) == Piece.NONE && !Move.isEnPassant(move)) {
            throw error(text, "is not legal in " + position.toFen() + ": it marks a capture, but "
                    + Square.name(to) + " is empty");
        }
        return move;
    }

    private static int castlingMove(Position position, String text, boolean kingside) {
        for (int move : MoveGenerator.legalMoves(position)) {
            if (Move.isCastling(move) && (Move.to(move) > Move.from(move)) == kingside) {
                return move;
            }
        }
        int us = position.sideToMove();
        int home = Square.relative(Square.E1, us);
        String reason;
        if (position.pieceAt(home) != Piece.make(us, PieceType.KING)) {
            reason = "the " + Colour.name(us) + " king is not on " + Square.name(home);
        } else {
            reason = IllegalMoveReason.of(position, home, kingside ? home + 2 : home - 2, PieceType.NONE);
        }
        throw error(text, "is not legal in " + position.toFen() + ": " + reason);
    }

    private static String whyNothingFits(Position p, int type, int fromFile, int fromRank, int to, int promotion,
            boolean captureMark) {
        int us = p.sideToMove();
        String side = Colour.name(us);
        String name = PieceType.name(type);
        int target = p.pieceAt(to);
        if (target != Piece.NONE && Piece.colour(target) == us) {
            return Square.name(to) + " is occupied by " + side + "'s own " + PieceType.name(Piece.type(target));
        }
        if (captureMark && target == Piece.NONE && !(type == PieceType.PAWN && to == p.enPassantSquare())) {
            return "it marks a capture, but " + Square.name(to) + " is empty";
        }
        long candidates = p.pieces(us, type);
        if (fromFile >= 0) {
            candidates &= Bitboards.file(fromFile);
        }
        if (fromRank >= 0) {
            candidates &= Bitboards.rank(fromRank);
        }
        if (candidates == 0) {
            return side + " has no " + name + (type == PieceType.PAWN ? " on the " + (char) ('a' + fromFile) + "-file"
                    : fromFile >= 0 || fromRank >= 0 ? " on " + origin(fromFile, fromRank) : "");
        }
        int home = Square.relative(Square.E1, us);
        if (type == PieceType.KING && Bitboards.contains(candidates, home) && Square.rank(to) == Square.rank(home)
                && Math.abs(to - home) == 2) {
            String rule = IllegalMoveReason.ruleBroken(p, home, to, PieceType.NONE);
            return rule != null ? rule : "castling is written O-O or O-O-O, not as a king move";
        }
        // A piece of the kind that could go there if it were not for its own king: say so.
        int promotionAsked = promotion == PieceType.NONE && Square.relativeRank(to, us) == 7 ? PieceType.QUEEN : promotion;
        String lastReason = null;
        for (long b = candidates; b != 0; b &= b - 1) {
            int from = Bitboards.first(b);
            lastReason = IllegalMoveReason.ruleBroken(p, from, to, type == PieceType.PAWN ? promotionAsked : PieceType.NONE);
            if (lastReason == null) {
                return "the " + name + " on " + Square.name(from) + " may not go to " + Square.name(to) + ": "
                        + IllegalMoveReason.of(p, from, to, type == PieceType.PAWN ? promotionAsked : PieceType.NONE);
            }
        }
        if (Bitboards.count(candidates) == 1) {
            return lastReason;
        }
        return "no " + side + " " + name + " can move to " + Square.name(to);
    }

    private static String origin(int file, int rank) {
        if (file >= 0 && rank >= 0) {
            return Square.name(Square.of(file, rank));
        }
        return file >= 0 ? "the " + (char) ('a' + file) + "-file" : "rank " + (rank + 1);
    }

    /** The text without trailing check, mate and annotation marks and "e.p.". */
    private static String withoutMarks(String text) {
        String s = text;
        while (true) {
            if (s.endsWith("e.p.")) {
                s = s.substring(0, s.length() - 4).strip();
            } else if (!s.isEmpty() && "+#!?".indexOf(s.charAt(s.length() - 1)) >= 0) {
                s = s.substring(0, s.length() - 1).strip();
            } else {
                return s;
            }
        }
    }

    private static IllegalArgumentException error(String text, String what) {
        return new IllegalArgumentException("SAN move '" + text + "' " + what);
    }

    // ---- helpers -------------------------------------------------------------------------------

    private static boolean contains(int[] moves, int move) {
        for (int m : moves) {
            if (m == move) {
                return true;
            }
        }
        return false;
    }

    private static char upperLetter(int type) {
        return Character.toUpperCase(PieceType.letter(type));
    }

    private static char fileLetter(int square) {
        return (char) ('a' + Square.file(square));
    }

    private static char rankDigit(int square) {
        return (char) ('1' + Square.rank(square));
    }
}
