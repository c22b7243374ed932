package evalbench.studies.witness;

import evalbench.studies.corpus.SimilarityResult;
import java.util.List;
import java.util.Map;

/**
 * The witness-backed verdicts of every pair of N models (written by {@code lineage}; docs/corpus.md): per pair the
 * verdict of every term both models have, the shares of terms with the same rule (with the same weight or another),
 * plain and weighted by how specific each term's rule is, and the family tree built from the weighted share.
 *
 * @param weights per term, its weight in the similarity: 1 minus the share of the pairs that have the term and
 *                share its rule (a rule every model shares tells nothing about lineage)
 */
public record WitnessMatrix(String program, List<String> models, long seed, WitnessResult.Settings settings,
        List<Pair> pairs, Map<String, Double> weights, List<SimilarityResult.Merge> tree, String newick,
        double seconds) {

    /**
     * One pair: its per-term results ({@link Witness}: verdict, proofs, positions tried), the counts, the plain
     * share of "same rule" verdicts (any weight) among the terms both have, and the weighted share.
     */
    public record Pair(String a, String b, int compared, int sameRule, int sameWeight, int differentRule,
            double sameRuleShare, double weightedShare, List<Witness> terms) {
    }

    public Pair pair(String x, String y) {
        for (Pair p : pairs) {
            if (p.a().equals(x) && p.b().equals(y) || p.a().equals(y) && p.b().equals(x)) {
                return p;
            }
        }
        throw new IllegalArgumentException("no pair " + x + "/" + y);
    }
}
