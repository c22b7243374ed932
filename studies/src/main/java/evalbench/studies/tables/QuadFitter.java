package evalbench.studies.tables;

import java.util.ArrayList;
import java.util.List;

/**
 * Recovers (min, max, rule) from a rank-indexed array with a {@link QuadCurve}. The ranks fitted are those
 * below the curve's last entry (1st to 7th rank): the 8th-rank entry is a pawn-less slot where Fruit's Bonus
 * is 0 and Rybka's arrays repeat the maximum, so it is reported apart instead of deciding the fit.
 */
public final class QuadFitter {
    /** How far around the directly computed span the search looks (the rounding moves it by at most one). */
    private static final int SEARCH = 3;

    private final QuadCurve curve;

    public QuadFitter(QuadCurve curve) {
        this.curve = curve;
    }

    public QuadCurve curve() {
        return curve;
    }

    public QuadFit fit(int[] array) {
        if (array.length != curve.ranks()) {
            throw new IllegalArgumentException("a rank array has " + curve.ranks() + " values, not " + array.length);
        }
        int fitted = curve.ranks() - 1;
        int zeroRank = -1;
        int topRank = -1;
        for (int r = 0; r < fitted; r++) {
            if (curve.bonus(r) == 0 && zeroRank < 0) {
                zeroRank = r;
            }
            if (topRank < 0 || Math.abs(curve.bonus(r)) > Math.abs(curve.bonus(topRank))) {
                topRank = r;
            }
        }
        if (topRank < 0 || curve.bonus(topRank) == 0) {
            throw new IllegalArgumentException("the Bonus curve is 0 on every fitted rank");
        }
        List<Integer> minCandidates = new ArrayList<>();
        if (zeroRank >= 0) {
            minCandidates.add(array[zeroRank]);
        } else {
            for (int d = -SEARCH; d <= SEARCH; d++) {
                minCandidates.add(array[0] + d);
            }
        }
        Candidate best = null;
        List<Candidate> exact = new ArrayList<>();
        for (Rounding rule : new Rounding[] {Rounding.ROUND, Rounding.TRUNCATE}) {
            Candidate bestOfRule = null;
            for (int min : minCandidates) {
                long span = Math.round((double) (array[topRank] - min) * curve.unit() / curve.bonus(topRank));
                // nearest spans first, so that a tie (e.g. a flat array: span 0 or, rounded, -1) takes the plain one
                for (int k = 0; k <= 2 * SEARCH; k++) {
                    long s = span + (k % 2 == 0 ? k / 2 : -(k + 1) / 2);
                    int max = Math.toIntExact(min + s);
                    Candidate c = evaluate(array, min, max, rule, fitted);
                    if (bestOfRule == null || c.betterThan(bestOfRule)) {
                        bestOfRule = c;
                    }
                }
            }
            if (bestOfRule.maxAbs == 0) {
                exact.add(bestOfRule);
            }
            if (best == null || bestOfRule.betterThan(best)) {
                best = bestOfRule;
            }
        }
        int rank8 = array[curve.ranks() - 1];
        if (exact.isEmpty()) {
            return new QuadFit(array.clone(), best.min, best.max, Rounding.NONE, best.rule, List.of(), best.residual,
                    best.maxAbs, fitted, rank8);
        }
        Candidate first = exact.get(0);
        List<Rounding> also = new ArrayList<>();
        for (int i = 1; i < exact.size(); i++) {
            also.add(exact.get(i).rule);
        }
        return new QuadFit(array.clone(), first.min, first.max, first.rule, first.rule, also, first.residual, 0, fitted,
                rank8);
    }

    private Candidate evaluate(int[] array, int min, int max, Rounding rule, int fitted) {
        int[] residual = new int[array.length];
        int maxAbs = 0;
        long squares = 0;
        for (int r = 0; r < fitted; r++) {
            residual[r] = array[r] - curve.value(min, max, r, rule);
            maxAbs = Math.max(maxAbs, Math.abs(residual[r]));
            squares += (long) residual[r] * residual[r];
        }
        return new Candidate(min, max, rule, residual, maxAbs, squares);
    }

    /** Smaller maximum residual first, then the smaller sum of squares; on a full tie the earlier one stays. */
    private record Candidate(int min, int max, Rounding rule, int[] residual, int maxAbs, long squares) {
        boolean betterThan(Candidate o) {
            return maxAbs < o.maxAbs || (maxAbs == o.maxAbs && squares < o.squares);
        }
    }
}
