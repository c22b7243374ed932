package evalbench.studies.corpus;

/**
 * The verdict rules of the per-term comparison (documented in docs/corpus.md). A term's verdict comes from
 * the stage (opening or endgame) where the two models' values correlate best over the corpus:
 * <ul>
 * <li>"only one model": one model has no such term, or it is zero on every position of the corpus;</li>
 * <li>"same rule": Pearson r at least {@link #SAME_RULE_R} and the least-squares slope (Rybka cp on Fruit cp)
 *     within {@link #SAME_WEIGHT_TOLERANCE} of 1;</li>
 * <li>"same rule, different weight": r at least {@link #SAME_RULE_R}, slope farther from 1;</li>
 * <li>"different rule": r below {@link #SAME_RULE_R};</li>
 * <li>"not determined": both models have the term, but the corpus gave fewer than {@link Stats#MIN_SAMPLE}
 *     positions, too few for a correlation.</li>
 * </ul>
 */
public final class Verdicts {
    public static final double SAME_RULE_R = 0.90;
    public static final double SAME_WEIGHT_TOLERANCE = 0.10;

    public static final String SAME = "same rule";
    public static final String SAME_OTHER_WEIGHT = "same rule, different weight";
    public static final String DIFFERENT = "different rule";
    public static final String ONE_MODEL = "only one model";
    public static final String NOT_DETERMINED = "not determined";

    private Verdicts() {
    }

    /** The verdict of a term both or one of the models have, from {@code positions} pairs of values. */
    public static String of(boolean bothModels, long fruitNonzero, long rybkaNonzero, long positions, double r,
            double slope) {
        if (!bothModels) {
            return ONE_MODEL;
        }
        if (positions < Stats.MIN_SAMPLE) {
            return NOT_DETERMINED;
        }
        if (fruitNonzero == 0 || rybkaNonzero == 0) {
            return ONE_MODEL;
        }
        if (Double.isNaN(r) || r < SAME_RULE_R) {
            return DIFFERENT;
        }
        return Math.abs(slope - 1) <= SAME_WEIGHT_TOLERANCE ? SAME : SAME_OTHER_WEIGHT;
    }

    /** Watkins' scale: 1 for a feature used the same way (whatever the weight), 0.5 re-used differently, 0 absent. */
    public static double overlapScore(String verdict) {
        return switch (verdict) {
            case SAME, SAME_OTHER_WEIGHT -> 1.0;
            case DIFFERENT -> 0.5;
            default -> 0.0;
        };
    }
}
