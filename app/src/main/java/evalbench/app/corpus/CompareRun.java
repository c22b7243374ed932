package evalbench.app.corpus;

import evalbench.app.Version;
import evalbench.core.Colour;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Factor;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.TermDef;
import evalbench.core.eval.TermValue;
import evalbench.core.io.CorpusOptions;
import evalbench.core.io.CorpusReader;
import evalbench.core.io.CorpusUnit;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;

/**
 * Runs both evaluators over a corpus and measures them against each other: per term, the recovery of Rybka's
 * weights from Fruit's feature counts, flags and phase, the disagreements. The corpus is streamed in chunks;
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

    private final EvaluatorModel fruitModel;
    private final ParameterSet fruitParams;
    private final EvaluatorModel rybkaModel;
    private final ParameterSet rybkaParams;
    private final int threads;

    private int flagExamples = 5;

    public CompareRun(EvaluatorModel fruitModel, ParameterSet fruitParams, EvaluatorModel rybkaModel,
            ParameterSet rybkaParams, int threads) {
        this.fruitModel = fruitModel;
        this.fruitParams = fruitParams;
        this.rybkaModel = rybkaModel;
        this.rybkaParams = rybkaParams;
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

    /** One position evaluated by both models (computed by a worker). */
    private record Row(CorpusUnit unit, double[] fruitOp, double[] fruitEg, double[] fruitMix, double[] rybkaOp,
            double[] rybkaEg, double[] rybkaMix, boolean[] fruitNonzero, boolean[] rybkaNonzero, double fruitWhite,
            double rybkaWhite, int fruitPhase, int rybkaPhase, double[] columns, double target, boolean[] fruitKing,
            boolean[] rybkaKing, boolean fruitDrawBishop, boolean rybkaOcb, boolean fruitHalves,
            boolean rybkaHalves) {
    }

    /** The terms of both models lined up: shared ids first (in Fruit's order), then each model's own. */
    private final class Slots {
        final List<String> ids = new ArrayList<>();
        final List<String> labels = new ArrayList<>();
        final int[] fruitIndex;
        final int[] rybkaIndex;

        Slots() {
            List<TermDef> f = fruitModel.terms();
            List<TermDef> r = rybkaModel.terms();
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
            fruitIndex = new int[ids.size()];
            rybkaIndex = new int[ids.size()];
            for (int i = 0; i < ids.size(); i++) {
                fruitIndex[i] = indexOf(f, ids.get(i));
                rybkaIndex[i] = indexOf(r, ids.get(i));
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

    /** Per-thread evaluators. */
    private final class Worker {
        final Evaluator fruit = fruitModel.create(fruitParams);
        final Evaluator rybka = rybkaModel.create(rybkaParams);
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
        FruitFeatures features = new FruitFeatures(fruitParams, rybkaParams);
        int columns = 2 * features.count();
        int rybkaPhaseMax = rybkaModel.units().phaseMax();
        int fruitPhaseMax = fruitModel.units().phaseMax();
        double tempoNative = rybkaParams.value("TempoCentipawns") * (double) rybkaModel.units().perCentipawn();

        Tally tally = new Tally(terms, columns, fruitPhaseMax, rybkaPhaseMax, flagExamples);
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
                    List<CorpusUnit> chunk = new ArrayList<>(CHUNK);
                    CorpusUnit u;
                    while (chunk.size() < CHUNK && (u = reader.next()) != null) {
                        chunk.add(u);
                    }
                    if (chunk.size() < CHUNK) {
                        more = false;
                    }
                    if (!chunk.isEmpty()) {
                        inFlight.add(pool.submit(() -> {
                            Row[] rows = evaluate(chunk, workers.get(), slots, features, rybkaPhaseMax, tempoNative);
                            Tally part = new Tally(terms, columns, fruitPhaseMax, rybkaPhaseMax, flagExamples);
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
                Chunk chunk = take(inFlight.poll());
                // the sums of each chunk were made by a worker; chunks are folded in file order, so the result does
                // not depend on the number of threads
                tally.merge(chunk.tally());
                for (Row row : chunk.rows()) {
                    n++;
                    for (int t = 0; t < terms; t++) {
                        perTerm[t].offer(row, row.fruitMix[t], row.rybkaMix[t]);
                    }
                    overall.offer(row, row.fruitWhite, row.rybkaWhite);
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
            boolean inFruit = slots.fruitIndex[t] >= 0;
            boolean inRybka = slots.rybkaIndex[t] >= 0;
            CompareResult.StageStats op = stage(tally.moments[t][0]);
            CompareResult.StageStats eg = stage(tally.moments[t][1]);
            CompareResult.StageStats mix = stage(tally.moments[t][2]);
            CompareResult.StageStats best = better(op, eg);
            String bestName = best == op ? "opening" : "endgame";
            String verdict = Verdicts.of(inFruit && inRybka, tally.fruitNonzero[t], tally.rybkaNonzero[t],
                    best.pearson(), best.slope());
            rows.add(new CompareResult.TermRow(slots.ids.get(t), slots.labels.get(t), inFruit, inRybka,
                    tally.fruitNonzero[t], tally.rybkaNonzero[t], tally.bothNonzero[t], mix.pearson(), sample.spearman(t),
                    mix.slope(), mix.r2(), mix.residualSd(), verdict, bestName, op, eg, mix));
            termDis.put(slots.ids.get(t), perTerm[t].list());
            scatter.add(sample.scatter(slots.ids.get(t), t));
        }

        RidgeRegression.Fit fit = tally.ridge.solve();
        List<CompareResult.RecoveredWeight> weights = new ArrayList<>();
        for (int i = 0; i < features.count(); i++) {
            FruitFeatures.Feature f = features.features().get(i);
            weights.add(new CompareResult.RecoveredWeight(f.name(), "opening", f.kind().name().toLowerCase(
                    java.util.Locale.ROOT), f.fruitOpening(), fit.weights()[2 * i], f.rybkaOpening(), f.rybkaParameter()));
            weights.add(new CompareResult.RecoveredWeight(f.name(), "endgame", f.kind().name().toLowerCase(
                    java.util.Locale.ROOT), f.fruitEndgame(), fit.weights()[2 * i + 1], f.rybkaEndgame(),
                    f.rybkaParameter()));
        }
        CompareResult.Recovery recovery = new CompareResult.Recovery(
                "ridge regression (least squares + lambda x |beta|^2 on standardised columns, intercept not penalised,"
                        + " normal equations solved by Cholesky)", RIDGE_LAMBDA, fit.rows(), fit.r2(),
                fit.residualSd(), fit.intercept(),
                "Rybka's phase-mixed sum of terms + tempo, White's view, 1/32 cp; each feature split into an opening"
                        + " column x (24 - phase)/24 and an endgame column x phase/24 with Rybka's phase",
                weights);

        // the order is read by Overlap (DrawBishopFlag second); new entries go at the end
        List<CompareResult.FlagAgreement> flags = List.of(
                tally.king.result("MatKingFlag (per king side)",
                        "Fruit cflags & MatKingFlag: the enemy has a queen and 2+ pieces",
                        "Rybka king_safety flag: the enemy has a queen and 1+ other piece"),
                tally.drawBishop.result("DrawBishopFlag",
                        "Fruit mat_flags & DrawBishopFlag", "Rybka material flag: opposite-coloured bishops"),
                tally.halving.result("Opposite-bishop halving",
                        "Fruit: the multiplier of the side ahead set from 16 to 8",
                        "Rybka: ocb_halved (opening and endgame halved)"),
                tally.phaseRule.result("Phase rule",
                        "Fruit's phase (0.." + fruitPhaseMax + ")",
                        "round(Rybka's phase x " + fruitPhaseMax + " / " + rybkaPhaseMax + ")"));
        CompareResult.Agreement agreement = new CompareResult.Agreement(stage(tally.phase), fruitPhaseMax,
                rybkaPhaseMax, stage(tally.totals), flags);
        List<CompareResult.Params> params = List.of(
                new CompareResult.Params(fruitModel.id(), fruitParams.name(), fruitParams.sha256()),
                new CompareResult.Params(rybkaModel.id(), rybkaParams.name(), rybkaParams.sha256()));
        long seconds = Math.round((System.nanoTime() - started) / 1e9);
        CompareResult.Settings settings = new CompareResult.Settings(threads, options.describe(), SAMPLE,
                Verdicts.SAME_RULE_R, Verdicts.SAME_WEIGHT_TOLERANCE, RIDGE_LAMBDA, seconds);
        return new CompareResult(Version.text(), params, corpus, settings, rows, Overlap.score(rows, agreement),
                recovery, agreement, overall.list(), termDis, scatter);
    }

    /** A chunk's rows with their sums. */
    private record Chunk(Row[] rows, Tally tally) {
    }

    /** The sums a run keeps: per-term moments and non-zero counts, the regression, phase, totals, flags. */
    private static final class Tally {
        final Stats.Moments[][] moments;
        final long[] fruitNonzero;
        final long[] rybkaNonzero;
        final long[] bothNonzero;
        final RidgeRegression ridge;
        final Stats.Moments phase = new Stats.Moments();
        final Stats.Moments totals = new Stats.Moments();
        final int fruitPhaseMax;
        final int rybkaPhaseMax;
        final FlagTally king;
        final FlagTally drawBishop;
        final FlagTally halving;
        final FlagTally phaseRule;

        Tally(int terms, int columns, int fruitPhaseMax, int rybkaPhaseMax, int flagExamples) {
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
            fruitNonzero = new long[terms];
            rybkaNonzero = new long[terms];
            bothNonzero = new long[terms];
            ridge = new RidgeRegression(columns, RIDGE_LAMBDA);
            this.fruitPhaseMax = fruitPhaseMax;
            this.rybkaPhaseMax = rybkaPhaseMax;
        }

        void add(Row row) {
            for (int t = 0; t < moments.length; t++) {
                moments[t][0].add(row.fruitOp[t], row.rybkaOp[t]);
                moments[t][1].add(row.fruitEg[t], row.rybkaEg[t]);
                moments[t][2].add(row.fruitMix[t], row.rybkaMix[t]);
                if (row.fruitNonzero[t]) {
                    fruitNonzero[t]++;
                }
                if (row.rybkaNonzero[t]) {
                    rybkaNonzero[t]++;
                }
                if (row.fruitNonzero[t] && row.rybkaNonzero[t]) {
                    bothNonzero[t]++;
                }
            }
            ridge.add(row.columns, row.target);
            phase.add(row.fruitPhase / (double) fruitPhaseMax, row.rybkaPhase / (double) rybkaPhaseMax);
            totals.add(row.fruitWhite, row.rybkaWhite);
            for (int c = 0; c < 2; c++) {
                king.add(row.unit, row.fruitKing[c] ? 1 : 0, row.rybkaKing[c] ? 1 : 0);
            }
            drawBishop.add(row.unit, row.fruitDrawBishop ? 1 : 0, row.rybkaOcb ? 1 : 0);
            halving.add(row.unit, row.fruitHalves ? 1 : 0, row.rybkaHalves ? 1 : 0);
            int rybkaScaled = (row.rybkaPhase * fruitPhaseMax + rybkaPhaseMax / 2) / rybkaPhaseMax;
            phaseRule.add(row.unit, row.fruitPhase, rybkaScaled);
        }

        void merge(Tally o) {
            for (int t = 0; t < moments.length; t++) {
                for (int s = 0; s < 3; s++) {
                    moments[t][s].merge(o.moments[t][s]);
                }
                fruitNonzero[t] += o.fruitNonzero[t];
                rybkaNonzero[t] += o.rybkaNonzero[t];
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

    /** Agreement of one flag or rule, with the first few positions (in corpus order) where the models part. */
    private static final class FlagTally {
        private final boolean counted;
        private long agree;
        private long total;
        private long fruitSet;
        private long rybkaSet;
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

        void add(CorpusUnit u, int fruit, int rybka) {
            total++;
            fruitSet += fruit != 0 ? 1 : 0;
            rybkaSet += rybka != 0 ? 1 : 0;
            if (fruit == rybka) {
                agree++;
            } else if (examples.size() < examplesKept) {
                examples.add(new CompareResult.FlagExample(u.index(), u.where(), u.fen(), fruit, rybka));
            }
        }

        void merge(FlagTally o) {
            agree += o.agree;
            total += o.total;
            fruitSet += o.fruitSet;
            rybkaSet += o.rybkaSet;
            examples.addAll(o.examples);
            // chunks may merge in any order: keep the earliest positions, so the result does not depend on threads
            examples.sort(java.util.Comparator.comparingLong(CompareResult.FlagExample::index));
            while (examples.size() > examplesKept) {
                examples.remove(examples.size() - 1);
            }
        }

        CompareResult.FlagAgreement result(String name, String fruitRule, String rybkaRule) {
            return new CompareResult.FlagAgreement(name, fruitRule, rybkaRule, agree, total, counted ? fruitSet : -1,
                    counted ? rybkaSet : -1, List.copyOf(examples));
        }
    }

    private static <T> T take(Future<T> f) throws IOException {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof RuntimeException re) {
                throw re;
            }
            throw new IOException(c);
        }
    }

    private static CompareResult.StageStats stage(Stats.Moments m) {
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

    private Row[] evaluate(List<CorpusUnit> chunk, Worker w, Slots slots, FruitFeatures features, int rybkaPhaseMax,
            double tempoNative) {
        int terms = slots.ids.size();
        Row[] rows = new Row[chunk.size()];
        double[] op = new double[features.count()];
        double[] eg = new double[features.count()];
        double fruitUnit = fruitModel.units().perCentipawn();
        double rybkaUnit = rybkaModel.units().perCentipawn();
        for (int k = 0; k < rows.length; k++) {
            CorpusUnit u = chunk.get(k);
            Breakdown f = w.fruit.explain(u.position());
            Breakdown r = w.rybka.explain(u.position());
            double[] fo = new double[terms];
            double[] fe = new double[terms];
            double[] fm = new double[terms];
            double[] ro = new double[terms];
            double[] re = new double[terms];
            double[] rm = new double[terms];
            boolean[] fnz = new boolean[terms];
            boolean[] rnz = new boolean[terms];
            for (int t = 0; t < terms; t++) {
                if (slots.fruitIndex[t] >= 0) {
                    TermValue v = f.terms().get(slots.fruitIndex[t]);
                    fo[t] = v.netOpening() / fruitUnit;
                    fe[t] = v.netEndgame() / fruitUnit;
                    fm[t] = f.units().mixedCentipawns(v.netOpening(), v.netEndgame(), f.phase());
                    fnz[t] = !v.isZero();
                }
                if (slots.rybkaIndex[t] >= 0) {
                    TermValue v = r.terms().get(slots.rybkaIndex[t]);
                    ro[t] = v.netOpening() / rybkaUnit;
                    re[t] = v.netEndgame() / rybkaUnit;
                    rm[t] = r.units().mixedCentipawns(v.netOpening(), v.netEndgame(), r.phase());
                    rnz[t] = !v.isZero();
                }
            }
            features.extract(u.position(), f, op, eg);
            double[] cols = new double[2 * features.count()];
            double egShare = r.phase() / (double) rybkaPhaseMax;
            for (int i = 0; i < features.count(); i++) {
                cols[2 * i] = op[i] * (1 - egShare);
                cols[2 * i + 1] = eg[i] * egShare;
            }
            int stm = u.position().sideToMove() == Colour.WHITE ? 1 : -1;
            double target = r.openingTotal() * (1 - egShare) + r.endgameTotal() * egShare + tempoNative * stm;
            boolean[] fk = {FruitFeatures.fruitKingSafety(f, Colour.WHITE), FruitFeatures.fruitKingSafety(f, Colour.BLACK)};
            boolean[] rk = {"1".equals(r.details().get("king_safety_white")),
                "1".equals(r.details().get("king_safety_black"))};
            boolean fdb = (parse(f.details().get("mat_flags")) & 2) != 0;
            boolean rocb = (parse(r.details().get("mat_flags")) & 1) != 0;
            // Fruit scales the score by the multiplier of the side ahead; the opposite-bishop rule halved it when
            // that multiplier went from 16 (after the draw rules) to 8
            boolean whiteAhead = parse(f.details().get("interp")) >= 0;
            boolean fHalves = parse(f.details().get(whiteAhead ? "draw_mul_w" : "draw_mul_b")) == 16
                    && factor(f, whiteAhead ? "mul_w" : "mul_b") == 8;
            boolean rHalves = factor(r, "ocb_halved") != 0;
            rows[k] = new Row(u, fo, fe, fm, ro, re, rm, fnz, rnz, f.whiteScore(), r.whiteScore(), f.phase(), r.phase(),
                    cols, target, fk, rk, fdb, rocb, fHalves, rHalves);
        }
        return rows;
    }

    /** A factor's value, 0 when the breakdown has no such factor. */
    private static int factor(Breakdown b, String id) {
        return b.factors().stream().filter(x -> x.id().equals(id)).mapToInt(Factor::value).findFirst().orElse(0);
    }

    private static int parse(String s) {
        if (s == null) {
            return 0;
        }
        try {
            return Integer.parseInt(s.strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** The positions with the largest |Fruit - Rybka|, ties to the earlier position. */
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

        void offer(Row row, double fruit, double rybka) {
            double d = fruit - rybka;
            if (d == 0 || Math.abs(d) <= threshold) {
                return;
            }
            heap.add(new CompareResult.Disagreement(row.unit.index(), row.unit.where(), row.unit.fen(), fruit, rybka, d));
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
        private final float[][] fruit;
        private final float[][] rybka;
        private final SplittableRandom random = new SplittableRandom(SAMPLE_SEED);
        private long seen;
        private int size;

        Sample(int terms) {
            fruit = new float[terms][SAMPLE];
            rybka = new float[terms][SAMPLE];
        }

        void offer(Row row) {
            int slot;
            if (size < SAMPLE) {
                slot = size++;
            } else {
                long j = random.nextLong(seen + 1);
                slot = j < SAMPLE ? (int) j : -1;
            }
            seen++;
            if (slot >= 0) {
                for (int t = 0; t < fruit.length; t++) {
                    fruit[t][slot] = (float) row.fruitMix[t];
                    rybka[t][slot] = (float) row.rybkaMix[t];
                }
            }
        }

        double spearman(int t) {
            double[] x = new double[size];
            double[] y = new double[size];
            for (int i = 0; i < size; i++) {
                x[i] = fruit[t][i];
                y[i] = rybka[t][i];
            }
            return Stats.spearman(x, y);
        }

        CompareResult.Scatter scatter(String id, int t) {
            int m = Math.min(size, SCATTER_POINTS);
            return new CompareResult.Scatter(id, java.util.Arrays.copyOf(fruit[t], m), java.util.Arrays.copyOf(rybka[t], m));
        }
    }
}
