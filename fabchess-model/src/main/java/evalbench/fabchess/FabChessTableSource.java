package evalbench.fabchess;

import evalbench.core.PieceType;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.ScoreSheet;
import evalbench.core.eval.TableSource;
import java.util.ArrayList;
import java.util.List;

/**
 * FabChess 1.15's tables for the table forensics (PST and quad() views, {@code evalbench tables}): its machine-tuned
 * piece-square tables (White's, a1 = 0; mg as the opening, eg as the endgame, before the evaluator's endgame
 * division by 1.5) and its two passer arrays indexed by the pawn's own rank, each half (mg, eg) as an array of its
 * own, as the parameter set holds them.
 *
 * <p>FabChess's passer arrays have seven entries (ranks 1..7); the views take eight, so the 8th-rank slot, where
 * no pawn stands, is 0 (as in Fruit's Bonus curve). The seeds' pairing with Fruit: PAWN_PASSED_VALUES with
 * PassedOpening / PassedEndgame, the endgame half of PAWN_PASSED_NOT_BLOCKED_VALUES with FreePasser (Fruit's
 * free-passer bonus is an endgame bonus only, so the middlegame half is charted on its own). FabChess has no
 * candidate-passer arrays, and its king-distance arrays are indexed by distance, not by rank, so they are not here.
 */
public final class FabChessTableSource implements TableSource {
    private static final String PASSED = "PAWN_PASSED_VALUES";
    private static final String NOT_BLOCKED = "PAWN_PASSED_NOT_BLOCKED_VALUES";
    /** The views' arrays run over ranks 1..8 (index 0..7). */
    private static final int RANKS = 8;

    @Override
    public String modelId() {
        return FabChessModel.ID;
    }

    @Override
    public int[] pieceSquareTable(ParameterSet set, int pieceType, int stage) {
        return PieceSquareTables.table(new FabChessParameters(set), pieceType, stage == ScoreSheet.ENDGAME);
    }

    @Override
    public List<RankArray> rankArrays(ParameterSet set) {
        FabChessParameters p = new FabChessParameters(set);
        List<RankArray> list = new ArrayList<>();
        list.add(array(PASSED + " mg", "PassedOpening", p.passedRank.mg));
        list.add(array(PASSED + " eg", "PassedEndgame", p.passedRank.eg));
        list.add(array(NOT_BLOCKED + " mg", NOT_BLOCKED + " mg", p.passedNotBlocked.mg));
        list.add(array(NOT_BLOCKED + " eg", "FreePasser", p.passedNotBlocked.eg));
        return list;
    }

    private static RankArray array(String name, String counterpart, int[] byRank) {
        int[] values = new int[RANKS];
        System.arraycopy(byRank, 0, values, 0, Math.min(byRank.length, RANKS));
        return new RankArray(name, counterpart, values, "array");
    }

    /**
     * FabChess 1.15 has no unstoppable-passer bonus (no square rule in its evaluation; its seed leaves stopping a
     * passer to the search): 0.
     */
    @Override
    public int unstoppablePasser(ParameterSet set) {
        return 0;
    }

    @Override
    public int[] queenAndPawn(ParameterSet set, int stage) {
        FabChessParameters p = new FabChessParameters(set);
        boolean endgame = stage == ScoreSheet.ENDGAME;
        Pairs queen = p.pieceValue[PieceType.QUEEN];
        Pairs pawn = p.pieceValue[PieceType.PAWN];
        return endgame ? new int[] {queen.eg[0], pawn.eg[0]} : new int[] {queen.mg[0], pawn.mg[0]};
    }
}
