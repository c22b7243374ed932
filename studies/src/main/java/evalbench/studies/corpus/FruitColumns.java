package evalbench.studies.corpus;

import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import evalbench.core.PieceType;
import evalbench.fruit.FruitBasis;
import evalbench.fruit.FruitParameters;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Fruit's feature counts ({@link FruitFeatures}) as the regression columns of {@code fingerprint}, in the
 * parametrisation Fruit itself uses, so that every reported weight is one of Fruit's parameters and the sample can
 * determine it. Every feature is split into an opening column x (1 - phase share) and an endgame column x phase
 * share with Fruit's phase of the leaf.
 *
 * <p>Fruit adds constants per piece inside other terms: each piece's mobility counts from -Unit of its kind
 * ({@code (squares - Unit) x Mob}), and every rook first loses half the open-file bonus. Counted as plain squares
 * and plain file flags, those constants are exact multiples of the piece counts, so a regression can only recover
 * the piece value together with them (a knight's 325 - 4 x 4 = 309): no engine's scores can tell them apart. The
 * columns here carry them where Fruit does: mobility as squares - Unit per piece, and each rook-file flag minus half
 * a rook ({@code (semi - R/2) x Semi + (open - R/2) x (Open - Semi) = semi x Semi + open x (Open - Semi) - R x
 * Open/2}), so the piece columns' weights are Fruit's piece values.
 */
final class FruitColumns {
    /** Fruit's breakdown details: its status, the phase-interpolated score and the score after its multipliers. */
    static final String STATUS = "status";
    static final String STATUS_OK = "ok";
    static final String INTERPOLATED = "interp";
    static final String SCALED = "scaled";
    /** A recovered weight counts as Fruit's when it is within this share of it. */
    static final double TOLERANCE = 0.05;

    private final EvaluatorModel fruitModel;
    private final Evaluator fruit;
    private final FruitFeatures features;
    /** Squares a piece's mobility counts from (Unit / MobMove), knight to queen. */
    private final double[] mobilityUnit = new double[4];
    private final double[] op;
    private final double[] eg;

    FruitColumns(EvaluatorModel fruitModel, ParameterSet fruitParams) {
        this.fruitModel = fruitModel;
        this.fruit = fruitModel.create(fruitParams);
        this.features = new FruitFeatures(fruitParams);
        FruitParameters weights = FruitBasis.weights(fruitParams);
        for (int k = 0; k < 4; k++) {
            mobilityUnit[k] = weights.mobilityUnit(PieceType.KNIGHT + k) / (double) weights.mobMove;
        }
        this.op = new double[features.count()];
        this.eg = new double[features.count()];
    }

    /**
     * The columns of the basis model (Fruit 2.1): under the parameter set the run gives the Fruit model when it is
     * among {@code models}, else under Fruit's shipped set (the regression needs no model but the basis).
     */
    static FruitColumns of(List<SimilarityRun.ModelEngine> models) {
        for (SimilarityRun.ModelEngine m : models) {
            if (FruitBasis.isBasis(m.model())) {
                return new FruitColumns(m.model(), m.parameters());
            }
        }
        return new FruitColumns(FruitBasis.model(), FruitBasis.shippedSet());
    }

    /**
     * The columns: two per feature, and a last one for the engine's rounding. Fruit (and its derivatives) divide
     * the phase mix by 256 in integers, truncating toward zero: the score lies on average about half a centipawn
     * closer to zero than the linear sum wherever the phase is strictly between its ends (at 0 and 256 the sum is
     * already whole). That error follows the score's sign, so it correlates with the material balance and biases
     * small weights (Fruit's 4 cp long diagonal came out 3.78 with a standard error of 0.07 without it); the column
     * is the sign of the engine's score there (0 elsewhere), its weight the mean shift (no weight of Fruit's).
     */
    int width() {
        return 2 * features.count() + 1;
    }

    /**
     * The columns of a leaf; null when Fruit's evaluation there is not its linear sum: its early draw (both
     * multipliers 0, the score is 0 whatever the features) or a draw multiplier that scales the sum.
     */
    double[] columns(Position leaf, int whiteScore) {
        Breakdown b = fruit.explain(leaf);
        String interpolated = b.details().get(INTERPOLATED);
        if (!STATUS_OK.equals(b.details().get(STATUS)) || interpolated == null
                || !interpolated.equals(b.details().get(SCALED))) {
            return null;
        }
        features.extract(leaf, b, op, eg);
        reparametrise(op);
        reparametrise(eg);
        double egShare = b.phase() / (double) fruitModel.units().phaseMax();
        double[] cols = new double[width()];
        for (int i = 0; i < features.count(); i++) {
            cols[2 * i] = op[i] * (1 - egShare);
            cols[2 * i + 1] = eg[i] * egShare;
        }
        cols[width() - 1] = b.phase() > 0 && b.phase() < fruitModel.units().phaseMax() ? Integer.signum(whiteScore) : 0;
        return cols;
    }

    /** Moves Fruit's per-piece constants from the piece counts into the terms Fruit adds them in (class comment). */
    void reparametrise(double[] counts) {
        for (int k = 0; k < 4; k++) {
            counts[FruitFeatures.MOBILITY + k] -= mobilityUnit[k] * counts[FruitFeatures.KNIGHTS + k];
        }
        double halfRooks = counts[FruitFeatures.ROOKS] / 2;
        counts[FruitFeatures.ROOK_SEMI_OPEN] -= halfRooks;
        counts[FruitFeatures.ROOK_OPEN] -= halfRooks;
    }

    /** Fruit's own weight of every column (opening column 2i, endgame column 2i + 1). */
    double[] actual() {
        double[] a = new double[width()];
        a[width() - 1] = Double.NaN; // the engine's rounding, not a weight of Fruit's
        for (int i = 0; i < features.count(); i++) {
            a[2 * i] = features.features().get(i).fruitOpening();
            a[2 * i + 1] = features.features().get(i).fruitEndgame();
        }
        return a;
    }

    /** The name of feature {@code i} as a column here (the reparametrised ones say how they are counted). */
    String name(int i) {
        String name = features.features().get(i).name();
        if (i >= FruitFeatures.MOBILITY && i < FruitFeatures.MOBILITY + 4) {
            return name.replace("(squares)", String.format(Locale.ROOT, "(squares - %s per piece: Fruit's Unit)",
                    CompareReports.f(mobilityUnit[i - FruitFeatures.MOBILITY], 0)));
        }
        if (i == FruitFeatures.ROOK_SEMI_OPEN || i == FruitFeatures.ROOK_OPEN) {
            return name + " (- 1/2 per rook: Fruit's open-file centring)";
        }
        return name;
    }

    /** The fit as recovered weights beside Fruit's own, with what the sample determines. */
    FingerprintResult.Regression regression(RidgeRegression.Fit fit, long excluded) {
        List<FingerprintResult.Weight> weights = new ArrayList<>();
        long determined = 0;
        long compared = 0;
        long within = 0;
        for (int i = 0; i < features.count(); i++) {
            FruitFeatures.Feature f = features.features().get(i);
            String kind = f.kind().name().toLowerCase(Locale.ROOT);
            for (int s = 0; s < 2; s++) {
                int c = 2 * i + s;
                double actual = s == 0 ? f.fruitOpening() : f.fruitEndgame();
                boolean known = fit.determined()[c];
                Boolean ok = null;
                if (known) {
                    determined++;
                    if (actual != 0 && !Double.isNaN(actual)) {
                        compared++;
                        ok = Math.abs(fit.weights()[c] - actual) <= TOLERANCE * Math.abs(actual);
                        within += ok ? 1 : 0;
                    }
                }
                weights.add(new FingerprintResult.Weight(name(i), s == 0 ? "opening" : "endgame", kind,
                        known ? FingerprintRun.round(fit.weights()[c], 4) : Double.NaN, actual,
                        known ? FingerprintRun.round(fit.standardErrors()[c], 4) : Double.NaN, fit.nonzero()[c], known,
                        ok));
            }
        }
        int c = width() - 1;
        boolean known = fit.determined()[c];
        determined += known ? 1 : 0;
        weights.add(new FingerprintResult.Weight("rounding toward zero (sign of the score, 0 < phase < max)", "mixed",
                "rounding", known ? FingerprintRun.round(fit.weights()[c], 4) : Double.NaN, Double.NaN,
                known ? FingerprintRun.round(fit.standardErrors()[c], 4) : Double.NaN, fit.nonzero()[c], known, null));
        return new FingerprintResult.Regression(FruitBasis.MODEL_ID, "the engine's leaf score in White's view (centipawns)",
                fit.rows(), excluded, CompareRun.RIDGE_LAMBDA, fit.r2(), fit.residualSd(), fit.intercept(), fit.rank(),
                determined, compared, within, TOLERANCE, weights);
    }
}
