package evalbench.studies.corpus;

import java.util.List;
import java.util.Map;

/** What {@code fingerprint} measured (JSON names in snake_case; documented in docs/fingerprint.md). */
public record FingerprintResult(String program, List<CompareResult.Params> params, CompareResult.Corpus corpus,
        Settings settings, List<Engine> engines, List<FailedEngine> failedEngines, Matrix matrix, Tree tree,
        Tree positionalTree, Similarity similarity, long seconds) {

    /** How the run was made. */
    public record Settings(int positions, String uciGo, int xboardDepth, String rule, boolean rootMoves,
            int bootstrapResamples,
            long bootstrapSeed, double ridgeLambda, int threads, String distanceRule) {
    }

    /**
     * One external engine: its samples (kept leaves), the count dropped by each filter, the model its leaf scores
     * correlate with best (null when no correlation is determined), why its figures are not determined (null when
     * they are: too few leaves, {@link Stats#MIN_SAMPLE}), the statistics against every model, the regression on a
     * model's features or why there is none ({@code noRegression}), the largest residuals and its cost.
     */
    public record Engine(String name, String protocol, String command, long asked, long samples,
            Map<String, Long> dropped, String closestModel, String notDetermined, List<ModelFit> models,
            Regression regression, String noRegression, List<Residual> residuals, double seconds,
            double positionsPerSecond, double meanNodes, List<Leaf> leaves) {
    }

    /** An engine that could not be started, died, hung or broke the protocol: left out, with the reason. */
    public record FailedEngine(String name, String protocol, String command, String reason) {
    }

    /**
     * One kept sample: the corpus position, the leaf at the end of the PV, the PV's length, the engine's score
     * (leaf side to move's view) and every model's evaluation of the leaf (same view, in the order of
     * {@code matrix.models}).
     */
    public record Leaf(String root, String fen, int plies, double score, List<Double> evals) {
    }

    /**
     * The engine's leaf score (y, centipawns, the leaf side to move's view) against a model's evaluation of the
     * same leaves (x): Pearson's r with its bootstrap 95 % interval, Spearman's rho, the least-squares slope dy/dx
     * with its interval; and the positional r: Pearson's r after the material balance (pawns, knights, bishops,
     * rooks, queens, side to move minus opponent) is regressed out of both, with its bootstrap interval.
     */
    public record ModelFit(String model, long n, double pearson, double ciLow, double ciHigh, double spearman,
            double slope, double slopeCiLow, double slopeCiHigh, double positional, double positionalCiLow,
            double positionalCiHigh) {
    }

    /**
     * The ridge regression of the engine's scores (White's view) on a model's feature counts, over the kept leaves
     * where that model's evaluation is linear in them ({@code excluded}: leaves where Fruit's draw multipliers
     * scale the evaluation, or its early draw replaces it). {@code rank}: the determined directions among the
     * columns; {@code determinedWeights}: weights the sample determines; {@code compared}: determined weights whose
     * actual value is not zero; {@code within}: those recovered within {@code tolerance} (relative) of it.
     */
    public record Regression(String featuresOf, String target, long rows, long excluded, double lambda, double r2,
            double residualSd, double intercept, int rank, long determinedWeights, long compared, long within,
            double tolerance, List<Weight> weights) {
    }

    /**
     * One column: a feature at one stage, the weight recovered from the engine (NaN when the sample does not
     * determine it), the model's own, the standard error of the recovered weight, the leaves where the column is
     * not zero, whether the sample determines the weight, and whether it lies within the tolerance of the actual
     * one (null when it is not determined or the actual weight is zero).
     */
    public record Weight(String feature, String stage, String kind, double recovered, double actual, double se,
            long leaves, boolean determined, Boolean within) {
    }

    /** A leaf the regression explains worst: engine score and prediction in White's view. */
    public record Residual(String fen, String root, double score, double predicted, double residual) {
    }

    /** Pearson's r and the positional r of every engine (rows) against every model (columns). */
    public record Matrix(List<String> engines, List<String> models, List<List<Double>> pearson,
            List<List<Double>> positional) {
    }

    /**
     * UPGMA over engines and models (distance rule in the settings): every name and distance (null where it cannot
     * be computed), the merges and Newick form of the tree over the names not left out (newick null when fewer than
     * two are left), and the names left out with the reason.
     */
    public record Tree(List<String> names, List<List<Double>> distance, List<SimilarityResult.Merge> merges,
            String newick, Map<String, String> leftOut) {
    }

    /** The move-match tree of a {@code similarity --json} file given with --similarity, shown beside ours. */
    public record Similarity(String file, String limit, List<String> engines, List<SimilarityResult.Merge> merges,
            String newick) {
    }
}
