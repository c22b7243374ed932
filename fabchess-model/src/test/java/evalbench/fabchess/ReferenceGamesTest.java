package evalbench.fabchess;

import evalbench.core.eval.ModelReferenceCheck;
import org.junit.jupiter.api.Test;

/** Every column of every row of fabchess-1.15-eval-games.tsv.gz (the real FabChess 1.15 on games.fen). */
class ReferenceGamesTest {
    @Test
    void everyGamePositionMatchesFabChess() throws Exception {
        FabChessModel model = new FabChessModel();
        ModelReferenceCheck.run(model, model.create(), "fabchess-1.15-eval-games.tsv.gz", 7845);
    }
}
