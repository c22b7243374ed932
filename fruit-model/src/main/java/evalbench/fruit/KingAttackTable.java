package evalbench.fruit;

import evalbench.core.Bitboards;
import evalbench.core.PieceType;
import evalbench.core.Square;

/**
 * Fruit's test "does this piece reach a square next to the enemy king": a table that keeps, for each piece
 * kind and each piece-to-king offset, at most TWO target offsets (squares next to the king the piece could
 * reach), filled by scanning king and piece squares a1..h8 and the piece's directions in Fruit's order; the
 * first two found are kept. A piece "attacks" if one of its kept targets is on the board and (for sliders)
 * the squares between are empty.
 *
 * <p>Because the table is filled from the bottom of the board first, offsets that only fit near the bottom
 * edge win the two places. That is the first known asymmetry of the original: a queen on d1 beside a king on
 * e1 counts, the mirrored queen on d8 beside e8 does not (its kept targets lie off the board).
 *
 * <p>API for models derived from Fruit: Toga II 3.0 kept the table (same construction, same two-entry limit) and
 * changed only what a slider's kept target means; {@link #keptTargets} gives it the kept targets as offsets,
 * off-board ones included.
 */
public final class KingAttackTable {
    /** Piece kinds of the table. */
    public static final int KNIGHT = 0;
    public static final int BISHOP = 1;
    public static final int ROOK = 2;
    public static final int QUEEN = 3;

    // Direction order decides which targets are kept: Fruit's order, as (file, rank) steps.
    private static final int[][] KNIGHT_STEPS = {{-1, -2}, {1, -2}, {-2, -1}, {2, -1}, {-2, 1}, {2, 1}, {-1, 2}, {1, 2}};
    private static final int[][] BISHOP_STEPS = {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}};
    private static final int[][] ROOK_STEPS = {{0, -1}, {-1, 0}, {1, 0}, {0, 1}};
    private static final int[][] QUEEN_STEPS = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}};
    private static final int[][][] STEPS = {KNIGHT_STEPS, BISHOP_STEPS, ROOK_STEPS, QUEEN_STEPS};

    private static final int MAX_TARGETS = 2;
    /** Offsets -7..+7 in file and rank: index (rank offset + 7) * 15 + file offset + 7. */
    private static final int OFFSETS = 15 * 15;

    /**
     * Per kind, piece square and king square: the kept targets that are on the board, packed one byte each
     * (square + 1; 0 = none).
     */
    private final short[] targets = new short[4 * 64 * 64];
    /** Per kind and piece-to-king offset index: the kept target offset indices (on the board or not). */
    private final int[][][] kept = new int[4][OFFSETS][];

    public KingAttackTable() {
        for (int kind = 0; kind < 4; kind++) {
            for (int i = 0; i < OFFSETS; i++) {
                kept[kind][i] = new int[0];
            }
        }
        for (int king = 0; king < 64; king++) {
            for (int from = 0; from < 64; from++) {
                for (int kind = 0; kind < 4; kind++) {
                    boolean slider = kind != KNIGHT;
                    for (int[] step : STEPS[kind]) {
                        int f = Square.file(from) + step[0];
                        int r = Square.rank(from) + step[1];
                        while (Square.isValid(f, r)) {
                            int to = Square.of(f, r);
                            if (Square.distance(to, king) == 1) {
                                keep(kept[kind], offsetIndex(from, king), offsetIndex(from, to));
                                break;
                            }
                            if (!slider) {
                                break;
                            }
                            f += step[0];
                            r += step[1];
                        }
                    }
                }
            }
        }
        for (int kind = 0; kind < 4; kind++) {
            for (int from = 0; from < 64; from++) {
                for (int king = 0; king < 64; king++) {
                    int packed = 0;
                    int shift = 0;
                    for (int offset : kept[kind][offsetIndex(from, king)]) {
                        int f = Square.file(from) + offset % 15 - 7;
                        int r = Square.rank(from) + offset / 15 - 7;
                        if (Square.isValid(f, r)) {
                            packed |= (Square.of(f, r) + 1) << shift;
                            shift += 8;
                        }
                    }
                    targets[(kind << 12) | (from << 6) | king] = (short) packed;
                }
            }
        }
    }

    private static int offsetIndex(int from, int to) {
        return (Square.rank(to) - Square.rank(from) + 7) * 15 + Square.file(to) - Square.file(from) + 7;
    }

    /** Adds a target offset unless it is already kept or two are. */
    private static void keep(int[][] table, int kingOffset, int targetOffset) {
        int[] list = table[kingOffset];
        for (int t : list) {
            if (t == targetOffset) {
                return;
            }
        }
        if (list.length < MAX_TARGETS) {
            int[] longer = java.util.Arrays.copyOf(list, list.length + 1);
            longer[list.length] = targetOffset;
            table[kingOffset] = longer;
        }
    }

    /** Table kind of a piece type (knight, bishop, rook, queen), or -1 for the others. */
    public static int kindOf(int pieceType) {
        switch (pieceType) {
            case PieceType.KNIGHT:
                return KNIGHT;
            case PieceType.BISHOP:
                return BISHOP;
            case PieceType.ROOK:
                return ROOK;
            case PieceType.QUEEN:
                return QUEEN;
            default:
                return -1;
        }
    }

    /** True if a piece of table kind {@code kind} on {@code from} counts as attacking the king on {@code king}. */
    public boolean attacks(int kind, int from, int king, long occupied) {
        int packed = targets[(kind << 12) | (from << 6) | king] & 0xFFFF;
        while (packed != 0) {
            int to = (packed & 0xFF) - 1;
            packed >>>= 8;
            // a knight jumps; a slider needs the squares between it and the target empty
            if (kind == KNIGHT || (Bitboards.between(from, to) & occupied) == 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The kept targets of a piece kind on {@code from} against a king on {@code king}, as file and rank offsets from
     * {@code from} in the table's order, including targets that fall off the board: writes at most two into
     * {@code fileOffsets} and {@code rankOffsets} and returns how many.
     */
    public int keptTargets(int kind, int from, int king, int[] fileOffsets, int[] rankOffsets) {
        int[] list = kept[kind][offsetIndex(from, king)];
        for (int i = 0; i < list.length; i++) {
            fileOffsets[i] = list[i] % 15 - 7;
            rankOffsets[i] = list[i] / 15 - 7;
        }
        return list.length;
    }

    /** The kept targets (real squares) of a piece kind on {@code from} against a king on {@code king}; for tests. */
    long targets(int kind, int from, int king) {
        long set = 0;
        int packed = targets[(kind << 12) | (from << 6) | king] & 0xFFFF;
        while (packed != 0) {
            set |= 1L << ((packed & 0xFF) - 1);
            packed >>>= 8;
        }
        return set;
    }
}
