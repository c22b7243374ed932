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
 *
 * <p>Per piece it keeps the square and the targets (its attacks minus the squares of its own side), in flat
 * arrays: the pieces of one colour and type are the slots {@link #first}{@code (colour, type)} up to
 * {@link #end}{@code (colour, type)}.
 */
final class AttackSets {
    /** More than a side can have of one piece type (8 promotions + 2). */
    static final int MAX_PIECES = 10;

    final long[] pawnWest = new long[2];
    final long[] pawnEast = new long[2];
    final long[] pawn = new long[2];
    final long[] king = new long[2];
    /** Pawn, knight and bishop attacks. */
    final long[] minor = new long[2];
    /** Every attack of the side, king included. */
    final long[] all = new long[2];
    /**
     * The diagonals and the ranks and files seen from each side's king, every piece blocking: the squares a bishop
     * (a rook) would check it from, and the first pieces on its lines (x-rays look beyond them).
     */
    final long[] kingDiagonals = new long[2];
    final long[] kingLines = new long[2];

    /** Per piece slot: its square and its targets (attacks not on its own side's pieces). */
    final int[] square = new int[2 * (PieceType.KING + 1) * MAX_PIECES];
    final long[] targets = new long[2 * (PieceType.KING + 1) * MAX_PIECES];
    /** One past the last slot of each colour and type, indexed by {@link #group}. */
    private final int[] end = new int[2 * (PieceType.KING + 1)];

    /** Index of a colour and piece type in the per-group arrays. */
    static int group(int colour, int type) {
        return colour << 3 | type;
    }

    /** The first slot of a colour's pieces of a type. */
    static int first(int colour, int type) {
        return group(colour, type) * MAX_PIECES;
    }

    /** One past the last slot of a colour's pieces of a type. */
    int end(int colour, int type) {
        return end[group(colour, type)];
    }

    void compute(Position position) {
        int toMove = position.sideToMove();
        long occupied = position.occupied();
        // the side not to move sees through the king of the side to move
        long seeThrough = occupied & ~position.pieces(toMove, PieceType.KING);
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            long pawns = position.pieces(c, PieceType.PAWN);
            long front = BoardMasks.forward(pawns, c);
            long west = Bitboards.west(front);
            long east = Bitboards.east(front);
            pawnWest[c] = west;
            pawnEast[c] = east;
            pawn[c] = west | east;
            int kingSquare = position.kingSquare(c);
            long kingAttacks = Attacks.king(kingSquare);
            king[c] = kingAttacks;
            kingDiagonals[c] = Attacks.bishop(kingSquare, occupied);
            kingLines[c] = Attacks.rook(kingSquare, occupied);
            long seen = c == toMove ? occupied : seeThrough;
            long own = position.occupancy(c);
            // one call per type, so that each inlined copy looks up one kind of attack
            long knights = pieces(position, c, PieceType.KNIGHT, seen, own);
            long bishops = pieces(position, c, PieceType.BISHOP, seen, own);
            long rooks = pieces(position, c, PieceType.ROOK, seen, own);
            long queens = pieces(position, c, PieceType.QUEEN, seen, own);
            minor[c] = pawn[c] | knights | bishops;
            all[c] = minor[c] | rooks | queens | kingAttacks;
        }
    }

    /** Fills the slots of one colour's pieces of one type; returns the union of their attacks. */
    private long pieces(Position position, int colour, int type, long seen, long own) {
        long union = 0;
        int slot = first(colour, type);
        for (long set = position.pieces(colour, type); set != 0; set = Bitboards.withoutFirst(set)) {
            int sq = Bitboards.first(set);
            long a = Attacks.of(type, sq, seen);
            square[slot] = sq;
            targets[slot] = a & ~own;
            slot++;
            union |= a;
        }
        end[group(colour, type)] = slot;
        return union;
    }
}
