package evalbench.studies.corpus;

import java.util.List;
import java.util.Map;

/**
 * What {@code similarity} measured (JSON names in snake_case; documented in docs/corpus.md). {@code engines} are the
 * engines with results; an engine that failed is in {@code failedEngines} with the reason, and in no pair. The tree
 * joins the engines whose distances rest on enough positions; {@code treeLeftOut} names the others with the reason
 * ({@code newick} null when fewer than two are left).
 */
public record SimilarityResult(String program, List<CompareResult.Params> params, CompareResult.Corpus corpus,
        String limit, int threads, String stageRule, List<String> engines, Map<String, String> commands,
        Map<String, Long> stagePositions, List<Pair> pairs, List<Merge> tree, String newick,
        Map<String, String> treeLeftOut, long seconds, Map<String, Long> invalidAnswers, List<String> invalidExamples,
        List<FailedEngine> failedEngines) {

    /** An engine that could not be started, died, hung or broke the protocol: left out, with the reason. */
    public record FailedEngine(String name, String command, String reason) {
    }

    /** Shared best moves of one pair at one stage (or overall), with Wilson's 95 % interval. */
    public record Share(long positions, long same, double share, double ciLow, double ciHigh) {
        static Share of(long positions, long same) {
            double[] ci = Stats.wilson(same, positions);
            return new Share(positions, same, positions == 0 ? Double.NaN : (double) same / positions, ci[0], ci[1]);
        }
    }

    /** One pair of engines. */
    public record Pair(String a, String b, long positions, long same, double share, double ciLow, double ciHigh,
            Map<String, Share> byStage) {
    }

    /** One UPGMA merge: two clusters joined at a height (distance = 1 - share, halved as UPGMA does). */
    public record Merge(String left, String right, double distance, double height) {
    }
}
