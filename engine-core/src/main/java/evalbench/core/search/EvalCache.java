package evalbench.core.search;

import java.util.Arrays;

/**
 * Static evaluations already computed in this search, by the position's full 64-bit key: a search meets the same
 * position again and again (transpositions, re-searches, every iteration's quiescence), and an evaluation costs
 * far more than a probe. A pure memo: an entry holds exactly what the evaluation returned for that key, so a hit
 * changes no score and no node count (the Fruit reference test checks node counts with it on). Direct-mapped,
 * 2^16 entries (768 kB); one per search thread.
 */
final class EvalCache {
    private static final int BITS = 16;
    private static final int MASK = (1 << BITS) - 1;

    /** Key of each slot; 0 = empty (a position whose key is 0 is simply never cached). */
    private final long[] keys = new long[1 << BITS];
    private final int[] values = new int[1 << BITS];

    /** True if the key's evaluation is cached; {@link #value} then gives it. */
    boolean holds(long key) {
        return key != 0 && keys[slot(key)] == key;
    }

    int value(long key) {
        return values[slot(key)];
    }

    void store(long key, int value) {
        int slot = slot(key);
        keys[slot] = key;
        values[slot] = value;
    }

    void clear() {
        Arrays.fill(keys, 0);
    }

    /** The key's high bits: the table slot uses its low bits, so the two stay independent. */
    private static int slot(long key) {
        return (int) (key >>> (64 - BITS)) & MASK;
    }
}
