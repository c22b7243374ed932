package evalbench.fabchess;

import evalbench.core.Attacks;
import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;

/**
 * Legal moves in the order FabChess 1.15 generates them. Its move ordering breaks every tie by list position,
 * so the order is part of the search: king steps (captures, then the rest), then pieces pinned along ranks and
 * files, then along diagonals (by pinner square), then unpinned pawns (promotions, single steps, double steps,
 * the captures to one side and then to the other), knights, queens, bishops, rooks, and castling last. Within a
 * group targets ascend by square. With {@code capturesOnly} only captures are produced (the quiescence list).
 */
final class FabChessMoveGenerator {
    /** More than the most legal moves of any position (218). */
    static final int MAX_MOVES = 256;

    private static final int[] PROMOTION_ORDER = {PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP,
        PieceType.KNIGHT};
    /** Pieces after the pawns, in FabChess's order. */
    private static final int[] PIECE_ORDER = {PieceType.KNIGHT, PieceType.QUEEN, PieceType.BISHOP, PieceType.ROOK};

    private FabChessMoveGenerator() {
    }

    /** Writes the legal moves of the side to move into {@code out} from index 0; returns their number. */
    static int generate(Position pos, int[] out, boolean capturesOnly) {
        int us = pos.sideToMove();
        int them = us ^ 1;
        int king = pos.kingSquare(us);
        long own = pos.occupancy(us);
        long enemy = pos.occupancy(them);
        long occupied = pos.occupied();
        long empty = ~occupied;
        int n = 0;

        // 1. King steps onto squares the enemy does not attack once the king has left its square.
        long withoutKing = occupied & ~Bitboards.bit(king);
        long steps = Attacks.king(king) & ~own;
        long safe = 0;
        for (long b = steps; b != 0; b &= b - 1) {
            int to = Bitboards.first(b);
            if ((pos.attackersTo(to, withoutKing) & enemy) == 0) {
                safe |= Bitboards.bit(to);
            }
        }
        for (long b = safe & enemy; b != 0; b &= b - 1) {
            int to = Bitboards.first(b);
            out[n++] = FabChessMove.capture(king, to, PieceType.KING, typeAt(pos, to));
        }
        if (!capturesOnly) {
            for (long b = safe & empty; b != 0; b &= b - 1) {
                out[n++] = FabChessMove.quiet(king, Bitboards.first(b), PieceType.KING);
            }
        }

        // 2. Check restricts the targets of every other move.
        long checkers = pos.attackersTo(king, occupied) & enemy;
        if (Bitboards.several(checkers)) {
            return n;
        }
        long captureMask = enemy;
        long pushMask = empty;
        if (checkers != 0) {
            int checker = Bitboards.first(checkers);
            captureMask = checkers;
            pushMask = PieceType.isSlider(typeAt(pos, checker)) ? Bitboards.between(king, checker) : 0;
        }
        if (capturesOnly) {
            pushMask = 0;
        }

        // 3. and 4. Pinned pieces, straight pins first, then diagonal ones.
        long straightPinners = Attacks.rook(king, enemy) & (pos.pieces(them, PieceType.ROOK)
                | pos.pieces(them, PieceType.QUEEN));
        long diagonalPinners = Attacks.bishop(king, enemy) & (pos.pieces(them, PieceType.BISHOP)
                | pos.pieces(them, PieceType.QUEEN));
        long pinned = 0;
        for (long b = straightPinners; b != 0; b &= b - 1) {
            int pinner = Bitboards.first(b);
            int sq = pinnedPiece(pos, king, pinner, own);
            if (sq == Square.NONE) {
                continue;
            }
            pinned |= Bitboards.bit(sq);
            int type = typeAt(pos, sq);
            if (type == PieceType.ROOK || type == PieceType.QUEEN) {
                n = alongPin(pos, sq, type, king, pinner, pushMask, captureMask, out, n);
            } else if (type == PieceType.PAWN && Square.file(sq) == Square.file(king)) {
                n = pawnPushes(pos, sq, us, empty, pushMask & Bitboards.between(king, pinner), out, n);
            }
        }
        for (long b = diagonalPinners; b != 0; b &= b - 1) {
            int pinner = Bitboards.first(b);
            int sq = pinnedPiece(pos, king, pinner, own);
            if (sq == Square.NONE) {
                continue;
            }
            pinned |= Bitboards.bit(sq);
            int type = typeAt(pos, sq);
            if (type == PieceType.BISHOP || type == PieceType.QUEEN) {
                n = alongPin(pos, sq, type, king, pinner, pushMask, captureMask, out, n);
            } else if (type == PieceType.PAWN) {
                long pawnTargets = Attacks.pawn(us, sq);
                if ((pawnTargets & Bitboards.bit(pinner) & captureMask) != 0) {
                    n = pawnCapture(pos, sq, pinner, out, n);
                }
                int ep = pos.enPassantSquare();
                if (ep != Square.NONE && (pawnTargets & Bitboards.between(king, pinner) & Bitboards.bit(ep)) != 0
                        && enPassantAllowed(pos, sq, ep, checkers)) {
                    out[n++] = FabChessMove.enPassant(sq, ep);
                }
            }
        }

        // 5. Pawns that are not pinned.
        n = freePawns(pos, us, pos.pieces(us, PieceType.PAWN) & ~pinned, empty, captureMask, pushMask, checkers,
                out, n);

        // 6. Knights, queens, bishops, rooks.
        for (int type : PIECE_ORDER) {
            for (long b = pos.pieces(us, type) & ~pinned; b != 0; b &= b - 1) {
                int from = Bitboards.first(b);
                long attacks = Attacks.of(type, from, occupied);
                for (long t = attacks & captureMask; t != 0; t &= t - 1) {
                    int to = Bitboards.first(t);
                    out[n++] = FabChessMove.capture(from, to, type, typeAt(pos, to));
                }
                for (long t = attacks & pushMask; t != 0; t &= t - 1) {
                    out[n++] = FabChessMove.quiet(from, Bitboards.first(t), type);
                }
            }
        }

        // 7. Castling, king side first.
        if (!capturesOnly && checkers == 0) {
            n = castling(pos, us, king, occupied, out, n);
        }
        return n;
    }

    /** The own piece alone between the king and an enemy slider on its line, or {@link Square#NONE}. */
    private static int pinnedPiece(Position pos, int king, int pinner, long own) {
        long blockers = Bitboards.between(king, pinner) & pos.occupied();
        if (Bitboards.several(blockers) || (blockers & own) == 0) {
            return Square.NONE;
        }
        return Bitboards.first(blockers);
    }

    /** A pinned slider's moves along its pin: the free squares between king and pinner, then the pinner. */
    private static int alongPin(Position pos, int sq, int type, int king, int pinner, long pushMask,
            long captureMask, int[] out, int n) {
        for (long t = Bitboards.between(king, pinner) & pushMask & ~Bitboards.bit(sq); t != 0; t &= t - 1) {
            out[n++] = FabChessMove.quiet(sq, Bitboards.first(t), type);
        }
        if ((captureMask & Bitboards.bit(pinner)) != 0) {
            out[n++] = FabChessMove.capture(sq, pinner, type, typeAt(pos, pinner));
        }
        return n;
    }

    private static int typeAt(Position pos, int square) {
        return Piece.type(pos.pieceAt(square));
    }

    /** Single and double pushes of one pawn onto {@code targets}, ascending (a file-pinned pawn). */
    private static int pawnPushes(Position pos, int from, int us, long empty, long targets, int[] out, int n) {
        int step = us == Colour.WHITE ? 8 : -8;
        int single = from + step;
        if ((empty & Bitboards.bit(single)) == 0) {
            return n;
        }
        int startRank = us == Colour.WHITE ? 1 : 6;
        int dbl = single + step;
        boolean canDouble = Square.rank(from) == startRank && (empty & Bitboards.bit(dbl)) != 0
                && (targets & Bitboards.bit(dbl)) != 0;
        boolean canSingle = (targets & Bitboards.bit(single)) != 0;
        if (us == Colour.BLACK && canDouble) {
            out[n++] = FabChessMove.quiet(from, dbl, PieceType.PAWN);
        }
        if (canSingle) {
            out[n++] = FabChessMove.quiet(from, single, PieceType.PAWN);
        }
        if (us == Colour.WHITE && canDouble) {
            out[n++] = FabChessMove.quiet(from, dbl, PieceType.PAWN);
        }
        return n;
    }

    /** One pawn capture onto {@code to}: four promotions on the last rank, otherwise one move. */
    private static int pawnCapture(Position pos, int from, int to, int[] out, int n) {
        int captured = typeAt(pos, to);
        if (Square.rank(to) == 0 || Square.rank(to) == 7) {
            for (int promo : PROMOTION_ORDER) {
                out[n++] = FabChessMove.promotion(from, to, promo, captured);
            }
        } else {
            out[n++] = FabChessMove.capture(from, to, PieceType.PAWN, captured);
        }
        return n;
    }

    /**
     * En passant as FabChess allows it: in check only if the pawn taken is the checker, and not when removing
     * both pawns opens the king's rank to an enemy rook or queen.
     */
    private static boolean enPassantAllowed(Position pos, int from, int ep, long checkers) {
        int us = pos.sideToMove();
        int victim = us == Colour.WHITE ? ep - 8 : ep + 8;
        if (checkers != 0 && checkers != Bitboards.bit(victim)) {
            return false;
        }
        int king = pos.kingSquare(us);
        if (Square.rank(king) != Square.rank(from)) {
            return true;
        }
        long occupied = pos.occupied() & ~Bitboards.bit(from) & ~Bitboards.bit(victim) | Bitboards.bit(ep);
        long rankAttackers = pos.pieces(us ^ 1, PieceType.ROOK) | pos.pieces(us ^ 1, PieceType.QUEEN);
        return (Attacks.rook(king, occupied) & Bitboards.rank(Square.rank(king)) & rankAttackers) == 0;
    }

    private static int freePawns(Position pos, int us, long pawns, long empty, long captureMask, long pushMask,
            long checkers, int[] out, int n) {
        boolean white = us == Colour.WHITE;
        long lastRank = white ? Bitboards.RANK_8 : Bitboards.RANK_1;
        long doubleRank = white ? Bitboards.RANK_4 : Bitboards.RANK_5;
        // Shifts toward the opponent: a pawn bitboard moved one step, or one capture step to either side.
        long singles = (white ? pawns << 8 : pawns >>> 8) & empty;
        long doubles = (white ? (singles & Bitboards.RANK_3) << 8 : (singles & Bitboards.RANK_6) >>> 8) & empty
                & doubleRank & pushMask;
        singles &= pushMask;
        int push = white ? 8 : -8;
        for (long t = singles & lastRank; t != 0; t &= t - 1) {
            int to = Bitboards.first(t);
            for (int promo : PROMOTION_ORDER) {
                out[n++] = FabChessMove.promotion(to - push, to, promo, PieceType.NONE);
            }
        }
        for (long t = singles & ~lastRank; t != 0; t &= t - 1) {
            int to = Bitboards.first(t);
            out[n++] = FabChessMove.quiet(to - push, to, PieceType.PAWN);
        }
        for (long t = doubles; t != 0; t &= t - 1) {
            int to = Bitboards.first(t);
            out[n++] = FabChessMove.quiet(to - 2 * push, to, PieceType.PAWN);
        }
        // "+7 side": White to = from + 7 (towards the a-file), Black to = from - 7 (towards the h-file).
        long side7 = white ? (pawns & ~Bitboards.FILE_A) << 7 : (pawns & ~Bitboards.FILE_H) >>> 7;
        int step7 = white ? 7 : -7;
        n = pawnCaptures(pos, side7, step7, lastRank, captureMask, checkers, out, n);
        long side9 = white ? (pawns & ~Bitboards.FILE_H) << 9 : (pawns & ~Bitboards.FILE_A) >>> 9;
        int step9 = white ? 9 : -9;
        return pawnCaptures(pos, side9, step9, lastRank, captureMask, checkers, out, n);
    }

    private static int pawnCaptures(Position pos, long targets, int step, long lastRank, long captureMask,
            long checkers, int[] out, int n) {
        long captures = targets & captureMask;
        for (long t = captures & lastRank; t != 0; t &= t - 1) {
            int to = Bitboards.first(t);
            n = pawnCapture(pos, to - step, to, out, n);
        }
        for (long t = captures & ~lastRank; t != 0; t &= t - 1) {
            int to = Bitboards.first(t);
            n = pawnCapture(pos, to - step, to, out, n);
        }
        int ep = pos.enPassantSquare();
        if (ep != Square.NONE && (targets & Bitboards.bit(ep)) != 0
                && enPassantAllowed(pos, ep - step, ep, checkers)) {
            out[n++] = FabChessMove.enPassant(ep - step, ep);
        }
        return n;
    }

    private static int castling(Position pos, int us, int king, long occupied, int[] out, int n) {
        int them = us ^ 1;
        int kingSide = us == Colour.WHITE ? Position.WHITE_KINGSIDE : Position.BLACK_KINGSIDE;
        int queenSide = us == Colour.WHITE ? Position.WHITE_QUEENSIDE : Position.BLACK_QUEENSIDE;
        if (pos.hasCastlingRight(kingSide)) {
            int f = king + 1;
            int g = king + 2;
            if ((occupied & (Bitboards.bit(f) | Bitboards.bit(g))) == 0 && !pos.isAttacked(f, them)
                    && !pos.isAttacked(g, them)) {
                out[n++] = FabChessMove.castling(king, g);
            }
        }
        if (pos.hasCastlingRight(queenSide)) {
            int d = king - 1;
            int c = king - 2;
            int b = king - 3;
            if ((occupied & (Bitboards.bit(d) | Bitboards.bit(c) | Bitboards.bit(b))) == 0
                    && !pos.isAttacked(d, them) && !pos.isAttacked(c, them)) {
                out[n++] = FabChessMove.castling(king, c);
            }
        }
        return n;
    }
}
