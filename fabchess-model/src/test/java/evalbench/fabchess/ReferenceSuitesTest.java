package evalbench.fabchess;

import evalbench.core.eval.ModelReferenceCheck;
import org.junit.jupiter.api.Test;

/** Every column of every row of fabchess-1.15-eval-suites.tsv (WAC, BK, SBD and the perft suite). */
class ReferenceSuitesTest {
    @Test
    void everySuitePositionMatchesFabChess() throws Exception {
        FabChessModel model = new FabChessModel();
        ModelReferenceCheck.run(model, model.create(), "fabchess-1.15-eval-suites.tsv", 583);
    }
}
