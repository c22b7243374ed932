package evalbench.core.search;

/**
 * The plain search's transposition table ({@link PlainSearch}), which is no engine's: one 16-byte entry per slot
 * (slot = key modulo the power-of-two size), holding the full key and a data word
 * {@code move | depth << 17 | bound << 25 | date << 27 | value << 32} (depth 0..255, bound: 1 upper, 2 lower,
 * 3 exact, 0 an empty slot; value as an unsigned short). A store replaces the slot's entry when it is empty, holds
 * the same key, was written by an earlier search, or is no deeper. Sized, cleared and dated by the rules every table
 * shares ({@link TableSizing}, {@link TableDate}). One per search thread.
 */
final class PlainTable implements SearchTable {
    static final int UPPER = 1;
    static final int LOWER = 2;
    static final int EXACT = UPPER | LOWER;
    private static final int ENTRY_BYTES = 16;
    private static final int DATE_CYCLE = 16;

    private static final long MOVE_MASK = 0x1FFFFL;
    private static final int DEPTH_SHIFT = 17;
    private static final int BOUND_SHIFT = 25;
    private static final int DATE_SHIFT = 27;
    private static final int VALUE_SHIFT = 32;

    private final TableSizing sizing = new TableSizing();
    private final TableDate date = new TableDate(DATE_CYCLE);
    private long[] table = new long[0];
    private int mask;

    /** What a probe found (valid after {@link #probe} returned true). */
    private int move;
    private int depth;
    private int bound;
    private int value;

    PlainTable(int megabytes) {
        resize(megabytes);
    }

    @Override
    public void resize(int megabytes) {
        sizing.resize(megabytes, this::release, this::allocate);
    }

    private void release() {
        table = new long[0];
    }

    private void allocate(int megabytes) {
        int entries = TableSizing.powerOfTwoEntries(megabytes, ENTRY_BYTES);
        table = new long[2 * entries]; // zero bits: every slot empty
        mask = entries - 1;
        date.restart();
    }

    @Override
    public int megabytes() {
        return sizing.megabytes();
    }

    @Override
    public void clear() {
        date.restart();
        TableSizing.clear(table);
    }

    @Override
    public void newSearch() {
        date.next();
    }

    @Override
    public int hashFull() {
        int today = date.current();
        return TableSizing.hashFull(mask + 1, i -> {
            long data = table[2 * i + 1];
            return (data >>> BOUND_SHIFT & 3) != 0 && (int) (data >>> DATE_SHIFT & 0xF) == today;
        });
    }

    /** Looks {@code key} up; on a hit {@link #move()}, {@link #depth()}, {@link #bound()} and {@link #value()} tell it. */
    boolean probe(long key) {
        int i = ((int) key & mask) << 1;
        long data = table[i + 1];
        if (table[i] != key || (data >>> BOUND_SHIFT & 3) == 0) {
            return false;
        }
        move = (int) (data & MOVE_MASK);
        depth = (int) (data >>> DEPTH_SHIFT & 0xFF);
        bound = (int) (data >>> BOUND_SHIFT & 3);
        value = (short) (data >>> VALUE_SHIFT);
        return true;
    }

    /** Stores a node's result: best move (or {@link evalbench.core.Move#NONE}), depth 0..255, bound, value. */
    void store(long key, int bestMove, int depth, int bound, int value) {
        int i = ((int) key & mask) << 1;
        long data = table[i + 1];
        boolean replace = (data >>> BOUND_SHIFT & 3) == 0 || table[i] == key
                || (int) (data >>> DATE_SHIFT & 0xF) != date.current() || (int) (data >>> DEPTH_SHIFT & 0xFF) <= depth;
        if (replace) {
            table[i] = key;
            table[i + 1] = (bestMove & MOVE_MASK) | (long) depth << DEPTH_SHIFT | (long) bound << BOUND_SHIFT
                    | (long) date.current() << DATE_SHIFT | ((long) value & 0xFFFF) << VALUE_SHIFT;
        }
    }

    int move() {
        return move;
    }

    int depth() {
        return depth;
    }

    int bound() {
        return bound;
    }

    int value() {
        return value;
    }
}
