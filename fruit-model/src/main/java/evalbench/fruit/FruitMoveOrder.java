package evalbench.fruit;

import evalbench.core.Attacks;
import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.Move;
import evalbench.core.MoveGenerator;
import evalbench.core.MoveRules;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.search.MoveSource;

/**
 * Moves in the order Fruit 2.1 generates them: piece by piece along its {@link PieceLists} (king, queens,
 * rooks, bishops, knights, then pawns), each piece's directions in Fruit's fixed order, each sliding ray from
 * near to far; promotions as queen, knight, rook, bishop. Equal-scored moves keep this order through Fruit's
 * stable sorts, so this order is what makes our search visit Fruit's tree. The quiet checks copy Fruit's
 * generator including its quirks: moves of a piece that uncovers a check are all listed, checking or not,
 * and a pawn push may be listed twice (as a discovered and as a direct check).
 */
final class FruitMoveOrder implements MoveSource {
    // Fruit's eight line directions (file step, rank step), in its order: -17 -16 -15 -1 +1 +15 +16 +17.
    private static final int[][] LINES = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}};
    private static final int SW = 0;
    private static final int SE = 2;
    private static final int NW = 5;
    private static final int NE = 7;
    private static final int[] BISHOP_LINES = {0, 2, 5, 7};
    private static final int[] ROOK_LINES = {1, 3, 4, 6};
    private static final int[] ALL_LINES = {0, 1, 2, 3, 4, 5, 6, 7};
    // Knight steps in Fruit's order: -33 -31 -18 -14 +14 +18 +31 +33.
    private static final int[][] KNIGHT_STEPS = {{-1, -2}, {1, -2}, {-2, -1}, {2, -1}, {-2, 1}, {2, 1}, {-1, 2},
        {1, 2}};
    private static final int[] PROMOTIONS = {PieceType.QUEEN, PieceType.KNIGHT, PieceType.ROOK, PieceType.BISHOP};
    private static final int[] PAWN_CHECKS_ON_WHITE = {NE, NW};
    private static final int[] PAWN_CHECKS_ON_BLACK = {SE, SW};

    /** NEXT[line][square]: the neighbour in that direction, or -1 off the board. */
    private static final int[][] NEXT = new int[8][64];
    /** KNIGHT_TARGETS[square]: knight destinations in Fruit's order. */
    private static final int[][] KNIGHT_TARGETS = new int[64][];
    /** LINE_OF[from * 64 + to]: the line index from 'from' towards 'to', or -1 if they share no line. */
    private static final byte[] LINE_OF = new byte[64 * 64];
    /** RAY[line][square]: every square from 'square' in that direction to the edge. */
    private static final long[][] RAY = new long[8][64];
    /** Lines 0..3 run towards lower square numbers: their nearest square is the highest bit. */
    private static final int FIRST_RISING_LINE = 4;

    static {
        for (int sq = 0; sq < 64; sq++) {
            int f = Square.file(sq);
            int r = Square.rank(sq);
            for (int d = 0; d < 8; d++) {
                int nf = f + LINES[d][0];
                int nr = r + LINES[d][1];
                NEXT[d][sq] = Square.isValid(nf, nr) ? Square.of(nf, nr) : -1;
            }
            int[] targets = new int[8];
            int n = 0;
            for (int[] s : KNIGHT_STEPS) {
                if (Square.isValid(f + s[0], r + s[1])) {
                    targets[n++] = Square.of(f + s[0], r + s[1]);
                }
            }
            KNIGHT_TARGETS[sq] = java.util.Arrays.copyOf(targets, n);
        }
        java.util.Arrays.fill(LINE_OF, (byte) -1);
        for (int from = 0; from < 64; from++) {
            for (int d = 0; d < 8; d++) {
                for (int to = NEXT[d][from]; to >= 0; to = NEXT[d][to]) {
                    LINE_OF[from * 64 + to] = (byte) d;
                    RAY[d][from] |= Bitboards.bit(to);
                }
            }
        }
    }

    /** The line index from {@code a} towards {@code b}, or -1 if they share no line. */
    static int lineFrom(int a, int b) {
        return a == b ? -1 : LINE_OF[a * 64 + b];
    }

    static boolean isDiagonal(int line) {
        return line == 0 || line == 2 || line == 5 || line == 7;
    }

    /** The nearest of {@code squares} on the ray from {@code from} along {@code line}, or -1. */
    static int nearestOnRay(int line, int from, long squares) {
        long on = squares & RAY[line][from];
        if (on == 0) {
            return -1;
        }
        return line < FIRST_RISING_LINE ? Bitboards.last(on) : Bitboards.first(on);
    }

    private final PieceLists lists = new PieceLists();
    private final int[] scratch = new int[MoveGenerator.MAX_MOVES];
    private final int[] pins = new int[16];
    private final int[] checkerSquares = new int[4];

    @Override
    public void reset(Position position) {
        lists.reset(position);
    }

    PieceLists lists() {
        return lists;
    }

    @Override
    public void make(Position position, int move) {
        lists.beforeMake(position, move);
        position.makeMove(move);
    }

    @Override
    public void unmake(Position position) {
        position.unmakeMove();
        lists.afterUnmake();
    }

    @Override
    public void makeNull(Position position) {
        position.makeNullMove();
    }

    @Override
    public void unmakeNull(Position position) {
        position.unmakeNullMove();
    }

    // ---- the root list ------------------------------------------------------------------------------

    /** All legal moves, in the order of Fruit's root list before its first sort: by from, to, promotion. */
    @Override
    public int legal(Position p, int[] out, int n) {
        int count = MoveGenerator.generate(p, scratch, 0);
        long[] keys = new long[count];
        for (int i = 0; i < count; i++) {
            keys[i] = (long) rootOrder(scratch[i]) << 32 | i;
        }
        java.util.Arrays.sort(keys);
        for (long k : keys) {
            out[n++] = scratch[(int) k];
        }
        return n;
    }

    /** Fruit's move_order(): from square, to square, promotion (knight, bishop, rook, queen). */
    static int rootOrder(int move) {
        int promo = Move.isPromotion(move) ? Move.promotionType(move) - PieceType.KNIGHT : 0;
        return Move.from(move) << 8 | Move.to(move) << 2 | promo;
    }

    // ---- captures and promotions --------------------------------------------------------------------

    @Override
    public int tactical(Position p, int[] out, int n) {
        int us = p.sideToMove();
        long enemies = p.occupancy(us ^ 1);
        long occupied = p.occupied();
        for (int i = 0; i < lists.pieceCount(us); i++) {
            int from = lists.piece(us, i);
            int type = Piece.type(p.pieceAt(from));
            switch (type) {
                case PieceType.KNIGHT:
                    if ((Attacks.knight(from) & enemies) == 0) {
                        break; // the usual case: nothing to take, no need to walk Fruit's direction order
                    }
                    for (int to : KNIGHT_TARGETS[from]) {
                        if (Bitboards.contains(enemies, to)) {
                            out[n++] = Move.make(from, to);
                        }
                    }
                    break;
                case PieceType.KING:
                    if ((Attacks.king(from) & enemies) == 0) {
                        break;
                    }
                    for (int d = 0; d < 8; d++) {
                        int to = NEXT[d][from];
                        if (to >= 0 && Bitboards.contains(enemies, to)) {
                            out[n++] = Move.make(from, to);
                        }
                    }
                    break;
                default: {
                    // A slider's attack set holds at most one piece per direction: the first one it meets.
                    long hits = Attacks.of(type, from, occupied) & enemies;
                    if (hits != 0) {
                        for (int d : linesOf(type)) {
                            long hit = hits & RAY[d][from];
                            if (hit != 0) {
                                out[n++] = Move.make(from, Bitboards.first(hit));
                            }
                        }
                    }
                }
            }
        }
        boolean white = us == Colour.WHITE;
        long seventh = white ? Bitboards.RANK_7 : Bitboards.RANK_2;
        long pawns = p.pieces(us, PieceType.PAWN);
        // Usually no pawn takes or promotes: then the walk over the pawn list (whose order matters only for the
        // moves it finds) is skipped, and in it the pawns that can do neither.
        if ((Bitboards.pawnAttacks(pawns, us) & enemies) == 0 && (pawns & seventh) == 0) {
            return enPassant(p, out, n);
        }
        int left = white ? NW : SW;
        int right = white ? NE : SE;
        int up = white ? 8 : -8;
        for (int i = 0; i < lists.pawnCount(us); i++) {
            int from = lists.pawn(us, i);
            if ((Attacks.pawn(us, from) & enemies) == 0 && !Bitboards.contains(seventh, from)) {
                continue;
            }
            int to = NEXT[left][from];
            if (to >= 0 && Bitboards.contains(enemies, to)) {
                n = addPawnMove(out, n, from, to);
            }
            to = NEXT[right][from];
            if (to >= 0 && Bitboards.contains(enemies, to)) {
                n = addPawnMove(out, n, from, to);
            }
            if (Square.relativeRank(from, us) == 6 && !Bitboards.contains(occupied, from + up)) {
                n = addPromotions(out, n, from, from + up);
            }
        }
        return enPassant(p, out, n);
    }

    private int enPassant(Position p, int[] out, int n) {
        int ep = p.enPassantSquare();
        if (ep == Square.NONE) {
            return n;
        }
        int us = p.sideToMove();
        int pawn = Piece.make(us, PieceType.PAWN);
        // Fruit looks for the capturing pawn at to - (inc - 1), then at to - (inc + 1).
        int first = NEXT[us == Colour.WHITE ? SE : NE][ep];
        int second = NEXT[us == Colour.WHITE ? SW : NW][ep];
        if (first >= 0 && p.pieceAt(first) == pawn) {
            out[n++] = Move.make(first, ep, Move.EN_PASSANT);
        }
        if (second >= 0 && p.pieceAt(second) == pawn) {
            out[n++] = Move.make(second, ep, Move.EN_PASSANT);
        }
        return n;
    }

    private static int addPawnMove(int[] out, int n, int from, int to) {
        int rank = Square.rank(to);
        if (rank == 0 || rank == 7) {
            return addPromotions(out, n, from, to);
        }
        out[n++] = Move.make(from, to);
        return n;
    }

    private static int addPromotions(int[] out, int n, int from, int to) {
        for (int type : PROMOTIONS) {
            out[n++] = Move.promotion(from, to, type);
        }
        return n;
    }

    private static int[] linesOf(int type) {
        return type == PieceType.BISHOP ? BISHOP_LINES : type == PieceType.ROOK ? ROOK_LINES : ALL_LINES;
    }

    // ---- quiet moves --------------------------------------------------------------------------------

    @Override
    public int quiet(Position p, int[] out, int n) {
        int us = p.sideToMove();
        long occupied = p.occupied();
        for (int i = 0; i < lists.pieceCount(us); i++) {
            int from = lists.piece(us, i);
            n = quietMovesOf(p, from, Piece.type(p.pieceAt(from)), occupied, out, n);
        }
        int up = us == Colour.WHITE ? 8 : -8;
        for (int i = 0; i < lists.pawnCount(us); i++) {
            int from = lists.pawn(us, i);
            int rank = Square.relativeRank(from, us);
            if (rank != 6 && !Bitboards.contains(occupied, from + up)) {
                out[n++] = Move.make(from, from + up);
                if (rank == 1 && !Bitboards.contains(occupied, from + 2 * up)) {
                    out[n++] = Move.make(from, from + 2 * up);
                }
            }
        }
        return castling(p, out, n, false);
    }

    private static int quietMovesOf(Position p, int from, int type, long occupied, int[] out, int n) {
        switch (type) {
            case PieceType.KNIGHT:
                for (int to : KNIGHT_TARGETS[from]) {
                    if (!Bitboards.contains(occupied, to)) {
                        out[n++] = Move.make(from, to);
                    }
                }
                return n;
            case PieceType.KING:
                for (int d = 0; d < 8; d++) {
                    int to = NEXT[d][from];
                    if (to >= 0 && !Bitboards.contains(occupied, to)) {
                        out[n++] = Move.make(from, to);
                    }
                }
                return n;
            default:
                return addRays(from, type, Attacks.of(type, from, occupied) & ~occupied, out, n);
        }
    }

    /** The squares of {@code targets} direction by direction in Fruit's order, each ray from near to far. */
    private static int addRays(int from, int type, long targets, int[] out, int n) {
        for (int d : linesOf(type)) {
            long ray = targets & RAY[d][from];
            if (d < FIRST_RISING_LINE) {
                for (; ray != 0; ray &= ~Long.highestOneBit(ray)) {
                    out[n++] = Move.make(from, Bitboards.last(ray));
                }
            } else {
                for (; ray != 0; ray &= ray - 1) {
                    out[n++] = Move.make(from, Bitboards.first(ray));
                }
            }
        }
        return n;
    }

    /**
     * Castling, king side first. Fruit lists a castling when the squares are empty and the square the king
     * crosses is safe, and rejects it later if the king's target is attacked; listing only the legal ones keeps
     * the same order. With {@code checksOnly}, only castlings that give check.
     */
    private static int castling(Position p, int[] out, int n, boolean checksOnly) {
        int us = p.sideToMove();
        int rights = us == Colour.WHITE ? Position.WHITE_KINGSIDE | Position.WHITE_QUEENSIDE
                : Position.BLACK_KINGSIDE | Position.BLACK_QUEENSIDE;
        if ((p.castlingRights() & rights) == 0) {
            return n; // most positions of a search: no right left, nothing to test
        }
        int home = us == Colour.WHITE ? Square.E1 : Square.E8;
        for (int side = 0; side < 2; side++) {
            int to = side == 0 ? home + 2 : home - 2;
            int move = Move.make(home, to, Move.CASTLING);
            if (MoveRules.isPseudoLegal(p, move) && (!checksOnly || MoveRules.givesCheck(p, move))) {
                out[n++] = move;
            }
        }
        return n;
    }

    // ---- check evasions -----------------------------------------------------------------------------

    @Override
    public int legalEvasions(Position p, int[] out, int n) {
        int end = pseudoEvasions(p, out, n);
        int kept = n;
        for (int i = n; i < end; i++) {
            if (MoveRules.leavesKingSafe(p, out[i])) {
                out[kept++] = out[i];
            }
        }
        return kept;
    }

    /**
     * Fruit's evasion order: king steps (not along a checking line away from the checker), then, against a
     * single checker, pawn captures of it (en passant included), piece captures of it, and interpositions
     * square by square from the king outwards, pawn pushes before pieces.
     */
    @Override
    public int pseudoEvasions(Position p, int[] out, int n) {
        int us = p.sideToMove();
        int king = p.kingSquare(us);
        long own = p.occupancy(us);
        int first = Square.NONE;
        int second = Square.NONE;
        int checkers = 0;
        // Checkers in Fruit's order: pawns, then pieces in list order.
        int them = us ^ 1;
        int enemyPawn = Piece.make(them, PieceType.PAWN);
        // Fruit looks for a checking pawn at king - (inc - 1), then king - (inc + 1), inc = the enemy pawn's step.
        int[] pawnSides = us == Colour.WHITE ? PAWN_CHECKS_ON_WHITE : PAWN_CHECKS_ON_BLACK;
        int[] found = checkerSquares;
        for (int side : pawnSides) {
            int sq = NEXT[side][king];
            if (sq >= 0 && p.pieceAt(sq) == enemyPawn) {
                found[checkers++] = sq;
            }
        }
        long checkSet = p.checkers();
        for (int i = 1; i < lists.pieceCount(them); i++) {
            int sq = lists.piece(them, i);
            if (Bitboards.contains(checkSet, sq)) {
                found[checkers++] = sq;
            }
        }
        first = found[0];
        second = checkers > 1 ? found[1] : Square.NONE;
        int away1 = awayLine(p, king, first);
        int away2 = second == Square.NONE ? -1 : awayLine(p, king, second);
        for (int d = 0; d < 8; d++) {
            if (d == away1 || d == away2) {
                continue;
            }
            int to = NEXT[d][king];
            if (to >= 0 && !Bitboards.contains(own, to)) {
                out[n++] = Move.make(king, to);
            }
        }
        if (checkers >= 2) {
            return n;
        }
        int checker = first;
        boolean white = us == Colour.WHITE;
        int pawn = Piece.make(us, PieceType.PAWN);
        // Pawn captures: from checker - (inc - 1), then checker - (inc + 1).
        int a = NEXT[white ? SE : NE][checker];
        int b = NEXT[white ? SW : NW][checker];
        if (a >= 0 && p.pieceAt(a) == pawn) {
            n = addPawnMove(out, n, a, checker);
        }
        if (b >= 0 && p.pieceAt(b) == pawn) {
            n = addPawnMove(out, n, b, checker);
        }
        int ep = p.enPassantSquare();
        if (ep != Square.NONE && checker == (ep ^ 8)) {
            n = enPassant(p, out, n);
        }
        n = pieceMovesTo(p, checker, out, n);
        int line = LINE_OF[king * 64 + checker];
        boolean slider = PieceType.isSlider(Piece.type(p.pieceAt(checker)));
        if (line >= 0 && slider) {
            int up = white ? 8 : -8;
            for (int to = NEXT[line][king]; to != checker; to = NEXT[line][to]) {
                int from = to - up;
                if (from >= 0 && from < 64 && p.pieceAt(from) == pawn) {
                    n = addPawnMove(out, n, from, to);
                } else if (from >= 0 && from < 64 && p.pieceAt(from) == Piece.NONE
                        && Square.relativeRank(to, us) == 3 && p.pieceAt(from - up) == pawn) {
                    out[n++] = Move.make(from - up, to);
                }
                n = pieceMovesTo(p, to, out, n);
            }
        }
        return n;
    }

    /** The direction from the king away from a sliding checker (Fruit skips it), or -1. */
    private static int awayLine(Position p, int king, int checker) {
        if (!PieceType.isSlider(Piece.type(p.pieceAt(checker)))) {
            return -1;
        }
        int towards = LINE_OF[king * 64 + checker];
        return towards < 0 ? -1 : 7 - towards; // the table is symmetric: line 7 - d is the opposite of d
    }

    /** Moves of the side's pieces (not the king, not pawns) to {@code to}, in list order. */
    private int pieceMovesTo(Position p, int to, int[] out, int n) {
        int us = p.sideToMove();
        long occupied = p.occupied();
        for (int i = 1; i < lists.pieceCount(us); i++) {
            int from = lists.piece(us, i);
            int type = Piece.type(p.pieceAt(from));
            if (Bitboards.contains(Attacks.of(type, from, occupied), to)) {
                out[n++] = Move.make(from, to);
            }
        }
        return n;
    }

    // ---- quiet checks -------------------------------------------------------------------------------

    @Override
    public int quietChecks(Position p, int[] out, int n) {
        int us = p.sideToMove();
        int them = us ^ 1;
        int king = p.kingSquare(them);
        long occupied = p.occupied();
        int pinCount = findBlockers(p, king, occupied);
        boolean white = us == Colour.WHITE;
        int up = white ? 8 : -8;
        // Discovered checks: every move of a blocker that leaves the line (all moves of a sliding blocker).
        for (int k = 0; k < pinCount; k++) {
            int from = pins[k];
            int type = Piece.type(p.pieceAt(from));
            int line = LINE_OF[king * 64 + from];
            if (type == PieceType.PAWN) {
                int rank = Square.relativeRank(from, us);
                int to = from + up;
                if (rank != 6 && !Bitboards.contains(occupied, to) && LINE_OF[king * 64 + to] != line) {
                    out[n++] = Move.make(from, to);
                    if (rank == 1 && !Bitboards.contains(occupied, to + up)) {
                        out[n++] = Move.make(from, to + up);
                    }
                }
            } else if (PieceType.isSlider(type)) {
                n = quietMovesOf(p, from, type, occupied, out, n);
            } else {
                int start = n;
                n = quietMovesOf(p, from, type, occupied, out, n);
                int kept = start;
                for (int i = start; i < n; i++) {
                    if (LINE_OF[king * 64 + Move.to(out[i])] != line) {
                        out[kept++] = out[i];
                    }
                }
                n = kept;
            }
        }
        // Direct checks by pieces that are not blockers.
        for (int i = 1; i < lists.pieceCount(us); i++) {
            int from = lists.piece(us, i);
            if (isBlocker(from, pinCount)) {
                continue;
            }
            int type = Piece.type(p.pieceAt(from));
            if (type == PieceType.KNIGHT) {
                for (int to : KNIGHT_TARGETS[from]) {
                    if (!Bitboards.contains(occupied, to) && Bitboards.contains(Attacks.knight(to), king)) {
                        out[n++] = Move.make(from, to);
                    }
                }
            } else {
                // Squares from which this piece would see the king (the board as it is, the mover still on its
                // square, as Fruit tests it).
                long checkSquares = type == PieceType.BISHOP ? Attacks.bishop(king, occupied)
                        : type == PieceType.ROOK ? Attacks.rook(king, occupied) : Attacks.queen(king, occupied);
                long targets = Attacks.of(type, from, occupied) & ~occupied & checkSquares;
                if (targets != 0) {
                    n = addRays(from, type, targets, out, n);
                }
            }
        }
        // Direct checks by pawn pushes, to the squares a pawn would attack the king from.
        int pawn = Piece.make(us, PieceType.PAWN);
        int[] fronts = white ? PAWN_CHECKS_ON_BLACK : PAWN_CHECKS_ON_WHITE;
        for (int d : fronts) {
            int to = NEXT[d][king];
            if (to < 0) {
                continue;
            }
            int from = to - up;
            if (from < 0 || from >= 64) {
                continue;
            }
            if (p.pieceAt(from) == pawn) {
                if (!Bitboards.contains(occupied, to)) {
                    out[n++] = Move.make(from, to);
                }
            } else {
                int from2 = from - up;
                if (from2 >= 0 && from2 < 64 && p.pieceAt(from2) == pawn && Square.relativeRank(from2, us) == 1
                        && !Bitboards.contains(occupied, to) && !Bitboards.contains(occupied, from)) {
                    out[n++] = Move.make(from2, to);
                }
            }
        }
        return castling(p, out, n, true);
    }

    /**
     * Own pieces standing alone between one of our sliders and the enemy king (Fruit's "pins" of its check
     * generator), in the order of our sliders in the piece list.
     */
    private int findBlockers(Position p, int king, long occupied) {
        int us = p.sideToMove();
        long own = p.occupancy(us);
        int count = 0;
        for (int i = 1; i < lists.pieceCount(us); i++) {
            int from = lists.piece(us, i);
            int type = Piece.type(p.pieceAt(from));
            int line = LINE_OF[from * 64 + king];
            if (line < 0 || !PieceType.isSlider(type) || !movesAlong(type, line)) {
                continue;
            }
            int sq = NEXT[line][from];
            while (!Bitboards.contains(occupied, sq)) {
                sq = NEXT[line][sq];
            }
            if (Bitboards.contains(own, sq)) {
                int blocker = sq;
                sq = NEXT[line][sq];
                while (sq >= 0 && !Bitboards.contains(occupied, sq)) {
                    sq = NEXT[line][sq];
                }
                if (sq == king) {
                    pins[count++] = blocker;
                }
            }
        }
        return count;
    }

    private boolean isBlocker(int square, int pinCount) {
        for (int k = 0; k < pinCount; k++) {
            if (pins[k] == square) {
                return true;
            }
        }
        return false;
    }

    private static boolean movesAlong(int type, int line) {
        return type == PieceType.QUEEN || (type == PieceType.BISHOP) == isDiagonal(line);
    }
}
