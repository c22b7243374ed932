package evalbench.studies.corpus;

import java.util.List;
import java.util.Map;

/**
 * What a pairwise run over N models measured (written as JSON by {@code compare --models all} and {@code lineage},
 * snake_case names; documented in docs/corpus.md): per pair of models, the verdict of every term either of them
 * reports (the rules of {@link Verdicts}) and the correlation of their final evaluations. {@code notDetermined}:
 * why no verdict, share or correlation is given (too few positions), null when they are. The tree (distance 1 -
 * same-rule share) joins the models whose distances are determined; {@code treeLeftOut} names the others with the
 * reason, {@code newick} is null when fewer than two are left.
 */
public record PairwiseResult(String program, List<CompareResult.Params> params, CompareResult.Corpus corpus,
        String notDetermined, List<String> models, List<String> terms, List<Pair> pairs,
        List<SimilarityResult.Merge> tree, String newick, Map<String, String> treeLeftOut, long seconds) {

    /** One term of one pair: its verdict, and the statistics of the stage (opening or endgame) the verdict comes from. */
    public record TermVerdict(String id, String verdict, String stage, long aNonzero, long bNonzero, double pearson,
            double slope) {
    }

    /**
     * One pair of models (a before b in the models' order). {@code compared} terms are those both models report and
     * use on the corpus (verdict other than "only one model"); {@code sameRuleShare} is the share of them that are
     * "same rule" (with the same weight or another); {@code evalPearson} and {@code evalSlope} compare the final
     * scores (centipawns, White's view).
     */
    public record Pair(String a, String b, int union, int compared, int sameRule, int sameWeight, int otherWeight,
            int differentRule, double sameRuleShare, double evalPearson, double evalSlope, double evalSpearman,
            Map<String, TermVerdict> terms) {
    }

    /** The pair of these two models, in either order. */
    public Pair pair(String x, String y) {
        for (Pair p : pairs) {
            if (p.a().equals(x) && p.b().equals(y) || p.a().equals(y) && p.b().equals(x)) {
                return p;
            }
        }
        throw new IllegalArgumentException("no pair " + x + "/" + y);
    }
}
