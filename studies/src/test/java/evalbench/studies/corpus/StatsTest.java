package evalbench.studies.corpus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class StatsTest {
    @Test
    void exactLineGivesPearsonOneAndItsSlope() {
        double[] x = {1, 2, 3, 4, 5};
        double[] y = {3, 5, 7, 9, 11}; // y = 2x + 1
        Stats.Moments m = new Stats.Moments();
        for (int i = 0; i < x.length; i++) {
            m.add(x[i], y[i]);
        }
        assertEquals(1.0, m.pearson(), 1e-12);
        assertEquals(2.0, m.slope(), 1e-12);
        assertEquals(1.0, m.intercept(), 1e-12);
        assertEquals(0.0, m.residualSd(), 1e-9);
    }

    @Test
    void handComputedCorrelation() {
        // x = 1..4, y = 2 1 4 3: sxy = 3, sxx = syy = 5, r = 0.6; slope 0.6
        double[] x = {1, 2, 3, 4};
        double[] y = {2, 1, 4, 3};
        assertEquals(0.6, Stats.pearson(x, y), 1e-12);
        Stats.Moments m = new Stats.Moments();
        for (int i = 0; i < 4; i++) {
            m.add(x[i], y[i]);
        }
        assertEquals(0.6, m.slope(), 1e-12);
        assertEquals(0.36, m.r2(), 1e-12);
        // residuals of y = 1 + 0.6x: 0.4, -1.2, 1.2, -0.4: SSE = 3.2, sd = sqrt(3.2 / 2)
        assertEquals(Math.sqrt(1.6), m.residualSd(), 1e-12);
        assertEquals(-1.0, Stats.pearson(x, new double[] {4, 3, 2, 1}), 1e-12);
        assertTrue(Double.isNaN(Stats.pearson(x, new double[] {5, 5, 5, 5})));
    }

    @Test
    void emptyAndOnePointSeriesGiveNaNNotAnException() {
        // an empty corpus asked Hipparchus' ranking for the ranks of nothing: "Index 0 out of bounds" (issue 31)
        for (double[] v : List.of(new double[0], new double[] {3})) {
            assertTrue(Double.isNaN(Stats.spearman(v, v.clone())));
            assertTrue(Double.isNaN(Stats.pearson(v, v.clone())));
            assertTrue(Double.isNaN(Stats.slope(v, v.clone())));
            assertTrue(Double.isNaN(Stats.bootstrap(v, v.clone(), Stats::pearson, 10, 1)[0]));
        }
        assertTrue(Double.isNaN(new Stats.Moments().pearson()));
        assertTrue(Double.isNaN(Stats.wilson(0, 0)[0]));
    }

    @Test
    void spearmanSeesMonotoneNotLinearAndAveragesTies() {
        double[] x = {1, 2, 3, 4, 5};
        double[] y = {1, 8, 27, 64, 125};
        assertEquals(1.0, Stats.spearman(x, y), 1e-12);
        assertTrue(Stats.pearson(x, y) < 0.96);
        assertArrayEquals(new double[] {1.5, 1.5, 3, 4.5, 4.5}, Stats.ranks(new double[] {0, 0, 2, 7, 7}));
    }

    @Test
    void mergedPartsEqualOneRun() {
        SplittableRandom r = new SplittableRandom(1);
        Stats.Moments whole = new Stats.Moments();
        Stats.Moments a = new Stats.Moments();
        Stats.Moments b = new Stats.Moments();
        for (int i = 0; i < 1000; i++) {
            double x = r.nextDouble() * 100;
            double y = 3 * x + r.nextGaussian();
            whole.add(x, y);
            (i < 400 ? a : b).add(x, y);
        }
        a.merge(b);
        assertEquals(whole.pearson(), a.pearson(), 1e-12);
        assertEquals(whole.slope(), a.slope(), 1e-12);
    }

    @Test
    void wilsonIntervalKnownValues() {
        // 5 of 10: 0.2366 .. 0.7634 (Wilson 1927, z = 1.96)
        double[] ci = Stats.wilson(5, 10);
        assertEquals(0.2366, ci[0], 1e-4);
        assertEquals(0.7634, ci[1], 1e-4);
        double[] zero = Stats.wilson(0, 20);
        assertEquals(0.0, zero[0], 1e-12);
        assertEquals(0.1611, zero[1], 1e-4);
        double[] all = Stats.wilson(50, 50);
        assertEquals(1.0, all[1], 1e-12);
        assertEquals(0.9287, all[0], 1e-4);
    }

    @Test
    void ridgeRecoversAKnownLinearModel() {
        SplittableRandom r = new SplittableRandom(7);
        RidgeRegression ridge = new RidgeRegression(3, 1e-6);
        for (int i = 0; i < 5000; i++) {
            double[] x = {r.nextInt(-3, 4), r.nextDouble() * 10, r.nextInt(0, 2)};
            double y = 5 + 2 * x[0] - 0.5 * x[1] + 7 * x[2] + r.nextGaussian() * 0.01;
            ridge.add(x, y);
        }
        RidgeRegression.Fit fit = ridge.solve();
        assertEquals(2.0, fit.weights()[0], 1e-3);
        assertEquals(-0.5, fit.weights()[1], 1e-3);
        assertEquals(7.0, fit.weights()[2], 1e-3);
        assertEquals(5.0, fit.intercept(), 1e-2);
        assertTrue(fit.r2() > 0.9999, "R2 " + fit.r2());
    }

    @Test
    void ridgeMergedPartsGiveTheWholeFit() {
        SplittableRandom r = new SplittableRandom(3);
        RidgeRegression whole = new RidgeRegression(2, 1e-6);
        RidgeRegression a = new RidgeRegression(2, 1e-6);
        RidgeRegression b = new RidgeRegression(2, 1e-6);
        for (int i = 0; i < 2000; i++) {
            double[] x = {r.nextDouble(), r.nextInt(0, 5)};
            double y = 1 + 3 * x[0] - 2 * x[1] + r.nextGaussian() * 0.1;
            whole.add(x, y);
            (i % 3 == 0 ? a : b).add(x, y);
        }
        a.merge(b);
        RidgeRegression.Fit fw = whole.solve();
        RidgeRegression.Fit fm = a.solve();
        assertEquals(2000, fm.rows());
        assertEquals(fw.weights()[0], fm.weights()[0], 1e-9);
        assertEquals(fw.weights()[1], fm.weights()[1], 1e-9);
        assertEquals(fw.r2(), fm.r2(), 1e-12);
        assertEquals(3.0, fm.weights()[0], 0.05);
    }

    @Test
    void ridgeGivesAConstantColumnWeightZero() {
        RidgeRegression ridge = new RidgeRegression(2, 1e-6);
        for (int i = 0; i < 100; i++) {
            ridge.add(new double[] {i, 0}, 4.0 * i);
        }
        RidgeRegression.Fit fit = ridge.solve();
        assertEquals(4.0, fit.weights()[0], 1e-4);
        assertEquals(0.0, fit.weights()[1], 0);
    }

    @Test
    void upgmaJoinsTheClosestFirstAndAverages() {
        // a-b 0.2, a-c 0.6, b-c 0.4, d far: (a,b) at 0.2, then c at avg(0.6, 0.4) = 0.5, then d
        double[][] d = {
            {0, 0.2, 0.6, 0.9},
            {0.2, 0, 0.4, 0.9},
            {0.6, 0.4, 0, 0.9},
            {0.9, 0.9, 0.9, 0}};
        Upgma.Result r = Upgma.cluster(List.of("a", "b", "c", "d"), d);
        assertEquals(3, r.merges().size());
        assertEquals("a", r.merges().get(0).left());
        assertEquals("b", r.merges().get(0).right());
        assertEquals(0.2, r.merges().get(0).distance(), 1e-12);
        assertEquals("c", r.merges().get(1).right());
        assertEquals(0.5, r.merges().get(1).distance(), 1e-12);
        assertEquals(0.9, r.merges().get(2).distance(), 1e-12);
        assertEquals("(((a:0.1000,b:0.1000):0.1500,c:0.2500):0.2000,d:0.4500);", r.newick());
    }

    @Test
    void bootstrapIntervalCoversTheTruthAndRepeatsWithItsSeed() {
        SplittableRandom r = new SplittableRandom(11);
        double[] x = new double[400];
        double[] y = new double[400];
        for (int i = 0; i < x.length; i++) {
            x[i] = r.nextGaussian();
            y[i] = 0.6 * x[i] + 0.8 * r.nextGaussian(); // true r = 0.6
        }
        double[] ci = Stats.bootstrap(x, y, Stats::pearson, 500, 42);
        assertTrue(ci[0] < 0.6 && 0.6 < ci[1], ci[0] + " " + ci[1]);
        assertTrue(ci[1] - ci[0] < 0.2 && ci[1] - ci[0] > 0.05, "width " + (ci[1] - ci[0]));
        assertArrayEquals(ci, Stats.bootstrap(x, y, Stats::pearson, 500, 42));
        double[] exact = Stats.bootstrap(x, x, Stats::slope, 200, 1);
        assertEquals(1.0, exact[0], 1e-12);
        assertEquals(1.0, exact[1], 1e-12);
        assertTrue(Double.isNaN(Stats.bootstrap(new double[] {1, 2}, new double[] {1, 2}, Stats::pearson, 100, 1)[0]));
    }
}
