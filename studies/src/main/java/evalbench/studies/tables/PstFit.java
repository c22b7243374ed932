package evalbench.studies.tables;

import evalbench.fruit.PstFormula;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A table's decomposition into a piece's basis: integer weights (name to weight, basis order), whether the
 * exact least-squares solution already was integral, the residual per square (table minus the formula with
 * these integer weights) and its maximum absolute value.
 */
public record PstFit(List<PstFormula.Column> basis, Map<String, Integer> weights, boolean leastSquaresIntegral,
        int[] table, int[] residual, int maxAbsResidual) {

    public PstFit {
        weights = Collections.unmodifiableMap(new LinkedHashMap<>(weights));
        basis = List.copyOf(basis);
    }

    /** True when the table is exactly Fruit's formula with integer weights. */
    public boolean exact() {
        return maxAbsResidual == 0;
    }

    /** The formula's value on a square with the fitted weights. */
    public int fitted(int square) {
        return table[square] - residual[square];
    }

    /**
     * The formula on one square with the numbers filled in, e.g.
     * {@code KnightCentre 347 × 2 + KnightRank 358 × 1 + ... = 1052}; the residual follows when it is not 0.
     */
    public String formula(int square) {
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (PstFormula.Column c : basis) {
            int w = weights.get(c.name());
            if (!first) {
                sb.append(" + ");
            }
            first = false;
            sb.append(c.name()).append(' ').append(w).append(" \u00d7 ").append(c.at(square));
        }
        if (first) {
            sb.append('0');
        }
        sb.append(" = ").append(fitted(square));
        if (residual[square] != 0) {
            sb.append("; table ").append(table[square]).append(", residual ").append(residual[square]);
        }
        return sb.toString();
    }
}
