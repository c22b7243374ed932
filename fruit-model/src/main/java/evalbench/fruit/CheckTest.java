package evalbench.fruit;

import evalbench.core.Attacks;
import evalbench.core.Bitboards;
import evalbench.core.Move;
import evalbench.core.MoveRules;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;

/**
 * "Does this move give check?" for the moves of one node, as {@link MoveRules#givesCheck} answers it, with the
 * work that does not depend on the move done once per node: the squares from which each piece type would attack
 * the enemy king, and the mover's pieces that alone stand between it and one of their own sliders (moving one of
 * them off that line uncovers a check). The check extension asks for every move a node searches; the per-move test
 * is then two set look-ups. Castling, en passant and promotions (which change more of the board than the mover's
 * square) go to {@link MoveRules#givesCheck}. Public for searches built on Fruit's (Toga II 3.0's); one per search
 * height, {@link #forget} when a node starts.
 */
public final class CheckTest {
    /** Squares from which a piece of each type (by type index) attacks the enemy king; the king's is empty. */
    private final long[] checkSquares = new long[PieceType.KING + 1];
    private long uncovering;
    private int enemyKing;
    private boolean prepared;

    /** A new node: the sets of the previous one no longer hold. */
    public void forget() {
        prepared = false;
    }

    /** True if the legal {@code move} gives check in {@code position} (the position of this node). */
    public boolean givesCheck(Position position, int move) {
        if (Move.kind(move) != Move.NORMAL) {
            return MoveRules.givesCheck(position, move);
        }
        if (!prepared) {
            prepare(position);
        }
        int from = Move.from(move);
        int to = Move.to(move);
        if (Bitboards.contains(checkSquares[Piece.type(position.pieceAt(from))], to)) {
            return true;
        }
        // Discovered: the mover stood alone between the king and an own slider and leaves that line.
        return Bitboards.contains(uncovering, from) && !Bitboards.contains(Bitboards.line(enemyKing, from), to);
    }

    private void prepare(Position position) {
        int us = position.sideToMove();
        int them = us ^ 1;
        long occupied = position.occupied();
        enemyKing = position.kingSquare(them);
        long diagonal = Attacks.bishop(enemyKing, occupied);
        long straight = Attacks.rook(enemyKing, occupied);
        checkSquares[PieceType.PAWN] = Attacks.pawn(them, enemyKing); // where a pawn of ours attacks the king
        checkSquares[PieceType.KNIGHT] = Attacks.knight(enemyKing);
        checkSquares[PieceType.BISHOP] = diagonal;
        checkSquares[PieceType.ROOK] = straight;
        checkSquares[PieceType.QUEEN] = diagonal | straight;
        checkSquares[PieceType.KING] = 0;
        // Own sliders that would see the king if the mover's pieces were not there (enemy pieces still block);
        // between one and the king, exactly one piece, ours: that piece uncovers a check by leaving the line.
        long theirs = position.occupancy(them);
        long queens = position.pieces(us, PieceType.QUEEN);
        long snipers = (Attacks.bishop(enemyKing, theirs) & (position.pieces(us, PieceType.BISHOP) | queens))
                | (Attacks.rook(enemyKing, theirs) & (position.pieces(us, PieceType.ROOK) | queens));
        long ours = position.occupancy(us);
        uncovering = 0;
        for (; snipers != 0; snipers &= snipers - 1) {
            long between = Bitboards.between(enemyKing, Bitboards.first(snipers)) & occupied;
            if (between != 0 && !Bitboards.several(between) && (between & ours) != 0) {
                uncovering |= between;
            }
        }
        prepared = true;
    }
}
