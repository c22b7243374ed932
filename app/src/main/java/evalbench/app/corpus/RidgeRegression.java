package evalbench.app.corpus;

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
    private double sumY;
    private double yty;
    private long n;

    public RidgeRegression(int features, double lambda) {
        this.p = features;
        this.lambda = lambda;
        this.xtx = new double[features * features];
        this.xty = new double[features];
        this.sumX = new double[features];
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
            xty[i] += o.xty[i];
        }
        for (int i = 0; i < xtx.length; i++) {
            xtx[i] += o.xtx[i];
        }
    }

    /** The fitted model. */
    public record Fit(double[] weights, double intercept, double r2, double residualSd, long rows) {
    }

    public Fit solve() {
        if (n < 2) {
            return new Fit(new double[p], Double.NaN, Double.NaN, Double.NaN, n);
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
        return new Fit(w, intercept, r2, sd, n);
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
