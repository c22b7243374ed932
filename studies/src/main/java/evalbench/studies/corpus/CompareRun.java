package evalbench.studies.corpus;

import evalbench.studies.report.ProgramVersion;
import evalbench.core.Colour;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.TermDef;
import evalbench.core.eval.TermValue;
import evalbench.core.io.CorpusOptions;
import evalbench.core.io.CorpusReader;
import evalbench.core.io.CorpusUnit;
import evalbench.fruit.FruitBasis;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;

/**
 * Runs two evaluators, A and B, over a corpus and measures them against each other: per term, the recovery of B's
 * weights from Fruit 2.1's feature counts (Fruit is the basis by definition: when neither A nor B is Fruit, a third
 * evaluator with Fruit's shipped set counts the features), flags and phase, the disagreements. The corpus is streamed in chunks;
 * worker threads evaluate chunks, and the results are folded in file order on the calling thread, so the
 * answer does not depend on the number of threads and memory does not depend on the corpus size.
 *
 * <p>Used by the {@code compare} command and by the window's Corpus tab.
 */
public final class CompareRun {
    /** Positions per chunk handed to a worker. */
    static final int CHUNK = 1024;
    /** Positions kept for Spearman's rank correlation (reservoir sample, fixed seed). */
    public static final int SAMPLE = 50_000;
    /** Points per term kept for the scatter plots (the first of the sample). */
    public static final int SCATTER_POINTS = 2_000;
    public static final double RIDGE_LAMBDA = 1e-6;
    static final int TOP_DISAGREEMENTS = 50;
    static final int TOP_PER_TERM = 10;
    static final long SAMPLE_SEED = 20051205L;

    /** Progress: positions done and the share of the file read. */
    public interface Progress {
        void update(long positions, double fileShare);
    }

    private final EvaluatorModel aModel;
    private final ParameterSet aParams;
    private final EvaluatorModel bModel;
    private final ParameterSet bParams;
    private final int threads;

    private int flagExamples = 5;

    public CompareRun(EvaluatorModel aModel, ParameterSet aParams, EvaluatorModel bModel,
            ParameterSet bParams, int threads) {
        this.aModel = aModel;
        this.aParams = aParams;
        this.bModel = bModel;
        this.bParams = bParams;
        this.threads = threads;
    }

    /** How many positions each flag or rule lists where the models part (default 5); returns this run. */
    public CompareRun flagExamples(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("flag examples must be >= 0: " + count);
        }
        this.flagExamples = count;
        return this;
    }

    /**
     * One position evaluated by both models (computed by a worker); flags -1 unknown (the model does not expose
     * them, see BreakdownFlags), 0 off, 1 on.
     */
    private record Row(CorpusUnit unit, double[] aOp, double[] aEg, double[] aMix, double[] bOp,
            double[] bEg, double[] bMix, boolean[] aNonzero, boolean[] bNonzero, double aWhite,
            double bWhite, int aPhase, int bPhase, double[] columns, double target, int[] aKing,
            int[] bKing, int aDrawBishop, int bOcb, int aHalves, int bHalves) {
    }

    /** The terms of both models lined up: A's ids first (in A's order), then B's own. */
    private final class Slots {
        final List<String> ids = new ArrayList<>();
        final List<String> labels = new ArrayList<>();
        final int[] aIndex;
        final int[] bIndex;

        Slots() {
            List<TermDef> f = aModel.terms();
            List<TermDef> r = bModel.terms();
            for (TermDef d : f) {
                ids.add(d.id());
                labels.add(d.label());
            }
            for (TermDef d : r) {
                if (!ids.contains(d.id())) {
                    ids.add(d.id());
                    labels.add(d.label());
                }
            }
            aIndex = new int[ids.size()];
            bIndex = new int[ids.size()];
            for (int i = 0; i < ids.size(); i++) {
                aIndex[i] = indexOf(f, ids.get(i));
                bIndex[i] = indexOf(r, ids.get(i));
            }
        }

        private int indexOf(List<TermDef> defs, String id) {
            for (int i = 0; i < defs.size(); i++) {
                if (defs.get(i).id().equals(id)) {
                    return i;
                }
            }
            return -1;
        }
    }

    /** Per-thread evaluators: A, B and the basis model whose breakdown the features read (A or B if it is Fruit). */
    private final class Worker {
        final Evaluator a = aModel.create(aParams);
        final Evaluator b = bModel.create(bParams);
        final Evaluator basis = FruitBasis.isBasis(aModel) ? a
                : FruitBasis.isBasis(bModel) ? b : FruitBasis.model().create();
    }

    /** The parameter set the features are counted with: A's or B's if it is Fruit, else Fruit's shipped set. */
    private ParameterSet basisParams() {
        return FruitBasis.isBasis(aModel) ? aParams : FruitBasis.isBasis(bModel) ? bParams : FruitBasis.shippedSet();
    }

    /**
     * Runs over the corpus. {@code cancelled} is polled between chunks; when it answers true the run throws
     * {@link CancellationException} and nothing is reported.
     */
    public CompareResult run(Path file, CorpusOptions options, Progress progress, BooleanSupplier cancelled)
            throws IOException {
        long started = System.nanoTime();
        Slots slots = new Slots();
        int terms = slots.ids.size();
        FruitFeatures features = new FruitFeatures(basisParams(), bModel.id(), bParams);
        int columns = 2 * features.count();
        int bPhaseMax = bModel.units().phaseMax();
        int aPhaseMax = aModel.units().phaseMax();

        Tally tally = new Tally(terms, columns, aPhaseMax, bPhaseMax, flagExamples);
        long n = 0;
        Sample sample = new Sample(terms);
        TopK overall = new TopK(TOP_DISAGREEMENTS);
        TopK[] perTerm = new TopK[terms];
        for (int i = 0; i < terms; i++) {
            perTerm[i] = new TopK(TOP_PER_TERM);
        }

        ThreadLocal<Worker> workers = ThreadLocal.withInitial(Worker::new);
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "compare-worker");
            t.setDaemon(true);
            return t;
        });
        ArrayDeque<Future<Chunk>> inFlight = new ArrayDeque<>();
        CompareResult.Corpus corpus;
        try (CorpusReader reader = new CorpusReader(file, options)) {
            boolean more = true;
            while (more || !inFlight.isEmpty()) {
                if (cancelled.getAsBoolean()) {
                    throw new CancellationException("cancelled");
                }
                while (more && inFlight.size() < threads * 2) {
                    List<CorpusUnit> chunk = reader.next(CHUNK);
                    more = chunk.size() == CHUNK;
                    if (!chunk.isEmpty()) {
                        inFlight.add(pool.submit(() -> {
                            Row[] rows = evaluate(chunk, workers.get(), slots, features, bPhaseMax);
                            Tally part = new Tally(terms, columns, aPhaseMax, bPhaseMax, flagExamples);
                            for (Row row : rows) {
                                part.add(row);
                            }
                            return new Chunk(rows, part);
                        }));
                    }
                }
                if (inFlight.isEmpty()) {
                    break;
                }
                Chunk chunk = SimilarityRun.take(inFlight.poll());
                // the sums of each chunk were made by a worker; chunks are folded in file order, so the result does
                // not depend on the number of threads
                tally.merge(chunk.tally());
                for (Row row : chunk.rows()) {
                    n++;
                    for (int t = 0; t < terms; t++) {
                        perTerm[t].offer(row, row.aMix[t], row.bMix[t]);
                    }
                    overall.offer(row, row.aWhite, row.bWhite);
                    sample.offer(row);
                }
                progress.update(n, reader.progress());
            }
            corpus = CompareResult.Corpus.of(file, reader);
        } finally {
            pool.shutdownNow();
        }

        List<CompareResult.TermRow> rows = new ArrayList<>();
        Map<String, List<CompareResult.Disagreement>> termDis = new LinkedHashMap<>();
        List<CompareResult.Scatter> scatter = new ArrayList<>();
        for (int t = 0; t < terms; t++) {
            boolean inA = slots.aIndex[t] >= 0;
            boolean inB = slots.bIndex[t] >= 0;
            CompareResult.StageStats op = stage(tally.moments[t][0]);
            CompareResult.StageStats eg = stage(tally.moments[t][1]);
            CompareResult.StageStats mix = stage(tally.moments[t][2]);
            CompareResult.StageStats best = better(op, eg);
            String bestName = best == op ? "opening" : "endgame";
            String verdict = Verdicts.of(inA && inB, tally.aNonzero[t], tally.bNonzero[t], n,
                    best.pearson(), best.slope());
            rows.add(new CompareResult.TermRow(slots.ids.get(t), slots.labels.get(t), inA, inB,
                    tally.aNonzero[t], tally.bNonzero[t], tally.bothNonzero[t], mix.pearson(), sample.spearman(t),
                    mix.slope(), mix.r2(), mix.residualSd(), verdict, verdict, bestName, op, eg, mix));
            termDis.put(slots.ids.get(t), perTerm[t].list());
            scatter.add(sample.scatter(slots.ids.get(t), t));
        }

        RidgeRegression.Fit fit = tally.ridge.solve();
        List<String> notDetermined = new ArrayList<>();
        if (n < Stats.MIN_SAMPLE) {
            notDetermined.add("correlations, slopes, verdicts and the phase and score agreement: "
                    + Stats.tooFew(n, "positions"));
        }
        // with no more rows than unknowns a least-squares fit is exact whatever the weights: nothing is recovered
        boolean recovered = fit.rows() > columns + 1;
        if (!recovered) {
            notDetermined.add(String.format(java.util.Locale.ROOT, "weight recovery: %d positions, not more than its"
                    + " %d columns and the intercept", fit.rows(), columns));
        }
        double[] recoveredWeights = fit.weights().clone();
        if (!recovered) {
            java.util.Arrays.fill(recoveredWeights, Double.NaN);
        }
        List<CompareResult.RecoveredWeight> weights = new ArrayList<>();
        for (int i = 0; i < features.count(); i++) {
            FruitFeatures.Feature f = features.features().get(i);
            weights.add(new CompareResult.RecoveredWeight(f.name(), "opening", f.kind().name().toLowerCase(
                    java.util.Locale.ROOT), f.fruitOpening(), recoveredWeights[2 * i], f.otherOpening(),
                    f.otherParameter()));
            weights.add(new CompareResult.RecoveredWeight(f.name(), "endgame", f.kind().name().toLowerCase(
                    java.util.Locale.ROOT), f.fruitEndgame(), recoveredWeights[2 * i + 1], f.otherEndgame(),
                    f.otherParameter()));
        }
        CompareResult.Recovery recovery = new CompareResult.Recovery(
                "ridge regression (least squares + lambda x |beta|^2 on standardised columns, intercept not penalised,"
                        + " normal equations solved by Cholesky)", RIDGE_LAMBDA, fit.rows(),
                recovered ? fit.r2() : Double.NaN, recovered ? fit.residualSd() : Double.NaN,
                recovered ? fit.intercept() : Double.NaN,
                bModel.id() + "'s phase-mixed sum of terms + tempo, White's view, native units (" + bModel.units().name()
                        + "); each feature split into an opening column x (max - phase)/max and an endgame column x"
                        + " phase/max with " + bModel.id() + "'s phase (max " + bPhaseMax + ")",
                weights);

        // the order is read by Overlap (DrawBishopFlag second); new entries go at the end
        List<CompareResult.FlagAgreement> flags = List.of(
                tally.king.result("MatKingFlag (per king side)", flagRule(aModel, "king"), flagRule(bModel, "king")),
                tally.drawBishop.result("DrawBishopFlag", flagRule(aModel, "bishops"), flagRule(bModel, "bishops")),
                tally.halving.result("Opposite-bishop halving", flagRule(aModel, "halving"),
                        flagRule(bModel, "halving")),
                tally.phaseRule.result("Phase rule", aModel.id() + "'s phase (0.." + aPhaseMax + ")",
                        "round(" + bModel.id() + "'s phase x " + aPhaseMax + " / " + bPhaseMax + ")"));
        CompareResult.Agreement agreement = new CompareResult.Agreement(stage(tally.phase), aPhaseMax,
                bPhaseMax, stage(tally.totals), flags);
        List<CompareResult.Params> params = List.of(
                new CompareResult.Params(aModel.id(), aParams.name(), aParams.sha256()),
                new CompareResult.Params(bModel.id(), bParams.name(), bParams.sha256()));
        long seconds = Math.round((System.nanoTime() - started) / 1e9);
        CompareResult.Settings settings = new CompareResult.Settings(threads, options.describe(), SAMPLE,
                Verdicts.SAME_RULE_R, Verdicts.SAME_WEIGHT_TOLERANCE, RIDGE_LAMBDA, seconds);
        return new CompareResult(ProgramVersion.text(), params, corpus, settings, notDetermined, rows,
                Overlap.score(rows, agreement), recovery, agreement, overall.list(), termDis, null, scatter);
    }

    /** How a model's flag is read from its breakdown (BreakdownFlags). */
    private static String flagRule(EvaluatorModel m, String flag) {
        return m.id() + ": " + switch (flag) {
            case "king" -> BreakdownFlags.KING_RULES;
            case "bishops" -> BreakdownFlags.BISHOP_RULES;
            default -> BreakdownFlags.HALVING_RULES;
        };
    }

    /** A chunk's rows with their sums. */
    private record Chunk(Row[] rows, Tally tally) {
    }

    /** The sums a run keeps: per-term moments and non-zero counts, the regression, phase, totals, flags. */
    private static final class Tally {
        final Stats.Moments[][] moments;
        final long[] aNonzero;
        final long[] bNonzero;
        final long[] bothNonzero;
        final RidgeRegression ridge;
        final Stats.Moments phase = new Stats.Moments();
        final Stats.Moments totals = new Stats.Moments();
        final int aPhaseMax;
        final int bPhaseMax;
        final FlagTally king;
        final FlagTally drawBishop;
        final FlagTally halving;
        final FlagTally phaseRule;

        Tally(int terms, int columns, int aPhaseMax, int bPhaseMax, int flagExamples) {
            king = new FlagTally(true, flagExamples);
            drawBishop = new FlagTally(true, flagExamples);
            halving = new FlagTally(true, flagExamples);
            phaseRule = new FlagTally(false, flagExamples);
            moments = new Stats.Moments[terms][3];
            for (Stats.Moments[] m : moments) {
                for (int s = 0; s < 3; s++) {
                    m[s] = new Stats.Moments();
                }
            }
            aNonzero = new long[terms];
            bNonzero = new long[terms];
            bothNonzero = new long[terms];
            ridge = new RidgeRegression(columns, RIDGE_LAMBDA);
            this.aPhaseMax = aPhaseMax;
            this.bPhaseMax = bPhaseMax;
        }

        void add(Row row) {
            for (int t = 0; t < moments.length; t++) {
                moments[t][0].add(row.aOp[t], row.bOp[t]);
                moments[t][1].add(row.aEg[t], row.bEg[t]);
                moments[t][2].add(row.aMix[t], row.bMix[t]);
                if (row.aNonzero[t]) {
                    aNonzero[t]++;
                }
                if (row.bNonzero[t]) {
                    bNonzero[t]++;
                }
                if (row.aNonzero[t] && row.bNonzero[t]) {
                    bothNonzero[t]++;
                }
            }
            ridge.add(row.columns, row.target);
            phase.add(row.aPhase / (double) aPhaseMax, row.bPhase / (double) bPhaseMax);
            totals.add(row.aWhite, row.bWhite);
            for (int c = 0; c < 2; c++) {
                king.add(row.unit, row.aKing[c], row.bKing[c]);
            }
            drawBishop.add(row.unit, row.aDrawBishop, row.bOcb);
            halving.add(row.unit, row.aHalves, row.bHalves);
            // B's phase rounded onto A's scale (half up): Fruit's phase is round(Rybka's x 256 / 24)
            int bScaled = (row.bPhase * aPhaseMax + bPhaseMax / 2) / bPhaseMax;
            phaseRule.add(row.unit, row.aPhase, bScaled);
        }

        void merge(Tally o) {
            for (int t = 0; t < moments.length; t++) {
                for (int s = 0; s < 3; s++) {
                    moments[t][s].merge(o.moments[t][s]);
                }
                aNonzero[t] += o.aNonzero[t];
                bNonzero[t] += o.bNonzero[t];
                bothNonzero[t] += o.bothNonzero[t];
            }
            ridge.merge(o.ridge);
            phase.merge(o.phase);
            totals.merge(o.totals);
            king.merge(o.king);
            drawBishop.merge(o.drawBishop);
            halving.merge(o.halving);
            phaseRule.merge(o.phaseRule);
        }
    }

    /**
     * Agreement of one flag or rule, with the first few positions (in corpus order) where the models part. A
     * position where either model's value is unknown (BreakdownFlags.UNKNOWN) is not counted.
     */
    private static final class FlagTally {
        private final boolean counted;
        private long agree;
        private long total;
        private long aSet;
        private long bSet;
        private final List<CompareResult.FlagExample> examples = new ArrayList<>();

        private final int examplesKept;

        /**
         * @param counted whether "set" (a non-zero value) means something for this flag
         * @param examplesKept how many disagreeing positions to keep
         */
        FlagTally(boolean counted, int examplesKept) {
            this.counted = counted;
            this.examplesKept = examplesKept;
        }

        void add(CorpusUnit u, int a, int b) {
            if (counted && (a == BreakdownFlags.UNKNOWN || b == BreakdownFlags.UNKNOWN)) {
                return;
            }
            total++;
            aSet += a != 0 ? 1 : 0;
            bSet += b != 0 ? 1 : 0;
            if (a == b) {
                agree++;
            } else if (examples.size() < examplesKept) {
                examples.add(new CompareResult.FlagExample(u.index(), u.where(), u.fen(), a, b));
            }
        }

        void merge(FlagTally o) {
            agree += o.agree;
            total += o.total;
            aSet += o.aSet;
            bSet += o.bSet;
            examples.addAll(o.examples);
            // chunks may merge in any order: keep the earliest positions, so the result does not depend on threads
            examples.sort(java.util.Comparator.comparingLong(CompareResult.FlagExample::index));
            while (examples.size() > examplesKept) {
                examples.remove(examples.size() - 1);
            }
        }

        CompareResult.FlagAgreement result(String name, String aRule, String bRule) {
            return new CompareResult.FlagAgreement(name, aRule, bRule, agree, total, counted ? aSet : -1,
                    counted ? bSet : -1, List.copyOf(examples));
        }
    }

    /** A stage's statistics; not determined (NaN) from fewer than {@link Stats#MIN_SAMPLE} positions. */
    static CompareResult.StageStats stage(Stats.Moments m) {
        if (m.count() < Stats.MIN_SAMPLE) {
            double nan = Double.NaN;
            return new CompareResult.StageStats(m.count(), nan, nan, nan, nan, nan);
        }
        return new CompareResult.StageStats(m.count(), m.pearson(), m.slope(), m.intercept(), m.r2(), m.residualSd());
    }

    /**
     * The stage with the higher correlation (a NaN loses); a tie within 1e-9 goes to the opening, so that equal
     * correlations (a term that is the same count times a weight in both stages) do not flip on rounding.
     */
    private static CompareResult.StageStats better(CompareResult.StageStats a, CompareResult.StageStats b) {
        if (Double.isNaN(a.pearson())) {
            return b;
        }
        if (Double.isNaN(b.pearson())) {
            return a;
        }
        return b.pearson() > a.pearson() + 1e-9 ? b : a;
    }

    private Row[] evaluate(List<CorpusUnit> chunk, Worker w, Slots slots, FruitFeatures features, int bPhaseMax) {
        int terms = slots.ids.size();
        Row[] rows = new Row[chunk.size()];
        double[] op = new double[features.count()];
        double[] eg = new double[features.count()];
        double aUnit = aModel.units().perCentipawn();
        double bUnit = bModel.units().perCentipawn();
        for (int k = 0; k < rows.length; k++) {
            CorpusUnit u = chunk.get(k);
            Breakdown f = w.a.explain(u.position());
            Breakdown r = w.b.explain(u.position());
            Breakdown basis = w.basis == w.a ? f : w.basis == w.b ? r : w.basis.explain(u.position());
            double[] fo = new double[terms];
            double[] fe = new double[terms];
            double[] fm = new double[terms];
            double[] ro = new double[terms];
            double[] re = new double[terms];
            double[] rm = new double[terms];
            boolean[] fnz = new boolean[terms];
            boolean[] rnz = new boolean[terms];
            for (int t = 0; t < terms; t++) {
                if (slots.aIndex[t] >= 0) {
                    TermValue v = f.terms().get(slots.aIndex[t]);
                    fo[t] = v.netOpening() / aUnit;
                    fe[t] = v.netEndgame() / aUnit;
                    fm[t] = f.units().mixedCentipawns(v.netOpening(), v.netEndgame(), f.phase());
                    fnz[t] = !v.isZero();
                }
                if (slots.bIndex[t] >= 0) {
                    TermValue v = r.terms().get(slots.bIndex[t]);
                    ro[t] = v.netOpening() / bUnit;
                    re[t] = v.netEndgame() / bUnit;
                    rm[t] = r.units().mixedCentipawns(v.netOpening(), v.netEndgame(), r.phase());
                    rnz[t] = !v.isZero();
                }
            }
            features.extract(u.position(), basis, op, eg);
            double[] cols = new double[2 * features.count()];
            double egShare = r.phase() / (double) bPhaseMax;
            for (int i = 0; i < features.count(); i++) {
                cols[2 * i] = op[i] * (1 - egShare);
                cols[2 * i + 1] = eg[i] * egShare;
            }
            int stm = u.position().sideToMove() == Colour.WHITE ? 1 : -1;
            // the model's tempo (centipawns for the side to move) in its native units
            double target = r.openingTotal() * (1 - egShare) + r.endgameTotal() * egShare
                    + (double) r.tempo() * bUnit * stm;
            int[] fk = {BreakdownFlags.kingSafety(f, Colour.WHITE), BreakdownFlags.kingSafety(f, Colour.BLACK)};
            int[] rk = {BreakdownFlags.kingSafety(r, Colour.WHITE), BreakdownFlags.kingSafety(r, Colour.BLACK)};
            int fdb = BreakdownFlags.oppositeBishops(f);
            int rocb = BreakdownFlags.oppositeBishops(r);
            int fHalves = BreakdownFlags.oppositeBishopHalving(f);
            int rHalves = BreakdownFlags.oppositeBishopHalving(r);
            rows[k] = new Row(u, fo, fe, fm, ro, re, rm, fnz, rnz, f.whiteScore(), r.whiteScore(), f.phase(), r.phase(),
                    cols, target, fk, rk, fdb, rocb, fHalves, rHalves);
        }
        return rows;
    }


    /** The positions with the largest |A - B|, ties to the earlier position. */
    private static final class TopK {
        private final int k;
        private final java.util.PriorityQueue<CompareResult.Disagreement> heap;
        /** |difference| of the weakest kept entry once the heap is full: most offers stop at this test. */
        private double threshold = -1;

        TopK(int k) {
            this.k = k;
            this.heap = new java.util.PriorityQueue<>(k + 1, TopK::weakerFirst);
        }

        /** Smaller difference first; of equal ones the later position first (it is dropped first). */
        private static int weakerFirst(CompareResult.Disagreement a, CompareResult.Disagreement b) {
            int c = Double.compare(Math.abs(a.difference()), Math.abs(b.difference()));
            return c != 0 ? c : Long.compare(b.index(), a.index());
        }

        void offer(Row row, double a, double b) {
            double d = a - b;
            if (d == 0 || Math.abs(d) <= threshold) {
                return;
            }
            heap.add(new CompareResult.Disagreement(row.unit.index(), row.unit.where(), row.unit.fen(), a, b, d));
            if (heap.size() > k) {
                heap.poll();
            }
            if (heap.size() == k) {
                threshold = Math.abs(heap.peek().difference());
            }
        }

        List<CompareResult.Disagreement> list() {
            List<CompareResult.Disagreement> list = new ArrayList<>(heap);
            list.sort((a, b) -> weakerFirst(b, a));
            return list;
        }
    }

    /** A reservoir sample (fixed seed) of every term's mixed values, for Spearman's rho and the scatter plots. */
    private static final class Sample {
        private final float[][] a;
        private final float[][] b;
        private final ReservoirSlots slots = new ReservoirSlots(SAMPLE, SAMPLE_SEED);

        Sample(int terms) {
            a = new float[terms][SAMPLE];
            b = new float[terms][SAMPLE];
        }

        void offer(Row row) {
            int slot = slots.next();
            if (slot >= 0) {
                for (int t = 0; t < a.length; t++) {
                    a[t][slot] = (float) row.aMix[t];
                    b[t][slot] = (float) row.bMix[t];
                }
            }
        }

        double spearman(int t) {
            if (slots.size() < Stats.MIN_SAMPLE) {
                return Double.NaN;
            }
            double[] x = new double[slots.size()];
            double[] y = new double[slots.size()];
            for (int i = 0; i < slots.size(); i++) {
                x[i] = a[t][i];
                y[i] = b[t][i];
            }
            return Stats.spearman(x, y);
        }

        CompareResult.Scatter scatter(String id, int t) {
            int m = Math.min(slots.size(), SCATTER_POINTS);
            return new CompareResult.Scatter(id, java.util.Arrays.copyOf(a[t], m), java.util.Arrays.copyOf(b[t], m));
        }
    }
}

