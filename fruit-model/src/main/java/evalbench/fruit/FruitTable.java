package evalbench.fruit;

import evalbench.core.search.SearchTable;
import evalbench.core.search.TableDate;
import evalbench.core.search.TableSizing;
import java.util.Arrays;

/**
 * The transposition table as Fruit 2.1 keeps it (and Strelka 2.0 B copies it, {@code StrelkaTable}): 16-byte entries holding a
 * lower and an upper bound, each with the depth it was proven at, plus the best move with its own depth.
 * A key's cluster is the four entries starting at {@code key & mask} (clusters overlap; the table has three
 * spare entries at the end so no cluster wraps). The high 32 bits of the key are the entry's lock.
 * Replacement prefers entries of older searches, then the shallowest.
 *
 * <p>Each entry is two longs: {@code lock | move << 32 | depth << 49 | date << 57} and
 * {@code moveDepth | minDepth << 8 | maxDepth << 16 | minValue << 24 | maxValue << 40} (depths as unsigned
 * bytes offset by 128, values as unsigned shorts offset by 32768). The second long is kept XOR the empty
 * entry's, so an empty entry is all zero bits: a new array is a cleared table without a second pass over
 * gigabytes, and the entries' contents (so the search, node for node) are what they were.
 */
final class FruitTable implements SearchTable {
    public static final int CLUSTER_SIZE = 4;
    public static final int DATE_SIZE = 16;
    /** Depth of a bound or move the entry does not hold. */
    public static final int DEPTH_NONE = -128;
    private static final int ENTRY_BYTES = 16;

    private static final long LOCK_MASK = 0xFFFF_FFFFL;
    private static final int MOVE_SHIFT = 32;
    private static final long MOVE_MASK = 0x1FFFFL;
    private static final int DEPTH_SHIFT = 49;
    private static final int DATE_SHIFT = 57;

    private long[] table = new long[0];
    private int mask;
    private final TableDate date = new TableDate(DATE_SIZE);
    private final TableSizing sizing = new TableSizing();
    private final int valueInfinite;
    /** The bounds word of an empty entry (no move, no bounds); stored words are XOR this. */
    private final long emptyBounds;

    /** @param valueInfinite the search's "no bound" value (bounds at +/- this mean "none") */
    FruitTable(int megabytes, int valueInfinite) {
        this.valueInfinite = valueInfinite;
        this.emptyBounds = packBounds(DEPTH_NONE, DEPTH_NONE, DEPTH_NONE, -valueInfinite, valueInfinite);
        resize(megabytes);
    }

    /**
     * Allocates the largest power-of-two table that fits in {@code megabytes} (1 to 8192), empty. The old table
     * goes first; if the new one does not fit, the old size is made again (empty) and the call throws.
     */
    public void resize(int megabytes) {
        sizing.resize(megabytes, this::release, this::allocate);
    }

    private void release() {
        table = new long[0];
    }

    private void allocate(int megabytes) {
        int entries = TableSizing.powerOfTwoEntries(megabytes, ENTRY_BYTES);
        table = new long[(entries + CLUSTER_SIZE - 1) * 2]; // zero bits: every entry empty
        mask = entries - 1;
        date.restart();
    }

    public int megabytes() {
        return sizing.megabytes();
    }

    /** Number of entries (a power of two). */
    public int size() {
        return mask + 1;
    }

    /** Forgets everything (UCI "ucinewgame"); the date restarts at 0. */
    public void clear() {
        date.restart();
        TableSizing.clear(table); // lock 0, no move, depth none, date 0; bounds none (see emptyBounds)
    }

    /** Called once at the start of every search: entries of earlier searches age by one. */
    public void newSearch() {
        date.next();
    }

    /**
     * Looks a key up. On a hit the entry is marked as used by this search and its contents are written into
     * {@code out}; returns false on a miss.
     */
    public boolean probe(long key, Entry out) {
        int lock = (int) (key >>> 32);
        int index = ((int) key & mask) << 1;
        int today = date.current();
        for (int i = 0; i < CLUSTER_SIZE; i++, index += 2) {
            long first = table[index];
            if ((int) first == lock) {
                if ((int) (first >>> DATE_SHIFT) != today) {
                    first = first & ~(0xFL << DATE_SHIFT) | (long) today << DATE_SHIFT;
                    table[index] = first;
                }
                out.move = (int) (first >>> MOVE_SHIFT & MOVE_MASK);
                long second = table[index + 1] ^ emptyBounds;
                out.moveDepth = (int) (second & 0xFF) - 128;
                out.minDepth = (int) (second >>> 8 & 0xFF) - 128;
                out.maxDepth = (int) (second >>> 16 & 0xFF) - 128;
                out.minValue = (int) (second >>> 24 & 0xFFFF) - 32768;
                out.maxValue = (int) (second >>> 40 & 0xFFFF) - 32768;
                return true;
            }
        }
        return false;
    }

    /**
     * Stores what a node found: its best move (0 = none), the depth, and a lower bound {@code minValue}
     * (or -infinite for none) and an upper bound {@code maxValue} (or +infinite). An entry for the same key is
     * updated bound by bound where the new depth is at least the old one.
     */
    public void store(long key, int move, int depth, int minValue, int maxValue) {
        int lock = (int) (key >>> 32);
        int start = ((int) key & mask) << 1;
        int best = -1;
        int bestScore = -32767;
        for (int i = 0, index = start; i < CLUSTER_SIZE; i++, index += 2) {
            long first = table[index];
            if ((int) first == lock) {
                update(index, first, move, depth, minValue, maxValue);
                return;
            }
            int entryDepth = (int) (first >>> DEPTH_SHIFT & 0xFF) - 128;
            int score = date.age((int) (first >>> DATE_SHIFT)) * 256 - entryDepth;
            if (score > bestScore) {
                best = index;
                bestScore = score;
            }
        }
        int moveDepth = move != 0 ? depth : DEPTH_NONE;
        int minDepth = minValue > -valueInfinite ? depth : DEPTH_NONE;
        int maxDepth = maxValue < valueInfinite ? depth : DEPTH_NONE;
        table[best] = packFirst(lock, move, depth, date.current());
        table[best + 1] = packBounds(moveDepth, minDepth, maxDepth, minValue, maxValue) ^ emptyBounds;
    }

    private void update(int index, long first, int move, int depth, int minValue, int maxValue) {
        long second = table[index + 1] ^ emptyBounds;
        int entryDepth = (int) (first >>> DEPTH_SHIFT & 0xFF) - 128;
        int entryMove = (int) (first >>> MOVE_SHIFT & MOVE_MASK);
        int moveDepth = (int) (second & 0xFF) - 128;
        int minDepth = (int) (second >>> 8 & 0xFF) - 128;
        int maxDepth = (int) (second >>> 16 & 0xFF) - 128;
        int oldMin = (int) (second >>> 24 & 0xFFFF) - 32768;
        int oldMax = (int) (second >>> 40 & 0xFFFF) - 32768;
        if (depth > entryDepth) {
            entryDepth = depth; // kept for the replacement scheme
        }
        if (move != 0 && depth >= moveDepth) {
            moveDepth = depth;
            entryMove = move;
        }
        if (minValue > -valueInfinite && depth >= minDepth) {
            minDepth = depth;
            oldMin = minValue;
        }
        if (maxValue < valueInfinite && depth >= maxDepth) {
            maxDepth = depth;
            oldMax = maxValue;
        }
        table[index] = packFirst((int) first, entryMove, entryDepth, date.current());
        table[index + 1] = packBounds(moveDepth, minDepth, maxDepth, oldMin, oldMax) ^ emptyBounds;
    }

    private static long packFirst(int lock, int move, int depth, int entryDate) {
        return (lock & LOCK_MASK) | ((long) move & MOVE_MASK) << MOVE_SHIFT | (long) (depth + 128) << DEPTH_SHIFT
                | (long) entryDate << DATE_SHIFT;
    }

    private static long packBounds(int moveDepth, int minDepth, int maxDepth, int minValue, int maxValue) {
        return (moveDepth + 128) | (long) (minDepth + 128) << 8 | (long) (maxDepth + 128) << 16
                | (long) (minValue + 32768) << 24 | (long) (maxValue + 32768) << 40;
    }

    /** Permille of the first thousand entries written or read by the current search (UCI "hashfull"). */
    public int hashFull() {
        int today = date.current();
        return TableSizing.hashFull(size(), i -> {
            long first = table[i << 1];
            return (int) (first >>> DATE_SHIFT) == today && (int) (first >>> DEPTH_SHIFT & 0xFF) != 0;
        });
    }

    /** What a probe found. Reused by the caller to avoid allocation. */
    public static final class Entry {
        public int move;
        public int moveDepth;
        public int minDepth;
        public int maxDepth;
        public int minValue;
        public int maxValue;

        @Override
        public String toString() {
            return "move " + move + " min " + minValue + "@" + minDepth + " max " + maxValue + "@" + maxDepth;
        }
    }

    @Override
    public String toString() {
        return "FruitTable[" + megabytes() + " MB, " + size() + " entries, date " + date.current() + "]";
    }

    /** For tests: true if every entry is empty and the date is 0. */
    boolean isEmpty() {
        return date.current() == 0 && Arrays.stream(table).allMatch(v -> v == 0);
    }
}
