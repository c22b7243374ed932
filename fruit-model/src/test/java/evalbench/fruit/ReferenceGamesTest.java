package evalbench.fruit;

import org.junit.jupiter.api.Test;

/** Every column of every row of fruit21-eval-games.tsv (the real Fruit 2.1 on games.fen). */
class ReferenceGamesTest {
    @Test
    void everyGamePositionMatchesFruit() throws Exception {
        ReferenceCheck.run("fruit21-eval-games.tsv", 7845);
    }
}
