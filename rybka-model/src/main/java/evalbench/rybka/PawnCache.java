package evalbench.rybka;

import evalbench.core.Position;
import evalbench.core.eval.SummaryTable;

/**
 * Pawn infos by the position's pawn key: per slot of a {@link SummaryTable} the summary of the structure's info
 * (each side's summed terms, the passer files, the wing values; {@link PawnInfo#save}). A breakdown, which needs
 * the single terms, computes its structure afresh. Belongs to one evaluator (one thread).
 */
final class PawnCache {
    private final PawnStructure structure;
    private final SummaryTable table;
    private final PawnInfo info = new PawnInfo();
    /** The key whose summary {@link #info} holds; consecutive positions (a game, a search line) often share it. */
    private long infoKey;
    private boolean infoHoldsKey;

    /** @param bits log2 of the number of slots */
    PawnCache(PawnStructure structure, int bits) {
        this.structure = structure;
        this.table = new SummaryTable(bits, PawnInfo.SUMMARY_LONGS);
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
        int at = table.find(key);
        if (at >= 0) {
            info.load(table.data(), at);
        } else {
            structure.compute(position, info);
            info.save(table.data(), table.claim(key));
        }
        infoKey = key;
        infoHoldsKey = true;
        return info;
    }

    /** Forgets every structure (for measurements with a cold cache). */
    void clear() {
        table.clear();
        infoHoldsKey = false;
    }
}
