package evalbench.studies.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;

import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import evalbench.core.eval.TermValue;
import evalbench.core.io.PositionFile;
import evalbench.core.io.PositionRecord;
import evalbench.core.io.DataFolder;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The feature counts are an independent reading of Fruit's rules: multiplied by Fruit's weights they must give
 * Fruit's own term values, on every position of games.fen where Fruit evaluates the piece stages.
 */
class FruitFeaturesTest {
    @Test
    void countsTimesFruitWeightsGiveFruitsTermsOnEveryGamesPosition() {
        EvaluatorModel fruit = Models.byId("fruit");
        EvaluatorModel rybka = Models.byId("rybka");
        FruitFeatures features = new FruitFeatures(fruit.defaultParameters(), "rybka", rybka.defaultParameters());
        Evaluator eval = fruit.create();
        List<PositionRecord> records = PositionFile.read(DataFolder.corpus("games.fen"));
        double[] op = new double[features.count()];
        double[] eg = new double[features.count()];
        int checked = 0;
        int termsChecked = 0;
        for (PositionRecord r : records) {
            Breakdown b = eval.explain(r.position());
            if (!"ok".equals(b.details().get("status"))) {
                continue; // an early draw: Fruit skips the piece, passer and pattern stages
            }
            features.extract(r.position(), b, op, eg);
            for (Map.Entry<String, int[]> e : features.fruitTerms(op).entrySet()) {
                TermValue v = b.term(e.getKey());
                String where = "line " + r.line() + " " + e.getKey() + " " + r.fen();
                assertEquals(v.netOpening(), e.getValue()[0], "opening, " + where);
                assertEquals(v.netEndgame(), e.getValue()[1], "endgame, " + where);
                termsChecked++;
            }
            checked++;
        }
        assertEquals(7845, records.size());
        assertEquals(true, checked > 7700, "positions checked: " + checked);
        assertEquals(checked * 16, termsChecked); // 16 terms rebuilt per position
    }

    @Test
    void everyFeatureHasANameAndTheTempoIsRybkas() {
        FruitFeatures features = new FruitFeatures(Models.byId("fruit").defaultParameters(), "rybka",
                Models.byId("rybka").defaultParameters());
        assertEquals(features.count(), features.features().size());
        FruitFeatures.Feature tempo = features.features().get(features.count() - 1);
        assertEquals(96.0, tempo.otherOpening());
        // Fruit's candidate on the 7th rank: quad(5, 55, 6) = 5 + 50 = 55
        assertEquals(55.0, features.features().get(FruitFeatures.CANDIDATE + 5).fruitOpening());
        // the knight's a8/h8 trap: Fruit 100 (a -1 column), Rybka 3200, from the table fits
        FruitFeatures.Feature trap = features.features().stream().filter(f -> f.name().startsWith("PST KnightTrapped"))
                .findFirst().orElseThrow();
        assertEquals(100.0, trap.fruitOpening());
        assertEquals(3200.0, trap.otherOpening());
    }
}
