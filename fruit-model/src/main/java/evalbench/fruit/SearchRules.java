package evalbench.fruit;

import evalbench.core.Attacks;
import evalbench.core.Bitboards;
import evalbench.core.Move;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;

/**
 * Fruit 2.1's tests on a node's position: pieces for the null move and its verification, captures delta pruning
 * never skips and what a move can gain, pawns to the 7th rank, the lone-king stalemate. Made by Fruit's search and
 * by searches that kept Fruit's structure (Toga II 3.0's; public API for derived models).
 */
public final class SearchRules {
    /** Piece values of the delta-pruning gain, by piece type (pawn 100 ... queen 1000). */
    private static final int[] PIECE_VALUE = {0, 100, 325, 325, 500, 1000, 10000};

    private SearchRules() {
    }

    /** Pieces of a side other than pawns, the king included. */
    public static int pieceCount(Position position, int colour) {
        return Bitboards.count(position.occupancy(colour) & ~position.pieces(colour, PieceType.PAWN));
    }

    /** King plus at least one piece that is not a pawn (the null move needs one). */
    public static boolean hasPiece(Position position, int colour) {
        return pieceCount(position, colour) >= 2;
    }

    /** A capture the quiescence search's delta pruning never skips: to the 7th/8th rank, of a queen, or of a pawn on the mover's 1st/2nd rank. */
    public static boolean captureIsDangerous(Position position, int move) {
        int us = position.sideToMove();
        int piece = position.pieceAt(Move.from(move));
        if (Piece.type(piece) == PieceType.PAWN && Square.relativeRank(Move.to(move), us) >= 6) {
            return true;
        }
        int captured = position.pieceAt(Move.to(move));
        if (Piece.type(captured) == PieceType.QUEEN) {
            return true;
        }
        return Piece.type(captured) == PieceType.PAWN && Square.relativeRank(Move.to(move), us) <= 1;
    }

    /** What a move can win at most for delta pruning: the victim's value, plus a queen less a pawn if it promotes. */
    public static int materialGain(Position position, int move) {
        int gain = 0;
        int captured = position.pieceAt(Move.to(move));
        if (captured != Piece.NONE) {
            gain += PIECE_VALUE[Piece.type(captured)];
        } else if (Move.isEnPassant(move)) {
            gain += PIECE_VALUE[PieceType.PAWN];
        }
        if (Move.isPromotion(move)) {
            gain += PIECE_VALUE[PieceType.QUEEN] - PIECE_VALUE[PieceType.PAWN];
        }
        return gain;
    }

    /** A pawn move to the mover's 7th rank. */
    public static boolean isPawnToSeventh(Position position, int move) {
        return Piece.type(position.pieceAt(Move.from(move))) == PieceType.PAWN
                && Square.relativeRank(Move.to(move), position.sideToMove()) == 6;
    }

    /** A lone king in a corner, not in check, with no legal move (a quick stalemate test). */
    public static boolean isLoneKingStalemate(Position position) {
        int us = position.sideToMove();
        if (Bitboards.several(position.occupancy(us))) {
            return false;
        }
        int king = position.kingSquare(us);
        if (king != Square.A1 && king != Square.H1 && king != Square.A8 && king != Square.H8) {
            return false;
        }
        long occupancy = position.occupied() ^ Bitboards.bit(king);
        for (long b = Attacks.king(king) & ~position.occupancy(us); b != 0; b &= b - 1) {
            int to = Bitboards.first(b);
            if ((position.attackersTo(to, occupancy) & position.occupancy(us ^ 1)) == 0) {
                return false;
            }
        }
        return true;
    }
}
