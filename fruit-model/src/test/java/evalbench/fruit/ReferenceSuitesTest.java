package evalbench.fruit;

import org.junit.jupiter.api.Test;

/** Every column of every row of fruit21-eval-suites.tsv (WAC, Bratko-Kopec, Silent-but-deadly, perft suite). */
class ReferenceSuitesTest {
    @Test
    void everySuitePositionMatchesFruit() throws Exception {
        ReferenceCheck.run("fruit21-eval-suites.tsv", 583);
    }
}
