package evalbench.studies.corpus;

import java.util.SplittableRandom;

/**
 * Where the next item of a stream goes in a reservoir sample of fixed capacity (Vitter's algorithm R, fixed seed):
 * the first {@code capacity} items fill it, then item k (0-based) replaces a uniformly chosen slot with
 * probability capacity / (k + 1). The same stream always gives the same sample.
 */
final class ReservoirSlots {
    private final int capacity;
    private final SplittableRandom random;
    private long seen;
    private int size;

    ReservoirSlots(int capacity, long seed) {
        this.capacity = capacity;
        this.random = new SplittableRandom(seed);
    }

    /** The slot for the next item, or -1 if it is not kept. */
    int next() {
        int slot;
        if (size < capacity) {
            slot = size++;
        } else {
            long j = random.nextLong(seen + 1);
            slot = j < capacity ? (int) j : -1;
        }
        seen++;
        return slot;
    }

    /** How many slots are filled. */
    int size() {
        return size;
    }
}
