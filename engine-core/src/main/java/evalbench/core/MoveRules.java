package evalbench.core;

/**
 * Questions a search asks about single moves without generating the whole move list: is a remembered move
 * (from the hash table, a killer slot) legal here, does a move give check, is it a capture. Every answer is
 * checked against the full generator and make/unmake in the tests.
 */
public final class MoveRules {
    private MoveRules() {
    }

    /** True if {@code move} (any int) is a legal move of the side to move. */
    public static boolean isLegal(Position p, int move) {
        return isPseudoLegal(p, move) && leavesKingSafe(p, move);
    }

    /**
     * True if the move is playable by the rules of piece movement (right piece, path, target, castling
     * conditions) whether or not it leaves the own king in check.
     */
    public static boolean isPseudoLegal(Position p, int move) {
        if (move == Move.NONE || (move >>> (Move.KIND_SHIFT + 2)) != 0) {
            return false;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        int kind = Move.kind(move);
        int us = p.sideToMove();
        int piece = p.pieceAt(from);
        if (piece == Piece.NONE || Piece.colour(piece) != us || from == to) {
            return false;
        }
        int target = p.pieceAt(to);
        if (target != Piece.NONE && Piece.colour(target) == us) {
            return false;
        }
        int type = Piece.type(piece);
        if (kind != Move.PROMOTION && Move.promotionType(move) != 0) {
            return false;
        }
        switch (kind) {
            case Move.CASTLING:
                return type == PieceType.KING && castlingIsPossible(p, from, to);
            case Move.EN_PASSANT:
                return type == PieceType.PAWN && to == p.enPassantSquare()
                        && Bitboards.contains(Attacks.pawn(us, from), to);
            case Move.PROMOTION: {
                int promo = Move.promotionType(move);
                if (type != PieceType.PAWN || promo < PieceType.KNIGHT || promo > PieceType.QUEEN
                        || Square.relativeRank(to, us) != 7) {
                    return false;
                }
                return pawnReaches(p, us, from, to, target);
            }
            default:
                if (type == PieceType.PAWN) {
                    return Square.relativeRank(to, us) != 7 && pawnReaches(p, us, from, to, target);
                }
                return Bitboards.contains(Attacks.of(type, from, p.occupied()), to);
        }
    }

    private static boolean pawnReaches(Position p, int us, int from, int to, int target) {
        int up = us == Colour.WHITE ? 8 : -8;
        if (target != Piece.NONE) {
            return Bitboards.contains(Attacks.pawn(us, from), to);
        }
        if (to == from + up) {
            return true;
        }
        return to == from + 2 * up && Square.relativeRank(from, us) == 1 && p.pieceAt(from + up) == Piece.NONE;
    }

    private static boolean castlingIsPossible(Position p, int from, int to) {
        int us = p.sideToMove();
        int home = us == Colour.WHITE ? Square.E1 : Square.E8;
        if (from != home) {
            return false;
        }
        boolean kingside = to == home + 2;
        if (!kingside && to != home - 2) {
            return false;
        }
        int right = us == Colour.WHITE
                ? (kingside ? Position.WHITE_KINGSIDE : Position.WHITE_QUEENSIDE)
                : (kingside ? Position.BLACK_KINGSIDE : Position.BLACK_QUEENSIDE);
        if (!p.hasCastlingRight(right)) {
            return false;
        }
        int rookSquare = kingside ? home + 3 : home - 4;
        if (p.pieceAt(rookSquare) != Piece.make(us, PieceType.ROOK)
                || (Bitboards.between(home, rookSquare) & p.occupied()) != 0) {
            return false;
        }
        int them = us ^ 1;
        int step = kingside ? 1 : -1;
        return !p.isAttacked(home, them) && !p.isAttacked(home + step, them) && !p.isAttacked(home + 2 * step, them);
    }

    /**
     * True if the own king is not attacked after the pseudo-legal {@code move}: the attackers of the king's
     * square are recomputed with the occupancy after the move, the captured piece removed.
     */
    public static boolean leavesKingSafe(Position p, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int us = p.sideToMove();
        int them = us ^ 1;
        if (Move.isCastling(move)) {
            return true; // its squares were checked when testing the move itself
        }
        long fromBit = Bitboards.bit(from);
        long toBit = Bitboards.bit(to);
        long captured = toBit;
        if (Move.isEnPassant(move)) {
            captured = Bitboards.bit(to ^ 8); // the pawn taken en passant stands beside 'to', on the mover's rank
        }
        long occupancy = (p.occupied() ^ fromBit | toBit) & ~(captured & ~toBit);
        int king = Piece.type(p.pieceAt(from)) == PieceType.KING ? to : p.kingSquare(us);
        long enemies = p.occupancy(them) & ~captured;
        return (p.attackersTo(king, occupancy) & enemies) == 0;
    }

    /** True if the legal {@code move} gives check (directly, by discovery, by castling or en passant). */
    public static boolean givesCheck(Position p, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int us = p.sideToMove();
        int enemyKing = p.kingSquare(us ^ 1);
        int type = Move.isPromotion(move) ? Move.promotionType(move) : Piece.type(p.pieceAt(from));
        long occupancy = p.occupied() ^ Bitboards.bit(from) | Bitboards.bit(to);
        if (Move.isEnPassant(move)) {
            occupancy ^= Bitboards.bit(to ^ 8);
        }
        if (Move.isCastling(move)) {
            boolean kingside = to > from;
            int rookFrom = kingside ? to + 1 : to - 2;
            int rookTo = kingside ? to - 1 : to + 1;
            occupancy = occupancy ^ Bitboards.bit(rookFrom) | Bitboards.bit(rookTo);
            return Bitboards.contains(Attacks.rook(rookTo, occupancy), enemyKing);
        }
        // Direct check by the piece standing on 'to' after the move.
        long direct = type == PieceType.PAWN ? Attacks.pawn(us, to) : Attacks.of(type, to, occupancy);
        if (type != PieceType.KING && Bitboards.contains(direct, enemyKing)) {
            return true;
        }
        // Discovered check: an own slider (not the moved piece) now sees the king.
        long others = ~Bitboards.bit(from);
        long queens = p.pieces(us, PieceType.QUEEN);
        long diagonal = (p.pieces(us, PieceType.BISHOP) | queens) & others;
        long straight = (p.pieces(us, PieceType.ROOK) | queens) & others;
        return (Attacks.bishop(enemyKing, occupancy) & diagonal) != 0
                || (Attacks.rook(enemyKing, occupancy) & straight) != 0;
    }

    /** Own pieces that may only move along the line to their king (an enemy slider stands behind them). */
    public static long pinned(Position p) {
        int us = p.sideToMove();
        return MoveGenerator.pinnedPieces(p, us, p.kingSquare(us), p.occupancy(us ^ 1), p.occupied());
    }

    /**
     * Legality of a pseudo-legal move given the side's {@link #pinned} pieces: a king must not step into an
     * attack, a pinned piece must stay on its line, en passant is tested on the board after the capture.
     * When in check, the move must already be one that answers the check (an evasion).
     */
    public static boolean isLegalGivenPins(Position p, int move, long pinned) {
        int from = Move.from(move);
        if (Move.isEnPassant(move)) {
            return leavesKingSafe(p, move);
        }
        int us = p.sideToMove();
        int king = p.kingSquare(us);
        if (from == king) {
            if (Move.isCastling(move)) {
                return true;
            }
            long occupancy = p.occupied() ^ Bitboards.bit(from);
            return (p.attackersTo(Move.to(move), occupancy) & p.occupancy(us ^ 1)) == 0;
        }
        return !Bitboards.contains(pinned, from) || Bitboards.contains(Bitboards.line(king, from), Move.to(move));
    }

    /** True if the move takes a piece (en passant included). */
    public static boolean isCapture(Position p, int move) {
        return Move.isEnPassant(move) || p.pieceAt(Move.to(move)) != Piece.NONE;
    }

    /** Captures and promotions: the moves a quiescence search looks at. */
    public static boolean isTactical(Position p, int move) {
        return Move.isPromotion(move) || isCapture(p, move);
    }
}
