package evalbench.fabchess;

import org.junit.jupiter.api.Test;

/** Every column of every row of fabchess-1.15-eval-suites.tsv (WAC, BK, SBD and the perft suite). */
class ReferenceSuitesTest {
    @Test
    void everySuitePositionMatchesFabChess() throws Exception {
        ReferenceCheck.run("fabchess-1.15-eval-suites.tsv", 583);
    }
}
