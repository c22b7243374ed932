package evalbench.core.eval;

import evalbench.core.Position;

/**
 * An evaluator's cache of what one part of the position decides (the pawn structure, by its pawn key): one record
 * that the evaluation reads, filled either by computing it or from the summary a {@link SummaryTable} slot kept for
 * the key. The record keeps the last key it holds, since consecutive positions (a game, a search line) often share
 * it. A caller that needs more than the summary (a breakdown needs every single term) asks for a fresh computation.
 * Belongs to one evaluator (one thread).
 *
 * @param <S> the record
 */
public final class SummaryCache<S extends SummaryCache.Summary> {
    /** A record whose fast-path part can be written to longs and read back. */
    public interface Summary {
        /** Writes the summary to {@code out[at..at + n)}, n being the cache's summary length. */
        void save(long[] out, int at);

        /** Takes over a summary written by {@link #save}. */
        void load(long[] in, int at);
    }

    /** Works the record out from the position, completely. */
    public interface Computation<S> {
        void compute(Position position, S into);
    }

    private final SummaryTable table;
    private final S record;
    private final Computation<S> computation;
    private final boolean on;
    /** The key whose summary {@link #record} holds, if {@link #recordHoldsKey}. */
    private long recordKey;
    private boolean recordHoldsKey;

    /**
     * @param bits log2 of the number of slots
     * @param summaryLongs longs per summary
     * @param record the one record handed out
     * @param computation how to fill it
     * @param on false: compute every time (for measuring what the cache saves)
     */
    public SummaryCache(int bits, int summaryLongs, S record, Computation<S> computation, boolean on) {
        this.table = new SummaryTable(bits, summaryLongs);
        this.record = record;
        this.computation = computation;
        this.on = on;
    }

    /** The record for the position, whose part has {@code key}; with {@code fresh} computed completely, anew. */
    public S get(Position position, long key, boolean fresh) {
        if (!on || fresh) {
            computation.compute(position, record);
            recordHoldsKey = false;
            return record;
        }
        if (recordHoldsKey && key == recordKey) {
            return record;
        }
        int at = table.find(key);
        if (at >= 0) {
            record.load(table.data(), at);
        } else {
            computation.compute(position, record);
            record.save(table.data(), table.claim(key));
        }
        recordKey = key;
        recordHoldsKey = true;
        return record;
    }

    /** Forgets every summary (for measurements with a cold cache). */
    public void clear() {
        table.clear();
        recordHoldsKey = false;
    }
}
