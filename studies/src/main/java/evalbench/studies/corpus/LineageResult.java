package evalbench.studies.corpus;

/**
 * The lineage study (documented in docs/corpus.md): every model over one corpus, per pair the evaluation-side
 * measures of {@link PairwiseRun} (share of "same rule" terms, correlation of the final scores) beside the
 * move-match similarity of {@link SimilarityRun}, each with its UPGMA tree.
 */
public record LineageResult(String program, PairwiseResult evaluation, SimilarityResult moves) {
}
