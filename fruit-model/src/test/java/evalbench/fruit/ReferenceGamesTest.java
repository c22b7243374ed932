package evalbench.fruit;

import evalbench.core.eval.ModelReferenceCheck;
import org.junit.jupiter.api.Test;

/** Every column of every row of fruit21-eval-games.tsv (the real Fruit 2.1 on games.fen). */
class ReferenceGamesTest {
    @Test
    void everyGamePositionMatchesFruit() throws Exception {
        FruitModel model = new FruitModel();
        ModelReferenceCheck.run(model, model.create(), "fruit21-eval-games.tsv", 7845);
    }
}
