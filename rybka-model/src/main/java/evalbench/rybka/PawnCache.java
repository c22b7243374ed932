package evalbench.rybka;

/**
 * A direct-mapped table of {@link PawnInfo} entries keyed by the position's pawn key, so a repeated pawn structure
 * is not recomputed. An entry is allocated when its slot is first used and then overwritten in place (a large
 * table costs nothing until it fills). Belongs to one evaluator (one thread).
 */
final class PawnCache {
    private final PawnInfo[] entries;
    private final int mask;

    /** @param sizeLog2 log2 of the number of entries */
    PawnCache(int sizeLog2) {
        entries = new PawnInfo[1 << sizeLog2];
        mask = entries.length - 1;
    }

    /** The entry a key maps to; {@link #holds} tells whether it already describes that key. */
    PawnInfo slot(long key) {
        // The low bits of a Zobrist key are as random as any.
        int slot = (int) key & mask;
        PawnInfo entry = entries[slot];
        if (entry == null) {
            entry = new PawnInfo();
            entries[slot] = entry;
        }
        return entry;
    }

    static boolean holds(PawnInfo entry, long key) {
        return entry.filled && entry.key == key;
    }

    void clear() {
        for (PawnInfo e : entries) {
            if (e != null) {
                e.filled = false;
            }
        }
    }
}
