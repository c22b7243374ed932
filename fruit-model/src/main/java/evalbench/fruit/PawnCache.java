package evalbench.fruit;

import evalbench.core.Position;

/**
 * Pawn infos by the position's pawn key, in a fixed array probed at one slot (the key is stored whole, so a
 * hit is a hit). Entries are made once and then overwritten in place.
 */
final class PawnCache {
    /** 2^16 slots (entries allocated on first use): few collisions even over a whole corpus. */
    private static final int BITS = 16;

    private final PawnStructure structure;
    private final boolean cacheOn;
    private final long[] keys = new long[1 << BITS];
    private final PawnInfo[] entries = new PawnInfo[1 << BITS];
    private final PawnInfo scratch = new PawnInfo();

    PawnCache(PawnStructure structure, boolean cacheOn) {
        this.structure = structure;
        this.cacheOn = cacheOn;
    }

    PawnInfo get(Position position) {
        if (!cacheOn) {
            structure.compute(position, scratch);
            return scratch;
        }
        long key = position.pawnKey();
        int slot = (int) (key >>> (64 - BITS));
        PawnInfo info = entries[slot];
        if (info == null) {
            info = new PawnInfo();
            entries[slot] = info;
        } else if (keys[slot] == key) {
            return info;
        }
        structure.compute(position, info);
        keys[slot] = key;
        return info;
    }
}
