package evalbench.app.corpus;

import java.util.Arrays;

/** The statistics the corpus reports use, on plain arrays (small, hand-checkable, tested alone). */
public final class Stats {
    private Stats() {
    }

    /** Pearson's r of two equally long series; NaN if either is constant. */
    public static double pearson(double[] x, double[] y) {
        Moments m = new Moments();
        for (int i = 0; i < x.length; i++) {
            m.add(x[i], y[i]);
        }
        return m.pearson();
    }

    /** Spearman's rank correlation: Pearson's r of the ranks (ties get their average rank). */
    public static double spearman(double[] x, double[] y) {
        return pearson(ranks(x), ranks(y));
    }

    /** 1-based ranks, ties averaged. */
    public static double[] ranks(double[] v) {
        Integer[] order = new Integer[v.length];
        for (int i = 0; i < v.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Double.compare(v[a], v[b]));
        double[] r = new double[v.length];
        int i = 0;
        while (i < v.length) {
            int j = i;
            while (j + 1 < v.length && v[order[j + 1]] == v[order[i]]) {
                j++;
            }
            double avg = (i + j) / 2.0 + 1;
            for (int k = i; k <= j; k++) {
                r[order[k]] = avg;
            }
            i = j + 1;
        }
        return r;
    }

    /**
     * Wilson's score interval for a binomial proportion at 95 % (z = 1.959964): {low, high}. Unlike the
     * normal approximation it stays inside [0, 1] and is sensible for shares near 0 or 1 and small counts.
     */
    public static double[] wilson(long successes, long trials) {
        if (trials <= 0) {
            return new double[] {Double.NaN, Double.NaN};
        }
        double z = 1.959963984540054;
        double n = trials;
        double p = successes / n;
        double z2 = z * z;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = z * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    /**
     * Running sums of a pair of series: count, means and co-moments (Welford's update, numerically stable),
     * giving Pearson's r, the least-squares line y = a + b x, R² and the residual standard deviation.
     * Two accumulators merge (Chan et al.), so parts computed apart give the same answer when merged in a
     * fixed order.
     */
    public static final class Moments {
        private long n;
        private double meanX;
        private double meanY;
        private double sxx;
        private double syy;
        private double sxy;

        public void add(double x, double y) {
            n++;
            double dx = x - meanX;
            meanX += dx / n;
            double dy = y - meanY;
            meanY += dy / n;
            sxx += dx * (x - meanX);
            syy += dy * (y - meanY);
            sxy += dx * (y - meanY);
        }

        public void merge(Moments o) {
            if (o.n == 0) {
                return;
            }
            if (n == 0) {
                n = o.n;
                meanX = o.meanX;
                meanY = o.meanY;
                sxx = o.sxx;
                syy = o.syy;
                sxy = o.sxy;
                return;
            }
            long total = n + o.n;
            double dx = o.meanX - meanX;
            double dy = o.meanY - meanY;
            double f = (double) n * o.n / total;
            sxx += o.sxx + dx * dx * f;
            syy += o.syy + dy * dy * f;
            sxy += o.sxy + dx * dy * f;
            meanX += dx * o.n / total;
            meanY += dy * o.n / total;
            n = total;
        }

        public long count() {
            return n;
        }

        public double meanX() {
            return meanX;
        }

        public double meanY() {
            return meanY;
        }

        public double pearson() {
            if (n < 2 || sxx <= 0 || syy <= 0) {
                return Double.NaN;
            }
            return sxy / Math.sqrt(sxx * syy);
        }

        /** Least-squares slope of y on x; NaN if x is constant. */
        public double slope() {
            return n < 2 || sxx <= 0 ? Double.NaN : sxy / sxx;
        }

        public double intercept() {
            double b = slope();
            return Double.isNaN(b) ? Double.NaN : meanY - b * meanX;
        }

        /** R² of the least-squares line (= r² for one predictor). */
        public double r2() {
            double r = pearson();
            return Double.isNaN(r) ? Double.NaN : r * r;
        }

        /** Standard deviation of the residuals of the least-squares line (n - 2 degrees of freedom). */
        public double residualSd() {
            if (n < 3) {
                return Double.NaN;
            }
            double sse = sxx > 0 ? syy - sxy * sxy / sxx : syy;
            return Math.sqrt(Math.max(0, sse) / (n - 2));
        }
    }
}
