package evalbench.fruit;

import evalbench.core.Position;

/**
 * Pawn infos by the position's pawn key: per slot the whole key and the summary of the structure's info (passers,
 * each side's summed terms, flags; {@link PawnInfo#save}), six longs side by side in one array probed at one
 * slot. A hit reads one or two cache lines, where an info object per slot (with its arrays) would scatter a
 * search's probes over megabytes. A breakdown, which needs the single terms, computes its structure afresh.
 */
final class PawnCache {
    /** 2^16 slots (3 MB): few collisions even over a whole corpus. */
    private static final int BITS = 16;
    private static final int SLOT_LONGS = 1 + PawnInfo.SUMMARY_LONGS;

    private final PawnStructure structure;
    private final boolean cacheOn;
    /** Per slot: the key, then the summary. A slot never written reads as key 0 with {@link #used} clear. */
    private final long[] slots = new long[SLOT_LONGS << BITS];
    /** Slots written at least once (a position without pawns has key 0, which an empty slot must not match). */
    private final long[] used = new long[(1 << BITS) / 64];
    private final PawnInfo info = new PawnInfo();
    /** The key whose summary {@link #info} holds; consecutive positions (a game, a search line) often share it. */
    private long infoKey;
    private boolean infoHoldsKey;

    PawnCache(PawnStructure structure, boolean cacheOn) {
        this.structure = structure;
        this.cacheOn = cacheOn;
    }

    /** The info of the position's pawns; with {@code terms} computed afresh, with every single term. */
    PawnInfo get(Position position, boolean terms) {
        if (!cacheOn || terms) {
            structure.compute(position, info);
            infoHoldsKey = false;
            return info;
        }
        long key = position.pawnKey();
        if (infoHoldsKey && key == infoKey) {
            return info;
        }
        int slot = (int) (key >>> (64 - BITS));
        int at = slot * SLOT_LONGS;
        if (slots[at] == key && (used[slot >>> 6] & 1L << slot) != 0) {
            info.load(slots, at + 1);
        } else {
            structure.compute(position, info);
            slots[at] = key;
            info.save(slots, at + 1);
            used[slot >>> 6] |= 1L << slot;
        }
        infoKey = key;
        infoHoldsKey = true;
        return info;
    }
}
