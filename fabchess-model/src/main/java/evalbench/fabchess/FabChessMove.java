package evalbench.fabchess;

import evalbench.core.Move;
import evalbench.core.PieceType;

/**
 * A move as FabChess compares moves: engine-core's packed move (from, to, promotion, kind; playable by
 * {@link evalbench.core.Position#makeMove}) plus the moving piece's type and the captured piece's type in the
 * bits above it. FabChess treats two moves as equal only when all of these agree, which matters when a killer
 * or a PV move from another position meets this position's list.
 */
final class FabChessMove {
    private static final int PIECE_SHIFT = 17;
    private static final int CAPTURED_SHIFT = 20;

    private FabChessMove() {
    }

    static int quiet(int from, int to, int piece) {
        return Move.make(from, to) | piece << PIECE_SHIFT;
    }

    static int capture(int from, int to, int piece, int captured) {
        return Move.make(from, to) | piece << PIECE_SHIFT | captured << CAPTURED_SHIFT;
    }

    static int promotion(int from, int to, int promotionType, int captured) {
        return Move.promotion(from, to, promotionType) | PieceType.PAWN << PIECE_SHIFT | captured << CAPTURED_SHIFT;
    }

    static int enPassant(int from, int to) {
        return Move.make(from, to, Move.EN_PASSANT) | PieceType.PAWN << PIECE_SHIFT
                | PieceType.PAWN << CAPTURED_SHIFT;
    }

    static int castling(int from, int to) {
        return Move.make(from, to, Move.CASTLING) | PieceType.KING << PIECE_SHIFT;
    }

    /** The engine-core move alone (without the piece bits), as the rest of the workbench compares moves. */
    static int core(int move) {
        return move & (1 << PIECE_SHIFT) - 1;
    }

    /** Moving piece type (engine-core's numbering, pawn 1 .. king 6). */
    static int piece(int move) {
        return move >>> PIECE_SHIFT & 7;
    }

    /** Captured piece type, {@link PieceType#NONE} for a non-capture (a pawn for en passant). */
    static int captured(int move) {
        return move >>> CAPTURED_SHIFT & 7;
    }

    /** Ordinary capture, en passant or capture-promotion. */
    static boolean isCapture(int move) {
        return captured(move) != PieceType.NONE;
    }

    static boolean isPromotion(int move) {
        return Move.isPromotion(move);
    }

    /** FabChess's 16-bit table form: from x 1024 + to x 16 + type (1 quiet ... 8 en passant); never 0. */
    static int tableForm(int move) {
        int type;
        if (Move.isCastling(move)) {
            type = 2;
        } else if (Move.isEnPassant(move)) {
            type = 8;
        } else if (Move.isPromotion(move)) {
            type = 3 + (PieceType.QUEEN - Move.promotionType(move));
        } else if (isCapture(move)) {
            type = 7;
        } else {
            type = 1;
        }
        return Move.from(move) << 10 | Move.to(move) << 4 | type;
    }
}
