package evalbench.fruit;

import evalbench.core.eval.ModelReferenceCheck;
import org.junit.jupiter.api.Test;

/** Every column of every row of fruit21-eval-suites.tsv (WAC, Bratko-Kopec, Silent-but-deadly, perft suite). */
class ReferenceSuitesTest {
    @Test
    void everySuitePositionMatchesFruit() throws Exception {
        FruitModel model = new FruitModel();
        ModelReferenceCheck.run(model, model.create(), "fruit21-eval-suites.tsv", 583);
    }
}
