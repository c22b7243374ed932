package evalbench.app.fake;

import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.TableSource;
import java.util.List;

/** The test model's tables: one piece-square table by file for every piece, and its passer array. */
public final class MiniTableSource implements TableSource {
    @Override
    public String modelId() {
        return MiniModel.ID;
    }

    @Override
    public int[] pieceSquareTable(ParameterSet set, int pieceType, int stage) {
        int[] file = set.values("CentreFile", 8);
        int[] t = new int[64];
        for (int sq = 0; sq < 64; sq++) {
            t[sq] = file[sq & 7];
        }
        return t;
    }

    @Override
    public List<RankArray> rankArrays(ParameterSet set) {
        return List.of(new RankArray("Passer", "PassedEndgame", set.values("Passer", 8), "array"));
    }

    @Override
    public int unstoppablePasser(ParameterSet set) {
        return 0;
    }

    @Override
    public int[] queenAndPawn(ParameterSet set, int stage) {
        int[] v = set.values("PieceValues", 6);
        return new int[] {v[4], v[0]};
    }
}
