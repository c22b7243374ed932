package evalbench.fabchess;

import evalbench.core.Attacks;
import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.Square;

/**
 * The fixed square sets FabChess's evaluation reads: the three-file band around a file, the king zone, the
 * shield squares in front of a king, a square's diagonal neighbours, and front/rear spans of a set.
 */
final class BoardMasks {
    private static final long[] BAND = new long[8];
    private static final long[] KING_ZONE = new long[64];
    private static final long[][] SHIELD = new long[2][64];
    private static final long[] DIAGONAL_NEIGHBOURS = new long[64];

    static {
        for (int f = 0; f < 8; f++) {
            // the edge files take the two files beside them on one side: a -> a b c, h -> f g h
            int centre = Math.max(1, Math.min(6, f));
            BAND[f] = Bitboards.file(centre - 1) | Bitboards.file(centre) | Bitboards.file(centre + 1);
        }
        for (int sq = 0; sq < 64; sq++) {
            int r = Square.rank(sq);
            long ranks = 0;
            for (int rr = r - 2; rr <= r + 2; rr++) {
                if (rr >= 0 && rr < 8) {
                    ranks |= Bitboards.rank(rr);
                }
            }
            KING_ZONE[sq] = BAND[Square.file(sq)] & ranks;
            long whiteFront = 0;
            long blackFront = 0;
            for (int d = 1; d <= 2; d++) {
                if (r + d < 8) {
                    whiteFront |= Bitboards.rank(r + d);
                }
                if (r - d >= 0) {
                    blackFront |= Bitboards.rank(r - d);
                }
            }
            SHIELD[Colour.WHITE][sq] = BAND[Square.file(sq)] & whiteFront;
            SHIELD[Colour.BLACK][sq] = BAND[Square.file(sq)] & blackFront;
            DIAGONAL_NEIGHBOURS[sq] = Attacks.king(sq) & ~Bitboards.file(Square.file(sq)) & ~Bitboards.rank(r);
        }
    }

    private BoardMasks() {
    }

    /** The three files around {@code file} (a-file: a, b, c; h-file: f, g, h). */
    static long band(int file) {
        return BAND[file];
    }

    /** The band of the king's file times the ranks two behind to two in front (the same for both colours). */
    static long kingZone(int kingSquare) {
        return KING_ZONE[kingSquare];
    }

    /** The band of the king's file times the two ranks in front of the king, as far as they exist. */
    static long shield(int colour, int kingSquare) {
        return SHIELD[colour][kingSquare];
    }

    static long diagonalNeighbours(int square) {
        return DIAGONAL_NEIGHBOURS[square];
    }

    /** One rank towards the opponent. */
    static long forward(long set, int colour) {
        return colour == Colour.WHITE ? Bitboards.north(set) : Bitboards.south(set);
    }

    /** Every square strictly in front of a square of the set, on its file. */
    static long frontSpan(long set, int colour) {
        return colour == Colour.WHITE ? Bitboards.fillNorth(Bitboards.north(set))
                : Bitboards.fillSouth(Bitboards.south(set));
    }

    /** Every square strictly behind a square of the set, on its file. */
    static long rearSpan(long set, int colour) {
        return frontSpan(set, colour ^ 1);
    }

    /** The front span moved one file left and one file right (the own file not included). */
    static long adjacentFileSpan(long set, int colour) {
        long front = frontSpan(set, colour);
        return Bitboards.east(front) | Bitboards.west(front);
    }
}
