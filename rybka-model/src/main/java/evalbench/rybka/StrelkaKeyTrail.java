package evalbench.rybka;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.Move;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;

/**
 * Strelka 2.0 B's hash key of the search's current position, kept along the moves the search plays
 * ({@link StrelkaKeys}' numbers). Strelka counts an en-passant square only when an enemy pawn stands beside the
 * pawn that advanced two squares, and a null move clears it.
 */
final class StrelkaKeyTrail {
    private static final int MAX = 1024;
    private final long[] keys = new long[MAX];
    /** Strelka's en-passant file at each level, -1 if none. */
    private final int[] epFiles = new int[MAX];
    private int top;

    /** Starts from the root position: the key computed from scratch. */
    void reset(Position p) {
        top = 0;
        int ep = p.enPassantSquare();
        epFiles[0] = ep != Square.NONE && besideAnEnemyPawn(p, ep ^ 8, p.sideToMove()) ? Square.file(ep) : -1;
        long key = 0;
        for (long b = p.occupied(); b != 0; b &= b - 1) {
            int square = Bitboards.first(b);
            key ^= StrelkaKeys.piece(p.pieceAt(square), square);
        }
        key ^= StrelkaKeys.castling(p.castlingRights());
        if (epFiles[0] >= 0) {
            key ^= StrelkaKeys.enPassant(epFiles[0]);
        }
        if (p.sideToMove() == Colour.WHITE) {
            key ^= StrelkaKeys.WHITE_TO_MOVE;
        }
        keys[0] = key;
    }

    long key() {
        return keys[top];
    }

    /**
     * Plays the move on the position and records the key after it. The usual move (no promotion, en passant,
     * castling or double push) takes the short way; the others go through {@link #specialPart} and {@link
     * #enPassantFile}, which keeps this method small enough for the JIT to inline into the search's make.
     */
    void make(Position p, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int piece = p.pieceAt(from);
        long key = keys[top] ^ StrelkaKeys.WHITE_TO_MOVE ^ StrelkaKeys.piece(piece, from);
        int captured = p.pieceAt(to);
        if (captured != Piece.NONE) {
            key ^= StrelkaKeys.piece(captured, to);
        }
        key ^= Move.kind(move) == Move.NORMAL ? StrelkaKeys.piece(piece, to) : specialPart(p, move, piece);
        int oldEp = epFiles[top];
        if (oldEp >= 0) {
            key ^= StrelkaKeys.enPassant(oldEp);
        }
        int ep = (from ^ to) == 16 && Piece.type(piece) == PieceType.PAWN ? enPassantFile(p, to) : -1;
        if (ep >= 0) {
            key ^= StrelkaKeys.enPassant(ep);
        }
        int rightsBefore = p.castlingRights();
        p.makeMove(move);
        key ^= StrelkaKeys.castling(rightsBefore ^ p.castlingRights());
        top++;
        keys[top] = key;
        epFiles[top] = ep;
    }

    /**
     * The key's change for the piece arriving on the target square of a promotion, en passant or castling, and
     * for the pawn taken en passant or the rook that castles.
     */
    private static long specialPart(Position p, int move, int piece) {
        int from = Move.from(move);
        int to = Move.to(move);
        int us = Piece.colour(piece);
        if (Move.isPromotion(move)) {
            return StrelkaKeys.piece(Piece.make(us, Move.promotionType(move)), to);
        }
        long part = StrelkaKeys.piece(piece, to);
        if (Move.isEnPassant(move)) {
            return part ^ StrelkaKeys.piece(Piece.make(us ^ 1, PieceType.PAWN), to ^ 8);
        }
        int rook = Piece.make(us, PieceType.ROOK);
        int rookFrom = to > from ? to + 1 : to - 2;
        int rookTo = to > from ? to - 1 : to + 1;
        return part ^ StrelkaKeys.piece(rook, rookFrom) ^ StrelkaKeys.piece(rook, rookTo);
    }

    /** After a double push to {@code to} by the side to move: its file if an enemy pawn stands beside it, else -1. */
    private static int enPassantFile(Position p, int to) {
        return besideAnEnemyPawn(p, to, p.sideToMove() ^ 1) ? Square.file(to) : -1;
    }

    void unmake(Position p) {
        p.unmakeMove();
        top--;
    }

    void makeNull(Position p) {
        long key = keys[top] ^ StrelkaKeys.WHITE_TO_MOVE;
        if (epFiles[top] >= 0) {
            key ^= StrelkaKeys.enPassant(epFiles[top]);
        }
        p.makeNullMove();
        top++;
        keys[top] = key;
        epFiles[top] = -1;
    }

    void unmakeNull(Position p) {
        p.unmakeNullMove();
        top--;
    }

    /** A pawn of {@code colour} (the side that could take en passant) stands beside {@code square} on its rank. */
    private static boolean besideAnEnemyPawn(Position p, int square, int colour) {
        long pawns = p.pieces(colour, PieceType.PAWN);
        int file = Square.file(square);
        return (file > 0 && Bitboards.contains(pawns, square - 1)) || (file < 7 && Bitboards.contains(pawns, square + 1));
    }
}
