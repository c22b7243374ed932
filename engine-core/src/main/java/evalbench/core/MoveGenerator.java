package evalbench.core;

import java.util.Arrays;

/**
 * Legal move generation. Pins and checks are worked out first (pinned pieces may only move along the
 * line to their king; in check only captures of the checker or blocks count), so every generated move
 * is legal without trying it. Moves go into a caller's int array: nothing is allocated per call.
 */
public final class MoveGenerator {
    /** No legal chess position has more moves than this (the known maximum is 218). */
    public static final int MAX_MOVES = 256;

    private static final int[] PROMOTION_TYPES = {PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT};

    private MoveGenerator() {
    }

    /** All legal moves of the side to move as a new array. */
    public static int[] legalMoves(Position position) {
        int[] buffer = new int[MAX_MOVES];
        int n = generate(position, buffer, 0);
        return Arrays.copyOf(buffer, n);
    }

    /** True if {@code move} is one of the legal moves of the position. */
    public static boolean isLegal(Position position, int move) {
        int[] buffer = new int[MAX_MOVES];
        int n = generate(position, buffer, 0);
        for (int i = 0; i < n; i++) {
            if (buffer[i] == move) {
                return true;
            }
        }
        return false;
    }

    /** Legal moves written to {@code moves} from index {@code start}; returns the index after the last one. */
    public static int generate(Position position, int[] moves, int start) {
        return generate(position, moves, start, true);
    }

    /** Legal captures, en-passant captures and promotions (to any piece) only. */
    public static int generateCaptures(Position position, int[] moves, int start) {
        return generate(position, moves, start, false);
    }

    private static int generate(Position p, int[] moves, int n, boolean quiets) {
        int us = p.sideToMove();
        int them = us ^ 1;
        long ours = p.occupancy(us);
        long theirs = p.occupancy(them);
        long occupied = p.occupied();
        int king = p.kingSquare(us);
        long checkers = p.attackersTo(king, occupied) & theirs;

        // King: any square not attacked once the king has left its square (so sliders see through it).
        long kingTargets = Attacks.king(king) & ~ours & (quiets ? -1L : theirs);
        long withoutKing = occupied ^ Bitboards.bit(king);
        for (; kingTargets != 0; kingTargets &= kingTargets - 1) {
            int to = Bitboards.first(kingTargets);
            if (!p.isAttacked(to, them, withoutKing)) {
                moves[n++] = Move.make(king, to);
            }
        }
        if (Bitboards.several(checkers)) {
            return n; // double check: only the king may move
        }

        long targets = checkers == 0 ? ~ours : Bitboards.between(king, Bitboards.first(checkers)) | checkers;
        long pieceTargets = quiets ? targets : targets & theirs;
        long pinned = pinnedPieces(p, us, king, theirs, occupied);

        long queens = p.pieces(us, PieceType.QUEEN);
        for (long b = p.pieces(us, PieceType.KNIGHT) & ~pinned; b != 0; b &= b - 1) {
            int from = Bitboards.first(b);
            n = addAll(moves, n, from, Attacks.knight(from) & pieceTargets);
        }
        for (long b = p.pieces(us, PieceType.BISHOP) | queens; b != 0; b &= b - 1) {
            int from = Bitboards.first(b);
            long to = Attacks.bishop(from, occupied) & pieceTargets;
            if (Bitboards.contains(pinned, from)) {
                to &= Bitboards.line(king, from);
            }
            n = addAll(moves, n, from, to);
        }
        for (long b = p.pieces(us, PieceType.ROOK) | queens; b != 0; b &= b - 1) {
            int from = Bitboards.first(b);
            long to = Attacks.rook(from, occupied) & pieceTargets;
            if (Bitboards.contains(pinned, from)) {
                to &= Bitboards.line(king, from);
            }
            n = addAll(moves, n, from, to);
        }

        n = pawnMoves(p, moves, n, us, king, pinned, targets, theirs, occupied, quiets);

        if (quiets && checkers == 0) {
            n = castlingMoves(p, moves, n, us, occupied);
        }
        return n;
    }

    /** Own pieces that shield the king from an enemy slider: they may only move along that line. */
    static long pinnedPieces(Position p, int us, int king, long theirs, long occupied) {
        int them = us ^ 1;
        long queens = p.pieces(them, PieceType.QUEEN);
        // Slider attacks from the king through our own pieces (only enemy pieces block) find the pinners.
        long snipers = (Attacks.rook(king, theirs) & (p.pieces(them, PieceType.ROOK) | queens))
                | (Attacks.bishop(king, theirs) & (p.pieces(them, PieceType.BISHOP) | queens));
        long pinned = 0;
        long ours = occupied & ~theirs;
        for (; snipers != 0; snipers &= snipers - 1) {
            long between = Bitboards.between(king, Bitboards.first(snipers)) & occupied;
            if (between != 0 && !Bitboards.several(between) && (between & ours) != 0) {
                pinned |= between;
            }
        }
        return pinned;
    }

    private static int addAll(int[] moves, int n, int from, long targets) {
        for (; targets != 0; targets &= targets - 1) {
            moves[n++] = from | Bitboards.first(targets) << Move.TO_SHIFT;
        }
        return n;
    }

    private static int pawnMoves(Position p, int[] moves, int n, int us, int king, long pinned, long targets,
            long theirs, long occupied, boolean quiets) {
        long pawns = p.pieces(us, PieceType.PAWN);
        long empty = ~occupied;
        boolean white = us == Colour.WHITE;
        int up = white ? 8 : -8;
        long lastRank = white ? Bitboards.RANK_8 : Bitboards.RANK_1;
        long doubleStepRank = white ? Bitboards.RANK_3 : Bitboards.RANK_6;

        long free = pawns & ~pinned;
        long single = (white ? free << 8 : free >>> 8) & empty;
        long dbl = (white ? (single & doubleStepRank) << 8 : (single & doubleStepRank) >>> 8) & empty & targets;
        single &= targets;
        // Captures towards the a-file (west) and the h-file (east), seen from the pawn.
        long west = (white ? (free & ~Bitboards.FILE_A) << 7 : (free & ~Bitboards.FILE_A) >>> 9) & theirs & targets;
        long east = (white ? (free & ~Bitboards.FILE_H) << 9 : (free & ~Bitboards.FILE_H) >>> 7) & theirs & targets;
        int westDelta = white ? 7 : -9;
        int eastDelta = white ? 9 : -7;

        n = addPromotions(moves, n, single & lastRank, up);
        n = addPromotions(moves, n, west & lastRank, westDelta);
        n = addPromotions(moves, n, east & lastRank, eastDelta);
        n = addPawnMoves(moves, n, west & ~lastRank, westDelta);
        n = addPawnMoves(moves, n, east & ~lastRank, eastDelta);
        if (quiets) {
            n = addPawnMoves(moves, n, single & ~lastRank, up);
            n = addPawnMoves(moves, n, dbl, 2 * up);
        }

        // Pinned pawns one by one: each may move only along the line through its king.
        for (long b = pawns & pinned; b != 0; b &= b - 1) {
            int from = Bitboards.first(b);
            long allowed = Bitboards.line(king, from) & targets;
            long caps = Attacks.pawn(us, from) & theirs & allowed;
            long pushes = 0;
            int one = from + up;
            if (!Bitboards.contains(occupied, one)) {
                pushes |= Bitboards.bit(one);
                if (Bitboards.contains(doubleStepRank, one) && !Bitboards.contains(occupied, one + up)) {
                    pushes |= Bitboards.bit(one + up);
                }
            }
            pushes &= allowed;
            for (long t = caps | pushes; t != 0; t &= t - 1) {
                int to = Bitboards.first(t);
                if (Bitboards.contains(lastRank, to)) {
                    n = addPromotion(moves, n, from, to);
                } else if (quiets || Bitboards.contains(caps, to)) {
                    moves[n++] = Move.make(from, to);
                }
            }
        }

        int ep = p.enPassantSquare();
        if (ep != Square.NONE) {
            int them = us ^ 1;
            int captured = ep - up;
            for (long b = Attacks.pawn(them, ep) & pawns; b != 0; b &= b - 1) {
                int from = Bitboards.first(b);
                if (enPassantIsLegal(p, us, king, from, ep, captured, occupied)) {
                    moves[n++] = Move.make(from, ep, Move.EN_PASSANT);
                }
            }
        }
        return n;
    }

    /**
     * An en-passant capture empties two squares of one rank at once, which pin tests miss (the
     * "horizontal discovered check"): so the king's safety is checked on the board after the capture.
     */
    private static boolean enPassantIsLegal(Position p, int us, int king, int from, int ep, int captured, long occupied) {
        int them = us ^ 1;
        long after = (occupied ^ Bitboards.bit(from) ^ Bitboards.bit(captured)) | Bitboards.bit(ep);
        long queens = p.pieces(them, PieceType.QUEEN);
        if ((Attacks.rook(king, after) & (p.pieces(them, PieceType.ROOK) | queens)) != 0
                || (Attacks.bishop(king, after) & (p.pieces(them, PieceType.BISHOP) | queens)) != 0) {
            return false;
        }
        long enemyPawns = p.pieces(them, PieceType.PAWN) & ~Bitboards.bit(captured);
        return (Attacks.knight(king) & p.pieces(them, PieceType.KNIGHT)) == 0
                && (Attacks.pawn(us, king) & enemyPawns) == 0;
    }

    private static int addPawnMoves(int[] moves, int n, long targets, int delta) {
        for (; targets != 0; targets &= targets - 1) {
            int to = Bitboards.first(targets);
            moves[n++] = (to - delta) | to << Move.TO_SHIFT;
        }
        return n;
    }

    private static int addPromotions(int[] moves, int n, long targets, int delta) {
        for (; targets != 0; targets &= targets - 1) {
            int to = Bitboards.first(targets);
            n = addPromotion(moves, n, to - delta, to);
        }
        return n;
    }

    private static int addPromotion(int[] moves, int n, int from, int to) {
        for (int type : PROMOTION_TYPES) {
            moves[n++] = Move.promotion(from, to, type);
        }
        return n;
    }

    private static int castlingMoves(Position p, int[] moves, int n, int us, long occupied) {
        int them = us ^ 1;
        if (us == Colour.WHITE) {
            if (p.hasCastlingRight(Position.WHITE_KINGSIDE) && (occupied & 0x60L) == 0
                    && !p.isAttacked(Square.F1, them) && !p.isAttacked(Square.G1, them)) {
                moves[n++] = Move.make(Square.E1, Square.G1, Move.CASTLING);
            }
            if (p.hasCastlingRight(Position.WHITE_QUEENSIDE) && (occupied & 0x0EL) == 0
                    && !p.isAttacked(Square.D1, them) && !p.isAttacked(Square.C1, them)) {
                moves[n++] = Move.make(Square.E1, Square.C1, Move.CASTLING);
            }
        } else {
            if (p.hasCastlingRight(Position.BLACK_KINGSIDE) && (occupied & 0x60L << 56) == 0
                    && !p.isAttacked(Square.F8, them) && !p.isAttacked(Square.G8, them)) {
                moves[n++] = Move.make(Square.E8, Square.G8, Move.CASTLING);
            }
            if (p.hasCastlingRight(Position.BLACK_QUEENSIDE) && (occupied & 0x0EL << 56) == 0
                    && !p.isAttacked(Square.D8, them) && !p.isAttacked(Square.C8, them)) {
                moves[n++] = Move.make(Square.E8, Square.C8, Move.CASTLING);
            }
        }
        return n;
    }
}
