package evalbench.app.cli;

import evalbench.app.Cli;
import evalbench.studies.corpus.UciClient;
import evalbench.core.Perft;
import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import evalbench.core.io.PositionFile;
import evalbench.core.io.PositionRecord;
import evalbench.core.io.Samples;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code bench}: a fixed workload timed on this machine. Perft of the start position to depth 6 and of
 * "kiwipete" to depth 5 (leaves counted in bulk, as Stockfish's go perft does), then every model's fast
 * evaluation over the game corpus. For careful figures use {@code evalbench jmh}.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        header = "Time fixed workloads on this machine: perft, evaluations per second and a search.",
        footerHeading = "%nExamples:%n",
        footer = {"  ./evalbench bench", "  ./evalbench bench --eval-only", "  ./evalbench bench --search-only --uci /usr/games/toga2"},
        description = {"Time a fixed workload: perft (start position d6, kiwipete d5), evaluations/s per model, and a"
                + " search workload (Bratko-Kopec at depth 10, fresh 64 MB hash per position) per model.",
            "--uci ENGINE runs the same search workload through a UCI engine and prints the nodes/s ratio.",
            "Quick figures from one run; 'evalbench jmh' gives JMH's careful ones."})
public final class BenchCommand implements Callable<Integer> {
    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @Option(names = "--perft-only", description = "Only the perft part.")
    boolean perftOnly;

    @Option(names = "--eval-only", description = "Only the evaluation part.")
    boolean evalOnly;

    @Option(names = "--search-only", description = "Only the search part.")
    boolean searchOnly;

    @Option(names = "--search-model", paramLabel = "MODELS", defaultValue = "all",
            description = "Model(s) for the search part: ids separated by commas, or all (default: ${DEFAULT-VALUE}).")
    String searchModel;

    @Option(names = "--search-depth", paramLabel = "N", defaultValue = "10",
            description = "Depth of the search workload (default: ${DEFAULT-VALUE}).")
    int searchDepth;

    @Option(names = "--search-positions", paramLabel = "FILE", converter = InputPath.class,
            description = "Positions of the search workload (default: sample:bk, the Bratko-Kopec positions).")
    Path searchPositions;

    @Option(names = "--uci", paramLabel = "COMMAND",
            description = "Also run the search workload through this UCI engine (e.g. toga2: Debian installs it as"
                    + " /usr/games/toga2) and print our nodes/s relative to it.")
    List<String> uciEngines = new java.util.ArrayList<>();

    @Option(names = "--positions", paramLabel = "FILE", converter = InputPath.class,
            description = "Positions for the evaluation part (default: sample:games, 7,845 game positions).")
    Path positions;

    @Option(names = "--stockfish", paramLabel = "COMMAND", arity = "0..1", fallbackValue = "stockfish",
            description = "Also time 'go perft' of this UCI engine on the same positions (default command: stockfish;"
                    + " Debian installs it as /usr/games/stockfish).")
    String stockfish;

    @Option(names = "--rounds", paramLabel = "N", defaultValue = "1",
            description = "Times the search workload is repeated (default: ${DEFAULT-VALUE}); more rounds, steadier ratios.")
    int rounds;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "3",
            description = "Minimum measured time per model for the evaluation part (default: ${DEFAULT-VALUE}).")
    double seconds;

    @Option(names = "--eval-rounds", paramLabel = "N",
            description = "Evaluation part: time exactly N rounds over the positions (after a warm-up) instead of"
                    + " --seconds, as the original programs' eval harnesses do.")
    Integer evalRounds;

    @Option(names = "--eval-model", paramLabel = "MODELS", defaultValue = "all",
            description = "Model(s) for the evaluation part: ids separated by commas, or all (default: ${DEFAULT-VALUE});"
                    + " with several, each is timed in a JVM of its own.")
    String evalModel;

    @Option(names = "--eval-reference", paramLabel = "MODEL=COMMAND",
            description = {"Evaluation part, same run: alternate our model with an original program's eval harness"
                    + " (run as 'COMMAND FILE ROUNDS', printing 'evals/s X' and 'hash H'; how to build one:"
                    + " docs/benchmarks.md), e.g. fruit=./fruit21-evalbench; prints each round and the ratio"
                    + " ours/original. Repeatable."})
    List<String> evalReferences = new java.util.ArrayList<>();

    @Option(names = "--alternations", paramLabel = "K", defaultValue = "3",
            description = "With --eval-reference: ours and the original K times each, alternating"
                    + " (default: ${DEFAULT-VALUE}).")
    int alternations;

    @Option(names = "--relative-to", paramLabel = "MODEL",
            description = {"Evaluation part: time each model of --eval-model against MODEL in one JVM, the two"
                    + " taking turns of five sweeps timed in thread CPU time, and print the median of the turns'"
                    + " rate ratios with its quartiles (e.g. --eval-model fabchess --relative-to fruit); with"
                    + " several models each pair runs in a JVM of its own; with 'all', MODEL itself is left out."})
    String relativeTo;

    @Option(names = "--against", paramLabel = "JAR", converter = InputPath.class,
            description = {"Compare this build with another evalbench jar (e.g. one built before a change) in this"
                    + " JVM: the search and evaluation parts run both builds' models alternately, position by"
                    + " position, timed in CPU time, and print this build's rate relative to the other's (node"
                    + " counts and checksums must be equal)."})
    Path against;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        OptionChecks.exclusive("--perft-only, --eval-only and --search-only", perftOnly, evalOnly, searchOnly);
        boolean all = !perftOnly && !evalOnly && !searchOnly;
        JarComparison comparison = null;
        if (against != null) {
            if (perftOnly || !uciEngines.isEmpty() || !evalReferences.isEmpty() || evalRounds != null) {
                throw new UsageError("--against compares two builds' searches and evaluations in this JVM: not with"
                        + " --perft-only, --uci, --eval-reference or --eval-rounds");
            }
            comparison = new JarComparison(against);
        }
        if (relativeTo != null && (against != null || !evalReferences.isEmpty() || evalRounds != null)) {
            throw new UsageError("--relative-to times two of our models against each other: not with --against,"
                    + " --eval-reference or --eval-rounds");
        }
        if (all || perftOnly) {
            perft(out);
        }
        if (all || evalOnly) {
            evaluations(out, comparison);
        }
        if (all || searchOnly) {
            searches(out, comparison);
        }
        return Cli.EXIT_OK;
    }

    private void perft(PrintWriter out) {
        // Warm-up so the JIT has compiled the move generator before the clock runs.
        Perft.count(Position.start(), 5);
        Perft.count(Position.fromFen(KIWIPETE), 4);
        long totalNodes = 0;
        double totalSeconds = 0;
        for (String[] job : new String[][] {{"start position", Position.START_FEN, "6"}, {"kiwipete", KIWIPETE, "5"}}) {
            int depth = Integer.parseInt(job[2]);
            long start = System.nanoTime();
            long nodes = Perft.count(Position.fromFen(job[1]), depth);
            double s = (System.nanoTime() - start) / 1e9;
            totalNodes += nodes;
            totalSeconds += s;
            out.println(String.format(Locale.ROOT, "perft %-15s depth %d: %,13d nodes  %7.3f s  %s nodes/s",
                    job[0], depth, nodes, s, rate(nodes, s)));
        }
        out.println(String.format(Locale.ROOT, "perft total: %,d nodes  %.3f s  %s nodes/s", totalNodes, totalSeconds,
                rate(totalNodes, totalSeconds)));
        out.flush();
        if (stockfish != null) {
            referencePerft(out, totalNodes, totalSeconds);
        }
    }

    private void referencePerft(PrintWriter out, long ourNodes, double ourSeconds) {
        UciPerftReference engine = new UciPerftReference(resolve(stockfish));
        long nodes = 0;
        double secs = 0;
        for (String[] job : new String[][] {{"start position", Position.START_FEN, "6"}, {"kiwipete", KIWIPETE, "5"}}) {
            UciPerftReference.Result r;
            try {
                r = engine.perft(job[1], Integer.parseInt(job[2]));
            } catch (java.io.IOException e) {
                throw new UsageError("cannot run '" + stockfish + "': " + e.getMessage());
            }
            nodes += r.nodes();
            secs += r.seconds();
            out.println(String.format(Locale.ROOT, "%-5s %-15s depth %s: %,13d nodes  %7.3f s  %s nodes/s",
                    "ref", job[0], job[2], r.nodes(), r.seconds(), rate(r.nodes(), r.seconds())));
        }
        double ratio = (ourNodes / ourSeconds) / (nodes / secs);
        out.println(String.format(Locale.ROOT, "ref total: %,d nodes  %.3f s  %s nodes/s  (evalbench runs at %.0f%% of %s)",
                nodes, secs, rate(nodes, secs), 100 * ratio, stockfish));
        out.flush();
    }

    /** "stockfish" is not on root's PATH on Debian; look in /usr/games too. */
    static String resolve(String command) {
        if (command.contains("/")) {
            return command;
        }
        for (String dir : (System.getenv().getOrDefault("PATH", "") + ":/usr/games").split(":")) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, command))) {
                return Path.of(dir, command).toString();
            }
        }
        return command;
    }

    private void searches(PrintWriter out, JarComparison comparison) {
        Path file = searchPositions != null ? searchPositions : Samples.resolve("sample:bk");
        if (!Files.isRegularFile(file)) {
            throw new UsageError("no positions for the search part: " + file + " is missing (use --search-positions)");
        }
        OptionChecks.range("--search-depth", searchDepth, 1, 30);
        OptionChecks.atLeast("--rounds", rounds, 1);
        List<PositionRecord> records = PositionFile.read(file);
        List<EvaluatorModel> models = ModelList.parse(searchModel, "--search-model");
        if (comparison != null) {
            out.println(String.format(Locale.ROOT, "search workload: %d positions of %s at depth %d, fresh 64 MB hash"
                    + " each, this build and %s alternating position by position in this JVM, %d round(s), CPU time",
                    records.size(), file.getFileName(), searchDepth, comparison.otherName(), rounds));
            out.flush();
            comparison.searches(out, ids(models), fens(records), searchDepth, rounds);
            return;
        }
        out.println(String.format(Locale.ROOT, "search workload: %d positions of %s at depth %d, fresh 64 MB hash each,"
                + " engines interleaved position by position, %d round(s)", records.size(), file.getFileName(),
                searchDepth, rounds));
        out.flush();
        List<SearchRunner> runners = new java.util.ArrayList<>();
        try {
            for (EvaluatorModel model : models) {
                runners.add(new ModelRunner(model));
            }
            for (String engine : uciEngines) {
                runners.add(new UciRunner(engine, resolve(engine)));
            }
            for (SearchRunner runner : runners) {
                runner.run(records.get(0), Math.min(8, searchDepth)); // warm-up: the JIT compiles, the engine loads
            }
            long[] nodes = new long[runners.size()];
            double[] seconds = new double[runners.size()];
            // One position at a time through every engine: a change in the machine's load hits all of them alike.
            for (int round = 0; round < rounds; round++) {
                for (PositionRecord r : records) {
                    for (int i = 0; i < runners.size(); i++) {
                        double[] result = runners.get(i).run(r, searchDepth);
                        nodes[i] += (long) result[0];
                        seconds[i] += result[1];
                    }
                }
            }
            for (int i = 0; i < runners.size(); i++) {
                StringBuilder ratios = new StringBuilder();
                if (runners.get(i) instanceof UciRunner) {
                    double theirs = nodes[i] / seconds[i];
                    ratios.append("   ours relative to it:");
                    for (int m = 0; m < models.size(); m++) {
                        ratios.append(String.format(Locale.ROOT, "  %s %.2fx", models.get(m).id(),
                                nodes[m] / seconds[m] / theirs));
                    }
                }
                out.println(String.format(Locale.ROOT, "search %-8s %,13d nodes  %7.3f s  %s nodes/s%s",
                        runners.get(i).name(), nodes[i], seconds[i], rate(nodes[i], seconds[i]), ratios));
            }
            out.flush();
        } finally {
            for (SearchRunner runner : runners) {
                runner.close();
            }
        }
    }

    /** One engine of the search workload: searches a position from a fresh hash, returns {nodes, seconds}. */
    private interface SearchRunner extends AutoCloseable {
        String name();

        double[] run(PositionRecord position, int depth);

        @Override
        default void close() {
        }
    }

    private static final class ModelRunner implements SearchRunner {
        private final EvaluatorModel model;
        private final evalbench.core.search.Search search;

        ModelRunner(EvaluatorModel model) {
            this.model = model;
            this.search = new evalbench.core.search.Search(model.searchProfile(), model.create(), 64);
        }

        @Override
        public String name() {
            return model.id();
        }

        @Override
        public double[] run(PositionRecord r, int depth) {
            search.clearHash();
            long start = System.nanoTime();
            evalbench.core.search.SearchResult result = search.run(r.position(),
                    evalbench.core.search.SearchLimits.depth(depth), evalbench.core.search.SearchListener.NONE);
            return new double[] {result.nodes(), (System.nanoTime() - start) / 1e9};
        }
    }

    /** Time limits for an external engine: its handshake, and one search of the workload (generous: slow engines). */
    private static final long UCI_STARTUP_MS = 20_000;
    private static final long UCI_SEARCH_MS = 600_000;

    private static final class UciRunner implements SearchRunner {
        private final String engine;
        private final String command;
        private final UciClient ref;

        UciRunner(String engine, String command) {
            this.engine = engine;
            this.command = command;
            try {
                this.ref = new UciClient(name(), command, 64, UCI_STARTUP_MS);
            } catch (java.io.IOException e) {
                throw new UsageError("cannot run '" + engine + "': " + e.getMessage());
            }
        }

        @Override
        public String name() {
            return Path.of(command).getFileName().toString();
        }

        @Override
        public double[] run(PositionRecord r, int depth) {
            try {
                UciClient.Search result = ref.search(r.fen(), "depth " + depth, UCI_SEARCH_MS);
                return new double[] {result.nodes(), result.seconds()};
            } catch (java.io.IOException e) {
                throw new UsageError("'" + engine + "' failed: " + e.getMessage());
            }
        }

        @Override
        public void close() {
            ref.close();
        }
    }

    private void evaluations(PrintWriter out, JarComparison comparison) {
        Path file = positions;
        if (file == null) {
            file = Samples.resolve("sample:games");
            if (!Files.isRegularFile(file)) {
                throw new UsageError("no positions for the evaluation part: " + file + " is missing (use --positions)");
            }
        }
        if (evalRounds != null) {
            OptionChecks.atLeast("--eval-rounds", evalRounds, 1);
        }
        OptionChecks.atLeast("--alternations", alternations, 1);
        java.util.Map<String, String> references = new java.util.LinkedHashMap<>();
        for (String r : evalReferences) {
            int eq = r.indexOf('=');
            if (eq <= 0 || eq == r.length() - 1) {
                throw new UsageError("--eval-reference wants MODEL=COMMAND, got '" + r + "'");
            }
            references.put(Models.byId(r.substring(0, eq)).id(), r.substring(eq + 1));
        }
        List<EvaluatorModel> models = ModelList.parse(evalModel, "--eval-model");
        if (comparison != null) {
            List<PositionRecord> records = PositionFile.read(file);
            out.println(String.format(Locale.ROOT, "evaluation workload: %d positions of %s, this build and %s"
                    + " alternating sweep by sweep in this JVM, at least %.1f s CPU each, caches on", records.size(),
                    file.getFileName(), comparison.otherName(), seconds));
            out.flush();
            comparison.evaluations(out, ids(models), fens(records), seconds);
            return;
        }
        if (relativeTo != null) {
            relativeTo(out, models, file);
            return;
        }
        if (models.size() > 1) {
            eachModelInItsOwnJvm(out, models, references);
            return;
        }
        Position[] boards = sideBySide(PositionFile.read(file));
        Position work = boards.length > 0 ? boards[0].copy() : Position.fromFen(Position.START_FEN);
        for (EvaluatorModel model : models) {
            Evaluator evaluator = model.create();
            // Set-up: each board gets the model's incremental piece-square sums, as the originals' boards get theirs
            // when set up from a FEN.
            long checksum = sweep(evaluator, boards);
            // Warm-up: enough sweeps (and time: the compiler threads share a loaded machine) for the JIT to compile
            // the evaluation fully, caches filled.
            long warmUntil = System.nanoTime() + 3_000_000_000L;
            for (int pass = 0; pass < 30 || System.nanoTime() < warmUntil; pass++) {
                sweepThroughOneBoard(evaluator, boards, work);
            }
            String reference = references.get(model.id());
            if (reference == null) {
                double[] r = measure(model, evaluator, boards, work, checksum);
                out.println(String.format(Locale.ROOT, "eval  %-8s %,11d evaluations  %7.3f s  %s evaluations/s"
                        + "  (%d positions of %s, caches on; checksum %016x)", model.id(), (long) r[0], r[1],
                        rate((long) r[0], r[1]), boards.length, file.getFileName(), checksum));
                out.flush();
            } else {
                compareWithOriginal(out, model, evaluator, boards, work, checksum, file, reference);
            }
        }
    }

    /**
     * Each model's evaluation rate relative to the {@code --relative-to} model's, the pair taking turns in one JVM
     * ({@link PairedEvaluation}); several pairs each in a JVM of its own, as {@link #eachModelInItsOwnJvm} does for
     * single models (with more than two models in one JVM the shared call sites are compiled for all of them).
     */
    private void relativeTo(PrintWriter out, List<EvaluatorModel> models, Path file) {
        List<EvaluatorModel> named = ModelList.parse(relativeTo, "--relative-to");
        if (named.size() != 1) {
            throw new UsageError("--relative-to takes one model, got '" + relativeTo + "'");
        }
        EvaluatorModel yardstick = named.get(0);
        List<EvaluatorModel> timed = ModelList.ALL.equals(evalModel.strip())
                ? models.stream().filter(m -> !m.id().equals(yardstick.id())).toList() : models;
        List<PositionRecord> records = PositionFile.read(file);
        if (records.isEmpty()) { // a ratio of no work would read 1.000x
            throw new UsageError("--relative-to: " + file + " holds no positions to time");
        }
        if (timed.size() > 1) {
            for (EvaluatorModel model : timed) {
                List<String> args = new java.util.ArrayList<>(List.of("bench", "--eval-only", "--eval-model",
                        model.id(), "--relative-to", yardstick.id(), "--seconds", Double.toString(seconds)));
                if (positions != null) { // else the child finds the sample itself (it may sit inside the jar)
                    args.addAll(List.of("--positions", positions.toString()));
                }
                FreshJvm.run(args, out, spec.commandLine().getErr());
            }
            return;
        }
        for (EvaluatorModel model : timed) {
            PairedEvaluation.Result r = PairedEvaluation.run(model, yardstick, records, seconds);
            out.println(String.format(Locale.ROOT, "eval  %s / %s  %.3fx  (median of %d rounds, quartiles %.3f-%.3f;"
                    + " the two taking turns in this JVM, thread CPU time; %s %s evaluations/s, %s %s; %,d evaluations"
                    + " each, %d positions of %s, caches on; checksums %016x, %016x)", model.id(), yardstick.id(),
                    r.median(), r.rounds(), r.lowerQuartile(), r.upperQuartile(), model.id(),
                    rate(r.evaluationsEach(), r.modelSeconds()), yardstick.id(),
                    rate(r.evaluationsEach(), r.yardstickSeconds()), r.evaluationsEach(),
                    records.size(), file.getFileName(), r.modelChecksum(), r.yardstickChecksum()));
            out.flush();
        }
    }

    /**
     * Several models: each is timed by this command again in a JVM of its own, one after the other, as the
     * original programs are. In one JVM the code every model calls (the board's copy into the working board, the
     * evaluator's call site, the board's accessors) is compiled for the first model measured; on a loaded machine
     * our Fruit model measured after FabChess ran at about half its rate alone (2026-11-28), so a shared process
     * made the ratios depend on the order of the models.
     */
    private void eachModelInItsOwnJvm(PrintWriter out, List<EvaluatorModel> models,
            java.util.Map<String, String> references) {
        for (EvaluatorModel model : models) {
            List<String> args = new java.util.ArrayList<>(List.of("bench", "--eval-only", "--eval-model", model.id(),
                    "--seconds", Double.toString(seconds), "--alternations", Integer.toString(alternations)));
            if (positions != null) { // else the child finds the sample itself (it may sit inside the jar)
                args.addAll(List.of("--positions", positions.toString()));
            }
            if (evalRounds != null) {
                args.addAll(List.of("--eval-rounds", Integer.toString(evalRounds)));
            }
            String reference = references.get(model.id());
            if (reference != null) {
                args.addAll(List.of("--eval-reference", model.id() + "=" + reference));
            }
            FreshJvm.run(args, out, spec.commandLine().getErr());
        }
    }

    /**
     * The positions copied one after the other into fresh memory, in sweep order: like the original programs'
     * harnesses, which keep their boards in one array, and unlike objects left scattered among the parser's garbage.
     */
    public static Position[] sideBySide(List<PositionRecord> records) {
        Position[] boards = new Position[records.size()];
        for (int i = 0; i < boards.length; i++) {
            boards[i] = records.get(i).position();
        }
        for (int i = 0; i < boards.length; i++) {
            boards[i] = boards[i].copy();
        }
        return boards;
    }

    /** Times sweeps (--eval-rounds of them, or as many as --seconds allows); returns {evaluations, seconds}. */
    private double[] measure(EvaluatorModel model, Evaluator evaluator, Position[] boards, Position work, long checksum) {
        long evaluations = 0;
        long start = System.nanoTime();
        double elapsed;
        int done = 0;
        do {
            // Caches must never change a score: every sweep gives the same checksum.
            if (sweepThroughOneBoard(evaluator, boards, work) != checksum) {
                throw new IllegalStateException(model.id() + ": the same positions scored differently on a later pass");
            }
            evaluations += boards.length;
            done++;
            elapsed = (System.nanoTime() - start) / 1e9;
        } while (evalRounds != null ? done < evalRounds : elapsed < seconds);
        return new double[] {evaluations, elapsed};
    }

    /**
     * Ours and the original's harness back to back, {@link #alternations} times, on the same file and number of
     * rounds (default 200); the median of the per-round ratios is the like-for-like figure (each ratio compares
     * two runs a second apart, so the machine's changing load cancels out best). The harness's FNV hash of its
     * first round's side-to-move scores is compared with ours: equal means the same scores, position by position.
     */
    private void compareWithOriginal(PrintWriter out, EvaluatorModel model, Evaluator evaluator, Position[] boards,
            Position work,
            long checksum, Path file, String command) {
        int n = evalRounds != null ? evalRounds : 200;
        Integer saved = evalRounds;
        evalRounds = n;
        String ourHash = String.format(Locale.ROOT, "%016x", fnvHash(evaluator, boards));
        double[] ours = new double[alternations];
        double[] theirs = new double[alternations];
        double[] ratios = new double[alternations];
        String theirHash = null;
        for (int i = 0; i < alternations; i++) {
            double[] r = measure(model, evaluator, boards, work, checksum);
            ours[i] = r[0] / r[1];
            String[] result = runHarness(command, file, n);
            theirs[i] = Double.parseDouble(result[0]);
            theirHash = result[1];
            ratios[i] = ours[i] / theirs[i];
            out.println(String.format(Locale.ROOT, "eval  %-8s round %d: ours %s evaluations/s, original %s evaluations/s,"
                    + " ratio %.2f  (%d positions x %d rounds each)", model.id(), i + 1,
                    rate(Math.round(ours[i] * 1e3), 1e3), rate(Math.round(theirs[i] * 1e3), 1e3), ratios[i],
                    boards.length, n));
            out.flush();
        }
        evalRounds = saved;
        double oursMedian = median(ours);
        double theirsMedian = median(theirs);
        String scores = theirHash == null ? "the harness printed no score hash"
                : theirHash.equalsIgnoreCase(ourHash) ? "identical scores (hash " + ourHash + ")"
                : "scores DIFFER (ours " + ourHash + ", original " + theirHash + ")";
        out.println(String.format(Locale.ROOT, "eval  %-8s ours/original %.2fx  (median of the %d rounds' ratios; medians:"
                + " ours %s, %s %s evaluations/s; %s)", model.id(), median(ratios), alternations,
                rate(Math.round(oursMedian * 1e3), 1e3),
                Path.of(command).getFileName(), rate(Math.round(theirsMedian * 1e3), 1e3), scores));
        out.flush();
    }

    /** Runs 'COMMAND FILE ROUNDS'; returns {evals/s, hash or null} from its output line. */
    private static String[] runHarness(String command, Path file, int rounds) {
        ProcessBuilder pb = new ProcessBuilder(command, file.toString(), Integer.toString(rounds));
        pb.redirectErrorStream(true);
        String output;
        try {
            Process process = pb.start();
            output = new String(process.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            if (process.waitFor() != 0) {
                throw new UsageError("'" + command + "' failed: " + output.strip().lines().findFirst().orElse(""));
            }
        } catch (java.io.IOException e) {
            throw new UsageError("cannot run '" + command + "': " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UsageError("interrupted while running '" + command + "'");
        }
        java.util.regex.Matcher rate = java.util.regex.Pattern.compile("evals/s\\s+([0-9.]+)").matcher(output);
        if (!rate.find()) {
            throw new UsageError("'" + command + "' printed no 'evals/s N': " + output.strip());
        }
        java.util.regex.Matcher hash = java.util.regex.Pattern.compile("\\bhash\\s+([0-9a-fA-F]{16})").matcher(output);
        return new String[] {rate.group(1), hash.find() ? hash.group(1) : null};
    }

    /** FNV-1a-style hash over one round of side-to-move scores, as the original programs' harnesses print it. */
    static long fnvHash(Evaluator evaluator, Position[] boards) {
        long hash = 1469598103934665603L; // the harnesses' start value (FNV's offset basis less its last digit)
        for (Position p : boards) {
            hash = (hash ^ (evaluator.evaluate(p) & 0xFFFFFFFFL)) * 0x100000001b3L;
        }
        return hash;
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        java.util.Arrays.sort(sorted);
        int m = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
    }

    /** Every board evaluated where it stands; also attaches the model's piece-square sums to each board. */
    static long sweep(Evaluator evaluator, Position[] boards) {
        long sum = 0;
        for (Position p : boards) {
            sum = sum * 31 + evaluator.evaluate(p);
        }
        return sum;
    }

    /**
     * Every board copied into one working board and evaluated there: what the originals' harnesses do (their
     * evaluation reads the one global board) and what a search does (it evaluates the board it works on), so
     * the copy is timed on both sides and the evaluation runs on a board that is in the cache.
     */
    public static long sweepThroughOneBoard(Evaluator evaluator, Position[] boards, Position work) {
        long sum = 0;
        for (Position p : boards) {
            work.setTo(p);
            sum = sum * 31 + evaluator.evaluate(work);
        }
        return sum;
    }

    private static List<String> ids(List<EvaluatorModel> models) {
        return models.stream().map(EvaluatorModel::id).toList();
    }

    private static String[] fens(List<PositionRecord> records) {
        return records.stream().map(PositionRecord::fen).toArray(String[]::new);
    }

    /** "12.3 M" style rate. */
    static String rate(long count, double seconds) {
        if (seconds <= 0) {
            return "-";
        }
        double r = count / seconds;
        if (r >= 1e6) {
            return String.format(Locale.ROOT, "%.2f M", r / 1e6);
        }
        if (r >= 1e3) {
            return String.format(Locale.ROOT, "%.1f k", r / 1e3);
        }
        return String.format(Locale.ROOT, "%.0f", r);
    }
}
