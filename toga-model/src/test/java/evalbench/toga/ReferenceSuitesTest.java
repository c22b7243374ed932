package evalbench.toga;

import evalbench.core.eval.ModelReferenceCheck;
import org.junit.jupiter.api.Test;

/** Every column of every row of toga2-eval-suites.tsv (WAC, Bratko-Kopec, Silent-but-deadly, perft suite). */
class ReferenceSuitesTest {
    @Test
    void everySuitePositionMatchesToga() throws Exception {
        TogaModel model = new TogaModel();
        ModelReferenceCheck.run(model, model.create(), "toga2-eval-suites.tsv", 583);
    }
}
