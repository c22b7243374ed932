package evalbench.core;

/**
 * Values per coloured piece and square, an opening and an endgame one, whose sums over the board a
 * {@link Position} can keep up to date through make/unmake ({@link Position#trackSquareTable}), as engines keep
 * their material and piece-square sums incrementally. Each colour's pieces add into that colour's own sum, so a
 * model can keep White's and Black's parts apart. Immutable: a sum kept by a position stays right.
 *
 * <p>Both values of a piece on a square are packed in one long ({@link PackedScore}), so a sum of packed values
 * is the packed pair of the sums.
 */
public final class SquareTable {
    /** All zeros: what a position keeps when nobody asked for a table (its sums stay 0). */
    public static final SquareTable NONE = new SquareTable(new int[Piece.CODE_LIMIT * 64], new int[Piece.CODE_LIMIT * 64]);

    final long[] packed = new long[Piece.CODE_LIMIT * 64];

    /**
     * @param opening values indexed {@code piece * 64 + square} (piece = {@link Piece} code, {@link Piece#CODE_LIMIT}
     *     x 64 entries)
     * @param endgame the same for the endgame
     */
    public SquareTable(int[] opening, int[] endgame) {
        if (opening.length != packed.length || endgame.length != packed.length) {
            throw new IllegalArgumentException("a square table needs " + packed.length + " opening and endgame values");
        }
        for (int i = 0; i < packed.length; i++) {
            packed[i] = PackedScore.pack(opening[i], endgame[i]);
        }
    }

    /** The packed value of one piece on one square. */
    public long value(int piece, int square) {
        return packed[piece << 6 | square];
    }

    /** The packed sum over a colour's pieces of a position, computed from the board (no incremental state). */
    public long sum(Position position, int colour) {
        long sum = 0;
        for (long b = position.occupancy(colour); b != 0; b &= b - 1) {
            int sq = Bitboards.first(b);
            sum += packed[position.pieceAt(sq) << 6 | sq];
        }
        return sum;
    }
}
