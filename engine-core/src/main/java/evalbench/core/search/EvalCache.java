package evalbench.core.search;

import java.util.Arrays;

/**
 * Static evaluations already computed in this search, by the position's full 64-bit key: a search meets the same
 * position again and again (transpositions, re-searches, every iteration's quiescence), and an evaluation costs
 * far more than a probe. A pure memo: an entry holds exactly what the evaluation returned for that key, so a hit
 * changes no score and no node count (the Fruit reference test checks node counts with it on). Direct-mapped,
 * 2^13 entries (128 kB); one per search thread. Small on purpose: the probe comes at nearly every node, and a table
 * that stays in the processor's cache beside the search's other tables costs less than the hits a bigger one adds
 * (BK depth 10, Fruit: 2^13 ran about 5% faster than 2^16, 2^14 slower again, 2^12 and 2^11 no better).
 */
public final class EvalCache {
    private static final int BITS = 13;
    private static final int MASK = (1 << BITS) - 1;

    /**
     * Per slot the key (0 = empty: a position whose key is 0 is simply never cached) and right behind it the value:
     * a hit reads one cache line, not one in a key array and another in a value array.
     */
    private final long[] slots = new long[2 << BITS];

    /**
     * The evaluation of the search's current position: from the memo when this search has computed it, else
     * computed and kept, unless the result depends on more than the position ({@link
     * SearchEvaluation#lastResultReusable}).
     */
    public int evaluate(evalbench.core.Position position, SearchEvaluation evaluation) {
        long key = position.key();
        if (holds(key)) {
            return value(key);
        }
        int value = evaluation.evaluate(position);
        if (evaluation.lastResultReusable()) {
            store(key, value);
        }
        return value;
    }

    /** True if the key's evaluation is cached; {@link #value} then gives it. */
    public boolean holds(long key) {
        return key != 0 && slots[slot(key)] == key;
    }

    public int value(long key) {
        return (int) slots[slot(key) + 1];
    }

    public void store(long key, int value) {
        int slot = slot(key);
        slots[slot] = key;
        slots[slot + 1] = value;
    }

    public void clear() {
        Arrays.fill(slots, 0);
    }

    /** The key's high bits (the table slot uses its low bits, so the two stay independent), times two. */
    private static int slot(long key) {
        return ((int) (key >>> (64 - BITS)) & MASK) << 1;
    }
}
