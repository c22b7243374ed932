package evalbench.rybka;

import evalbench.core.Position;
import java.util.Arrays;

/**
 * Pawn infos by the position's pawn key: per slot the whole key and the summary of the structure's info (each
 * side's summed terms, the passer files, the wing values; {@link PawnInfo#save}), ten longs side by side in one
 * array probed at one slot. A hit reads one or two cache lines, where an info object per slot (with its arrays)
 * would scatter a search's probes over megabytes. A breakdown, which needs the single terms, computes its structure
 * afresh. Belongs to one evaluator (one thread).
 */
final class PawnCache {
    private static final int SLOT_LONGS = 1 + PawnInfo.SUMMARY_LONGS;

    private final PawnStructure structure;
    private final int bits;
    /** Per slot: the key, then the summary. A slot never written reads as key 0 with {@link #used} clear. */
    private final long[] slots;
    /** Slots written at least once (a position without pawns has key 0, which an empty slot must not match). */
    private final long[] used;
    private final PawnInfo info = new PawnInfo();
    /** The key whose summary {@link #info} holds; consecutive positions (a game, a search line) often share it. */
    private long infoKey;
    private boolean infoHoldsKey;

    /** @param bits log2 of the number of slots */
    PawnCache(PawnStructure structure, int bits) {
        this.structure = structure;
        this.bits = bits;
        this.slots = new long[SLOT_LONGS << bits];
        this.used = new long[Math.max(1, (1 << bits) / 64)];
    }

    /** The info of the position's pawns; with {@code terms} computed afresh, with every single term. */
    PawnInfo get(Position position, boolean terms) {
        if (terms) {
            structure.compute(position, info);
            infoHoldsKey = false;
            return info;
        }
        long key = position.pawnKey();
        if (infoHoldsKey && key == infoKey) {
            return info;
        }
        int slot = (int) (key >>> (64 - bits)); // the key's top bits: as random as any
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

    /** Forgets every structure (for measurements with a cold cache). */
    void clear() {
        Arrays.fill(used, 0);
        infoHoldsKey = false;
    }
}
