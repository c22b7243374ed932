package evalbench.studies.tables;

import evalbench.fruit.PstFormula;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Fits a 64-square table to basis columns by least squares in exact rational arithmetic (normal equations,
 * Gaussian elimination), then takes integer weights: the solution itself when it is integral, otherwise each
 * weight rounded. The residual is always recomputed from the integer weights, so "residual 0" is a statement
 * about integers, never about floating point.
 */
public final class PstDecomposer {
    private PstDecomposer() {
    }

    public static PstFit fit(int[] table, List<PstFormula.Column> basis) {
        if (table.length != 64) {
            throw new IllegalArgumentException("a piece-square table has 64 values, not " + table.length);
        }
        int n = basis.size();
        Rational[][] m = new Rational[n][n + 1];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                m[i][j] = Rational.of(dot(basis.get(i).values(), basis.get(j).values()));
            }
            m[i][n] = Rational.of(dot(basis.get(i).values(), table));
        }
        Rational[] solution = solve(m, n);
        boolean integral = true;
        Map<String, Integer> weights = new LinkedHashMap<>();
        long[] w = new long[n];
        for (int i = 0; i < n; i++) {
            integral &= solution[i].isInteger();
            w[i] = solution[i].round();
            weights.put(basis.get(i).name(), Math.toIntExact(w[i]));
        }
        int[] residual = new int[64];
        int max = 0;
        for (int sq = 0; sq < 64; sq++) {
            long fitted = 0;
            for (int i = 0; i < n; i++) {
                fitted += w[i] * basis.get(i).at(sq);
            }
            residual[sq] = Math.toIntExact(table[sq] - fitted);
            max = Math.max(max, Math.abs(residual[sq]));
        }
        return new PstFit(basis, weights, integral, table.clone(), residual, max);
    }

    private static long dot(int[] a, int[] b) {
        long s = 0;
        for (int i = 0; i < a.length; i++) {
            s += (long) a[i] * b[i];
        }
        return s;
    }

    /**
     * Gauss-Jordan on the augmented normal equations. A column without a pivot (dependent on earlier ones)
     * gets weight 0, which still gives a least-squares solution.
     */
    private static Rational[] solve(Rational[][] m, int n) {
        int[] pivotRowOfColumn = new int[n];
        java.util.Arrays.fill(pivotRowOfColumn, -1);
        int row = 0;
        for (int col = 0; col < n && row < n; col++) {
            int p = row;
            while (p < n && m[p][col].isZero()) {
                p++;
            }
            if (p == n) {
                continue;
            }
            Rational[] t = m[p];
            m[p] = m[row];
            m[row] = t;
            Rational pivot = m[row][col];
            for (int j = col; j <= n; j++) {
                m[row][j] = m[row][j].dividedBy(pivot);
            }
            for (int i = 0; i < n; i++) {
                if (i != row && !m[i][col].isZero()) {
                    Rational f = m[i][col];
                    for (int j = col; j <= n; j++) {
                        m[i][j] = m[i][j].minus(f.times(m[row][j]));
                    }
                }
            }
            pivotRowOfColumn[col] = row;
            row++;
        }
        Rational[] x = new Rational[n];
        for (int col = 0; col < n; col++) {
            x[col] = pivotRowOfColumn[col] < 0 ? Rational.ZERO : m[pivotRowOfColumn[col]][n];
        }
        return x;
    }
}
