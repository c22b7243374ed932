package evalbench.app.tables;

import evalbench.core.eval.ParameterSet;
import evalbench.rybka.PieceSquareTables;
import evalbench.rybka.RybkaModel;
import java.util.ArrayList;
import java.util.List;

/**
 * Rybka 1.0 Beta's tables under a parameter set: the PSTs the model builds and the nine precomputed passer and
 * candidate arrays as the set holds them; UnstoppablePasser (a constant) as a flat array so it lines up with
 * Fruit's quad(0, 800, rank).
 */
public final class RybkaTables implements ModelTables {
    private static final String[][] ARRAYS = {
        {"PassedOpening", "PassedOpening"},
        {"PassedEndgame", "PassedEndgame"},
        {"CandidateOpening", "CandidateOpening"},
        {"CandidateEndgame", "CandidateEndgame"},
        {"PassedUnblockedOwn", "FreePasser"},
        {"PassedUnblockedOpp", "FreePasser"},
        {"PassedFree", "FreePasser"},
        {"PassedAttDistance", "AttackerDistance"},
        {"PassedDefDistance", "DefenderDistance"}};

    private final ParameterSet set;
    private final PieceSquareTables pst;

    public RybkaTables(ParameterSet set) {
        this.set = set;
        this.pst = PieceSquareTables.of(set);
    }

    @Override
    public String modelId() {
        return RybkaModel.ID;
    }

    @Override
    public String modelName() {
        return RybkaModel.NAME;
    }

    @Override
    public int unitsPerCentipawn() {
        return RybkaModel.UNITS.perCentipawn();
    }

    @Override
    public String unitsName() {
        return RybkaModel.UNITS.name();
    }

    @Override
    public ParameterSet parameters() {
        return set;
    }

    @Override
    public int[] pst(int pieceType, EvalStage stage) {
        int[] t = new int[64];
        for (int sq = 0; sq < 64; sq++) {
            t[sq] = stage == EvalStage.OPENING ? pst.opening(pieceType, sq) : pst.endgame(pieceType, sq);
        }
        return t;
    }

    @Override
    public List<QuadArray> quadArrays() {
        List<QuadArray> list = new ArrayList<>();
        for (String[] a : ARRAYS) {
            list.add(new QuadArray(a[0], a[1], set.values(a[0], 8), "array"));
        }
        int u = unstoppablePasser();
        list.add(new QuadArray("UnstoppablePasser", "UnstoppablePasser", new int[] {u, u, u, u, u, u, u, u},
                "constant " + u + " eg"));
        return list;
    }

    @Override
    public int unstoppablePasser() {
        return set.value("UnstoppablePasser");
    }

    @Override
    public int[] queenAndPawn(EvalStage stage) {
        int[] units = set.values("PieceUnits", 5);
        int pawn = set.value("PawnValue");
        return new int[] {units[4] * pawn, units[0] * pawn};
    }
}
