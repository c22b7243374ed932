package evalbench.fabchess;

import evalbench.core.Attacks;
import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;

/**
 * The attack sets FabChess works out once per position and several terms read: per side the pawn attacks
 * (towards the a-file and towards the h-file kept apart), and every knight's, bishop's, rook's, queen's and the
 * king's attacks, with their unions. One twist of the original: the sliders of the side <em>not</em> to move
 * see through the king of the side to move (it counts as an empty square), while the side to move's sliders are
 * blocked by every piece.
 */
final class AttackSets {
    /** More than a side can have of one piece type (8 promotions + 2). */
    private static final int MAX_PIECES = 10;

    final long[] pawnWest = new long[2];
    final long[] pawnEast = new long[2];
    final long[] pawn = new long[2];
    final long[] king = new long[2];
    /** Union of the attacks of every piece of a type, indexed [colour][type]. */
    final long[][] byType = new long[2][PieceType.KING + 1];
    /** Pawn, knight and bishop attacks. */
    final long[] minor = new long[2];
    /** Every attack of the side, king included. */
    final long[] all = new long[2];

    /** Squares and attack sets of the pieces, indexed [colour][type][i] for i below count[colour][type]. */
    final int[][][] square = new int[2][PieceType.KING + 1][MAX_PIECES];
    final long[][][] attacks = new long[2][PieceType.KING + 1][MAX_PIECES];
    final int[][] count = new int[2][PieceType.KING + 1];

    void compute(Position position) {
        long occupied = position.occupied();
        int toMove = position.sideToMove();
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            long pawns = position.pieces(c, PieceType.PAWN);
            long front = BoardMasks.forward(pawns, c);
            pawnWest[c] = Bitboards.west(front);
            pawnEast[c] = Bitboards.east(front);
            pawn[c] = pawnWest[c] | pawnEast[c];
            king[c] = Attacks.king(position.kingSquare(c));
            long seen = c == toMove ? occupied : occupied & ~position.pieces(toMove, PieceType.KING);
            long union = pawn[c] | king[c];
            for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
                long typeUnion = 0;
                int n = 0;
                for (long set = position.pieces(c, type); set != 0; set = Bitboards.withoutFirst(set)) {
                    int sq = Bitboards.first(set);
                    long a = Attacks.of(type, sq, seen);
                    square[c][type][n] = sq;
                    attacks[c][type][n] = a;
                    n++;
                    typeUnion |= a;
                }
                count[c][type] = n;
                byType[c][type] = typeUnion;
                union |= typeUnion;
            }
            minor[c] = pawn[c] | byType[c][PieceType.KNIGHT] | byType[c][PieceType.BISHOP];
            all[c] = union;
        }
    }
}
