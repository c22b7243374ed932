package evalbench.fruit;

import evalbench.core.Colour;
import evalbench.core.Move;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import java.util.Arrays;

/**
 * Fruit 2.1 keeps its pieces in lists, and generates moves by walking them: the order of those lists is
 * part of its move order (equal-scored moves keep generation order), so reproducing its search needs them.
 * Per colour: a piece list (king first, then by value: queens, rooks, bishops, knights; pieces of one kind
 * in board order a1..h8) and a pawn list (board order). A captured piece leaves its list with the others
 * closing up; a promoted piece is inserted after the pieces worth at least as much; take-backs restore
 * every position exactly.
 */
final class PieceLists {
    private static final int MAX_PLY = 1024;

    /** Squares of the non-pawn pieces of each colour, in Fruit's order. */
    private final int[][] pieces = new int[2][16];
    private final int[] pieceCount = new int[2];
    private final int[][] pawns = new int[2][16];
    private final int[] pawnCount = new int[2];
    /** Index of the piece on a square in its list (-1 = empty). */
    private final int[] index = new int[64];

    // Undo information per ply: what was captured (square, piece, list index) and the pawn's index on promotion.
    private final int[] undoCaptureSquare = new int[MAX_PLY];
    private final int[] undoCapturePiece = new int[MAX_PLY];
    private final int[] undoCaptureIndex = new int[MAX_PLY];
    private final int[] undoPawnIndex = new int[MAX_PLY];
    private final int[] undoMove = new int[MAX_PLY];
    private final int[] undoMover = new int[MAX_PLY];
    private int ply;

    /** Builds the lists from a position as Fruit does when it reads a FEN (board order a1..h8 = bit order). */
    void reset(Position p) {
        Arrays.fill(index, -1);
        ply = 0;
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            // By value, highest first (king, queens, rooks, bishops, knights), each kind in board order: what a
            // stable sort of the board-order list by value gives.
            int n = 0;
            for (int type = PieceType.KING; type >= PieceType.KNIGHT; type--) {
                for (long b = p.pieces(c, type); b != 0; b &= b - 1) {
                    int sq = Long.numberOfTrailingZeros(b);
                    index[sq] = n;
                    pieces[c][n++] = sq;
                }
            }
            pieceCount[c] = n;
            long pawnSquares = p.pieces(c, PieceType.PAWN);
            int m = 0;
            for (long b = pawnSquares; b != 0; b &= b - 1) {
                int sq = Long.numberOfTrailingZeros(b);
                index[sq] = m;
                pawns[c][m++] = sq;
            }
            pawnCount[c] = m;
        }
    }

    int pieceCount(int colour) {
        return pieceCount[colour];
    }

    /** Square of the i-th piece of a colour (0 = the king). */
    int piece(int colour, int i) {
        return pieces[colour][i];
    }

    /** Place of the piece (or pawn) on {@code square} in its list; -1 for an empty square. */
    int index(int square) {
        return index[square];
    }

    int pawnCount(int colour) {
        return pawnCount[colour];
    }

    int pawn(int colour, int i) {
        return pawns[colour][i];
    }

    /** Call before the position plays {@code move}. */
    void beforeMake(Position p, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int mover = p.pieceAt(from);
        int us = Piece.colour(mover);
        undoMove[ply] = move;
        undoMover[ply] = mover;
        int capSquare = Move.isEnPassant(move) ? to ^ 8 : to; // the pawn taken en passant stands beside 'to'
        int captured = p.pieceAt(capSquare);
        undoCapturePiece[ply] = captured;
        if (captured != Piece.NONE) {
            undoCaptureSquare[ply] = capSquare;
            undoCaptureIndex[ply] = index[capSquare];
            remove(captured, capSquare);
        }
        if (Move.isPromotion(move)) {
            undoPawnIndex[ply] = index[from];
            remove(mover, from);
            int promoted = Move.promotionType(move);
            int pos = pieceCount[us];
            while (pos > 0 && promoted > Piece.type(p.pieceAt(pieces[us][pos - 1]))) {
                pos--;
            }
            insert(Piece.make(us, promoted), to, pos);
        } else {
            shift(mover, from, to);
            if (Move.isCastling(move)) {
                boolean kingside = to > from;
                shift(Piece.make(us, PieceType.ROOK), kingside ? to + 1 : to - 2, kingside ? to - 1 : to + 1);
            }
        }
        ply++;
    }

    /** Call after the position took the move back. */
    void afterUnmake() {
        ply--;
        int move = undoMove[ply];
        int from = Move.from(move);
        int to = Move.to(move);
        int mover = undoMover[ply];
        int us = Piece.colour(mover);
        if (Move.isPromotion(move)) {
            remove(Piece.make(us, Move.promotionType(move)), to);
            insert(mover, from, undoPawnIndex[ply]);
        } else {
            if (Move.isCastling(move)) {
                boolean kingside = to > from;
                shift(Piece.make(us, PieceType.ROOK), kingside ? to - 1 : to + 1, kingside ? to + 1 : to - 2);
            }
            shift(mover, to, from);
        }
        int captured = undoCapturePiece[ply];
        if (captured != Piece.NONE) {
            insert(captured, undoCaptureSquare[ply], undoCaptureIndex[ply]);
        }
    }

    private void shift(int piece, int from, int to) {
        int i = index[from];
        index[from] = -1;
        index[to] = i;
        if (Piece.type(piece) == PieceType.PAWN) {
            pawns[Piece.colour(piece)][i] = to;
        } else {
            pieces[Piece.colour(piece)][i] = to;
        }
    }

    private void remove(int piece, int square) {
        int c = Piece.colour(piece);
        boolean pawn = Piece.type(piece) == PieceType.PAWN;
        int[] list = pawn ? pawns[c] : pieces[c];
        int n = pawn ? pawnCount[c] : pieceCount[c];
        for (int i = index[square]; i < n - 1; i++) {
            list[i] = list[i + 1];
            index[list[i]] = i;
        }
        index[square] = -1;
        if (pawn) {
            pawnCount[c] = n - 1;
        } else {
            pieceCount[c] = n - 1;
        }
    }

    private void insert(int piece, int square, int pos) {
        int c = Piece.colour(piece);
        boolean pawn = Piece.type(piece) == PieceType.PAWN;
        int[] list = pawn ? pawns[c] : pieces[c];
        int n = pawn ? pawnCount[c] : pieceCount[c];
        for (int i = n; i > pos; i--) {
            list[i] = list[i - 1];
            index[list[i]] = i;
        }
        list[pos] = square;
        index[square] = pos;
        if (pawn) {
            pawnCount[c] = n + 1;
        } else {
            pieceCount[c] = n + 1;
        }
    }

    /** The lists as text, for test messages. */
    String describe() {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < 2; c++) {
            sb.append(Colour.name(c)).append(" pieces");
            for (int i = 0; i < pieceCount[c]; i++) {
                sb.append(' ').append(Square.name(pieces[c][i]));
            }
            sb.append(", pawns");
            for (int i = 0; i < pawnCount[c]; i++) {
                sb.append(' ').append(Square.name(pawns[c][i]));
            }
            sb.append(c == 0 ? "; " : "");
        }
        return sb.toString();
    }
}
