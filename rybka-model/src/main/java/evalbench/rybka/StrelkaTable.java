package evalbench.rybka;

import evalbench.core.search.SearchTable;
import evalbench.core.search.TableDate;
import evalbench.core.search.TableSizing;

/**
 * Strelka 2.0 B's transposition table. Like Fruit's, an entry holds a lower and an upper bound, each with the
 * depth it was proven at, and a move with its own depth; unlike Fruit's, a key's cluster of four entries starts
 * at an even index ({@code key & (size - 2)}), so clusters never overlap, and there are four ways to store: a
 * fail-high move with its lower bound, a lower bound alone (null move), an upper bound alone, and an exact
 * score with its move (a PV node). A new entry sets only what it stores: the other bound's depth is 0, so it
 * never answers a probe (every probing search has depth 1 or more). A mate bound is stored at depth 64, so
 * every later probe takes it. Replacement prefers entries of older searches, then the shallowest.
 *
 * <p>An entry is two adjacent longs (one probe touches one place in memory):
 * {@code lock | move << 32 | date << 56} and
 * {@code minValue | maxValue << 16 | minDepth << 32 | maxDepth << 40 | depth << 48 | moveDepth << 56}
 * (values and depths as the engine's 16- and 8-bit fields). The lock is the key's high 32 bits.
 */
final class StrelkaTable implements SearchTable {
    static final int CLUSTER_SIZE = 4;
    static final int DATE_SIZE = 4;
    /** Bounds beyond this are mates: stored at {@link #MATE_DEPTH}. */
    static final int MATE_BOUND = 31500;
    static final int MATE_DEPTH = 64;
    private static final int ENTRY_BYTES = 16;

    private long[] table = new long[0];
    private int mask;
    private final TableDate date = new TableDate(DATE_SIZE);
    private final TableSizing sizing = new TableSizing();

    /** What a probe found (valid after {@link #probe} returned true). */
    int move;
    int minDepth;
    int maxDepth;
    int minValue;
    int maxValue;

    StrelkaTable(int megabytes) {
        resize(megabytes);
    }

    /**
     * The largest power of two of bytes within {@code megabytes} (1 to 8192), in 16-byte entries, plus three spare
     * ones. An empty entry is all zero bits, so the new array needs no clearing; the old one goes first, and if
     * the new one does not fit the old size is made again and the call throws.
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
        table = new long[2 * (entries + CLUSTER_SIZE - 1)];
        mask = entries - 2;
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
        return TableSizing.hashFull(mask + 2, i -> {
            long h = table[2 * i];
            return (int) h != 0 && dateOf(h) == today;
        });
    }

    /** Index in the array of the cluster's first entry. */
    private int first(long key) {
        return ((int) key & mask) << 1;
    }

    private static int lockOf(long key) {
        return (int) (key >>> 32);
    }

    private static int dateOf(long head) {
        return (int) (head >>> 56) & 0xFF;
    }

    private static int moveOf(long head) {
        return (int) (head >>> 32) & 0xFFFFFF;
    }

    private static int depth(long b) {
        return (byte) (b >>> 48);
    }

    private static int moveDepth(long b) {
        return (byte) (b >>> 56);
    }

    private static long head(int lock, int move, int date) {
        return (lock & 0xFFFF_FFFFL) | (long) move << 32 | (long) date << 56;
    }

    private static long bounds(int minValue, int maxValue, int minDepth, int maxDepth, int depth, int moveDepth) {
        return (minValue & 0xFFFFL) | (maxValue & 0xFFFFL) << 16 | (minDepth & 0xFFL) << 32 | (maxDepth & 0xFFL) << 40
                | (depth & 0xFFL) << 48 | (moveDepth & 0xFFL) << 56;
    }

    /**
     * Looks for the key; on a hit fills the fields above. A zero-window search also marks the entry as used by
     * this search ({@code touch}); a PV node only reads its move.
     */
    boolean probe(long key, boolean touch) {
        int lock = lockOf(key);
        int start = first(key);
        for (int i = start; i < start + 2 * CLUSTER_SIZE; i += 2) {
            long h = table[i];
            if ((int) h == lock) {
                if (touch) {
                    table[i] = h & ~(0xFFL << 56) | (long) date.current() << 56;
                }
                long b = table[i + 1];
                move = moveOf(h);
                minValue = (short) b;
                maxValue = (short) (b >>> 16);
                minDepth = (byte) (b >>> 32);
                maxDepth = (byte) (b >>> 40);
                return true;
            }
        }
        return false;
    }

    /** The array index of the entry holding the key, or of the one to replace (-1 - index). */
    private int slot(long key) {
        int lock = lockOf(key);
        int start = first(key);
        int replace = -1;
        int bestScore = 0;
        for (int i = start; i < start + 2 * CLUSTER_SIZE; i += 2) {
            long h = table[i];
            if ((int) h == lock) {
                return i;
            }
            // older searches score higher: 256 per search of age
            int score = (date.age(dateOf(h)) + 1) * 256 - depth(table[i + 1]);
            if (score > bestScore) {
                replace = i;
                bestScore = score;
            }
        }
        return -1 - replace;
    }

    /** A PV node's result: move and exact score. */
    void storeExact(long key, int move, int depth, int value) {
        int i = slot(key);
        if (i < 0) {
            i = -1 - i;
            table[i] = head(lockOf(key), move, date.current());
            table[i + 1] = bounds(value, value, depth, depth, depth, depth);
            return;
        }
        long h = table[i];
        long b = table[i + 1];
        int entryMove = moveOf(h);
        int moveDepth = moveDepth(b);
        if (depth >= moveDepth) {
            moveDepth = depth;
            entryMove = move;
        }
        int minV = (short) b;
        int maxV = (short) (b >>> 16);
        int minD = (byte) (b >>> 32);
        int maxD = (byte) (b >>> 40);
        if (depth >= minD) {
            minD = depth;
            minV = value;
        }
        if (depth >= maxD) {
            maxD = depth;
            maxV = value;
        }
        table[i] = head(lockOf(key), entryMove, date.current());
        table[i + 1] = bounds(minV, maxV, minD, maxD, Math.max(depth(b), depth), moveDepth);
    }

    /** A fail high: the move that refuted and the lower bound. */
    void storeMove(long key, int move, int depth, int value) {
        if (value >= MATE_BOUND) {
            depth = MATE_DEPTH;
        }
        storeLower(key, move, true, depth, value);
    }

    /** A lower bound without a move (a null-move cut-off). */
    void storeLower(long key, int depth, int value) {
        if (value >= MATE_BOUND) {
            depth = MATE_DEPTH;
        }
        storeLower(key, 0, false, depth, value);
    }

    private void storeLower(long key, int move, boolean withMove, int depth, int value) {
        int i = slot(key);
        if (i < 0) {
            i = -1 - i;
            // A new entry: the upper bound's depth 0 keeps it from answering (its value stays as it was).
            table[i] = head(lockOf(key), withMove ? move : 0, date.current());
            table[i + 1] = bounds(value, (short) (table[i + 1] >>> 16), depth, 0, depth, withMove ? depth : 0);
            return;
        }
        long h = table[i];
        long b = table[i + 1];
        int entryMove = moveOf(h);
        int moveDepth = moveDepth(b);
        if (withMove && depth >= moveDepth) {
            moveDepth = depth;
            entryMove = move;
        }
        int minV = (short) b;
        int minD = (byte) (b >>> 32);
        if (depth >= minD) {
            minD = depth;
            minV = value;
        }
        table[i] = head(lockOf(key), entryMove, date.current());
        table[i + 1] = bounds(minV, (short) (b >>> 16), minD, (byte) (b >>> 40), Math.max(depth(b), depth), moveDepth);
    }

    /** An upper bound (all moves failed low). */
    void storeUpper(long key, int depth, int value) {
        if (value <= -MATE_BOUND) {
            depth = MATE_DEPTH;
        }
        int i = slot(key);
        if (i < 0) {
            i = -1 - i;
            table[i] = head(lockOf(key), 0, date.current());
            table[i + 1] = bounds((short) table[i + 1], value, 0, depth, depth, 0);
            return;
        }
        long h = table[i];
        long b = table[i + 1];
        int maxV = (short) (b >>> 16);
        int maxD = (byte) (b >>> 40);
        if (depth >= maxD) {
            maxD = depth;
            maxV = value;
        }
        table[i] = head(lockOf(key), moveOf(h), date.current());
        table[i + 1] = bounds((short) b, maxV, (byte) (b >>> 32), maxD, Math.max(depth(b), depth), moveDepth(b));
    }
}
