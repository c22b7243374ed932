package evalbench.fruit;

import evalbench.core.Position;
import evalbench.core.eval.SummaryTable;

/**
 * Pawn infos by the position's pawn key: per slot of a {@link SummaryTable} the summary of the structure's info
 * (passers, each side's summed terms, flags; {@link PawnInfo#save}). A breakdown, which needs the single terms,
 * computes its structure afresh.
 */
final class PawnCache {
    /** 2^16 slots (3 MB): few collisions even over a whole corpus. */
    private static final int BITS = 16;

    private final PawnStructure structure;
    private final boolean cacheOn;
    private final SummaryTable table;
    private final PawnInfo info = new PawnInfo();
    /** The key whose summary {@link #info} holds; consecutive positions (a game, a search line) often share it. */
    private long infoKey;
    private boolean infoHoldsKey;

    PawnCache(PawnStructure structure, boolean cacheOn) {
        this.structure = structure;
        this.cacheOn = cacheOn;
        this.table = new SummaryTable(BITS, PawnInfo.SUMMARY_LONGS);
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
}
