package evalbench.studies.corpus;

import evalbench.studies.report.ProgramVersion;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.TermDef;
import evalbench.core.eval.TermValue;
import evalbench.core.io.CorpusOptions;
import evalbench.core.io.CorpusReader;
import evalbench.core.io.CorpusUnit;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * Every model over a corpus, every pair of them compared term by term with {@link Verdicts}' rules (the stage,
 * opening or endgame, where the pair's values correlate best decides) and by their final scores. One pass, one
 * evaluator per model; memory does not depend on the corpus size (sums, and a fixed-seed reservoir of final scores
 * for Spearman's rho). The clustering of the models by 1 - share of "same rule" terms is the evaluation-side tree.
 *
 * <p>Used by {@code compare --models all} and {@code lineage}.
 */
public final class PairwiseRun {
    private final List<SimilarityRun.ModelEngine> models;

    public PairwiseRun(List<SimilarityRun.ModelEngine> models) {
        if (models.size() < 2) {
            throw new IllegalArgumentException("a pairwise run needs at least two models");
        }
        this.models = List.copyOf(models);
    }

    /** Sums of one pair over the corpus. */
    private static final class PairTally {
        final Stats.Moments[][] moments; // [term][0 opening, 1 endgame]
        final long[] aNonzero;
        final long[] bNonzero;
        final Stats.Moments totals = new Stats.Moments();

        PairTally(int terms) {
            moments = new Stats.Moments[terms][2];
            for (Stats.Moments[] m : moments) {
                m[0] = new Stats.Moments();
                m[1] = new Stats.Moments();
            }
            aNonzero = new long[terms];
            bNonzero = new long[terms];
        }
    }

    public PairwiseResult run(Path file, CorpusOptions options, CompareRun.Progress progress, BooleanSupplier cancelled)
            throws IOException {
        long started = System.nanoTime();
        int n = models.size();
        // every term id of any model, in the models' order
        List<String> ids = new ArrayList<>();
        for (SimilarityRun.ModelEngine m : models) {
            for (TermDef d : m.model().terms()) {
                if (!ids.contains(d.id())) {
                    ids.add(d.id());
                }
            }
        }
        int[][] index = new int[n][ids.size()]; // model, term slot -> index in its breakdown, or -1
        for (int m = 0; m < n; m++) {
            List<TermDef> defs = models.get(m).model().terms();
            for (int t = 0; t < ids.size(); t++) {
                index[m][t] = -1;
                for (int k = 0; k < defs.size(); k++) {
                    if (defs.get(k).id().equals(ids.get(t))) {
                        index[m][t] = k;
                    }
                }
            }
        }
        List<Evaluator> evaluators = models.stream().map(m -> m.model().create(m.parameters())).toList();
        PairTally[][] pairs = new PairTally[n][n];
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                pairs[a][b] = new PairTally(ids.size());
            }
        }
        Reservoir reservoir = new Reservoir(n);
        double[][] op = new double[n][ids.size()];
        double[][] eg = new double[n][ids.size()];
        boolean[][] nonzero = new boolean[n][ids.size()];
        double[] total = new double[n];
        CompareResult.Corpus corpus;
        long positions = 0;
        try (CorpusReader reader = new CorpusReader(file, options)) {
            CorpusUnit u;
            while ((u = reader.next()) != null) {
                if ((positions & 255) == 0 && cancelled.getAsBoolean()) {
                    throw new CancellationException("cancelled");
                }
                for (int m = 0; m < n; m++) {
                    Breakdown bd = evaluators.get(m).explain(u.position());
                    double unit = bd.units().perCentipawn();
                    for (int t = 0; t < ids.size(); t++) {
                        int k = index[m][t];
                        TermValue v = k < 0 ? null : bd.terms().get(k);
                        op[m][t] = v == null ? 0 : v.netOpening() / unit;
                        eg[m][t] = v == null ? 0 : v.netEndgame() / unit;
                        nonzero[m][t] = v != null && !v.isZero();
                    }
                    total[m] = bd.whiteScore();
                }
                for (int a = 0; a < n; a++) {
                    for (int b = a + 1; b < n; b++) {
                        PairTally p = pairs[a][b];
                        for (int t = 0; t < ids.size(); t++) {
                            if (index[a][t] < 0 || index[b][t] < 0) {
                                continue;
                            }
                            p.moments[t][0].add(op[a][t], op[b][t]);
                            p.moments[t][1].add(eg[a][t], eg[b][t]);
                            if (nonzero[a][t]) {
                                p.aNonzero[t]++;
                            }
                            if (nonzero[b][t]) {
                                p.bNonzero[t]++;
                            }
                        }
                        p.totals.add(total[a], total[b]);
                    }
                }
                reservoir.offer(total);
                positions++;
                if ((positions & 1023) == 0) {
                    progress.update(positions, reader.progress());
                }
            }
            progress.update(positions, 1.0);
            corpus = CompareResult.Corpus.of(file, reader);
        }

        List<PairwiseResult.Pair> result = new ArrayList<>();
        double[][] distance = new double[n][n];
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                PairwiseResult.Pair p = pair(a, b, pairs[a][b], ids, index, reservoir, positions);
                result.add(p);
                // no term both use, or none determined: no distance (DistanceTree leaves a model out for it)
                double d = 1 - p.sameRuleShare();
                distance[a][b] = d;
                distance[b][a] = d;
            }
        }
        List<String> names = models.stream().map(m -> m.model().id()).toList();
        String notDetermined = positions < Stats.MIN_SAMPLE ? "verdicts, same-rule shares and correlations: "
                + Stats.tooFew(positions, "positions") : null;
        Map<String, String> reasons = new LinkedHashMap<>();
        if (notDetermined != null) {
            String why = Stats.tooFew(positions, "positions");
            names.forEach(name -> reasons.put(name, why));
        }
        DistanceTree.Result tree = DistanceTree.of(names, distance, reasons);
        List<CompareResult.Params> params = models.stream().map(m -> new CompareResult.Params(m.model().id(),
                m.parameters().name(), m.parameters().sha256())).toList();
        long seconds = Math.round((System.nanoTime() - started) / 1e9);
        return new PairwiseResult(ProgramVersion.text(), params, corpus, notDetermined, names, List.copyOf(ids), result,
                tree.merges(), tree.newick(), tree.leftOut(), seconds);
    }

    private PairwiseResult.Pair pair(int a, int b, PairTally p, List<String> ids, int[][] index, Reservoir reservoir,
            long positions) {
        Map<String, PairwiseResult.TermVerdict> terms = new LinkedHashMap<>();
        int union = 0;
        int compared = 0;
        int same = 0;
        int otherWeight = 0;
        int different = 0;
        for (int t = 0; t < ids.size(); t++) {
            boolean inA = index[a][t] >= 0;
            boolean inB = index[b][t] >= 0;
            if (!inA && !inB) {
                continue;
            }
            union++;
            Stats.Moments opening = p.moments[t][0];
            Stats.Moments endgame = p.moments[t][1];
            boolean endgameBetter = !Double.isNaN(endgame.pearson())
                    && (Double.isNaN(opening.pearson()) || endgame.pearson() > opening.pearson() + 1e-9);
            Stats.Moments best = endgameBetter ? endgame : opening;
            String verdict = Verdicts.of(inA && inB, p.aNonzero[t], p.bNonzero[t], positions, best.pearson(),
                    best.slope());
            switch (verdict) {
                case Verdicts.SAME -> same++;
                case Verdicts.SAME_OTHER_WEIGHT -> otherWeight++;
                case Verdicts.DIFFERENT -> different++;
                default -> {
                }
            }
            if (!verdict.equals(Verdicts.ONE_MODEL) && !verdict.equals(Verdicts.NOT_DETERMINED)) {
                compared++;
            }
            boolean enough = positions >= Stats.MIN_SAMPLE;
            terms.put(ids.get(t), new PairwiseResult.TermVerdict(ids.get(t), verdict, endgameBetter ? "endgame"
                    : "opening", p.aNonzero[t], p.bNonzero[t], enough ? best.pearson() : Double.NaN,
                    enough ? best.slope() : Double.NaN));
        }
        double share = compared == 0 ? Double.NaN : (same + otherWeight) / (double) compared;
        boolean enough = positions >= Stats.MIN_SAMPLE;
        return new PairwiseResult.Pair(models.get(a).model().id(), models.get(b).model().id(), union, compared,
                same + otherWeight, same, otherWeight, different, share, enough ? p.totals.pearson() : Double.NaN,
                enough ? p.totals.slope() : Double.NaN, enough ? reservoir.spearman(a, b) : Double.NaN, terms);
    }

    /** A fixed-seed reservoir sample of every model's final score, for Spearman's rho. */
    private static final class Reservoir {
        private final float[][] values;
        private final ReservoirSlots slots = new ReservoirSlots(CompareRun.SAMPLE, CompareRun.SAMPLE_SEED);

        Reservoir(int models) {
            values = new float[models][CompareRun.SAMPLE];
        }

        void offer(double[] totals) {
            int slot = slots.next();
            if (slot >= 0) {
                for (int m = 0; m < totals.length; m++) {
                    values[m][slot] = (float) totals[m];
                }
            }
        }

        double spearman(int a, int b) {
            double[] x = new double[slots.size()];
            double[] y = new double[slots.size()];
            for (int i = 0; i < x.length; i++) {
                x[i] = values[a][i];
                y[i] = values[b][i];
            }
            return Stats.spearman(x, y);
        }
    }
}
