package evalbench.studies.corpus;

import org.hipparchus.exception.MathIllegalArgumentException;
import org.hipparchus.linear.ArrayRealVector;
import org.hipparchus.linear.CholeskyDecomposition;
import org.hipparchus.linear.DecompositionSolver;
import org.hipparchus.linear.MatrixUtils;
import org.hipparchus.linear.RealMatrix;
import org.hipparchus.linear.RealVector;
import org.hipparchus.linear.SingularValueDecomposition;

/**
 * Least squares with a small ridge penalty, accumulated row by row so the corpus never sits in memory: only
 * X'X, X'y, y'y and the column sums are kept (O(p²) for p features). The fit has an intercept (not
 * penalised); features are centred and scaled to unit variance before the penalty λ·|β|² is applied, so λ
 * means the same for every feature whatever its units. Solved by Cholesky decomposition
 * (Hipparchus).
 *
 * <p>Rows added in the same order, and parts merged in the same order, give bit-identical results, whoever
 * computed them.
 */
public final class RidgeRegression {
    private final int p;
    private final double lambda;
    private final double[] xtx;
    private final double[] xty;
    private final double[] sumX;
    /** Rows in which each column is not zero: how much of the sample speaks about its weight. */
    private final long[] nonzero;
    private double sumY;
    private double yty;
    private long n;

    public RidgeRegression(int features, double lambda) {
        this.p = features;
        this.lambda = lambda;
        this.xtx = new double[features * features];
        this.xty = new double[features];
        this.sumX = new double[features];
        this.nonzero = new long[features];
    }

    public int features() {
        return p;
    }

    public double lambda() {
        return lambda;
    }

    public long rows() {
        return n;
    }

    public void add(double[] x, double y) {
        n++;
        sumY += y;
        yty += y * y;
        for (int i = 0; i < p; i++) {
            double xi = x[i];
            if (xi == 0) {
                continue;
            }
            sumX[i] += xi;
            nonzero[i]++;
            xty[i] += xi * y;
            int row = i * p;
            for (int j = i; j < p; j++) {
                xtx[row + j] += xi * x[j];
            }
        }
    }

    /** Adds the rows of another accumulator of the same shape (parts of a corpus summed apart). */
    public void merge(RidgeRegression o) {
        if (o.p != p) {
            throw new IllegalArgumentException("feature counts differ: " + p + " and " + o.p);
        }
        n += o.n;
        sumY += o.sumY;
        yty += o.yty;
        for (int i = 0; i < p; i++) {
            sumX[i] += o.sumX[i];
            nonzero[i] += o.nonzero[i];
            xty[i] += o.xty[i];
        }
        for (int i = 0; i < xtx.length; i++) {
            xtx[i] += o.xtx[i];
        }
    }

    /**
     * The fitted model. Per column: {@code nonzero}, the rows where it is not zero; {@code determined}, whether the
     * sample determines its weight at all (false for a column without variance, or one that is an exact linear
     * combination of others and the intercept, such as a count that another column always equals: no engine's
     * scores can then say how the weight splits between them, and the fitted number is only the penalty's choice);
     * {@code standardErrors}, the ordinary least-squares standard error of a determined weight (residual sd with
     * rows - rank - 1 degrees of freedom, NaN when not determined); {@code rank}, the number of determined
     * directions among the columns.
     */
    public record Fit(double[] weights, double intercept, double r2, double residualSd, long rows,
            double[] standardErrors, long[] nonzero, boolean[] determined, int rank) {
    }

    /** Relative size below which an eigenvalue of the columns' correlation matrix counts as an exact collinearity. */
    static final double NULL_EIGENVALUE = 1e-9;
    /** Share of a column's unit vector in the null space above which its weight is not determined. */
    static final double NULL_SHARE = 1e-6;

    public Fit solve() {
        if (n < 2) {
            double[] nan = new double[p];
            java.util.Arrays.fill(nan, Double.NaN);
            return new Fit(new double[p], Double.NaN, Double.NaN, Double.NaN, n, nan, nonzero.clone(),
                    new boolean[p], 0);
        }
        double meanY = sumY / n;
        double[] mean = new double[p];
        double[] scale = new double[p];
        for (int i = 0; i < p; i++) {
            mean[i] = sumX[i] / n;
        }
        // centred covariance (upper triangle filled symmetric)
        double[] c = new double[p * p];
        for (int i = 0; i < p; i++) {
            for (int j = i; j < p; j++) {
                double v = xtx[i * p + j] - n * mean[i] * mean[j];
                c[i * p + j] = v;
                c[j * p + i] = v;
            }
        }
        for (int i = 0; i < p; i++) {
            double var = c[i * p + i];
            scale[i] = var > 1e-12 * n ? Math.sqrt(var / n) : 0; // a constant feature gets weight 0
        }
        double[] a = new double[p * p];
        double[] b = new double[p];
        for (int i = 0; i < p; i++) {
            double si = scale[i];
            b[i] = si == 0 ? 0 : (xty[i] - n * mean[i] * meanY) / si;
            for (int j = 0; j < p; j++) {
                double sj = scale[j];
                a[i * p + j] = si == 0 || sj == 0 ? (i == j ? 1 : 0) : c[i * p + j] / (si * sj);
            }
            a[i * p + i] += lambda * n;
        }
        double[] beta = cholesky(a, b, p);
        double[] w = new double[p];
        double intercept = meanY;
        for (int i = 0; i < p; i++) {
            w[i] = scale[i] == 0 ? 0 : beta[i] / scale[i];
            intercept -= w[i] * mean[i];
        }
        // residual sum of squares from the kept sums: e'e = y'y - 2 w'X'y' + w'X'X w (with the intercept)
        double syy = yty - n * meanY * meanY;
        double explained = 0;
        for (int i = 0; i < p; i++) {
            double cyi = xty[i] - n * mean[i] * meanY;
            explained += 2 * w[i] * cyi;
            for (int j = 0; j < p; j++) {
                explained -= w[i] * c[i * p + j] * w[j];
            }
        }
        double sse = Math.max(0, syy - explained);
        double r2 = syy > 0 ? 1 - sse / syy : Double.NaN;
        double sd = n > p + 1 ? Math.sqrt(sse / (n - p - 1)) : Double.NaN;
        // identifiability and standard errors from the eigen-decomposition of the correlation matrix (a without the
        // penalty, over n): a weight is determined when its column's unit vector has no part in the null space
        double[] corr = new double[p * p];
        for (int i = 0; i < p; i++) {
            for (int j = 0; j < p; j++) {
                corr[i * p + j] = (a[i * p + j] - (i == j ? lambda * n : 0)) / n;
            }
        }
        boolean[] determined = new boolean[p];
        double[] variance = new double[p]; // of the standardised weight, per residual variance
        int rank = eigen(corr, scale, determined, variance);
        double sdRank = n > rank + 1 ? Math.sqrt(sse / (n - rank - 1)) : Double.NaN;
        double[] se = new double[p];
        for (int i = 0; i < p; i++) {
            se[i] = determined[i] ? sdRank * Math.sqrt(variance[i] / n) / scale[i] : Double.NaN;
        }
        return new Fit(w, intercept, r2, sd, n, se, nonzero.clone(), determined, rank);
    }

    /**
     * Fills {@code determined} and {@code variance} (the diagonal of the pseudo-inverse of the correlation matrix of
     * the columns with variance) and answers the rank. Constant columns are not determined.
     */
    private int eigen(double[] corr, double[] scale, boolean[] determined, double[] variance) {
        int[] live = java.util.stream.IntStream.range(0, p).filter(i -> scale[i] != 0).toArray();
        int q = live.length;
        if (q == 0) {
            return 0;
        }
        double[][] rows = new double[q][q];
        for (int i = 0; i < q; i++) {
            for (int j = 0; j < q; j++) {
                rows[i][j] = corr[live[i] * p + live[j]];
            }
        }
        // symmetric positive semi-definite: its singular value decomposition is its eigen-decomposition
        SingularValueDecomposition svd = new SingularValueDecomposition(MatrixUtils.createRealMatrix(rows));
        double[] values = svd.getSingularValues();
        RealMatrix v = svd.getV();
        double cut = NULL_EIGENVALUE * values[0];
        int rank = 0;
        double[] nullShare = new double[q];
        double[] inverse = new double[q];
        for (int k = 0; k < q; k++) {
            boolean isNull = values[k] <= cut;
            if (!isNull) {
                rank++;
            }
            for (int i = 0; i < q; i++) {
                double x = v.getEntry(i, k);
                if (isNull) {
                    nullShare[i] += x * x;
                } else {
                    inverse[i] += x * x / values[k];
                }
            }
        }
        for (int i = 0; i < q; i++) {
            determined[live[i]] = nullShare[i] <= NULL_SHARE;
            variance[live[i]] = inverse[i];
        }
        return rank;
    }

    /**
     * Solves a x = b for a symmetric positive definite a (row-major p×p) by Hipparchus' Cholesky decomposition;
     * a matrix that is not numerically positive definite (columns collinear beyond what the penalty cures) is
     * solved by the singular value decomposition instead, which gives the least-norm solution.
     */
    static double[] cholesky(double[] a, double[] b, int p) {
        double[][] rows = new double[p][];
        for (int i = 0; i < p; i++) {
            rows[i] = java.util.Arrays.copyOfRange(a, i * p, (i + 1) * p);
        }
        RealMatrix m = MatrixUtils.createRealMatrix(rows);
        RealVector rhs = new ArrayRealVector(b, false);
        DecompositionSolver solver;
        try {
            solver = new CholeskyDecomposition(m, CholeskyDecomposition.DEFAULT_RELATIVE_SYMMETRY_THRESHOLD, 0)
                    .getSolver();
        } catch (MathIllegalArgumentException notPositiveDefinite) {
            solver = new SingularValueDecomposition(m).getSolver();
        }
        return solver.solve(rhs).toArray();
    }
}
