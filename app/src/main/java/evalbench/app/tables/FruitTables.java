package evalbench.app.tables;

import evalbench.core.eval.ParameterSet;
import evalbench.fruit.FruitModel;
import evalbench.fruit.FruitParameters;
import evalbench.fruit.PieceSquareTables;
import evalbench.fruit.Quad;
import java.util.List;

/**
 * Fruit 2.1's tables under a parameter set: the PSTs its model builds, and its quad() values by rank for each
 * (min, max) pair and each endgame bonus the passer code feeds through quad(0, bonus, rank) (Wegner's
 * simplified equivalent: Fruit applies quad() once to the sum of the bonuses, which can differ by rounding).
 */
public final class FruitTables implements ModelTables {
    private final ParameterSet set;
    private final PieceSquareTables pst;
    private final Quad quad;

    public FruitTables(ParameterSet set) {
        FruitParameters p = new FruitParameters(set);
        this.set = set;
        this.pst = new PieceSquareTables(p);
        this.quad = new Quad(p);
    }

    @Override
    public String modelId() {
        return FruitModel.ID;
    }

    @Override
    public String modelName() {
        return "Fruit 2.1";
    }

    @Override
    public int unitsPerCentipawn() {
        return FruitModel.UNITS.perCentipawn();
    }

    @Override
    public String unitsName() {
        return FruitModel.UNITS.name();
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
        return List.of(
                minMax("PassedOpening", "PassedOpening"),
                minMax("PassedEndgame", "PassedEndgame"),
                minMax("CandidateOpening", "CandidateOpening"),
                minMax("CandidateEndgame", "CandidateEndgame"),
                bonus("FreePasser", "PassedUnblockedOwn+PassedUnblockedOpp+PassedFree"),
                bonus("AttackerDistance", "PassedAttDistance"),
                bonus("DefenderDistance", "PassedDefDistance"),
                bonus("UnstoppablePasser", "UnstoppablePasser"));
    }

    private QuadArray minMax(String name, String counterpart) {
        int min = set.value(name + "Min");
        int max = set.value(name + "Max");
        return new QuadArray(name, counterpart, curve(min, max), "quad(" + min + ", " + max + ", rank)");
    }

    private QuadArray bonus(String name, String counterpart) {
        int max = set.value(name);
        return new QuadArray(name, counterpart, curve(0, max), "quad(0, " + max + ", rank) eg");
    }

    private int[] curve(int min, int max) {
        int[] a = new int[8];
        for (int r = 0; r < 8; r++) {
            a[r] = quad.value(min, max, r);
        }
        return a;
    }

    @Override
    public int unstoppablePasser() {
        return set.value("UnstoppablePasser");
    }

    @Override
    public int[] queenAndPawn(EvalStage stage) {
        String s = stage == EvalStage.OPENING ? "Opening" : "Endgame";
        return new int[] {set.value("Queen" + s), set.value("Pawn" + s)};
    }
}
