package evalbench.toga;

import evalbench.core.eval.ModelReferenceCheck;
import org.junit.jupiter.api.Test;

/** Every column of every row of toga2-eval-games.tsv (the real Toga II 3.0 on games.fen). */
class ReferenceGamesTest {
    @Test
    void everyGamePositionMatchesToga() throws Exception {
        TogaModel model = new TogaModel();
        ModelReferenceCheck.run(model, model.create(), "toga2-eval-games.tsv", 7845);
    }
}
