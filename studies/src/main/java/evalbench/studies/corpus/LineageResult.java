package evalbench.studies.corpus;

import evalbench.studies.witness.WitnessMatrix;

/**
 * The lineage study (documented in docs/corpus.md): every model over one corpus; per pair the witness-backed verdicts
 * of {@link evalbench.studies.witness.WitnessPairs} (which decide, with the evaluation tree built from them), the
 * statistical measures of {@link PairwiseRun} beside them (share of "same rule" terms by correlation, correlation of
 * the final scores), and the move-match similarity of {@link SimilarityRun}, each with its UPGMA tree.
 */
public record LineageResult(String program, WitnessMatrix witnesses, PairwiseResult evaluation,
        SimilarityResult moves) {
}
