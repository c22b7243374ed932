package evalbench.studies.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import evalbench.core.io.DataFolder;
import evalbench.core.io.PositionFile;
import evalbench.core.io.PositionRecord;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The fingerprint's columns in Fruit's own parametrisation: Fruit's weights times the columns are Fruit's evaluation
 * before its integer division, and a linear engine with Fruit's weights is recovered exactly wherever the sample
 * determines a weight.
 */
class FruitColumnsTest {
    private static final EvaluatorModel FRUIT = Models.byId("fruit");

    private static FruitColumns columns() {
        return FruitColumns.of(List.of(new SimilarityRun.ModelEngine(FRUIT, FRUIT.defaultParameters()),
                new SimilarityRun.ModelEngine(Models.byId("rybka"), Models.byId("rybka").defaultParameters())));
    }

    /** Fruit's phase mix without the division's truncation, White's view. */
    private static double unrounded(Breakdown b) {
        return (b.openingTotal() * (256.0 - b.phase()) + b.endgameTotal() * (double) b.phase()) / 256;
    }

    @Test
    void fruitsWeightsTimesTheColumnsAreFruitsEvaluationBeforeItsDivision() {
        FruitColumns columns = columns();
        double[] actual = columns.actual();
        Evaluator fruit = FRUIT.create();
        int checked = 0;
        int excluded = 0;
        for (PositionRecord r : PositionFile.read(DataFolder.corpus("games.fen"))) {
            Breakdown b = fruit.explain(r.position());
            double[] x = columns.columns(r.position(), (int) unrounded(b));
            if (x == null) {
                excluded++;
                continue;
            }
            double sum = 0;
            for (int c = 0; c < x.length; c++) {
                sum += Double.isNaN(actual[c]) ? 0 : actual[c] * x[c]; // NaN: the rounding column, not Fruit's
            }
            assertEquals(unrounded(b), sum, 1e-6, "line " + r.line() + " " + r.fen());
            assertEquals((int) unrounded(b), Integer.parseInt(b.details().get(FruitColumns.INTERPOLATED)),
                    "C's division truncates toward zero");
            checked++;
        }
        assertTrue(checked > 7500, "positions checked: " + checked);
        assertTrue(excluded > 0, "draw-scaled and early-draw positions are left out");
    }

    @Test
    void aLinearEngineWithFruitsWeightsIsRecoveredExactlyWhereTheSampleDeterminesIt() {
        FruitColumns columns = columns();
        Evaluator fruit = FRUIT.create();
        RidgeRegression ridge = new RidgeRegression(columns.width(), 1e-12);
        List<PositionRecord> records = PositionFile.read(DataFolder.corpus("games.fen"));
        for (PositionRecord r : records.subList(0, 3000)) {
            double y = unrounded(fruit.explain(r.position()));
            double[] x = columns.columns(r.position(), (int) y);
            if (x != null) {
                ridge.add(x, y);
            }
        }
        FingerprintResult.Regression g = columns.regression(ridge.solve(), 0);
        List<String> wrong = new ArrayList<>();
        int notDetermined = 0;
        for (FingerprintResult.Weight w : g.weights()) {
            if (!w.determined()) {
                notDetermined++;
                assertTrue(Double.isNaN(w.recovered()), w.toString());
                continue;
            }
            double actual = Double.isNaN(w.actual()) ? 0 : w.actual(); // the rounding column: none here
            if (Math.abs(w.recovered() - actual) > 1e-3 * Math.max(1, Math.abs(actual))) {
                wrong.add(w.feature() + " " + w.stage() + " " + w.recovered() + " vs " + w.actual());
            }
        }
        assertEquals(List.of(), wrong);
        assertEquals(g.compared(), g.within(), "every determined non-zero weight within 5 %");
        assertTrue(g.compared() >= 85, "compared " + g.compared());
        // Fruit scores its king shelter in the opening only: the endgame column is zero in every row
        FingerprintResult.Weight shelter = g.weights().stream()
                .filter(w -> w.feature().contains("shelter") && w.stage().equals("endgame")).findFirst().orElseThrow();
        assertFalse(shelter.determined());
        assertEquals(0, shelter.leaves());
        assertTrue(notDetermined >= 6, "not determined: " + notDetermined);
        // the piece columns carry Fruit's piece values, its per-piece constants moved into mobility and file terms
        FingerprintResult.Weight knights = g.weights().stream().filter(w -> w.feature().equals("knights"))
                .findFirst().orElseThrow();
        assertEquals(325.0, knights.actual());
        assertEquals(325.0, knights.recovered(), 1e-3);
    }
}
