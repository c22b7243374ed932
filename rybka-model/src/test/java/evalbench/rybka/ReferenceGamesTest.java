package evalbench.rybka;

import evalbench.core.eval.ModelReferenceCheck;
import org.junit.jupiter.api.Test;

/** Every column of every row of strelka-eval-games.tsv (Strelka 2.0 B's own numbers on games.fen). */
class ReferenceGamesTest {
    @Test
    void everyColumnOfEveryRowMatchesStrelka() throws Exception {
        RybkaModel model = new RybkaModel();
        ModelReferenceCheck.run(model, model.create(), "strelka-eval-games.tsv", 7845);
    }
}
