package evalbench.fabchess;

import evalbench.core.Bitboards;
import evalbench.core.Move;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;

/**
 * The position as FabChess's search keeps it: engine-core's {@link Position} for the pieces, plus what FabChess
 * keeps differently — its own hash key (its numbers; the en-passant square recorded after every double push),
 * its halfmove clock (castling resets it too) — and the repetition stack of the game history and the search
 * path with each entry's "irreversible" mark.
 */
final class FabChessBoard {
    private static final int MAX_PLY = 256;

    private final Position pos;
    private final long[] keys = new long[MAX_PLY + 1];
    private final int[] enPassant = new int[MAX_PLY + 1];
    private final int[] halfmove = new int[MAX_PLY + 1];
    private int ply;

    /** The game's positions before the root, then the search path; grown when a game's history is longer. */
    private long[] repetitionKeys = new long[1024 + MAX_PLY];
    private boolean[] irreversible = new boolean[1024 + MAX_PLY];
    private int repetitionSize;

    FabChessBoard(Position root) {
        this(root, root.enPassantSquare());
    }

    /** {@code rootEnPassant}: FabChess's en-passant square of the root position. */
    FabChessBoard(Position root, int rootEnPassant) {
        this.pos = root;
        enPassant[0] = rootEnPassant;
        halfmove[0] = root.halfmoveClock();
        keys[0] = FabChessKeys.of(root, enPassant[0]);
    }

    Position position() {
        return pos;
    }

    long key() {
        return keys[ply];
    }

    int halfmoveClock() {
        return halfmove[ply];
    }

    int sideToMove() {
        return pos.sideToMove();
    }

    /** Earlier positions of the game (oldest first), none of them marked irreversible. */
    void setGameHistory(long[] history) {
        if (history.length + MAX_PLY > repetitionKeys.length) {
            // once per search, not per node: a game of any length (a GUI may send thousands of plies)
            repetitionKeys = new long[history.length + MAX_PLY];
            irreversible = new boolean[history.length + MAX_PLY];
        }
        System.arraycopy(history, 0, repetitionKeys, 0, history.length);
        repetitionSize = history.length;
    }

    void make(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int moving = pos.pieceAt(from);
        int captured = pos.pieceAt(to);
        int rights = pos.castlingRights();
        pos.makeMove(move);
        int piece = FabChessMove.piece(move);
        boolean resets = piece == PieceType.PAWN || FabChessMove.isCapture(move) || Move.isCastling(move);
        halfmove[ply + 1] = resets ? 0 : halfmove[ply] + 1;
        enPassant[ply + 1] = piece == PieceType.PAWN && (from ^ to) == 16 ? (from + to) >>> 1 : Square.NONE;
        keys[ply + 1] = FabChessKeys.afterMove(keys[ply], move, pos, moving, captured, rights, enPassant[ply],
                enPassant[ply + 1]);
        ply++;
    }

    void unmake() {
        pos.unmakeMove();
        ply--;
    }

    void makeNull() {
        pos.makeNullMove();
        halfmove[ply + 1] = halfmove[ply] + 1;
        enPassant[ply + 1] = Square.NONE;
        keys[ply + 1] = FabChessKeys.afterNullMove(keys[ply], enPassant[ply]);
        ply++;
    }

    void unmakeNull() {
        pos.unmakeNullMove();
        ply--;
    }

    void push() {
        repetitionKeys[repetitionSize] = keys[ply];
        irreversible[repetitionSize] = halfmove[ply] == 0;
        repetitionSize++;
    }

    void pop() {
        repetitionSize--;
    }

    /**
     * FabChess's draws: bare minor pieces (no pawns, rooks or queens; at most one knight or bishop a side), the
     * fifty-move count, or this key met once before on the stack (back to the last irreversible entry, which
     * is still compared).
     */
    boolean isDraw() {
        if (halfmove[ply] >= 100) {
            return true;
        }
        long key = keys[ply];
        for (int i = repetitionSize - 1; i >= 0; i--) {
            if (repetitionKeys[i] == key) {
                return true;
            }
            if (irreversible[i]) {
                break;
            }
        }
        return insufficientMaterial();
    }

    private boolean insufficientMaterial() {
        if ((pos.piecesOfType(PieceType.PAWN) | pos.piecesOfType(PieceType.ROOK)
                | pos.piecesOfType(PieceType.QUEEN)) != 0) {
            return false;
        }
        for (int colour = 0; colour < 2; colour++) {
            long minors = pos.pieces(colour, PieceType.KNIGHT) | pos.pieces(colour, PieceType.BISHOP);
            if (Bitboards.several(minors)) {
                return false;
            }
        }
        return true;
    }

    /** The side to move has a knight, bishop, rook or queen. */
    boolean hasNonPawns() {
        int us = pos.sideToMove();
        return (pos.occupancy(us) & ~pos.pieces(us, PieceType.PAWN) & ~pos.pieces(us, PieceType.KING)) != 0;
    }
}
