package evalbench.fruit;

import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.ScoreSheet;
import evalbench.core.eval.TableSource;
import java.util.List;
import java.util.function.Function;

/**
 * Fruit 2.1's tables under a parameter set, for the table forensics: the PSTs the model builds, and its quad()
 * values by rank for each (min, max) pair and each endgame bonus the passer code feeds through
 * quad(0, bonus, rank) (Wegner's simplified equivalent: Fruit applies quad() once to the sum of the bonuses,
 * which can differ by rounding). Counterparts are Rybka 1.0 Beta's names for the same arrays (the seeds' pairing).
 * A model that builds its tables with Fruit's formulas from a set with Fruit's parameter names (a derivative of
 * Fruit) registers one of these under its own id.
 */
public final class FruitTableSource implements TableSource {
    private final String modelId;
    private final Function<ParameterSet, FruitParameters> reader;

    /** Fruit 2.1's tables (the service registered by fruit-model). */
    public FruitTableSource() {
        this(FruitModel.ID, FruitParameters::new);
    }

    /**
     * Tables built with Fruit's formulas for the model {@code modelId}, whose sets {@code reader} reads as Fruit's
     * parameters (e.g. a derived model's reader that accepts the Fruit names it replaced being absent).
     */
    public FruitTableSource(String modelId, Function<ParameterSet, FruitParameters> reader) {
        this.modelId = modelId;
        this.reader = reader;
    }

    @Override
    public String modelId() {
        return modelId;
    }

    @Override
    public int[] pieceSquareTable(ParameterSet set, int pieceType, int stage) {
        PieceSquareTables pst = new PieceSquareTables(reader.apply(set));
        int[] t = new int[64];
        for (int sq = 0; sq < 64; sq++) {
            t[sq] = stage == ScoreSheet.OPENING ? pst.opening(pieceType, sq) : pst.endgame(pieceType, sq);
        }
        return t;
    }

    @Override
    public List<RankArray> rankArrays(ParameterSet set) {
        Quad quad = new Quad(reader.apply(set));
        return List.of(
                minMax(set, quad, "PassedOpening", "PassedOpening"),
                minMax(set, quad, "PassedEndgame", "PassedEndgame"),
                minMax(set, quad, "CandidateOpening", "CandidateOpening"),
                minMax(set, quad, "CandidateEndgame", "CandidateEndgame"),
                bonus(set, quad, "FreePasser", "PassedUnblockedOwn+PassedUnblockedOpp+PassedFree"),
                bonus(set, quad, "AttackerDistance", "PassedAttDistance"),
                bonus(set, quad, "DefenderDistance", "PassedDefDistance"),
                bonus(set, quad, "UnstoppablePasser", "UnstoppablePasser"));
    }

    private static RankArray minMax(ParameterSet set, Quad quad, String name, String counterpart) {
        int min = set.value(name + "Min");
        int max = set.value(name + "Max");
        return new RankArray(name, counterpart, curve(quad, min, max), "quad(" + min + ", " + max + ", rank)");
    }

    private static RankArray bonus(ParameterSet set, Quad quad, String name, String counterpart) {
        int max = set.value(name);
        return new RankArray(name, counterpart, curve(quad, 0, max), "quad(0, " + max + ", rank) eg");
    }

    private static int[] curve(Quad quad, int min, int max) {
        int[] a = new int[8];
        for (int r = 0; r < 8; r++) {
            a[r] = quad.value(min, max, r);
        }
        return a;
    }

    @Override
    public int unstoppablePasser(ParameterSet set) {
        return set.value("UnstoppablePasser");
    }

    @Override
    public int[] queenAndPawn(ParameterSet set, int stage) {
        String s = stage == ScoreSheet.OPENING ? "Opening" : "Endgame";
        return new int[] {set.value("Queen" + s), set.value("Pawn" + s)};
    }
}
