package evalbench.studies.corpus;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.List;
import evalbench.studies.witness.WitnessResult;
import java.util.Map;

/**
 * Everything {@code compare} measured for a pair of models A and B (the first and second of {@code params}), as
 * written to the JSON report (names become snake_case there: {@code aNonzero} is {@code a_nonzero}). Documented in
 * docs/corpus.md. The weight recovery regresses B's evaluation on Fruit 2.1's feature counts (Fruit is the basis by
 * definition, whichever models are compared). {@code notDetermined}: what the corpus was too small for, and why
 * (those figures are NaN, null in the JSON); empty when everything is determined.
 */
public record CompareResult(String program, List<Params> params, Corpus corpus, Settings settings,
        List<String> notDetermined, List<TermRow> terms, Overlap overlap, Recovery recovery, Agreement agreement, List<Disagreement> disagreements,
        Map<String, List<Disagreement>> termDisagreements, WitnessResult witnesses,
        @JsonIgnore List<Scatter> scatter) {

    /**
     * This result with the witnesses of the same pair: each term they cover takes their verdict (the statistical one
     * stays beside it), and Watkins' Table 11 is scored again from those verdicts.
     */
    public CompareResult withWitnesses(WitnessResult w) {
        Map<String, String> byTerm = new java.util.HashMap<>();
        w.witnesses().forEach(x -> byTerm.put(x.term(), x.verdict()));
        List<TermRow> rows = terms.stream().map(t -> byTerm.containsKey(t.id()) ? t.withVerdict(byTerm.get(t.id()))
                : t).toList();
        return new CompareResult(program, params, corpus, settings, notDetermined, rows,
                evalbench.studies.corpus.Overlap.score(rows, agreement), recovery,
                agreement, disagreements, termDisagreements, w, scatter);
    }

    /** The witness of a term, or null when there is none (not computed, or not a term both models have). */
    public evalbench.studies.witness.Witness witness(String term) {
        if (witnesses == null) {
            return null;
        }
        return witnesses.witnesses().stream().filter(x -> x.term().equals(term)).findFirst().orElse(null);
    }

    /** A model's parameter set: model id, set name, SHA-256 of its file. */
    public record Params(String model, String name, String hash) {
    }

    /** The corpus: path, SHA-256, positions read, entries skipped (by kind, and the first few in full). */
    public record Corpus(String path, String format, String hash, long read, long skipped, Map<String, Long> skippedByKind,
            List<String> problems, int games) {
        /** Problems listed in full (the rest are only counted by kind). */
        static final int PROBLEMS_LISTED = 100;

        /** What a reader that has read {@code file} to its end found. */
        public static Corpus of(java.nio.file.Path file, evalbench.core.io.CorpusReader reader) throws java.io.IOException {
            List<String> problems = reader.problems().stream().limit(PROBLEMS_LISTED).map(Object::toString).toList();
            return new Corpus(evalbench.core.io.Samples.label(file), reader.format().name().toLowerCase(java.util.Locale.ROOT),
                    reader.sha256(), reader.positionsRead(), reader.problemCount(),
                    new java.util.TreeMap<>(reader.problemCounts()), problems, reader.games());
        }
    }

    /** How the run was made. */
    public record Settings(int threads, String plies, int sample, double verdictR, double sameWeightTolerance,
            double recoveryLambda, long seconds) {
    }

    /** One stage's statistics of a term (A on x, B on y, both in centipawns, White's view). */
    public record StageStats(long n, double pearson, double slope, double intercept, double r2, double residualSd) {
    }

    /**
     * One term of either model, with its verdict: the witnesses' where they were computed, else the statistical one
     * ({@code statisticalVerdict}, from the correlation of the stage {@code verdictStage}, always kept).
     */
    public record TermRow(String id, String label, boolean inA, boolean inB, long aNonzero, long bNonzero,
            long bothNonzero, double pearson, double spearman, double slope, double r2, double residualSd,
            String verdict, String statisticalVerdict, String verdictStage, StageStats opening, StageStats endgame,
            StageStats mixed) {
        TermRow withVerdict(String v) {
            return new TermRow(id, label, inA, inB, aNonzero, bNonzero, bothNonzero, pearson, spearman, slope, r2,
                    residualSd, v, statisticalVerdict, verdictStage, opening, endgame, mixed);
        }
    }

    /** Watkins' Table 11 row beside our measurement. */
    public record OverlapRow(String feature, double watkins, String measuredBy, String verdict, double measured) {
    }

    /** The feature-overlap score in the spirit of Watkins' Table 11. */
    public record Overlap(List<OverlapRow> rows, int measurable, double measured, double watkinsSame,
            double watkinsAll) {
    }

    /** One recovered weight: a column (feature and stage), Fruit's weight, the recovered and B's actual value (NaN: none). */
    public record RecoveredWeight(String feature, String stage, String kind, double fruit, double recovered,
            double actual, String parameter) {
    }

    /** The blind weight recovery. */
    public record Recovery(String method, double lambda, long rows, double r2, double residualSd, double intercept,
            String target, List<RecoveredWeight> features) {
    }

    /**
     * A flag, scale or rule compared over the corpus: how often the models agree, how often each sets it (-1 where
     * "set" means nothing, e.g. the phase) and the first positions (in corpus order) where they part.
     */
    public record FlagAgreement(String name, String aRule, String bRule, long agree, long total, long aSet,
            long bSet, List<FlagExample> firstDisagreements) {
    }

    /** One position where a flag or rule differs: each model's value there. */
    public record FlagExample(long index, String where, String fen, int a, int b) {
    }

    /** Phase, flags, totals: measured agreement of things outside the terms. */
    public record Agreement(StageStats phase, int aPhaseMax, int bPhaseMax, StageStats totals,
            List<FlagAgreement> flags) {
    }

    /** One position where the models disagree. */
    public record Disagreement(long index, String where, String fen, double a, double b, double difference) {
    }

    /** A deterministic sample of one term's mixed values (A x, B y, cp) for the scatter plots. */
    public record Scatter(String id, float[] a, float[] b) {
    }
}
