package evalbench.rybka;

import evalbench.core.Attacks;
import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.Move;
import evalbench.core.MoveRules;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.search.MoveSource;

/**
 * Moves in the order Strelka 2.0 B's bitboard generators produce them (pieces and targets from the lowest
 * square up): captures by knights, bishops, rooks, queens, the king, then promotions (queen, rook, bishop,
 * knight) and pawn captures towards the a-file before those towards the h-file, en passant last; quiet moves
 * as castling, pawn pushes (a double push before the single push of the same pawn), knights, queens, bishops,
 * rooks, king; evasions as king steps, pawn captures of the checker, en passant, interposing pawn pushes, then
 * knights, diagonal and straight sliders. Equal-scored moves keep this order through the search's sorts.
 */
final class StrelkaMoveOrder implements MoveSource {
    /** Strelka tries checks by knights, then bishops and queens, rooks, the king (by discovery only). */
    private static final int[] CHECKING_ORDER = {PieceType.KNIGHT, PieceType.BISHOP, PieceType.QUEEN, PieceType.ROOK,
        PieceType.KING};
    private static final int[] PROMOTIONS = {PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT};
    /**
     * Piece kinds in the order of the evasion generator. The capture generator takes knights, bishops, rooks,
     * queens, the king; the quiet one knights, queens, bishops, rooks, the king: each kind by its own call there.
     */
    private static final int[] EVASION_ORDER = {PieceType.KNIGHT, PieceType.BISHOP, PieceType.ROOK};

    private final StrelkaKeyTrail keys = new StrelkaKeyTrail();

    @Override
    public void reset(Position position) {
        keys.reset(position);
    }

    @Override
    public void make(Position position, int move) {
        keys.make(position, move);
    }

    @Override
    public void unmake(Position position) {
        keys.unmake(position);
    }

    @Override
    public void makeNull(Position position) {
        keys.makeNull(position);
    }

    @Override
    public void unmakeNull(Position position) {
        keys.unmakeNull(position);
    }

    /** Strelka's own key: its table slots follow from it. */
    @Override
    public long key(Position position) {
        return keys.key();
    }

    /** The root list: captures first (Strelka scores them above all quiet moves), then quiet moves. */
    @Override
    public int legal(Position p, int[] out, int n) {
        int start = n;
        int end = p.inCheck() ? legalEvasions(p, out, n) : quiet(p, out, tactical(p, out, n));
        int kept = start;
        for (int i = start; i < end; i++) {
            if (MoveRules.isLegal(p, out[i])) {
                out[kept++] = out[i];
            }
        }
        return kept;
    }

    @Override
    public int tactical(Position p, int[] out, int n) {
        int us = p.sideToMove();
        long enemies = p.occupancy(us ^ 1);
        long occupied = p.occupied();
        // One call per kind, not a loop over the kinds: with the kind a constant at each call the JIT drops Attacks.of's
        // switch (a loop over an array of kinds kept it, at every piece).
        n = pieceMoves(PieceType.KNIGHT, p.pieces(us, PieceType.KNIGHT), occupied, enemies, out, n);
        n = pieceMoves(PieceType.BISHOP, p.pieces(us, PieceType.BISHOP), occupied, enemies, out, n);
        n = pieceMoves(PieceType.ROOK, p.pieces(us, PieceType.ROOK), occupied, enemies, out, n);
        n = pieceMoves(PieceType.QUEEN, p.pieces(us, PieceType.QUEEN), occupied, enemies, out, n);
        n = pieceMoves(PieceType.KING, p.pieces(us, PieceType.KING), occupied, enemies, out, n);
        boolean white = us == Colour.WHITE;
        int up = white ? 8 : -8;
        long pawns = p.pieces(us, PieceType.PAWN);
        long seventh = white ? Bitboards.RANK_7 : Bitboards.RANK_2;
        for (long b = pawns & seventh; b != 0; b &= b - 1) {
            int from = Bitboards.first(b);
            if (!Bitboards.contains(occupied, from + up)) {
                n = promotions(out, n, from, from + up);
            }
            int west = from + up - 1;
            if (Square.file(from) > 0 && Bitboards.contains(enemies, west)) {
                n = promotions(out, n, from, west);
            }
            int east = from + up + 1;
            if (Square.file(from) < 7 && Bitboards.contains(enemies, east)) {
                n = promotions(out, n, from, east);
            }
        }
        long others = pawns & ~seventh;
        long westTargets = (white ? (others & ~Bitboards.FILE_A) << 7 : (others & ~Bitboards.FILE_A) >>> 9) & enemies;
        for (long t = westTargets; t != 0; t &= t - 1) {
            int to = Bitboards.first(t);
            out[n++] = Move.make(to - (white ? 7 : -9), to);
        }
        long eastTargets = (white ? (others & ~Bitboards.FILE_H) << 9 : (others & ~Bitboards.FILE_H) >>> 7) & enemies;
        for (long t = eastTargets; t != 0; t &= t - 1) {
            int to = Bitboards.first(t);
            out[n++] = Move.make(to - (white ? 9 : -7), to);
        }
        int ep = p.enPassantSquare();
        if (ep != Square.NONE) {
            // Strelka's capture generator takes the pawn on the higher square first (the evasion one the lower).
            long b = Attacks.pawn(us ^ 1, ep) & pawns;
            for (; b != 0; b &= ~Long.highestOneBit(b)) {
                out[n++] = Move.make(63 - Long.numberOfLeadingZeros(b), ep, Move.EN_PASSANT);
            }
        }
        return n;
    }

    private static int promotions(int[] out, int n, int from, int to) {
        for (int type : PROMOTIONS) {
            out[n++] = Move.promotion(from, to, type);
        }
        return n;
    }

    @Override
    public int quiet(Position p, int[] out, int n) {
        int us = p.sideToMove();
        long occupied = p.occupied();
        long empty = ~occupied;
        int home = us == Colour.WHITE ? Square.E1 : Square.E8;
        for (int side = 0; side < 2 && (p.castlingRights() & (us == Colour.WHITE
                ? Position.WHITE_KINGSIDE | Position.WHITE_QUEENSIDE : Position.BLACK_KINGSIDE | Position.BLACK_QUEENSIDE)) != 0; side++) {
            int move = Move.make(home, side == 0 ? home + 2 : home - 2, Move.CASTLING);
            if (MoveRules.isPseudoLegal(p, move)) {
                out[n++] = move;
            }
        }
        boolean white = us == Colour.WHITE;
        int up = white ? 8 : -8;
        long pawns = p.pieces(us, PieceType.PAWN) & ~(white ? Bitboards.RANK_7 : Bitboards.RANK_2);
        long single = (white ? pawns << 8 : pawns >>> 8) & empty;
        for (long t = single; t != 0; t &= t - 1) {
            int to = Bitboards.first(t);
            int from = to - up;
            if (Square.relativeRank(to, us) == 2 && !Bitboards.contains(occupied, to + up)) {
                out[n++] = Move.make(from, to + up);
            }
            out[n++] = Move.make(from, to);
        }
        // One call per kind (see tactical).
        n = pieceMoves(PieceType.KNIGHT, p.pieces(us, PieceType.KNIGHT), occupied, empty, out, n);
        n = pieceMoves(PieceType.QUEEN, p.pieces(us, PieceType.QUEEN), occupied, empty, out, n);
        n = pieceMoves(PieceType.BISHOP, p.pieces(us, PieceType.BISHOP), occupied, empty, out, n);
        n = pieceMoves(PieceType.ROOK, p.pieces(us, PieceType.ROOK), occupied, empty, out, n);
        n = pieceMoves(PieceType.KING, p.pieces(us, PieceType.KING), occupied, empty, out, n);
        return n;
    }

    /** The moves of the {@code pieces} (all of kind {@code type}) to {@code targets}, lowest square first. */
    private static int pieceMoves(int type, long pieces, long occupied, long targets, int[] out, int n) {
        for (long b = pieces; b != 0; b &= b - 1) {
            int from = Bitboards.first(b);
            for (long t = Attacks.of(type, from, occupied) & targets; t != 0; t &= t - 1) {
                out[n++] = Move.make(from, Bitboards.first(t));
            }
        }
        return n;
    }

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

    @Override
    public int pseudoEvasions(Position p, int[] out, int n) {
        int us = p.sideToMove();
        int king = p.kingSquare(us);
        long occupied = p.occupied();
        long own = p.occupancy(us);
        long checkers = p.checkers();
        for (long t = Attacks.king(king) & ~own; t != 0; t &= t - 1) {
            out[n++] = Move.make(king, Bitboards.first(t));
        }
        if (Bitboards.several(checkers)) {
            return n;
        }
        int checker = Bitboards.first(checkers);
        boolean white = us == Colour.WHITE;
        int up = white ? 8 : -8;
        long pawns = p.pieces(us, PieceType.PAWN);
        for (long b = Attacks.pawn(us ^ 1, checker) & pawns; b != 0; b &= b - 1) {
            int from = Bitboards.first(b);
            int rank = Square.rank(checker);
            if (rank == 0 || rank == 7) {
                n = promotions(out, n, from, checker);
            } else {
                out[n++] = Move.make(from, checker);
            }
        }
        int ep = p.enPassantSquare();
        if (ep != Square.NONE && checker == (ep ^ 8)) {
            for (long b = Attacks.pawn(us ^ 1, ep) & pawns; b != 0; b &= b - 1) {
                out[n++] = Move.make(Bitboards.first(b), ep, Move.EN_PASSANT);
            }
        }
        long block = Bitboards.between(king, checker);
        long single = (white ? pawns << 8 : pawns >>> 8) & ~occupied & block;
        for (long t = single; t != 0; t &= t - 1) {
            int to = Bitboards.first(t);
            int rank = Square.rank(to);
            if (rank == 0 || rank == 7) {
                n = promotions(out, n, to - up, to);
            } else {
                out[n++] = Move.make(to - up, to);
            }
        }
        long startRank = white ? Bitboards.RANK_2 : Bitboards.RANK_7;
        long firstStep = (white ? (pawns & startRank) << 8 : (pawns & startRank) >>> 8) & ~occupied;
        long doubles = (white ? firstStep << 8 : firstStep >>> 8) & ~occupied & block;
        for (long t = doubles; t != 0; t &= t - 1) {
            int to = Bitboards.first(t);
            out[n++] = Move.make(to - 2 * up, to);
        }
        long targets = block | checkers;
        for (int type : EVASION_ORDER) {
            long movers = p.pieces(us, type);
            if (type != PieceType.KNIGHT) {
                movers |= p.pieces(us, PieceType.QUEEN);
            }
            for (long b = movers; b != 0; b &= b - 1) {
                int from = Bitboards.first(b);
                long reach = type == PieceType.KNIGHT ? Attacks.knight(from)
                        : type == PieceType.BISHOP ? Attacks.bishop(from, occupied) : Attacks.rook(from, occupied);
                for (long t = reach & targets; t != 0; t &= t - 1) {
                    out[n++] = Move.make(from, Bitboards.first(t));
                }
            }
        }
        return n;
    }

    /**
     * Quiet moves that give check, by kind of piece (knights, bishops and queens, rooks, king, pawns), then
     * castling: squares from which the piece would see the enemy king, or any square off the line for a piece
     * that stands alone between an own slider and that king. Legality is left to the search.
     */
    @Override
    public int quietChecks(Position p, int[] out, int n) {
        int us = p.sideToMove();
        int king = p.kingSquare(us ^ 1);
        long occupied = p.occupied();
        long empty = ~occupied;
        long blockers = discoveredCheckBlockers(p, us, king, occupied);
        long bishopSquares = Attacks.bishop(king, occupied);
        long rookSquares = Attacks.rook(king, occupied);
        for (int type : CHECKING_ORDER) {
            long checkSquares = switch (type) {
                case PieceType.KNIGHT -> Attacks.knight(king);
                case PieceType.BISHOP -> bishopSquares;
                case PieceType.ROOK -> rookSquares;
                case PieceType.QUEEN -> bishopSquares | rookSquares;
                default -> 0L; // the king only checks by discovery
            };
            for (long b = p.pieces(us, type); b != 0; b &= b - 1) {
                int from = Bitboards.first(b);
                long targets = Attacks.of(type, from, occupied) & empty;
                long wanted = checkSquares;
                if (Bitboards.contains(blockers, from)) {
                    wanted |= ~Bitboards.line(king, from);
                }
                for (long t = targets & wanted; t != 0; t &= t - 1) {
                    out[n++] = Move.make(from, Bitboards.first(t));
                }
            }
        }
        boolean white = us == Colour.WHITE;
        int up = white ? 8 : -8;
        long pawnChecks = Attacks.pawn(us ^ 1, king); // squares from which an own pawn attacks the king
        long pawns = p.pieces(us, PieceType.PAWN) & ~(white ? Bitboards.RANK_7 : Bitboards.RANK_2);
        for (long b = pawns; b != 0; b &= b - 1) {
            int from = Bitboards.first(b);
            int to = from + up;
            if (Bitboards.contains(occupied, to)) {
                continue;
            }
            long wanted = pawnChecks | (Bitboards.contains(blockers, from) ? ~Bitboards.line(king, from) : 0);
            if (Bitboards.contains(wanted, to)) {
                out[n++] = Move.make(from, to);
            }
            int two = to + up;
            if (Square.relativeRank(from, us) == 1 && !Bitboards.contains(occupied, two) && Bitboards.contains(wanted, two)) {
                out[n++] = Move.make(from, two);
            }
        }
        int home = us == Colour.WHITE ? Square.E1 : Square.E8;
        for (int side = 0; side < 2 && (p.castlingRights() & (us == Colour.WHITE
                ? Position.WHITE_KINGSIDE | Position.WHITE_QUEENSIDE : Position.BLACK_KINGSIDE | Position.BLACK_QUEENSIDE)) != 0; side++) {
            int move = Move.make(home, side == 0 ? home + 2 : home - 2, Move.CASTLING);
            if (MoveRules.isPseudoLegal(p, move) && MoveRules.givesCheck(p, move)) {
                out[n++] = move;
            }
        }
        return n;
    }

    /** Strelka's quiescence checks, captures of the pieces its delta pruning skipped included. */
    @Override
    public int checks(Position p, long capturable, int[] out, int n) {
        return StrelkaChecks.generate(p, capturable, out, n);
    }

    /** Own pieces standing alone between an own slider and the enemy king: moving them off the line checks. */
    private static long discoveredCheckBlockers(Position p, int us, int king, long occupied) {
        long own = p.occupancy(us);
        long queens = p.pieces(us, PieceType.QUEEN);
        long snipers = (Attacks.rook(king, 0) & (p.pieces(us, PieceType.ROOK) | queens))
                | (Attacks.bishop(king, 0) & (p.pieces(us, PieceType.BISHOP) | queens));
        long blockers = 0;
        for (; snipers != 0; snipers &= snipers - 1) {
            long between = Bitboards.between(king, Bitboards.first(snipers)) & occupied;
            if (between != 0 && !Bitboards.several(between) && (between & own) != 0) {
                blockers |= between;
            }
        }
        return blockers;
    }
}
