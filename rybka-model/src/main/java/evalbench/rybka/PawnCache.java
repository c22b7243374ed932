package evalbench.rybka;

/**
 * A direct-mapped table of {@link PawnInfo} entries keyed by the position's pawn key, allocated once, so a
 * repeated pawn structure is not recomputed. Belongs to one evaluator (one thread).
 */
final class PawnCache {
    private final PawnInfo[] entries;
    private final int mask;

    /** @param sizeLog2 log2 of the number of entries */
    PawnCache(int sizeLog2) {
        entries = new PawnInfo[1 << sizeLog2];
        for (int i = 0; i < entries.length; i++) {
            entries[i] = new PawnInfo();
        }
        mask = entries.length - 1;
    }

    /** The entry a key maps to; {@link #holds} tells whether it already describes that key. */
    PawnInfo slot(long key) {
        // The low bits of a Zobrist key are as random as any.
        return entries[(int) key & mask];
    }

    static boolean holds(PawnInfo entry, long key) {
        return entry.filled && entry.key == key;
    }

    void clear() {
        for (PawnInfo e : entries) {
            e.filled = false;
        }
    }
}
