package evalbench.toga;

import evalbench.core.Move;
import evalbench.core.search.SearchTable;
import evalbench.core.search.TableDate;
import evalbench.core.search.TableSizing;

/**
 * Toga II 3.0's transposition table: one bound per entry (Fruit 2.1 keeps two, each with its own depth). An entry
 * holds the full 64-bit key, a move, a depth as an unsigned byte (0..255), a date (4 bits), two flag bits (bit 0
 * upper bound, bit 1 lower bound; both = exact, none = no bound) and a 16-bit value. A key's cluster is the four
 * entries from {@code key & mask} on, as in Fruit's table (clusters overlap; three spare entries at the end).
 *
 * <p>Storing for a key already in the cluster overwrites it only from a depth at least the stored one (compared as
 * plain integers, so the PV fill's depth -127 never overwrites); a shallower store only fills a missing move and
 * refreshes the date. A new key replaces the entry with the highest {@code 4 * (256 * age - depth) - flags}.
 *
 * <p>An entry is two longs: the key, and {@code move | depth << 17 | date << 25 | flags << 29 | value << 32}
 * (value as an unsigned short). The second long is kept XOR the cleared entry's ({@link #CLEARED}: depth 128), so
 * a cleared entry is all zero bits and a new array needs no second pass; what the entries hold is unchanged.
 */
final class TogaTable implements SearchTable {
    static final int UPPER = 1;
    static final int LOWER = 2;
    static final int EXACT = UPPER | LOWER;
    private static final int CLUSTER_SIZE = 4;
    private static final int DATE_SIZE = 16;
    private static final int ENTRY_BYTES = 16;
    /** Depth of a cleared entry: "none" (-128) read as an unsigned byte. */
    private static final int CLEARED_DEPTH = 128;

    private static final long MOVE_MASK = 0x1FFFFL;
    private static final int DEPTH_SHIFT = 17;
    private static final int DATE_SHIFT = 25;
    private static final int FLAGS_SHIFT = 29;
    private static final int VALUE_SHIFT = 32;
    /** The data word of a cleared entry; stored data words are XOR this. */
    private static final long CLEARED = (long) CLEARED_DEPTH << DEPTH_SHIFT;

    private long[] table = new long[0];
    private int mask;
    private final TableDate date = new TableDate(DATE_SIZE);
    private final TableSizing sizing = new TableSizing();

    /** What a probe found (valid after {@link #probe} returned true). */
    int move;
    int depth;
    int flags;
    int value;

    TogaTable(int megabytes) {
        resize(megabytes);
    }

    /**
     * The largest power of two of bytes within {@code megabytes} (1 to 8192), in 16-byte entries, plus three spare
     * ones, cleared. The old table goes first; if the new one does not fit the old size is made again and the call
     * throws.
     */
    @Override
    public void resize(int megabytes) {
        sizing.resize(megabytes, this::release, this::allocate);
    }

    private void release() {
        table = new long[0];
    }

    private void allocate(int megabytes) {
        int entries = TableSizing.powerOfTwoEntries(megabytes, ENTRY_BYTES);
        table = new long[2 * (entries + CLUSTER_SIZE - 1)]; // zero bits: every entry cleared
        mask = entries - 1;
        date.restart();
    }

    @Override
    public int megabytes() {
        return sizing.megabytes();
    }

    /** Every entry: key 0, no move, depth 128, date 0, no bound; the table's date 0. */
    @Override
    public void clear() {
        date.restart();
        TableSizing.clear(table); // data words are stored XOR CLEARED
    }

    @Override
    public void newSearch() {
        date.next();
    }

    /** The first entry of the key's cluster with the whole key equal: fills the fields above. Dates stay. */
    boolean probe(long key) {
        int first = ((int) key & mask) << 1;
        for (int i = first; i < first + 2 * CLUSTER_SIZE; i += 2) {
            if (table[i] == key) {
                long data = table[i + 1] ^ CLEARED;
                move = (int) (data & MOVE_MASK);
                depth = (int) (data >>> DEPTH_SHIFT) & 0xFF;
                flags = (int) (data >>> FLAGS_SHIFT) & 3;
                value = (short) (data >>> VALUE_SHIFT);
                return true;
            }
        }
        return false;
    }

    /** Stores a result of {@code depth} (a signed number: -127 for the PV fill, 0 for quiescence, else 1 and more). */
    void store(long key, int bestMove, int depth, int bound, int result) {
        int first = ((int) key & mask) << 1;
        for (int i = first; i < first + 2 * CLUSTER_SIZE; i += 2) {
            if (table[i] == key) {
                long data = table[i + 1] ^ CLEARED;
                int storedMove = (int) (data & MOVE_MASK);
                int storedDepth = (int) (data >>> DEPTH_SHIFT) & 0xFF;
                if (storedDepth <= depth) {
                    int keptMove = bestMove == Move.NONE ? storedMove : bestMove;
                    table[i + 1] = pack(keptMove, depth & 0xFF, date.current(), bound, result) ^ CLEARED;
                } else {
                    int keptMove = storedMove == Move.NONE ? bestMove : storedMove;
                    int storedFlags = (int) (data >>> FLAGS_SHIFT) & 3;
                    int storedValue = (short) (data >>> VALUE_SHIFT);
                    table[i + 1] = pack(keptMove, storedDepth, date.current(), storedFlags, storedValue) ^ CLEARED;
                }
                return;
            }
        }
        int victim = first;
        int worst = Integer.MIN_VALUE;
        for (int i = first; i < first + 2 * CLUSTER_SIZE; i += 2) {
            long data = table[i + 1] ^ CLEARED;
            int age = date.age((int) (data >>> DATE_SHIFT) & 0xF);
            int score = 4 * (256 * age - ((int) (data >>> DEPTH_SHIFT) & 0xFF)) - ((int) (data >>> FLAGS_SHIFT) & 3);
            if (score > worst) {
                worst = score;
                victim = i;
            }
        }
        table[victim] = key;
        table[victim + 1] = pack(bestMove, depth & 0xFF, date.current(), bound, result) ^ CLEARED;
    }

    private static long pack(int move, int depth, int date, int flags, int value) {
        return (move & MOVE_MASK) | (long) depth << DEPTH_SHIFT | (long) date << DATE_SHIFT
                | (long) flags << FLAGS_SHIFT | ((long) value & 0xFFFF) << VALUE_SHIFT;
    }

    /** Permille of the first thousand entries written in this search. */
    @Override
    public int hashFull() {
        int today = date.current();
        return TableSizing.hashFull(mask + 1, i -> table[2 * i] != 0
                && ((int) ((table[2 * i + 1] ^ CLEARED) >>> DATE_SHIFT) & 0xF) == today);
    }
}
