package evalbench.fabchess;

import evalbench.core.search.SearchTable;
import evalbench.core.search.TableSizing;

/**
 * FabChess 1.15's transposition table: buckets of three entries (1024 x 1024 x MB / 64 buckets, bucket = key
 * modulo their number), each entry with upper/lower/PV flags, depth, age, score in table form, the 16-bit move
 * and the static evaluation. Replacement follows the program: the first slot that is empty, stale or holds the
 * same key is overwritten if stale or not worth more than the new entry, and moved to the front either way;
 * otherwise the least worth slot (ties: the last) is overwritten if the new entry is worth at least as much.
 * Worth is the depth, times 0.7 unless the entry came from a PV node.
 */
final class FabChessTable implements SearchTable {
    static final int NO_EVAL = -32768;

    /** Flags in the data word. */
    static final int UPPER = 1;
    static final int LOWER = 2;
    static final int PV = 4;

    private static final int SLOTS = 3;

    private static final int BUCKET_BYTES = 64;

    private long[] keys;
    /** Per slot: move (16 bits) | score (16) | static eval (16) | depth (8) | flags (3), see {@link #pack}. */
    private long[] data;
    private short[] ages;
    private long buckets;
    /** buckets - 1 where the number of buckets is a power of two (every power-of-two size in MB), else -1. */
    private long bucketMask;
    private final TableSizing sizing = new TableSizing();

    // The last probe's hit, read by the caller.
    private int hitMove;
    private int hitScore;
    private int hitEval;
    private int hitDepth;
    private int hitFlags;
    private int lastSlot;

    FabChessTable(int megabytes) {
        resize(megabytes);
    }

    /**
     * {@code megabytes} (1 to 8192) of 64-byte buckets, empty (an empty slot is all zero bits, as a new array
     * is). The old arrays go first; if the new ones do not fit the old size is made again and the call throws.
     */
    @Override
    public void resize(int megabytes) {
        sizing.resize(megabytes, this::release, this::allocate);
    }

    private void release() {
        keys = new long[0];
        data = new long[0];
        ages = new short[0];
        buckets = 0;
        bucketMask = -1;
    }

    private void allocate(int megabytes) {
        long newBuckets = TableSizing.units(megabytes, BUCKET_BYTES);
        int entries = Math.toIntExact(newBuckets * SLOTS);
        keys = new long[entries];
        data = new long[entries];
        ages = new short[entries];
        buckets = newBuckets;
        bucketMask = Long.bitCount(newBuckets) == 1 ? newBuckets - 1 : -1;
    }

    /** Nothing to do: an entry's age is the root's plies, which the search passes in with every store. */
    @Override
    public void newSearch() {
    }

    @Override
    public int megabytes() {
        return sizing.megabytes();
    }

    @Override
    public void clear() {
        TableSizing.clear(keys);
        TableSizing.clear(data);
        TableSizing.clear(ages);
    }

    /**
     * The first slot of the key's bucket: the key (unsigned) modulo the number of buckets, as FabChess takes it. By a
     * power of two that is the key's low bits, without the 64-bit division.
     */
    int bucket(long key) {
        if (bucketMask >= 0) {
            return (int) (key & bucketMask) * SLOTS;
        }
        return (int) Long.remainderUnsigned(key, buckets) * SLOTS;
    }

    /** The number of buckets. */
    long buckets() {
        return buckets;
    }

    /** Probes for {@code key}; on a hit the entry is readable through the accessors. Key 0 never hits. */
    boolean probe(long key) {
        if (key == 0) {
            return false;
        }
        int base = bucket(key);
        for (int i = 0; i < SLOTS; i++) {
            int slot = base + i;
            if (keys[slot] == key && move(data[slot]) != 0) {
                long d = data[slot];
                hitMove = move(d);
                hitScore = (short) (d >>> 16);
                hitEval = (short) (d >>> 32);
                hitDepth = (byte) (d >>> 48);
                hitFlags = (int) (d >>> 56) & 7;
                lastSlot = slot;
                return true;
            }
        }
        return false;
    }

    /** A hit that did not cut off is marked as belonging to the current search. */
    void touch(int age) {
        ages[lastSlot] = (short) age;
    }

    int move() {
        return hitMove;
    }

    int score() {
        return hitScore;
    }

    int staticEval() {
        return hitEval;
    }

    int depth() {
        return hitDepth;
    }

    int flags() {
        return hitFlags;
    }

    private static int move(long d) {
        return (int) (d & 0xFFFF);
    }

    private static long pack(int move, int score, int eval, int depth, int flags) {
        return (move & 0xFFFFL) | (score & 0xFFFFL) << 16 | (eval & 0xFFFFL) << 32 | (depth & 0xFFL) << 48
                | (long) flags << 56;
    }

    private static double worth(long d) {
        int depth = (byte) (d >>> 48);
        return ((d >>> 56 & PV) != 0) ? depth * 1.0 : depth * 0.7;
    }

    /** Stores an entry made at the current search {@code age} (plies of the root). */
    void store(long key, int move, int score, int eval, int depth, int flags, int age) {
        long entry = pack(move, score, eval, depth, flags);
        double newWorth = worth(entry);
        int base = bucket(key);
        for (int i = 0; i < SLOTS; i++) {
            int slot = base + i;
            boolean empty = move(data[slot]) == 0;
            boolean stale = ages[slot] < age;
            if (empty || stale || keys[slot] == key) {
                if (empty || stale || worth(data[slot]) <= newWorth) {
                    keys[slot] = key;
                    data[slot] = entry;
                    ages[slot] = (short) age;
                }
                toFront(base, i);
                return;
            }
        }
        int least = base + 2;
        for (int i = 1; i >= 0; i--) {
            if (worth(data[base + i]) < worth(data[least])) {
                least = base + i;
            }
        }
        if (newWorth >= worth(data[least])) {
            keys[least] = key;
            data[least] = entry;
            ages[least] = (short) age;
        }
    }

    /** Slot 1 to the front gives the order 1, 0, 2; slot 2 gives 2, 0, 1. */
    private void toFront(int base, int i) {
        if (i == 0) {
            return;
        }
        long k = keys[base + i];
        long d = data[base + i];
        short a = ages[base + i];
        for (int j = i; j > 0; j--) {
            keys[base + j] = keys[base + j - 1];
            data[base + j] = data[base + j - 1];
            ages[base + j] = ages[base + j - 1];
        }
        keys[base] = k;
        data[base] = d;
        ages[base] = a;
    }

    /** Share of the first thousand slots in use, per mille (the UCI "hashfull"). */
    @Override
    public int hashFull() {
        return TableSizing.hashFull(data.length, i -> move(data[i]) != 0);
    }
}
