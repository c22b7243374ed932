package evalbench.core;

import java.util.Arrays;

/**
 * A chess position: bitboards per piece and colour, a mailbox for "what stands on this square",
 * side to move, castling rights, en-passant square and move counters, with Zobrist keys kept up to date
 * by {@link #makeMove}/{@link #unmakeMove}. Mutable and not thread-safe: give each thread its own
 * {@link #copy()}.
 */
public final class Position {
    public static final String START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    public static final int WHITE_KINGSIDE = 1;
    public static final int WHITE_QUEENSIDE = 2;
    public static final int BLACK_KINGSIDE = 4;
    public static final int BLACK_QUEENSIDE = 8;
    public static final int ALL_CASTLING = 15;

    /** Castling rights that survive a move touching the square (king and rook home squares clear some). */
    private static final int[] CASTLING_KEPT = new int[64];

    static {
        Arrays.fill(CASTLING_KEPT, ALL_CASTLING);
        CASTLING_KEPT[Square.E1] = ALL_CASTLING & ~(WHITE_KINGSIDE | WHITE_QUEENSIDE);
        CASTLING_KEPT[Square.H1] = ALL_CASTLING & ~WHITE_KINGSIDE;
        CASTLING_KEPT[Square.A1] = ALL_CASTLING & ~WHITE_QUEENSIDE;
        CASTLING_KEPT[Square.E8] = ALL_CASTLING & ~(BLACK_KINGSIDE | BLACK_QUEENSIDE);
        CASTLING_KEPT[Square.H8] = ALL_CASTLING & ~BLACK_KINGSIDE;
        CASTLING_KEPT[Square.A8] = ALL_CASTLING & ~BLACK_QUEENSIDE;
    }

    /**
     * The undo history starts empty and grows from this size at the first move: a position read from a FEN stays
     * compact (a corpus of thousands of positions fits in cache); a game or a search grows it once.
     */
    private static final int INITIAL_HISTORY = 16;
    private static final long[] NO_LONGS = new long[0];
    private static final int[] NO_INTS = new int[0];

    private final long[] pieces = new long[Piece.CODE_LIMIT];
    private final long[] colours = new long[Colour.COUNT];
    private final int[] board = new int[64];
    private long occupied;
    private int sideToMove;
    private int castling;
    private int epSquare = Square.NONE;
    private int halfmoveClock;
    private int fullmoveNumber = 1;
    private long key;
    private long pawnKey;
    private long materialSignature;
    /** The square table whose per-colour sums are kept through make/unmake (see {@link #trackSquareTable}). */
    private SquareTable squareTable = SquareTable.NONE;
    private long[] squareValues = SquareTable.NONE.packed;
    /** The packed sums of the tracked table over White's and Black's pieces (fields: read with the rest). */
    private long whiteSquareSum;
    private long blackSquareSum;

    // Undo history, one entry per made move.
    private int historySize;
    private long[] keyHistory = NO_LONGS;
    private long[] pawnKeyHistory = NO_LONGS;
    /** Packed: captured piece | castling << 4 | (ep + 1) << 8. */
    private int[] stateHistory = NO_INTS;
    /** Kept apart from the packed state: a FEN may give a halfmove clock up to 999999, beyond 16 bits. */
    private int[] halfmoveHistory = NO_INTS;
    private int[] moveHistory = NO_INTS;

    Position() {
    }

    /** Parses a FEN (or the first four fields of an EPD line); see {@link Fen#parse}. */
    public static Position fromFen(String fen) {
        return Fen.parse(fen);
    }

    public static Position start() {
        return Fen.parse(START_FEN);
    }

    public String toFen() {
        return Fen.format(this);
    }

    @Override
    public String toString() {
        return toFen();
    }

    /** An independent copy with the same position and move history. */
    public Position copy() {
        Position p = new Position();
        System.arraycopy(pieces, 0, p.pieces, 0, pieces.length);
        System.arraycopy(colours, 0, p.colours, 0, colours.length);
        System.arraycopy(board, 0, p.board, 0, 64);
        p.occupied = occupied;
        p.sideToMove = sideToMove;
        p.castling = castling;
        p.epSquare = epSquare;
        p.halfmoveClock = halfmoveClock;
        p.fullmoveNumber = fullmoveNumber;
        p.key = key;
        p.pawnKey = pawnKey;
        p.materialSignature = materialSignature;
        p.squareTable = squareTable;
        p.squareValues = squareValues;
        p.whiteSquareSum = whiteSquareSum;
        p.blackSquareSum = blackSquareSum;
        p.historySize = historySize;
        p.keyHistory = keyHistory.clone();
        p.pawnKeyHistory = pawnKeyHistory.clone();
        p.stateHistory = stateHistory.clone();
        p.halfmoveHistory = halfmoveHistory.clone();
        p.moveHistory = moveHistory.clone();
        return p;
    }

    /**
     * Makes this position the same as {@code other}, without its move history (there is nothing to take back
     * afterwards) and without allocating: one working board that positions are copied into, as a search or an
     * engine's evaluation harness works on one board.
     */
    public void setTo(Position other) {
        System.arraycopy(other.pieces, 0, pieces, 0, pieces.length);
        System.arraycopy(other.colours, 0, colours, 0, colours.length);
        System.arraycopy(other.board, 0, board, 0, 64);
        occupied = other.occupied;
        sideToMove = other.sideToMove;
        castling = other.castling;
        epSquare = other.epSquare;
        halfmoveClock = other.halfmoveClock;
        fullmoveNumber = other.fullmoveNumber;
        key = other.key;
        pawnKey = other.pawnKey;
        materialSignature = other.materialSignature;
        squareTable = other.squareTable;
        squareValues = other.squareValues;
        whiteSquareSum = other.whiteSquareSum;
        blackSquareSum = other.blackSquareSum;
        historySize = 0;
    }

    /**
     * The colour-flipped position: ranks mirrored, colours swapped, side to move, castling rights and
     * en-passant square to match. A colour-symmetric evaluation scores it the same for the side to move.
     */
    public Position flipColours() {
        Position p = new Position();
        for (int sq = 0; sq < 64; sq++) {
            int piece = board[sq];
            if (piece != Piece.NONE) {
                p.put(Piece.make(Piece.colour(piece) ^ 1, Piece.type(piece)), Square.flipRank(sq));
            }
        }
        int rights = (castling & 3) << 2 | (castling >>> 2 & 3);
        int ep = epSquare == Square.NONE ? Square.NONE : Square.flipRank(epSquare);
        p.setState(sideToMove ^ 1, rights, ep, halfmoveClock, fullmoveNumber);
        return p;
    }

    // ---- queries -------------------------------------------------------------------------------

    /** Squares of one coloured piece, e.g. {@code pieces(Piece.WHITE_PAWN)}. */
    public long pieces(int piece) {
        return pieces[piece];
    }

    public long pieces(int colour, int type) {
        return pieces[Piece.make(colour, type)];
    }

    /** Squares of a piece type of both colours. */
    public long piecesOfType(int type) {
        return pieces[type] | pieces[type | 1 << Piece.COLOUR_SHIFT];
    }

    public long occupancy(int colour) {
        return colours[colour];
    }

    public long occupied() {
        return occupied;
    }

    /** The piece on a square, or {@link Piece#NONE}. */
    public int pieceAt(int square) {
        return board[square];
    }

    public int sideToMove() {
        return sideToMove;
    }

    public int castlingRights() {
        return castling;
    }

    public boolean hasCastlingRight(int right) {
        return (castling & right) != 0;
    }

    public int enPassantSquare() {
        return epSquare;
    }

    public int halfmoveClock() {
        return halfmoveClock;
    }

    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    public long key() {
        return key;
    }

    /** Hash of the pawns alone (both colours): the key of pawn-structure caches. */
    public long pawnKey() {
        return pawnKey;
    }

    /** Piece counts, four bits per piece code: see {@link #count}. Equal counts give equal signatures. */
    public long materialSignature() {
        return materialSignature;
    }

    /**
     * Keeps the sums of {@code table} over each colour's pieces from now on, through every make/unmake (and in
     * copies): an evaluator that attaches its piece-square values reads the sums in O(1), as the original engines
     * read their incrementally kept ones. Attaching costs one pass over the pieces; one table at a time.
     */
    public void trackSquareTable(SquareTable table) {
        squareTable = table;
        squareValues = table.packed;
        whiteSquareSum = table.sum(this, Colour.WHITE);
        blackSquareSum = table.sum(this, Colour.BLACK);
    }

    /** The table whose sums this position keeps ({@link SquareTable#NONE} until one is attached). */
    public SquareTable squareTable() {
        return squareTable;
    }

    /** The packed sum of the tracked table over one colour's pieces ({@link SquareTable#opening(long)} unpacks it). */
    public long squareTableSum(int colour) {
        return colour == Colour.WHITE ? whiteSquareSum : blackSquareSum;
    }

    public int count(int piece) {
        return (int) (materialSignature >>> (piece << 2) & 15);
    }

    public int count(int colour, int type) {
        return count(Piece.make(colour, type));
    }

    public int kingSquare(int colour) {
        return Bitboards.first(pieces[Piece.make(colour, PieceType.KING)]);
    }

    /** Number of moves made since this object was set up from a FEN. */
    public int historySize() {
        return historySize;
    }

    /**
     * The key of the position {@code plies} moves before this one (1 = before the last move made), for a
     * search's repetition test; {@code plies} must be 1..{@link #historySize()}.
     */
    public long keyBefore(int plies) {
        if (plies < 1 || plies > historySize) {
            throw new IllegalArgumentException("no key " + plies + " moves back (history holds " + historySize + ")");
        }
        return keyHistory[historySize - plies];
    }

    public int lastMove() {
        return historySize == 0 ? Move.NONE : moveHistory[historySize - 1];
    }

    /** Pieces of both colours attacking {@code square} with the given occupancy. */
    public long attackersTo(int square, long occupancy) {
        return (Attacks.pawn(Colour.BLACK, square) & pieces[Piece.WHITE_PAWN])
                | (Attacks.pawn(Colour.WHITE, square) & pieces[Piece.BLACK_PAWN])
                | (Attacks.knight(square) & (pieces[Piece.WHITE_KNIGHT] | pieces[Piece.BLACK_KNIGHT]))
                | (Attacks.king(square) & (pieces[Piece.WHITE_KING] | pieces[Piece.BLACK_KING]))
                | (Attacks.bishop(square, occupancy) & (pieces[Piece.WHITE_BISHOP] | pieces[Piece.BLACK_BISHOP]
                        | pieces[Piece.WHITE_QUEEN] | pieces[Piece.BLACK_QUEEN]))
                | (Attacks.rook(square, occupancy) & (pieces[Piece.WHITE_ROOK] | pieces[Piece.BLACK_ROOK]
                        | pieces[Piece.WHITE_QUEEN] | pieces[Piece.BLACK_QUEEN]));
    }

    /** True if a piece of {@code byColour} attacks {@code square}. */
    public boolean isAttacked(int square, int byColour) {
        return isAttacked(square, byColour, occupied);
    }

    boolean isAttacked(int square, int byColour, long occupancy) {
        int us = byColour ^ 1;
        if ((Attacks.pawn(us, square) & pieces[Piece.make(byColour, PieceType.PAWN)]) != 0
                || (Attacks.knight(square) & pieces[Piece.make(byColour, PieceType.KNIGHT)]) != 0
                || (Attacks.king(square) & pieces[Piece.make(byColour, PieceType.KING)]) != 0) {
            return true;
        }
        long queens = pieces[Piece.make(byColour, PieceType.QUEEN)];
        return (Attacks.bishop(square, occupancy) & (pieces[Piece.make(byColour, PieceType.BISHOP)] | queens)) != 0
                || (Attacks.rook(square, occupancy) & (pieces[Piece.make(byColour, PieceType.ROOK)] | queens)) != 0;
    }

    /** Enemy pieces giving check to the side to move. */
    public long checkers() {
        int us = sideToMove;
        return attackersTo(kingSquare(us), occupied) & colours[us ^ 1];
    }

    public boolean inCheck() {
        return isAttacked(kingSquare(sideToMove), sideToMove ^ 1);
    }

    /** Squares attacked by all pieces of one colour (own-occupied squares included). */
    public long attackedBy(int colour) {
        long attacks = Bitboards.pawnAttacks(pieces[Piece.make(colour, PieceType.PAWN)], colour);
        for (long b = pieces[Piece.make(colour, PieceType.KNIGHT)]; b != 0; b &= b - 1) {
            attacks |= Attacks.knight(Bitboards.first(b));
        }
        long queens = pieces[Piece.make(colour, PieceType.QUEEN)];
        for (long b = pieces[Piece.make(colour, PieceType.BISHOP)] | queens; b != 0; b &= b - 1) {
            attacks |= Attacks.bishop(Bitboards.first(b), occupied);
        }
        for (long b = pieces[Piece.make(colour, PieceType.ROOK)] | queens; b != 0; b &= b - 1) {
            attacks |= Attacks.rook(Bitboards.first(b), occupied);
        }
        return attacks | Attacks.king(kingSquare(colour));
    }

    /** True if the position repeats one since the last capture or pawn move (same key, same side). */
    public boolean isRepetition() {
        int limit = Math.min(halfmoveClock, historySize);
        for (int back = 2; back <= limit; back += 2) {
            if (keyHistory[historySize - back] == key) {
                return true;
            }
        }
        return false;
    }

    // ---- set-up (used by Fen) ------------------------------------------------------------------

    void put(int piece, int square) {
        long b = Bitboards.bit(square);
        board[square] = piece;
        pieces[piece] |= b;
        colours[Piece.colour(piece)] |= b;
        occupied |= b;
        key ^= Zobrist.piece(piece, square);
        if (Piece.type(piece) == PieceType.PAWN) {
            pawnKey ^= Zobrist.piece(piece, square);
        }
        materialSignature += 1L << (piece << 2);
        addToSquareSum(piece, squareValues[piece << 6 | square]);
    }

    void setState(int side, int castlingRights, int ep, int halfmove, int fullmove) {
        sideToMove = side;
        castling = castlingRights;
        epSquare = ep;
        halfmoveClock = halfmove;
        fullmoveNumber = fullmove;
        key = computeKey();
    }

    /** The key recomputed from the board: tests compare it with the incrementally kept one. */
    public long computeKey() {
        long k = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] != Piece.NONE) {
                k ^= Zobrist.piece(board[sq], sq);
            }
        }
        k ^= Zobrist.castling(castling);
        if (epSquare != Square.NONE && enPassantIsCapturable()) {
            k ^= Zobrist.enPassant(epSquare);
        }
        if (sideToMove == Colour.WHITE) {
            k ^= Zobrist.side();
        }
        return k;
    }

    /**
     * True if a pawn of the side to move stands beside the pawn that just moved two squares: only then does the
     * en-passant square count for the key (a FEN may name one that no pawn can use).
     */
    private boolean enPassantIsCapturable() {
        return (Attacks.pawn(sideToMove ^ 1, epSquare) & pieces[Piece.make(sideToMove, PieceType.PAWN)]) != 0;
    }

    public long computePawnKey() {
        long k = 0;
        for (long b = piecesOfType(PieceType.PAWN); b != 0; b &= b - 1) {
            int sq = Bitboards.first(b);
            k ^= Zobrist.piece(board[sq], sq);
        }
        return k;
    }

    // ---- make / unmake -------------------------------------------------------------------------

    private void remove(int piece, int square) {
        long b = Bitboards.bit(square);
        board[square] = Piece.NONE;
        pieces[piece] ^= b;
        colours[piece >>> Piece.COLOUR_SHIFT] ^= b;
        occupied ^= b;
        addToSquareSum(piece, -squareValues[piece << 6 | square]);
    }

    private void add(int piece, int square) {
        long b = Bitboards.bit(square);
        board[square] = piece;
        pieces[piece] |= b;
        colours[piece >>> Piece.COLOUR_SHIFT] |= b;
        occupied |= b;
        addToSquareSum(piece, squareValues[piece << 6 | square]);
    }

    private void shift(int piece, int from, int to) {
        long b = Bitboards.bit(from) | Bitboards.bit(to);
        board[from] = Piece.NONE;
        board[to] = piece;
        pieces[piece] ^= b;
        colours[piece >>> Piece.COLOUR_SHIFT] ^= b;
        occupied ^= b;
        addToSquareSum(piece, squareValues[piece << 6 | to] - squareValues[piece << 6 | from]);
    }

    private void addToSquareSum(int piece, long packedValue) {
        if (piece < Piece.BLACK_PAWN) {
            whiteSquareSum += packedValue;
        } else {
            blackSquareSum += packedValue;
        }
    }

    private void growHistory() {
        int n = Math.max(INITIAL_HISTORY, keyHistory.length * 2);
        keyHistory = Arrays.copyOf(keyHistory, n);
        pawnKeyHistory = Arrays.copyOf(pawnKeyHistory, n);
        stateHistory = Arrays.copyOf(stateHistory, n);
        halfmoveHistory = Arrays.copyOf(halfmoveHistory, n);
        moveHistory = Arrays.copyOf(moveHistory, n);
    }

    /**
     * Plays a legal move (as produced by {@link MoveGenerator}). Behaviour for other moves is undefined;
     * use {@link MoveGenerator#isLegal} first when a move comes from outside.
     */
    public void makeMove(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int kind = Move.kind(move);
        int piece = board[from];
        int us = sideToMove;
        int captured = kind == Move.EN_PASSANT ? Piece.make(us ^ 1, PieceType.PAWN) : board[to];

        if (historySize == keyHistory.length) {
            growHistory();
        }
        keyHistory[historySize] = key;
        pawnKeyHistory[historySize] = pawnKey;
        stateHistory[historySize] = captured | castling << 4 | (epSquare + 1) << 8;
        halfmoveHistory[historySize] = halfmoveClock;
        moveHistory[historySize] = move;
        historySize++;

        long k = key ^ Zobrist.side();
        if (epSquare != Square.NONE) {
            if (enPassantIsCapturable()) {
                k ^= Zobrist.enPassant(epSquare);
            }
            epSquare = Square.NONE;
        }
        halfmoveClock++;

        if (captured != Piece.NONE) {
            int capSq = kind == Move.EN_PASSANT ? to ^ 8 : to; // the pawn taken en passant sits beside 'to'
            remove(captured, capSq);
            k ^= Zobrist.piece(captured, capSq);
            if (Piece.type(captured) == PieceType.PAWN) {
                pawnKey ^= Zobrist.piece(captured, capSq);
            }
            materialSignature -= 1L << (captured << 2);
            halfmoveClock = 0;
        }

        shift(piece, from, to);
        k ^= Zobrist.piece(piece, from) ^ Zobrist.piece(piece, to);

        if (Piece.type(piece) == PieceType.PAWN) {
            pawnKey ^= Zobrist.piece(piece, from) ^ Zobrist.piece(piece, to);
            halfmoveClock = 0;
            if (kind == Move.PROMOTION) {
                int promoted = Piece.make(us, Move.promotionType(move));
                remove(piece, to);
                add(promoted, to);
                k ^= Zobrist.piece(piece, to) ^ Zobrist.piece(promoted, to);
                pawnKey ^= Zobrist.piece(piece, to);
                materialSignature += (1L << (promoted << 2)) - (1L << (piece << 2));
            } else if ((from ^ to) == 16) {
                int ep = (from + to) >>> 1;
                // Record the square only when an enemy pawn could take: keeps equal positions' keys equal.
                if ((Attacks.pawn(us, ep) & pieces[Piece.make(us ^ 1, PieceType.PAWN)]) != 0) {
                    epSquare = ep;
                    k ^= Zobrist.enPassant(ep);
                }
            }
        } else if (kind == Move.CASTLING) {
            int rook = Piece.make(us, PieceType.ROOK);
            int rookFrom = to > from ? to + 1 : to - 2;
            int rookTo = to > from ? to - 1 : to + 1;
            shift(rook, rookFrom, rookTo);
            k ^= Zobrist.piece(rook, rookFrom) ^ Zobrist.piece(rook, rookTo);
        }

        int newCastling = castling & CASTLING_KEPT[from] & CASTLING_KEPT[to];
        if (newCastling != castling) {
            k ^= Zobrist.castling(castling) ^ Zobrist.castling(newCastling);
            castling = newCastling;
        }
        if (us == Colour.BLACK) {
            fullmoveNumber++;
        }
        sideToMove = us ^ 1;
        key = k;
    }

    /** Takes back the last move made with {@link #makeMove}. */
    public void unmakeMove() {
        historySize--;
        int move = moveHistory[historySize];
        int state = stateHistory[historySize];
        int from = Move.from(move);
        int to = Move.to(move);
        int kind = Move.kind(move);
        int us = sideToMove ^ 1;
        int captured = state & 15;

        if (kind == Move.PROMOTION) {
            remove(board[to], to);
            add(Piece.make(us, PieceType.PAWN), to);
            materialSignature += (1L << (Piece.make(us, PieceType.PAWN) << 2))
                    - (1L << (Piece.make(us, Move.promotionType(move)) << 2));
        }
        shift(board[to], to, from);
        if (kind == Move.CASTLING) {
            int rookFrom = to > from ? to + 1 : to - 2;
            int rookTo = to > from ? to - 1 : to + 1;
            shift(Piece.make(us, PieceType.ROOK), rookTo, rookFrom);
        }
        if (captured != Piece.NONE) {
            add(captured, kind == Move.EN_PASSANT ? to ^ 8 : to);
            materialSignature += 1L << (captured << 2);
        }

        sideToMove = us;
        if (us == Colour.BLACK) {
            fullmoveNumber--;
        }
        castling = state >>> 4 & 15;
        epSquare = (state >>> 8 & 0xFF) - 1;
        halfmoveClock = halfmoveHistory[historySize];
        key = keyHistory[historySize];
        pawnKey = pawnKeyHistory[historySize];
    }

    /** Passes the turn (for null-move search). Undo with {@link #unmakeNullMove}. */
    public void makeNullMove() {
        if (historySize == keyHistory.length) {
            growHistory();
        }
        keyHistory[historySize] = key;
        pawnKeyHistory[historySize] = pawnKey;
        stateHistory[historySize] = castling << 4 | (epSquare + 1) << 8;
        halfmoveHistory[historySize] = halfmoveClock;
        moveHistory[historySize] = Move.NONE;
        historySize++;
        long k = key ^ Zobrist.side();
        if (epSquare != Square.NONE) {
            if (enPassantIsCapturable()) {
                k ^= Zobrist.enPassant(epSquare);
            }
            epSquare = Square.NONE;
        }
        halfmoveClock++;
        sideToMove ^= 1;
        key = k;
    }

    public void unmakeNullMove() {
        historySize--;
        int state = stateHistory[historySize];
        sideToMove ^= 1;
        epSquare = (state >>> 8 & 0xFF) - 1;
        halfmoveClock = halfmoveHistory[historySize];
        key = keyHistory[historySize];
    }

    /** Same placement, side, castling and en-passant square (move counters and history ignored). */
    public boolean samePosition(Position other) {
        return Arrays.equals(board, other.board) && sideToMove == other.sideToMove
                && castling == other.castling && epSquare == other.epSquare;
    }

    /** Checks every redundant field against the mailbox; returns a description of the first fault or null. */
    public String consistencyFault() {
        long[] expect = new long[Piece.CODE_LIMIT];
        long sig = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] != Piece.NONE) {
                expect[board[sq]] |= Bitboards.bit(sq);
                sig += 1L << (board[sq] << 2);
            }
        }
        if (!Arrays.equals(expect, pieces)) {
            return "piece bitboards differ from the board";
        }
        long white = 0;
        long black = 0;
        for (int t = PieceType.PAWN; t <= PieceType.KING; t++) {
            white |= expect[Piece.make(Colour.WHITE, t)];
            black |= expect[Piece.make(Colour.BLACK, t)];
        }
        if (white != colours[Colour.WHITE] || black != colours[Colour.BLACK] || (white | black) != occupied) {
            return "colour occupancy differs from the board";
        }
        if (sig != materialSignature) {
            return "material signature differs from the board";
        }
        if (key != computeKey()) {
            return "incremental key differs from the recomputed key";
        }
        if (pawnKey != computePawnKey()) {
            return "incremental pawn key differs from the recomputed pawn key";
        }
        if (whiteSquareSum != squareTable.sum(this, Colour.WHITE)
                || blackSquareSum != squareTable.sum(this, Colour.BLACK)) {
            return "incremental square-table sums differ from the recomputed sums";
        }
        return null;
    }
}
