package evalbench.core;

/**
 * Reads and writes Forsyth-Edwards Notation. Reading is strict: every field is checked and the position
 * must be one that can arise in a game (one king each, no pawns on the back ranks, the side not to move
 * not in check, castling rights and en-passant square backed by the pieces they need).
 */
public final class Fen {
    public static final String FIELD_PLACEMENT = "placement";
    public static final String FIELD_SIDE = "side to move";
    public static final String FIELD_CASTLING = "castling";
    public static final String FIELD_EN_PASSANT = "en passant";
    public static final String FIELD_HALFMOVE = "halfmove clock";
    public static final String FIELD_FULLMOVE = "fullmove number";
    public static final String FIELD_POSITION = "position";
    public static final String FIELD_FEN = "fields";
    /** The largest halfmove clock or fullmove number read or written: six digits, as every reader here allows. */
    public static final int MAX_COUNTER = 999_999;

    private static final String CASTLING_LETTERS = "KQkq";
    private static final int[] CASTLING_RIGHT = {
        Position.WHITE_KINGSIDE, Position.WHITE_QUEENSIDE, Position.BLACK_KINGSIDE, Position.BLACK_QUEENSIDE};
    private static final int[] CASTLING_ROOK = {Square.H1, Square.A1, Square.H8, Square.A8};
    private static final int[] CASTLING_KING = {Square.E1, Square.E1, Square.E8, Square.E8};

    private Fen() {
    }

    /**
     * Parses a FEN with six fields, or four (the counters then default to "0 1", as in EPD).
     *
     * @throws FenException naming the field and the reason
     */
    public static Position parse(String fen) {
        if (fen == null) {
            throw new FenException(FIELD_FEN, "no FEN given");
        }
        String text = (fen.startsWith("\uFEFF") ? fen.substring(1) : fen).strip();
        if (text.isEmpty()) {
            throw new FenException(FIELD_FEN, "the FEN is empty");
        }
        String[] fields = text.split("\\s+");
        if (fields.length < 4) {
            throw new FenException(FIELD_FEN, "expected 6 fields (or 4 as in EPD), found " + fields.length);
        }
        if (fields.length == 5) {
            throw new FenException(FIELD_FULLMOVE, "missing (the halfmove clock is given but no fullmove number)");
        }
        if (fields.length > 6) {
            throw new FenException(FIELD_FEN, "unexpected text after the fullmove number: '" + fields[6] + "'");
        }
        Position position = new Position();
        readPlacement(fields[0], position);
        int side = readSide(fields[1]);
        int castling = readCastling(fields[2], position);
        int ep = readEnPassant(fields[3], side, position);
        int halfmove = 0;
        int fullmove = 1;
        if (fields.length == 6) {
            halfmove = readNumber(fields[4], FIELD_HALFMOVE, 0);
            fullmove = readNumber(fields[5], FIELD_FULLMOVE, 1);
        }
        position.setState(side, castling, ep, halfmove, fullmove);
        checkLegal(position);
        return position;
    }

    private static void readPlacement(String placement, Position position) {
        String[] ranks = placement.split("/", -1);
        if (ranks.length != 8) {
            throw new FenException(FIELD_PLACEMENT, "has " + ranks.length + " ranks, expected 8");
        }
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            String row = ranks[i];
            int file = 0;
            boolean lastWasDigit = false;
            for (int j = 0; j < row.length(); j++) {
                char c = row.charAt(j);
                if (c >= '1' && c <= '8') {
                    if (lastWasDigit) {
                        throw new FenException(FIELD_PLACEMENT, "rank " + (rank + 1) + " has two digits in a row");
                    }
                    file += c - '0';
                    lastWasDigit = true;
                    continue;
                }
                lastWasDigit = false;
                int piece = Piece.fromLetter(c);
                if (piece == Piece.NONE) {
                    throw new FenException(FIELD_PLACEMENT, "rank " + (rank + 1) + " has an invalid character '" + c + "'");
                }
                if (file < 8) {
                    position.put(piece, Square.of(file, rank));
                }
                file++;
            }
            if (file != 8) {
                throw new FenException(FIELD_PLACEMENT, "rank " + (rank + 1) + " has " + file + " squares");
            }
        }
    }

    private static int readSide(String side) {
        switch (side) {
            case "w":
                return Colour.WHITE;
            case "b":
                return Colour.BLACK;
            default:
                throw new FenException(FIELD_SIDE, "'" + side + "' is neither 'w' nor 'b'");
        }
    }

    private static int readCastling(String castling, Position position) {
        if (castling.equals("-")) {
            return 0;
        }
        int rights = 0;
        for (int i = 0; i < castling.length(); i++) {
            char c = castling.charAt(i);
            int index = CASTLING_LETTERS.indexOf(c);
            if (index < 0) {
                throw new FenException(FIELD_CASTLING, "invalid character '" + c + "' (expected letters of KQkq or '-')");
            }
            int right = CASTLING_RIGHT[index];
            if ((rights & right) != 0) {
                throw new FenException(FIELD_CASTLING, "right " + c + " is given twice");
            }
            if (i > 0 && CASTLING_LETTERS.indexOf(castling.charAt(i - 1)) > index) {
                throw new FenException(FIELD_CASTLING, "'" + castling + "' is not in the order KQkq");
            }
            int colour = index < 2 ? Colour.WHITE : Colour.BLACK;
            String side = Colour.name(colour);
            if (position.pieceAt(CASTLING_KING[index]) != Piece.make(colour, PieceType.KING)) {
                throw new FenException(FIELD_CASTLING, "castling right " + c + " but no " + side + " king on "
                        + Square.name(CASTLING_KING[index]));
            }
            if (position.pieceAt(CASTLING_ROOK[index]) != Piece.make(colour, PieceType.ROOK)) {
                throw new FenException(FIELD_CASTLING, "castling right " + c + " but no " + side + " rook on "
                        + Square.name(CASTLING_ROOK[index]));
            }
            rights |= right;
        }
        return rights;
    }

    private static int readEnPassant(String field, int side, Position position) {
        if (field.equals("-")) {
            return Square.NONE;
        }
        int ep = Square.parse(field);
        if (ep == Square.NONE) {
            throw new FenException(FIELD_EN_PASSANT, "'" + field + "' is not a square or '-'");
        }
        int expectedRank = side == Colour.WHITE ? 5 : 2;
        if (Square.rank(ep) != expectedRank) {
            throw new FenException(FIELD_EN_PASSANT, "square " + field + " is not on rank " + (expectedRank + 1)
                    + " (" + Colour.name(side) + " to move)");
        }
        int mover = side ^ 1;
        int pawnSquare = side == Colour.WHITE ? ep - 8 : ep + 8;
        int originSquare = side == Colour.WHITE ? ep + 8 : ep - 8;
        if (position.pieceAt(pawnSquare) != Piece.make(mover, PieceType.PAWN)) {
            throw new FenException(FIELD_EN_PASSANT, "en-passant square " + field + " but no " + Colour.name(mover)
                    + " pawn on " + Square.name(pawnSquare));
        }
        if (position.pieceAt(ep) != Piece.NONE) {
            throw new FenException(FIELD_EN_PASSANT, "en-passant square " + field + " is occupied");
        }
        if (position.pieceAt(originSquare) != Piece.NONE) {
            throw new FenException(FIELD_EN_PASSANT, "en-passant square " + field + " but " + Square.name(originSquare)
                    + ", where the pawn came from, is occupied");
        }
        return ep;
    }

    private static int readNumber(String text, String field, int minimum) {
        String digits = text.startsWith("-") || text.startsWith("+") ? text.substring(1) : text;
        if (digits.isEmpty() || !digits.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            throw new FenException(field, "'" + text + "' is not a number");
        }
        if (text.startsWith("-") && !digits.chars().allMatch(ch -> ch == '0')) {
            throw new FenException(field, "'" + text + "' is negative");
        }
        if (digits.replaceFirst("^0+(?=.)", "").length() > 6) {
            throw new FenException(field, "'" + text + "' is above " + MAX_COUNTER);
        }
        int value = Integer.parseInt(digits);
        if (value < minimum) {
            throw new FenException(field, "'" + text + "' is below " + minimum);
        }
        return value;
    }

    private static void checkLegal(Position position) {
        // Kings and pawns are counted on the bitboards: the material signature's 4-bit counters wrap at 16,
        // and 16 kings still pass the 16-piece limit. The other counts are below 16 once that limit holds.
        for (int colour = Colour.WHITE; colour <= Colour.BLACK; colour++) {
            String side = Colour.name(colour);
            int kings = Bitboards.count(position.pieces(colour, PieceType.KING));
            if (kings == 0) {
                throw new FenException(FIELD_POSITION, side + " has no king");
            }
            if (kings > 1) {
                throw new FenException(FIELD_POSITION, side + " has " + kings + " kings");
            }
            int pawns = Bitboards.count(position.pieces(colour, PieceType.PAWN));
            if (pawns > 8) {
                throw new FenException(FIELD_POSITION, side + " has " + pawns + " pawns");
            }
            int total = Bitboards.count(position.occupancy(colour));
            if (total > 16) {
                throw new FenException(FIELD_POSITION, side + " has " + total + " pieces");
            }
            int promoted = Math.max(0, position.count(colour, PieceType.QUEEN) - 1)
                    + Math.max(0, position.count(colour, PieceType.ROOK) - 2)
                    + Math.max(0, position.count(colour, PieceType.BISHOP) - 2)
                    + Math.max(0, position.count(colour, PieceType.KNIGHT) - 2);
            if (pawns + promoted > 8) {
                throw new FenException(FIELD_POSITION, side + " has " + promoted + " promoted pieces but only "
                        + (8 - pawns) + " pawns are missing");
            }
        }
        long backRanks = Bitboards.RANK_1 | Bitboards.RANK_8;
        long misplaced = position.piecesOfType(PieceType.PAWN) & backRanks;
        if (misplaced != 0) {
            int sq = Bitboards.first(misplaced);
            throw new FenException(FIELD_POSITION, "pawn on rank " + (Square.rank(sq) + 1) + " (" + Square.name(sq) + ")");
        }
        int side = position.sideToMove();
        if (position.isAttacked(position.kingSquare(side ^ 1), side)) {
            throw new FenException(FIELD_POSITION, "side not to move is in check");
        }
        long checkerSet = position.checkers();
        int checkers = Bitboards.count(checkerSet);
        if (checkers > 2) {
            throw new FenException(FIELD_POSITION, "side to move is in check from " + checkers + " pieces");
        }
        if (checkers == 2) {
            checkDoubleCheck(position, checkerSet);
        }
    }

    /**
     * A double check comes from one move: the piece that moved gives one check and the line it opened gives the
     * other, so at least one checker is a bishop, rook or queen, and the two checkers never stand on one line
     * through the king (the opened line and the moving piece's line differ). With an en-passant square the
     * captured pawn's square can open a line too; the line rule is then not applied. The line rule is applied to
     * ranks and files only: the standard perft suite keeps a diagonal one (B6b/8/8/8/2K5/5k2/8/b6B b) for testing
     * move generators, and it stays readable.
     */
    private static void checkDoubleCheck(Position position, long checkerSet) {
        int king = position.kingSquare(position.sideToMove());
        int a = Bitboards.first(checkerSet);
        int b = Bitboards.first(checkerSet & (checkerSet - 1));
        boolean slider = isSlider(position.pieceAt(a)) || isSlider(position.pieceAt(b));
        if (!slider) {
            throw new FenException(FIELD_POSITION, "double check by " + Square.name(a) + " and " + Square.name(b)
                    + " without a bishop, rook or queen cannot arise");
        }
        boolean orthogonal = Square.rank(a) == Square.rank(b) || Square.file(a) == Square.file(b);
        if (position.enPassantSquare() == Square.NONE && orthogonal
                && (Bitboards.line(a, b) & Bitboards.bit(king)) != 0) {
            throw new FenException(FIELD_POSITION, "double check by " + Square.name(a) + " and " + Square.name(b)
                    + " on one rank or file through the king cannot arise");
        }
    }

    private static boolean isSlider(int piece) {
        int type = Piece.type(piece);
        return type == PieceType.BISHOP || type == PieceType.ROOK || type == PieceType.QUEEN;
    }

    /** Writes the six-field FEN of a position. */
    public static String format(Position position) {
        StringBuilder sb = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int piece = position.pieceAt(Square.of(file, rank));
                if (piece == Piece.NONE) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(Piece.letter(piece));
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(position.sideToMove() == Colour.WHITE ? " w " : " b ");
        int rights = position.castlingRights();
        if (rights == 0) {
            sb.append('-');
        }
        for (int i = 0; i < 4; i++) {
            if ((rights & CASTLING_RIGHT[i]) != 0) {
                sb.append(CASTLING_LETTERS.charAt(i));
            }
        }
        sb.append(' ').append(Square.name(position.enPassantSquare()));
        sb.append(' ').append(position.halfmoveClock()).append(' ').append(position.fullmoveNumber());
        return sb.toString();
    }
}
