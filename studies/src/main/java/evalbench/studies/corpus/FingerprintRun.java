package evalbench.studies.corpus;

import evalbench.studies.report.ProgramVersion;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import evalbench.core.io.CorpusOptions;
import evalbench.core.io.CorpusReader;
import evalbench.core.io.CorpusUnit;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

/**
 * The evaluation fingerprint of external engines: every engine searches every position minimally, the score at
 * the end of its PV is kept when the leaf is quiet ({@link QuietLeaf}), and the kept leaf scores are set beside
 * our models' evaluations of the same leaves (correlations, slopes, bootstrap intervals) and regressed on Fruit's
 * feature counts ({@link FruitFeatures}). One worker per engine at a time (each engine reads the positions in
 * file order); the statistics are computed afterwards, in engine order, so the result does not depend on the
 * number of threads.
 */
public final class FingerprintRun {
    public static final int BOOTSTRAP_RESAMPLES = 1000;
    public static final long BOOTSTRAP_SEED = 20_061_125L;
    public static final int TOP_RESIDUALS = 12;
    /** Engines sharing fewer leaves than this are compared through the models (see DISTANCE_RULE). */
    public static final int MIN_SHARED_LEAVES = Stats.MIN_SAMPLE;
    public static final String DISTANCE_RULE = "distance = 1 - Pearson's r (positional tree: 1 - positional r, the"
            + " material balance regressed out of both series of every pair): engine-model on the engine's leaves;"
            + " model-model on every kept leaf of every engine; engine-engine on the leaves both kept (same FEN) when"
            + " at least " + MIN_SHARED_LEAVES + ", otherwise the shortest path through one model, min over m of"
            + " d(a, m) + d(m, b); an engine with fewer than " + Stats.MIN_SAMPLE + " kept leaves, or a distance"
            + " that cannot be computed, stays out of the tree with its reason";

    /** One external engine: its name, protocol ("uci" or "xboard") and command line. */
    public record EngineSpec(String name, String protocol, String command) {
        /** "xboard:COMMAND" is an xboard engine, anything else a UCI command. */
        public static EngineSpec parse(String name, String value) {
            return value.startsWith("xboard:") ? new EngineSpec(name, "xboard", value.substring(7).strip())
                    : new EngineSpec(name, "uci", value.startsWith("uci:") ? value.substring(4).strip() : value);
        }
    }

    /** Called as engines finish positions: positions answered over all engines, and the total to answer. */
    @FunctionalInterface
    public interface Progress {
        void update(long done, long total);
    }

    private final List<SimilarityRun.ModelEngine> models;
    private final List<EngineSpec> engines;
    private final String uciGo;
    private final int xboardDepth;
    private final int threads;
    private final int hashMb;
    private final long timeoutMs;
    private final QuietLeaf.Rule rule;
    private final boolean rootMoves;

    public FingerprintRun(List<SimilarityRun.ModelEngine> models, List<EngineSpec> engines, String uciGo,
            int xboardDepth, int threads, int hashMb, long timeoutMs, QuietLeaf.Rule rule) {
        this(models, engines, uciGo, xboardDepth, threads, hashMb, timeoutMs, rule, false);
    }

    /**
     * With {@code rootMoves}, every UCI engine is asked for a score and PV of every root move (MultiPV, or one
     * search per move with searchmoves: {@link UciClient#probeRootMoves}), each a sample; xboard engines still
     * answer one PV per position.
     */
    public FingerprintRun(List<SimilarityRun.ModelEngine> models, List<EngineSpec> engines, String uciGo,
            int xboardDepth, int threads, int hashMb, long timeoutMs, QuietLeaf.Rule rule, boolean rootMoves) {
        this.rootMoves = rootMoves;
        this.rule = rule;
        this.models = List.copyOf(models);
        this.engines = List.copyOf(engines);
        this.uciGo = uciGo;
        this.xboardDepth = xboardDepth;
        this.threads = threads;
        this.hashMb = hashMb;
        this.timeoutMs = timeoutMs;
    }

    private FingerprintEngine open(EngineSpec e) throws IOException {
        if (e.protocol().equals("xboard")) {
            return new XboardClient(e.name(), e.command(), xboardDepth, 5_000, timeoutMs);
        }
        UciClient c = new UciClient(e.name(), e.command(), hashMb, 20_000);
        return new FingerprintEngine() {
            @Override
            public String name() {
                return e.name();
            }

            @Override
            public Answer probe(String fen) throws IOException {
                return c.probe(fen, uciGo, timeoutMs);
            }

            @Override
            public List<Answer> probeRootMoves(String fen, List<String> moves) throws IOException {
                return c.probeRootMoves(fen, moves, uciGo, timeoutMs);
            }

            @Override
            public void close() {
                c.close();
            }
        };
    }

    /**
     * What one engine said about every position: its samples, each with the index of its corpus position; or why
     * it failed (it could not be started, died, hung or broke the protocol), its answers then left out.
     */
    private record Probed(List<QuietLeaf.Outcome> outcomes, List<Integer> unit, double seconds, long nodes,
            String failure) {
        static Probed failed(String why) {
            return new Probed(List.of(), List.of(), 0, 0, why);
        }
    }

    public FingerprintResult run(Path file, CorpusOptions options, int maxPositions, Path similarityJson,
            Progress progress, BooleanSupplier cancelled) throws IOException {
        long started = System.nanoTime();
        FingerprintResult.Similarity similarity = similarityJson == null ? null : readSimilarity(similarityJson);
        List<CorpusUnit> units;
        CompareResult.Corpus corpus;
        try (CorpusReader reader = new CorpusReader(file, options)) {
            units = reader.next(maxPositions);
            corpus = CompareResult.Corpus.of(file, reader);
        }
        long total = (long) units.size() * engines.size();
        AtomicLong done = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads), r -> {
            Thread t = new Thread(r, "fingerprint-worker");
            t.setDaemon(true);
            return t;
        });
        List<Future<Probed>> futures = new ArrayList<>();
        try {
            for (EngineSpec spec : engines) {
                if (units.isEmpty()) {
                    break; // nothing to ask: no engine is started
                }
                futures.add(pool.submit(() -> probeAll(spec, units, total, done, progress, cancelled)));
            }
            List<Probed> probed = new ArrayList<>();
            for (int e = 0; e < engines.size(); e++) {
                probed.add(e < futures.size() ? SimilarityRun.take(futures.get(e))
                        : new Probed(List.of(), List.of(), 0, 0, null));
            }
            return analyse(units, corpus, probed, similarity, started);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * One engine over every position. An engine that fails (cannot be started, dies, hangs, breaks the protocol)
     * is left out with the reason; the other engines' results stand.
     */
    private Probed probeAll(EngineSpec spec, List<CorpusUnit> units, long total, AtomicLong done, Progress progress,
            BooleanSupplier cancelled) {
        List<QuietLeaf.Outcome> outcomes = new ArrayList<>(units.size());
        List<Integer> unitIndex = new ArrayList<>(units.size());
        long nodes = 0;
        long t0 = System.nanoTime();
        try (FingerprintEngine engine = open(spec)) {
            for (int i = 0; i < units.size(); i++) {
                if (cancelled.getAsBoolean()) {
                    throw new CancellationException("cancelled");
                }
                CorpusUnit unit = units.get(i);
                List<FingerprintEngine.Answer> answers = rootMoves
                        ? engine.probeRootMoves(unit.fen(), legalMoves(unit.position()))
                        : List.of(engine.probe(unit.fen()));
                for (FingerprintEngine.Answer a : answers) {
                    nodes += a.nodes();
                    outcomes.add(QuietLeaf.classify(unit.position(), a, rule));
                    unitIndex.add(i);
                }
                progress.update(done.incrementAndGet(), total);
            }
        } catch (IOException e) {
            return Probed.failed(e.getMessage() == null ? e.toString() : e.getMessage());
        }
        return new Probed(outcomes, unitIndex, (System.nanoTime() - t0) / 1e9, nodes, null);
    }

    /** The kept leaves of one engine with every model's evaluation and, when Fruit is here, its feature columns. */
    private static final class Samples {
        final List<Double> score = new ArrayList<>();
        final List<double[]> material = new ArrayList<>();
        final List<double[]> modelEval = new ArrayList<>();
        final List<double[]> columns = new ArrayList<>();
        /** The leaf and corpus FEN of each regression row. */
        final List<String[]> rowLeaf = new ArrayList<>();
        final List<Double> whiteScore = new ArrayList<>();
        final List<FingerprintResult.Leaf> leaves = new ArrayList<>();
        /** Leaves left out of the regression: Fruit scales their evaluation (draw multipliers, early draw). */
        long scaled;
    }

    private FingerprintResult analyse(List<CorpusUnit> units, CompareResult.Corpus corpus, List<Probed> probed,
            FingerprintResult.Similarity similarity, long started) {
        List<Evaluator> evaluators = new ArrayList<>();
        for (SimilarityRun.ModelEngine m : models) {
            evaluators.add(m.model().create(m.parameters()));
        }
        FruitColumns features = FruitColumns.of(models);
        Map<String, double[]> leafEval = new LinkedHashMap<>(); // every kept leaf of every engine -> model evals
        Map<String, double[]> leafMaterial = new HashMap<>();
        List<FingerprintResult.Engine> out = new ArrayList<>();
        List<FingerprintResult.FailedEngine> failed = new ArrayList<>();
        List<Map<String, Double>> engineLeaves = new ArrayList<>();
        for (int e = 0; e < engines.size(); e++) {
            EngineSpec spec = engines.get(e);
            Probed p = probed.get(e);
            if (p.failure() != null) {
                failed.add(new FingerprintResult.FailedEngine(spec.name(), spec.protocol(), spec.command(), p.failure()));
                continue;
            }
            Map<String, Long> dropped = new LinkedHashMap<>();
            EnumMap<QuietLeaf.Drop, Long> counts = new EnumMap<>(QuietLeaf.Drop.class);
            Samples s = new Samples();
            Map<String, Double> leaves = new HashMap<>();
            for (int j = 0; j < p.outcomes().size(); j++) {
                QuietLeaf.Outcome o = p.outcomes().get(j);
                int i = p.unit().get(j);
                if (!o.kept()) {
                    counts.merge(o.drop(), 1L, Long::sum);
                    continue;
                }
                String fen = o.leaf().toFen();
                double[] evals = leafEval.computeIfAbsent(fen, k -> evaluate(evaluators, o.leaf()));
                s.score.add((double) o.leafScore());
                s.material.add(leafMaterial.computeIfAbsent(fen, k -> material(o.leaf())));
                s.modelEval.add(evals);
                leaves.put(fen, (double) o.leafScore());
                s.leaves.add(new FingerprintResult.Leaf(units.get(i).fen(), fen, o.plies(), o.leafScore(),
                        java.util.Arrays.stream(evals).boxed().toList()));
                if (features == null) {
                    continue;
                }
                int white = o.leaf().sideToMove() == Colour.WHITE ? o.leafScore() : -o.leafScore();
                double[] cols = features.columns(o.leaf(), white);
                if (cols == null) {
                    s.scaled++;
                } else {
                    s.columns.add(cols);
                    s.rowLeaf.add(new String[] {fen, units.get(i).fen()});
                    s.whiteScore.add((double) white);
                }
            }
            for (QuietLeaf.Drop d : QuietLeaf.Drop.values()) {
                dropped.put(d.key(), counts.getOrDefault(d, 0L));
            }
            engineLeaves.add(leaves);
            double[] y = s.score.stream().mapToDouble(Double::doubleValue).toArray();
            boolean enough = y.length >= Stats.MIN_SAMPLE; // below: no figure is determined (fit says NaN)
            double[] yPositional = enough ? withoutMaterial(s.material, y) : y;
            List<FingerprintResult.ModelFit> fits = new ArrayList<>();
            String closest = null;
            double best = Double.NEGATIVE_INFINITY;
            for (int m = 0; m < models.size(); m++) {
                final int mi = m;
                double[] x = s.modelEval.stream().mapToDouble(v -> v[mi]).toArray();
                FingerprintResult.ModelFit fit = fit(models.get(m).model().id(), x, y,
                        enough ? withoutMaterial(s.material, x) : x, yPositional);
                fits.add(fit);
                if (fit.pearson() > best) {
                    best = fit.pearson();
                    closest = fit.model();
                }
            }
            FingerprintResult.Regression regression = null;
            List<FingerprintResult.Residual> residuals = List.of();
            String noRegression = null;
            if (features != null && s.columns.size() <= features.width() + 1) {
                noRegression = String.format(Locale.ROOT, "%d leaves where Fruit's evaluation is its linear sum (%d more"
                        + " left out: draw-scaled), not more than the %d columns and the intercept", s.columns.size(),
                        s.scaled, features.width());
            }
            if (features != null && s.columns.size() > features.width() + 1) { // fewer rows than columns: no fit
                RidgeRegression ridge = new RidgeRegression(features.width(), CompareRun.RIDGE_LAMBDA);
                for (int i = 0; i < s.columns.size(); i++) {
                    ridge.add(s.columns.get(i), s.whiteScore.get(i));
                }
                RidgeRegression.Fit fit = ridge.solve();
                regression = features.regression(fit, s.scaled);
                residuals = residuals(s, fit);
            }
            long asked = units.size();
            String undetermined = y.length < Stats.MIN_SAMPLE ? Stats.tooFew(y.length, "leaves kept") : null;
            out.add(new FingerprintResult.Engine(spec.name(), spec.protocol(), spec.command(), asked, y.length, dropped,
                    closest, undetermined, fits, regression, noRegression, residuals, round(p.seconds(), 3),
                    round(p.seconds() > 0 ? asked / p.seconds() : Double.NaN, 2),
                    round(asked == 0 ? 0 : (double) p.nodes() / asked, 1), s.leaves));
        }
        FingerprintResult.Matrix matrix = matrix(out);
        FingerprintResult.Tree tree = tree(out, engineLeaves, leafEval, null);
        FingerprintResult.Tree positionalTree = tree(out, engineLeaves, leafEval, leafMaterial);
        List<CompareResult.Params> params = new ArrayList<>();
        for (SimilarityRun.ModelEngine m : models) {
            params.add(new CompareResult.Params(m.model().id(), m.parameters().name(), m.parameters().sha256()));
        }
        FingerprintResult.Settings settings = new FingerprintResult.Settings(units.size(), uciGo, xboardDepth,
                rule.name().toLowerCase(Locale.ROOT) + ": " + rule.describe(), rootMoves, BOOTSTRAP_RESAMPLES,
                BOOTSTRAP_SEED, CompareRun.RIDGE_LAMBDA, threads, DISTANCE_RULE);
        return new FingerprintResult(ProgramVersion.text(), params, corpus, settings, out, failed, matrix, tree,
                positionalTree, similarity,
                Math.round((System.nanoTime() - started) / 1e9));
    }

    /**
     * The move-match tree of a {@code similarity --json} file, read before any engine starts; a file that is not
     * one is refused naming the file and the place.
     */
    static FingerprintResult.Similarity readSimilarity(Path file) throws IOException {
        SimilarityResult sim;
        try {
            sim = ReportJson.mapper().readValue(file.toFile(), SimilarityResult.class);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            com.fasterxml.jackson.core.JsonLocation at = e.getLocation();
            throw new IOException(file + (at == null ? "" : ", line " + at.getLineNr() + ", column "
                    + at.getColumnNr()) + ": not a 'similarity --json' report (" + e.getOriginalMessage().lines()
                    .findFirst().orElse("") + ")");
        }
        if (sim == null || sim.engines() == null || sim.tree() == null) {
            throw new IOException(file + ": not a 'similarity --json' report (it has no engines and tree)");
        }
        return new FingerprintResult.Similarity(file.toString(), sim.limit(), sim.engines(), sim.tree(), sim.newick());
    }

    /** The legal moves of a position in UCI text, in our generator's order. */
    static List<String> legalMoves(Position p) {
        List<String> moves = new ArrayList<>();
        for (int m : evalbench.core.MoveGenerator.legalMoves(p)) {
            moves.add(evalbench.core.Move.toUci(m));
        }
        return moves;
    }

    private static double[] evaluate(List<Evaluator> evaluators, Position leaf) {
        double[] v = new double[evaluators.size()];
        for (int m = 0; m < v.length; m++) {
            v[m] = evaluators.get(m).evaluate(leaf);
        }
        return v;
    }

    static FingerprintResult.ModelFit fit(String model, double[] x, double[] y, double[] xPositional,
            double[] yPositional) {
        if (x.length < Stats.MIN_SAMPLE) {
            double nan = Double.NaN; // not determined (the engine's reason says why)
            return new FingerprintResult.ModelFit(model, x.length, nan, nan, nan, nan, nan, nan, nan, nan, nan, nan);
        }
        double[] r = Stats.bootstrap(x, y, Stats::pearson, BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED);
        double[] b = Stats.bootstrap(x, y, Stats::slope, BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED);
        // the interval resamples the residuals of one material fit (not refitted per resample): a slight
        // underestimate of the width, noted in docs/fingerprint.md
        double[] p = Stats.bootstrap(xPositional, yPositional, Stats::pearson, BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED);
        return new FingerprintResult.ModelFit(model, x.length, Stats.pearson(x, y), r[0], r[1], Stats.spearman(x, y),
                Stats.slope(x, y), b[0], b[1], Stats.pearson(xPositional, yPositional), p[0], p[1]);
    }

    /** Piece counts of the side to move minus the opponent's, pawn to queen. */
    static double[] material(Position p) {
        int us = p.sideToMove();
        double[] m = new double[PieceType.QUEEN - PieceType.PAWN + 1];
        for (int t = PieceType.PAWN; t <= PieceType.QUEEN; t++) {
            m[t - PieceType.PAWN] = p.count(us, t) - p.count(1 - us, t);
        }
        return m;
    }

    /** The residuals of v after a least-squares fit on the material balance (with an intercept). */
    static double[] withoutMaterial(List<double[]> material, double[] v) {
        if (v.length < 3) {
            return v.clone();
        }
        RidgeRegression fit = new RidgeRegression(material.get(0).length, CompareRun.RIDGE_LAMBDA);
        for (int i = 0; i < v.length; i++) {
            fit.add(material.get(i), v[i]);
        }
        RidgeRegression.Fit f = fit.solve();
        double[] r = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            double predicted = f.intercept();
            for (int k = 0; k < f.weights().length; k++) {
                predicted += f.weights()[k] * material.get(i)[k];
            }
            r[i] = v[i] - predicted;
        }
        return r;
    }

    private static List<FingerprintResult.Residual> residuals(Samples s, RidgeRegression.Fit fit) {
        List<FingerprintResult.Residual> all = new ArrayList<>();
        for (int i = 0; i < s.columns.size(); i++) {
            double predicted = fit.intercept();
            double[] c = s.columns.get(i);
            for (int k = 0; k < c.length; k++) {
                predicted += fit.weights()[k] * c[k];
            }
            double y = s.whiteScore.get(i);
            all.add(new FingerprintResult.Residual(s.rowLeaf.get(i)[0], s.rowLeaf.get(i)[1], y, round(predicted, 1),
                    round(y - predicted, 1)));
        }
        all.sort(Comparator.comparingDouble((FingerprintResult.Residual r) -> -Math.abs(r.residual())));
        return List.copyOf(all.subList(0, Math.min(TOP_RESIDUALS, all.size())));
    }

    private FingerprintResult.Matrix matrix(List<FingerprintResult.Engine> out) {
        List<String> modelIds = models.stream().map(m -> m.model().id()).toList();
        List<List<Double>> rows = new ArrayList<>();
        List<List<Double>> positional = new ArrayList<>();
        for (FingerprintResult.Engine e : out) {
            rows.add(e.models().stream().map(FingerprintResult.ModelFit::pearson).toList());
            positional.add(e.models().stream().map(FingerprintResult.ModelFit::positional).toList());
        }
        return new FingerprintResult.Matrix(out.stream().map(FingerprintResult.Engine::name).toList(), modelIds, rows,
                positional);
    }

    /**
     * UPGMA over engines and models by 1 - r; with {@code material} given (leaf FEN to material balance), by
     * 1 - positional r, the material balance regressed out of both series of every pair first. A distance that
     * cannot be computed is NaN, and {@link DistanceTree} keeps out of the tree what has one (an engine with too few
     * leaves first, with its reason).
     */
    private FingerprintResult.Tree tree(List<FingerprintResult.Engine> out, List<Map<String, Double>> engineLeaves,
            Map<String, double[]> leafEval, Map<String, double[]> material) {
        int ne = out.size();
        int nm = models.size();
        List<String> names = new ArrayList<>();
        Map<String, String> reasons = new LinkedHashMap<>();
        out.forEach(e -> {
            names.add(e.name());
            if (e.notDetermined() != null) {
                reasons.put(e.name(), e.notDetermined());
            }
        });
        models.forEach(m -> names.add(m.model().id()));
        if (leafEval.size() < Stats.MIN_SAMPLE) {
            models.forEach(m -> reasons.put(m.model().id(), "compared with the other models on "
                    + Stats.tooFew(leafEval.size(), "kept leaves of all engines")));
        }
        int n = ne + nm;
        double[][] d = new double[n][n];
        for (int a = 0; a < ne; a++) {
            for (int m = 0; m < nm; m++) {
                FingerprintResult.ModelFit fit = out.get(a).models().get(m);
                d[a][ne + m] = d[ne + m][a] = distance(material == null ? fit.pearson() : fit.positional());
            }
        }
        for (int m1 = 0; m1 < nm; m1++) {
            for (int m2 = m1 + 1; m2 < nm; m2++) {
                double[] x = new double[leafEval.size()];
                double[] y = new double[leafEval.size()];
                List<double[]> balance = new ArrayList<>();
                int i = 0;
                for (Map.Entry<String, double[]> v : leafEval.entrySet()) {
                    x[i] = v.getValue()[m1];
                    y[i++] = v.getValue()[m2];
                    if (material != null) {
                        balance.add(material.get(v.getKey()));
                    }
                }
                d[ne + m1][ne + m2] = d[ne + m2][ne + m1] = x.length < Stats.MIN_SAMPLE ? Double.NaN
                        : distance(correlation(x, y, balance, material != null));
            }
        }
        for (int a = 0; a < ne; a++) {
            for (int b = a + 1; b < ne; b++) {
                List<double[]> shared = new ArrayList<>();
                List<double[]> balance = new ArrayList<>();
                for (Map.Entry<String, Double> leaf : engineLeaves.get(a).entrySet()) {
                    Double other = engineLeaves.get(b).get(leaf.getKey());
                    if (other != null) {
                        shared.add(new double[] {leaf.getValue(), other});
                        if (material != null) {
                            balance.add(material.get(leaf.getKey()));
                        }
                    }
                }
                double dist = Double.NaN;
                if (shared.size() >= MIN_SHARED_LEAVES) {
                    dist = distance(correlation(shared.stream().mapToDouble(v -> v[0]).toArray(),
                            shared.stream().mapToDouble(v -> v[1]).toArray(), balance, material != null));
                } else {
                    for (int m = 0; m < nm; m++) {
                        double through = d[a][ne + m] + d[ne + m][b];
                        if (!Double.isNaN(through) && !(through >= dist)) {
                            dist = through;
                        }
                    }
                }
                d[a][b] = d[b][a] = dist;
            }
        }
        DistanceTree.Result r = DistanceTree.of(names, d, reasons);
        List<List<Double>> rows = new ArrayList<>();
        for (double[] row : d) {
            rows.add(java.util.Arrays.stream(row).map(v -> round(v, 6)).boxed().toList());
        }
        return new FingerprintResult.Tree(names, rows, r.merges(), r.newick(), r.leftOut());
    }

    /** Pearson's r, or with {@code positional} the r of the residuals after a fit on the material balance. */
    private static double correlation(double[] x, double[] y, List<double[]> balance, boolean positional) {
        return positional ? Stats.pearson(withoutMaterial(balance, x), withoutMaterial(balance, y))
                : Stats.pearson(x, y);
    }

    /** 1 - r; NaN (not determined) when the correlation could not be computed. */
    private static double distance(double r) {
        return 1 - r;
    }

    static double round(double v, int digits) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return v;
        }
        return Double.parseDouble(String.format(Locale.ROOT, "%." + digits + "f", v));
    }
}
