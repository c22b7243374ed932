package evalbench.studies.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** What a regression can and cannot say about each weight: aliased and constant columns, standard errors. */
class RidgeIdentifiabilityTest {
    @Test
    void aliasedAndConstantColumnsAreNotDeterminedAndTheOthersAreExact() {
        SplittableRandom r = new SplittableRandom(11);
        RidgeRegression ridge = new RidgeRegression(5, 1e-6);
        for (int i = 0; i < 400; i++) {
            double a = r.nextInt(-4, 5);
            double b = r.nextInt(0, 9);
            double c = r.nextDouble() * 3;
            // column 2 is always a + b: only the sums w0 + w2 and w1 + w2 are determined, not w0, w1, w2 alone
            double[] x = {a, b, a + b, 7, c};
            ridge.add(x, 3 * a - 2 * b + 1.5 * (a + b) + 4 * c - 1);
        }
        RidgeRegression.Fit fit = ridge.solve();
        assertFalse(fit.determined()[0]);
        assertFalse(fit.determined()[1]);
        assertFalse(fit.determined()[2]);
        assertFalse(fit.determined()[3], "a constant column");
        assertTrue(fit.determined()[4]);
        assertEquals(4.0, fit.weights()[4], 1e-4);
        assertEquals(3, fit.rank(), "rank: a, b (a + b adds none) and c");
        assertTrue(Double.isNaN(fit.standardErrors()[0]));
        // the determined combinations are still exact
        assertEquals(4.5, fit.weights()[0] + fit.weights()[2], 1e-4);
        assertEquals(-0.5, fit.weights()[1] + fit.weights()[2], 1e-4);
    }

    @Test
    void columnsThatAreNeverNonZeroAreCountedAndNotDetermined() {
        RidgeRegression ridge = new RidgeRegression(2, 1e-6);
        for (int i = 0; i < 50; i++) {
            ridge.add(new double[] {i % 3 == 0 ? i : 0, 0}, 2.0 * (i % 3 == 0 ? i : 0));
        }
        RidgeRegression.Fit fit = ridge.solve();
        assertEquals(16, fit.nonzero()[0], "i = 3, 6, ... 48 (i = 0 is zero)");
        assertEquals(0, fit.nonzero()[1]);
        assertFalse(fit.determined()[1]);
        assertTrue(fit.determined()[0]);
        assertEquals(2.0, fit.weights()[0], 1e-5);
    }

    @Test
    void theStandardErrorOfOneSlopeIsTheTextbookOne() {
        // y = 2x + e with e fixed: se(slope) = s / sqrt(Sxx), s^2 = SSE / (n - 2)
        double[] x = {1, 2, 3, 4, 5, 6, 7, 8};
        double[] e = {0.5, -0.3, 0.1, 0.4, -0.6, 0.2, -0.1, -0.2};
        RidgeRegression ridge = new RidgeRegression(1, 0);
        for (int i = 0; i < x.length; i++) {
            ridge.add(new double[] {x[i]}, 2 * x[i] + e[i]);
        }
        RidgeRegression.Fit fit = ridge.solve();
        double mx = 4.5;
        double sxx = 0;
        double sxy = 0;
        double my = 0;
        for (int i = 0; i < x.length; i++) {
            my += (2 * x[i] + e[i]) / x.length;
        }
        for (int i = 0; i < x.length; i++) {
            sxx += (x[i] - mx) * (x[i] - mx);
            sxy += (x[i] - mx) * (2 * x[i] + e[i] - my);
        }
        double slope = sxy / sxx;
        double sse = 0;
        for (int i = 0; i < x.length; i++) {
            double fitted = my + slope * (x[i] - mx);
            sse += Math.pow(2 * x[i] + e[i] - fitted, 2);
        }
        assertEquals(slope, fit.weights()[0], 1e-12);
        assertEquals(Math.sqrt(sse / (x.length - 2)) / Math.sqrt(sxx), fit.standardErrors()[0], 1e-12);
        assertEquals(1, fit.rank());
    }
}
