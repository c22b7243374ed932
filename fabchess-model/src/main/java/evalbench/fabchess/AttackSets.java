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
    /** The union of the targets of each colour's knights, bishops, rooks and queens, indexed by {@link #group}. */
    final long[] targetUnion = new long[2 * (PieceType.KING + 1)];

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
            // one small method per kind, each with its own lookup, so that each call inlines (one method for
            // all kinds, with Attacks.of's switch, was compiled on its own and then too big to inline)
            long knights = knights(position, c, own);
            long bishops = bishops(position, c, seen, own);
            long rooks = rooks(position, c, seen, own);
            long queens = queens(position, c, seen, own);
            minor[c] = pawn[c] | knights | bishops;
            all[c] = minor[c] | rooks | queens | kingAttacks;
        }
    }

    // Each fills the slots of one colour's pieces of its kind and returns the union of their attacks.

    private long knights(Position position, int colour, long own) {
        int slot = first(colour, PieceType.KNIGHT);
        long union = 0;
        for (long set = position.pieces(colour, PieceType.KNIGHT); set != 0; set = Bitboards.withoutFirst(set)) {
            int sq = Bitboards.first(set);
            union |= keep(slot++, sq, Attacks.knight(sq), own);
        }
        end[group(colour, PieceType.KNIGHT)] = slot;
        targetUnion[group(colour, PieceType.KNIGHT)] = union & ~own;
        return union;
    }

    private long bishops(Position position, int colour, long seen, long own) {
        int slot = first(colour, PieceType.BISHOP);
        long union = 0;
        for (long set = position.pieces(colour, PieceType.BISHOP); set != 0; set = Bitboards.withoutFirst(set)) {
            int sq = Bitboards.first(set);
            union |= keep(slot++, sq, Attacks.bishop(sq, seen), own);
        }
        end[group(colour, PieceType.BISHOP)] = slot;
        targetUnion[group(colour, PieceType.BISHOP)] = union & ~own;
        return union;
    }

    private long rooks(Position position, int colour, long seen, long own) {
        int slot = first(colour, PieceType.ROOK);
        long union = 0;
        for (long set = position.pieces(colour, PieceType.ROOK); set != 0; set = Bitboards.withoutFirst(set)) {
            int sq = Bitboards.first(set);
            union |= keep(slot++, sq, Attacks.rook(sq, seen), own);
        }
        end[group(colour, PieceType.ROOK)] = slot;
        targetUnion[group(colour, PieceType.ROOK)] = union & ~own;
        return union;
    }

    private long queens(Position position, int colour, long seen, long own) {
        int slot = first(colour, PieceType.QUEEN);
        long union = 0;
        for (long set = position.pieces(colour, PieceType.QUEEN); set != 0; set = Bitboards.withoutFirst(set)) {
            int sq = Bitboards.first(set);
            union |= keep(slot++, sq, Attacks.queen(sq, seen), own);
        }
        end[group(colour, PieceType.QUEEN)] = slot;
        targetUnion[group(colour, PieceType.QUEEN)] = union & ~own;
        return union;
    }

    /** Keeps one piece's square and targets in {@code slot}; returns its attacks. */
    private long keep(int slot, int sq, long attacks, long own) {
        square[slot] = sq;
        targets[slot] = attacks & ~own;
        return attacks;
    }
}
