package evalbench.toga;

import java.util.Arrays;

/**
 * Toga's evaluations already computed in this search, by the position's full 64-bit key: the windowed counterpart
 * of engine-core's {@code EvalCache} (Fruit's search keeps one). Toga's evaluation depends on the window through
 * its two lazy exits, but what each exit compares and returns (the phase mix so far) depends on the position alone;
 * so an entry keeps the mixes of the exits an evaluation reached and, if it got past both, its final score, and a
 * probe with any window replays the exits' tests on them. A probe answers only when the kept stages decide the
 * result; otherwise the evaluation runs (and keeps the further stages it reaches). A pure memo: a hit returns
 * exactly what the evaluation would, so no score and no node count changes (the Toga search reference test).
 * Direct-mapped, 2^13 entries (128 kB) as {@code EvalCache}; one per search thread.
 */
final class LazyEvalCache {
    /** How far an evaluation got: past the first lazy exit's test, past the second's, or to the final score. */
    static final int FIRST_EXIT = 1;
    static final int SECOND_EXIT = 2;
    static final int FULL = 3;
    /** An entry whose final score holds for every window (an early draw, no lazy exit allowed). */
    private static final int FINAL = 4;
    /** {@link #probe}'s answer when the entry cannot decide. */
    static final int MISS = Integer.MIN_VALUE;

    private static final int BITS = 13;
    private static final int MASK = (1 << BITS) - 1;
    /** Each value takes 20 bits, offset to be non-negative; the stage takes the top bits. */
    private static final int VALUE_BITS = 20;
    private static final int OFFSET = 1 << (VALUE_BITS - 1);
    private static final long VALUE_MASK = (1L << VALUE_BITS) - 1;
    private static final int SECOND_SHIFT = VALUE_BITS;
    private static final int FINAL_SHIFT = 2 * VALUE_BITS;
    private static final int STAGE_SHIFT = 3 * VALUE_BITS;

    /** Per slot the key (0 = empty) and behind it the packed stages: one cache line per probe. */
    private final long[] slots = new long[2 << BITS];

    /**
     * The evaluation of the position with {@code key} in the window (alpha, beta) if the kept stages decide it, else
     * {@link #MISS}. The margins are the two lazy exits' (LazyMargin, LazyMobilityMargin).
     */
    int probe(long key, int alpha, int beta, int firstMargin, int secondMargin) {
        int slot = slot(key);
        if (key == 0 || slots[slot] != key) {
            return MISS;
        }
        long data = slots[slot + 1];
        int stage = (int) (data >>> STAGE_SHIFT);
        if (stage == FINAL) {
            return value(data, FINAL_SHIFT);
        }
        int first = value(data, 0);
        if (TogaEvaluator.beyondWindow(first, alpha, beta, firstMargin)) {
            return first;
        }
        if (stage < SECOND_EXIT) {
            return MISS;
        }
        int second = value(data, SECOND_SHIFT);
        if (TogaEvaluator.beyondWindow(second, alpha, beta, secondMargin)) {
            return second;
        }
        return stage < FULL ? MISS : value(data, FINAL_SHIFT);
    }

    /** Keeps a result that holds for every window. */
    void storeFinal(long key, int value) {
        store(key, FINAL, 0, 0, value);
    }

    /** Keeps the mixes of the lazy exits reached ({@code stage}) and, at {@link #FULL}, the final score. */
    void storeStages(long key, int stage, int first, int second, int fin) {
        store(key, stage, first, second, fin);
    }

    private void store(long key, int stage, int first, int second, int fin) {
        if (key == 0 || !fits(first) || !fits(second) || !fits(fin)) {
            return;
        }
        int slot = slot(key);
        slots[slot] = key;
        slots[slot + 1] = (long) stage << STAGE_SHIFT | packed(fin) << FINAL_SHIFT | packed(second) << SECOND_SHIFT
                | packed(first);
    }

    void clear() {
        Arrays.fill(slots, 0);
    }

    private static boolean fits(int value) {
        return value >= -OFFSET && value < OFFSET;
    }

    private static long packed(int value) {
        return value + OFFSET;
    }

    private static int value(long data, int shift) {
        return (int) ((data >>> shift) & VALUE_MASK) - OFFSET;
    }

    /** The key's high bits (the table uses its low bits), times two. */
    private static int slot(long key) {
        return ((int) (key >>> (64 - BITS)) & MASK) << 1;
    }
}
