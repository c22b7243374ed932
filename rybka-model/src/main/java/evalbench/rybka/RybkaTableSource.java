package evalbench.rybka;

import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.ScoreSheet;
import evalbench.core.eval.TableSource;
import java.util.ArrayList;
import java.util.List;

/**
 * Rybka 1.0 Beta's tables under a parameter set, for the table forensics: the PSTs the model builds and the nine
 * precomputed passer and candidate arrays as the set holds them; UnstoppablePasser (a constant) as a flat array so
 * it lines up with Fruit's quad(0, 800, rank). Counterparts are Fruit 2.1's names (the seeds' pairing).
 */
public final class RybkaTableSource implements TableSource {
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

    @Override
    public String modelId() {
        return RybkaModel.ID;
    }

    @Override
    public int[] pieceSquareTable(ParameterSet set, int pieceType, int stage) {
        PieceSquareTables pst = PieceSquareTables.of(set);
        int[] t = new int[64];
        for (int sq = 0; sq < 64; sq++) {
            t[sq] = stage == ScoreSheet.OPENING ? pst.opening(pieceType, sq) : pst.endgame(pieceType, sq);
        }
        return t;
    }

    @Override
    public List<RankArray> rankArrays(ParameterSet set) {
        List<RankArray> list = new ArrayList<>();
        for (String[] a : ARRAYS) {
            list.add(new RankArray(a[0], a[1], set.values(a[0], 8), "array"));
        }
        int u = unstoppablePasser(set);
        list.add(new RankArray("UnstoppablePasser", "UnstoppablePasser", new int[] {u, u, u, u, u, u, u, u},
                "constant " + u + " eg"));
        return list;
    }

    @Override
    public int unstoppablePasser(ParameterSet set) {
        return set.value("UnstoppablePasser");
    }

    @Override
    public int[] queenAndPawn(ParameterSet set, int stage) {
        int[] units = set.values("PieceUnits", 5);
        int pawn = set.value("PawnValue");
        return new int[] {units[4] * pawn, units[0] * pawn};
    }
}
