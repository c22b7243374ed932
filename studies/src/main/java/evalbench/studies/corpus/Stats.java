package evalbench.studies.corpus;

import org.hipparchus.random.RandomGenerator;
import org.hipparchus.random.Well19937c;
import org.hipparchus.stat.correlation.PearsonsCorrelation;
import org.hipparchus.stat.descriptive.rank.Percentile;
import org.hipparchus.stat.interval.BinomialProportion;
import org.hipparchus.stat.interval.ConfidenceInterval;
import org.hipparchus.stat.ranking.NaNStrategy;
import org.hipparchus.stat.ranking.NaturalRanking;
import org.hipparchus.stat.ranking.TiesStrategy;
import org.hipparchus.stat.regression.SimpleRegression;

/**
 * The statistics the corpus reports use, on plain arrays: thin, tested wrappers over Hipparchus (correlations,
 * ranks, the binomial interval, the least-squares line), so every report states its numbers the same way and
 * the edge cases (constant series, fewer than two points) answer NaN rather than throw.
 */
public final class Stats {
    private static final NaturalRanking RANKING = new NaturalRanking(NaNStrategy.FIXED, TiesStrategy.AVERAGE);

    /**
     * The fewest pairs a study reports a correlation, slope or verdict from (below it: "not determined", null with
     * the reason in JSON), and the fewest a distance of a tree rests on. Why 20: Fisher's 95 % interval of an r of
     * 0.9 from 20 pairs is already [0.76, 0.96], and it widens fast below (10 pairs: [0.62, 0.98]; 5: [0.09, 0.99]),
     * while a percentile bootstrap of a handful of pairs collapses (3 leaves gave r 1.000 [1.000, 1.000]). The
     * engine-engine distance of {@code fingerprint} used 20 shared leaves already. The Stats methods themselves
     * answer for any length (NaN below two points).
     */
    public static final int MIN_SAMPLE = 20;

    /** "N things, fewer than the 20 a correlation needs": why a figure is not determined. */
    public static String tooFew(long n, String things) {
        return n == 0 ? "no " + things : n + " " + things + ", fewer than the " + MIN_SAMPLE + " a correlation needs";
    }

    private Stats() {
    }

    /** Pearson's r of two equally long series; NaN if either is constant or shorter than two. */
    public static double pearson(double[] x, double[] y) {
        if (x.length < 2) {
            return Double.NaN;
        }
        return new PearsonsCorrelation().correlation(x, y);
    }

    /** Spearman's rank correlation: Pearson's r of the ranks (ties get their average rank). */
    public static double spearman(double[] x, double[] y) {
        if (x.length < 2) {
            return Double.NaN; // Hipparchus' ranking fails on an empty series
        }
        return pearson(ranks(x), ranks(y));
    }

    /** 1-based ranks, ties averaged. */
    public static double[] ranks(double[] v) {
        return RANKING.rank(v);
    }

    /**
     * Wilson's score interval for a binomial proportion at 95 %: {low, high}. Unlike the normal approximation
     * it stays inside [0, 1] and is sensible for shares near 0 or 1 and small counts.
     */
    public static double[] wilson(long successes, long trials) {
        if (trials <= 0) {
            return new double[] {Double.NaN, Double.NaN};
        }
        ConfidenceInterval ci = BinomialProportion.getWilsonScoreInterval(Math.toIntExact(trials),
                (double) successes / trials, 0.95);
        return new double[] {Math.max(0, ci.getLowerBound()), Math.min(1, ci.getUpperBound())};
    }

    /** A statistic of two paired series (Pearson's r, a slope ...). */
    @FunctionalInterface
    public interface PairStatistic {
        double of(double[] x, double[] y);
    }

    /**
     * The percentile bootstrap 95 % interval of a paired statistic: {@code resamples} resamples of the pairs
     * drawn with replacement by a generator seeded with {@code seed} (so a report is reproducible), the 2.5th and
     * 97.5th percentiles of the statistic over them (resamples where it is NaN are left out). {NaN, NaN} when fewer
     * than 3 pairs.
     */
    public static double[] bootstrap(double[] x, double[] y, PairStatistic statistic, int resamples, long seed) {
        int n = x.length;
        if (n < 3 || resamples < 2) {
            return new double[] {Double.NaN, Double.NaN};
        }
        RandomGenerator random = new Well19937c(seed);
        double[] values = new double[resamples];
        int kept = 0;
        double[] bx = new double[n];
        double[] by = new double[n];
        for (int r = 0; r < resamples; r++) {
            for (int i = 0; i < n; i++) {
                int k = random.nextInt(n);
                bx[i] = x[k];
                by[i] = y[k];
            }
            double v = statistic.of(bx, by);
            if (!Double.isNaN(v)) {
                values[kept++] = v;
            }
        }
        if (kept < 2) {
            return new double[] {Double.NaN, Double.NaN};
        }
        Percentile percentile = new Percentile().withEstimationType(Percentile.EstimationType.R_7);
        percentile.setData(values, 0, kept);
        return new double[] {percentile.evaluate(2.5), percentile.evaluate(97.5)};
    }

    /** The least-squares slope of y on x; NaN if x is constant. */
    public static double slope(double[] x, double[] y) {
        Moments m = new Moments();
        for (int i = 0; i < x.length; i++) {
            m.add(x[i], y[i]);
        }
        return m.slope();
    }

    /**
     * Running sums of a pair of series (Hipparchus' SimpleRegression, updated in a numerically stable way),
     * giving Pearson's r, the least-squares line y = a + b x, R² and the residual standard deviation. Two
     * accumulators merge, so parts computed apart give the same answer when merged in a fixed order.
     */
    public static final class Moments {
        private final SimpleRegression line = new SimpleRegression(true);
        private double sumX;
        private double sumY;

        public void add(double x, double y) {
            line.addData(x, y);
            sumX += x;
            sumY += y;
        }

        public void merge(Moments o) {
            line.append(o.line);
            sumX += o.sumX;
            sumY += o.sumY;
        }

        public long count() {
            return line.getN();
        }

        public double meanX() {
            return count() == 0 ? 0 : sumX / count();
        }

        public double meanY() {
            return count() == 0 ? 0 : sumY / count();
        }

        public double pearson() {
            if (count() < 2 || !(line.getXSumSquares() > 0) || !(line.getTotalSumSquares() > 0)) {
                return Double.NaN;
            }
            return line.getR();
        }

        /** Least-squares slope of y on x; NaN if x is constant. */
        public double slope() {
            return count() < 2 || !(line.getXSumSquares() > 0) ? Double.NaN : line.getSlope();
        }

        public double intercept() {
            return Double.isNaN(slope()) ? Double.NaN : line.getIntercept();
        }

        /** R² of the least-squares line (= r² for one predictor). */
        public double r2() {
            double r = pearson();
            return Double.isNaN(r) ? Double.NaN : r * r;
        }

        /** Standard deviation of the residuals of the least-squares line (n - 2 degrees of freedom). */
        public double residualSd() {
            if (count() < 3) {
                return Double.NaN;
            }
            double sse = line.getXSumSquares() > 0 ? line.getSumSquaredErrors() : line.getTotalSumSquares();
            return Math.sqrt(Math.max(0, sse) / (count() - 2));
        }
    }
}
