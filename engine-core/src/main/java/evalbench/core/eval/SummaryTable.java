package evalbench.core.eval;

import java.util.Arrays;

/**
 * A direct-mapped table of fixed-size summaries (a few longs each) by a 64-bit key, for an evaluator's caches of
 * what a part of the position decides (the pawn structure, say): per slot the whole key and the summary side by
 * side in one long array, so a hit reads one or two cache lines, where an object per slot with its own arrays
 * would scatter the probes of a search over megabytes. Belongs to one evaluator (one thread).
 */
public final class SummaryTable {
    private final int bits;
    private final int slotLongs;
    /** Per slot: the key, then the summary. A slot never written reads as key 0 with {@link #used} clear. */
    private final long[] slots;
    /** Slots written at least once (key 0 is a real key, e.g. no pawns, which an empty slot must not match). */
    private final long[] used;

    /**
     * @param bits log2 of the number of slots
     * @param summaryLongs longs per summary
     */
    public SummaryTable(int bits, int summaryLongs) {
        this.bits = bits;
        this.slotLongs = 1 + summaryLongs;
        this.slots = new long[slotLongs << bits];
        this.used = new long[Math.max(1, (1 << bits) >>> 6)];
    }

    /** The array the summaries live in (read at {@link #find}'s and written at {@link #claim}'s offsets). */
    public long[] data() {
        return slots;
    }

    /** Offset in {@link #data} of the key's summary, or -1 if its slot holds another key or nothing. */
    public int find(long key) {
        int slot = slot(key);
        int at = slot * slotLongs;
        return slots[at] == key && (used[slot >>> 6] & 1L << slot) != 0 ? at + 1 : -1;
    }

    /** Gives the key's slot to the key (replacing whatever it held); returns where its summary is to be written. */
    public int claim(long key) {
        int slot = slot(key);
        int at = slot * slotLongs;
        slots[at] = key;
        used[slot >>> 6] |= 1L << slot;
        return at + 1;
    }

    /** Forgets every summary. */
    public void clear() {
        Arrays.fill(used, 0);
    }

    /** The key's top bits: as random as any in a Zobrist key. */
    private int slot(long key) {
        return (int) (key >>> (64 - bits));
    }
}
