package evalbench.app.cli;

import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import evalbench.app.Cli;
import evalbench.studies.corpus.UciClient;
import evalbench.studies.corpus.EngineCommand;
import evalbench.studies.report.AtomicOutput;
import evalbench.core.Move;
import evalbench.core.San;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import evalbench.core.io.CorpusOptions;
import evalbench.core.io.CorpusProblem;
import evalbench.core.io.CorpusReader;
import evalbench.core.io.CorpusUnit;
import evalbench.core.io.PositionRecord;
import evalbench.core.search.Search;
import evalbench.core.search.SearchLimits;
import evalbench.core.search.SearchListener;
import evalbench.core.search.Score;
import evalbench.core.search.SearchResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code suite}: every position of a FEN list or EPD file searched in one process, each from a cleared hash
 * (as after "ucinewgame"), with "bm"/"am" scored where the file has them.
 */
@Command(name = "suite", mixinStandardHelpOptions = true,
        header = "Search every position of a test suite and count the solved ones (bm/am).",
        footerHeading = "%nExamples:%n",
        footer = {"  ./evalbench suite --model fruit --input sample:wac --depth 6", "  ./evalbench suite --model rybka --input sample:sbd --depth 8 --csv sbd.csv", "  ./evalbench suite --uci /usr/games/toga2 --input sample:bk --depth 10"},
        description = {"Search every position of a FEN list or EPD file; score bm/am; print 'solved K/N'.",
            "Each position starts from a cleared hash; --threads spreads positions over workers (own search each).",
            "--uci COMMAND runs the same suite through an external UCI engine instead of a model (same-run comparisons)."})
public final class SuiteCommand implements Callable<Integer> {
    static final List<String> CSV_COLUMNS = List.of("source", "line", "id", "fen", "bestmove", "score_type", "score",
            "depth", "nodes", "time_ms", "solved");

    @Mixin
    EngineOptions engine;

    @Option(names = "--input", paramLabel = "FILE", required = true, converter = InputPath.class,
            description = "A FEN list or an EPD file, or a built-in sample (sample:wac, sample:bk, sample:sbd).")
    Path input;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Limits limits;

    @Option(names = "--csv", paramLabel = "FILE", description = "Write one row per position to this CSV file.")
    Path csv;

    @Option(names = "--threads", paramLabel = "K", defaultValue = "1",
            description = "Worker threads, each with its own search and hash (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--quiet", description = "No progress lines on standard error.")
    boolean quiet;

    @Option(names = "--no-warm-up", description = "With --movetime and --model: skip the 2 s JIT warm-up before the "
            + "first timed position.")
    boolean noWarmUp;

    @Option(names = "--uci", paramLabel = "COMMAND",
            description = "An external UCI engine instead of --model (e.g. /usr/games/toga2); one process per thread.")
    String uci;

    @Spec
    CommandSpec spec;

    /** One position's outcome. */
    record Row(PositionRecord record, Outcome result, String solved) {
    }

    /** What a search (ours or an external engine's) reported for one position. */
    record Outcome(int bestMove, Score score, int depth, long nodes, long timeMs) {
        static Outcome of(SearchResult r) {
            return new Outcome(r.bestMove(), r.score(), r.depth(), r.nodes(), r.timeMs());
        }
    }

    /** Searches one position after another in one thread. */
    private interface Worker extends AutoCloseable {
        Outcome search(PositionRecord record) throws java.io.IOException;

        @Override
        void close();
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        OptionChecks.threads(threads);
        EvaluatorModel m = uci == null ? engine.resolveModel() : null;
        OptionChecks.exclusive("--model and --uci", uci != null, engine.model != null);
        ParameterSet set = m == null ? null : engine.parameters(m);
        AtomicOutput.Batch outputs = new AtomicOutput.Batch().input(input).input(engine.params);
        if (uci != null) {
            EngineCommand.files(BenchCommand.resolve(uci)).forEach(f -> outputs.input(f,
                    "a file the --uci engine runs or reads:"));
        }
        outputs.claim("--csv", csv);
        // bad lines and bad bm/am operations are skipped and counted, as by every corpus reader
        List<PositionRecord> records = new ArrayList<>();
        List<Expectation> expectations = new ArrayList<>();
        List<CorpusProblem> skipped = new ArrayList<>();
        try (CorpusReader reader = new CorpusReader(input, CorpusOptions.defaults())) {
            CorpusUnit u;
            while ((u = reader.next()) != null) {
                PositionRecord r = new PositionRecord(u.line(), u.fen(), u.position(), u.operations());
                try {
                    expectations.add(Expectation.of(r));
                    records.add(r);
                } catch (IllegalArgumentException e) {
                    skipped.add(new CorpusProblem(input.toString(), u.line(), "bad bm/am", e.getMessage()));
                }
            }
            skipped.addAll(0, reader.problems());
        }
        skipped.sort(java.util.Comparator.comparingInt(CorpusProblem::line));
        SearchLimits searchLimits = limits.toSearchLimits();
        if (m != null) {
            engine.profile(m); // reject bad --option values before starting
        }
        String who = m != null ? m.id() : uci;
        String source = input.getFileName().toString();
        PrintWriter err = spec.commandLine().getErr();
        if (!quiet) {
            err.printf(Locale.ROOT, "suite: %d positions of %s, %s %s, %d thread(s), hash %d MB%n", records.size(),
                    source, who, limits.describe(), threads, engine.hashMb);
            err.flush();
        }
        for (CorpusProblem p : skipped) {
            err.println("suite: skipped " + p);
        }
        err.flush();
        java.util.function.Supplier<Worker> workers = m != null ? () -> modelWorker(m, set, searchLimits)
                : () -> uciWorker(BenchCommand.resolve(uci), engine.hashMb, limits);

        if (m != null && limits.timed() && !noWarmUp) {
            JitWarmUp.run(quiet ? null : err, () -> engine.newSearch(m, set));
        }
        Row[] rows = new Row[records.size()];
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        AtomicInteger solvedSoFar = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(null, r, "suite-worker", 64L << 20);
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int w = 0; w < threads; w++) {
                futures.add(pool.submit(() -> {
                    try (Worker worker = workers.get()) {
                    for (int i = next.getAndIncrement(); i < records.size(); i = next.getAndIncrement()) {
                        PositionRecord r = records.get(i);
                        Outcome result = worker.search(r);
                        String solved = expectations.get(i).judge(result.bestMove());
                        rows[i] = new Row(r, result, solved);
                        if ("1".equals(solved)) {
                            solvedSoFar.incrementAndGet();
                        }
                        int n = done.incrementAndGet();
                        if (!quiet) {
                            synchronized (err) {
                                err.printf(Locale.ROOT, "suite: %d/%d  line %d %s  %s%n", n, records.size(),
                                        r.line(), r.id(), solved.isEmpty() ? "" : "solved so far " + solvedSoFar.get());
                                err.flush();
                            }
                        }
                    }
                    }
                    return null;
                }));
            }
            for (Future<?> f : futures) {
                f.get();
            }
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw cause instanceof RuntimeException re ? re : new IllegalStateException(cause);
        } finally {
            pool.shutdownNow();
        }

        PrintWriter out = spec.commandLine().getOut();
        int scored = 0;
        int solved = 0;
        long nodes = 0;
        long timeMs = 0;
        for (Row row : rows) {
            PositionRecord r = row.record();
            Outcome res = row.result();
            nodes += res.nodes();
            timeMs += res.timeMs();
            String best = res.bestMove() == Move.NONE ? "-" : San.format(r.position(), res.bestMove());
            out.printf(Locale.ROOT, "%5d %-14s %-8s %-12s depth %2d nodes %10d %6d ms%s%n", r.line(), r.id(), best,
                    res.score().toUci(), res.depth(), res.nodes(), res.timeMs(),
                    row.solved().isEmpty() ? "" : row.solved().equals("1") ? "  solved" : "  NOT solved");
            if (!row.solved().isEmpty()) {
                scored++;
                if (row.solved().equals("1")) {
                    solved++;
                }
            }
        }
        out.printf(Locale.ROOT, "nodes %d, search time %d ms, %d nodes/s per thread%n", nodes, timeMs,
                timeMs == 0 ? 0 : nodes * 1000 / timeMs);
        if (!skipped.isEmpty()) {
            out.printf(Locale.ROOT, "skipped %d entries (first: %s)%n", skipped.size(), skipped.get(0));
        }
        if (scored > 0) {
            out.printf(Locale.ROOT, "solved %d/%d%n", solved, scored);
        } else {
            out.println("solved -/0 (the file has no bm/am operations)");
        }
        out.flush();
        if (csv != null) {
            writeCsv(outputs, csv, source, rows);
            outputs.commit();
        }
        return Cli.EXIT_OK;
    }

    private static void writeCsv(AtomicOutput.Batch outputs, Path file, String source, Row[] rows) throws IOException {
        CsvSchema.Builder schema = CsvSchema.builder().setUseHeader(true);
        for (String c : CSV_COLUMNS) {
            schema.addColumn(c);
        }
        List<Map<String, Object>> data = new ArrayList<>();
        for (Row row : rows) {
            Outcome res = row.result();
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("source", source);
            m.put("line", row.record().line());
            m.put("id", row.record().id());
            m.put("fen", row.record().fen());
            m.put("bestmove", Move.toUci(res.bestMove()));
            m.put("score_type", res.score().isMate() ? "mate" : "cp");
            m.put("score", res.score().value());
            m.put("depth", res.depth());
            m.put("nodes", res.nodes());
            m.put("time_ms", res.timeMs());
            m.put("solved", row.solved());
            data.add(m);
        }
        CsvMapper mapper = new CsvMapper();
        outputs.add(file, w -> mapper.writer(schema.build()).writeValue(w, data));
    }

    private Worker modelWorker(EvaluatorModel model, ParameterSet set, SearchLimits searchLimits) {
        Search search = engine.newSearch(model, set);
        return new Worker() {
            @Override
            public Outcome search(PositionRecord r) {
                search.clearHash();
                return Outcome.of(search.run(r.position(), searchLimits, SearchListener.NONE));
            }

            @Override
            public void close() {
            }
        };
    }

    private static Worker uciWorker(String command, int hashMb, Limits limits) {
        UciClient engine;
        try {
            engine = new UciClient(Path.of(command.strip().split("\\s+")[0]).getFileName().toString(), command, hashMb,
                    20_000);
        } catch (java.io.IOException e) {
            throw new UsageError("cannot run '" + command + "': " + e.getMessage());
        }
        String go = limits.depth != null ? "depth " + limits.depth
                : limits.movetime != null ? "movetime " + limits.movetime : "nodes " + limits.nodes;
        // A fixed depth or node count may take a slow engine long; a time limit has its own bound.
        long timeoutMs = limits.movetime != null ? 5 * limits.movetime + 10_000 : 3_600_000;
        return new Worker() {
            @Override
            public Outcome search(PositionRecord r) throws java.io.IOException {
                UciClient.Search res = engine.search(r.fen(), go, timeoutMs);
                int move = res.bestMove().isEmpty() ? Move.NONE : evalbench.core.Uci.parse(r.position(), res.bestMove());
                String[] sc = res.score().isEmpty() ? new String[] {"cp", "0"} : res.score().split(" ");
                Score score = sc[0].equals("mate") ? Score.mate(Integer.parseInt(sc[1]), evalbench.core.search.Bound.EXACT)
                        : Score.cp(Integer.parseInt(sc[1]), evalbench.core.search.Bound.EXACT);
                return new Outcome(move, score, res.depth(), res.nodes(), Math.round(res.seconds() * 1000));
            }

            @Override
            public void close() {
                engine.close();
            }
        };
    }

    /** The bm/am operations of a record as sets of moves. */
    record Expectation(Set<Integer> best, Set<Integer> avoid) {
        static Expectation of(PositionRecord r) {
            return new Expectation(moves(r, "bm"), moves(r, "am"));
        }

        private static Set<Integer> moves(PositionRecord r, String opcode) {
            Set<Integer> set = new java.util.HashSet<>();
            for (String san : r.operands(opcode)) {
                set.add(San.parse(r.position(), san));
            }
            return set;
        }

        /** "1" solved, "0" not solved, "" nothing to judge. */
        String judge(int move) {
            if (best.isEmpty() && avoid.isEmpty()) {
                return "";
            }
            boolean ok = (best.isEmpty() || best.contains(move)) && !avoid.contains(move);
            return ok ? "1" : "0";
        }
    }
}
