package evalbench.app.cli;

import evalbench.app.Cli;
import evalbench.core.Perft;
import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import evalbench.core.io.PositionFile;
import evalbench.core.io.PositionRecord;
import evalbench.core.io.SharedData;
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
        description = {"Time a fixed workload: perft (start position d6, kiwipete d5) and evaluations/s per model.",
            "Quick figures from one run; 'evalbench jmh' gives JMH's careful ones."})
public final class BenchCommand implements Callable<Integer> {
    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @Option(names = "--perft-only", description = "Only the perft part.")
    boolean perftOnly;

    @Option(names = "--eval-only", description = "Only the evaluation part.")
    boolean evalOnly;

    @Option(names = "--positions", paramLabel = "FILE",
            description = "Positions for the evaluation part (default: the shared games.fen).")
    Path positions;

    @Option(names = "--stockfish", paramLabel = "COMMAND", arity = "0..1", fallbackValue = "stockfish",
            description = "Also time 'go perft' of this UCI engine on the same positions (default command: stockfish;"
                    + " Debian installs it as /usr/games/stockfish).")
    String stockfish;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "3",
            description = "Minimum measured time per model for the evaluation part (default: ${DEFAULT-VALUE}).")
    double seconds;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (perftOnly && evalOnly) {
            throw new UsageError("--perft-only and --eval-only exclude each other");
        }
        if (!evalOnly) {
            perft(out);
        }
        if (!perftOnly) {
            evaluations(out);
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
    private static String resolve(String command) {
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

    private void evaluations(PrintWriter out) {
        Path file = positions;
        if (file == null) {
            file = SharedData.corpus("games.fen");
            if (!Files.isRegularFile(file)) {
                throw new UsageError("no positions for the evaluation part: " + file + " is missing (use --positions)");
            }
        }
        List<PositionRecord> records = PositionFile.read(file);
        Position[] boards = records.stream().map(PositionRecord::position).toArray(Position[]::new);
        for (EvaluatorModel model : Models.all()) {
            Evaluator evaluator = model.create();
            long checksum = sweep(evaluator, boards);
            for (int pass = 0; pass < 4; pass++) {
                sweep(evaluator, boards);
            }
            long evaluations = 0;
            long start = System.nanoTime();
            double elapsed;
            do {
                // Caches must never change a score: every sweep gives the same checksum.
                if (sweep(evaluator, boards) != checksum) {
                    throw new IllegalStateException(model.id() + ": the same positions scored differently on a later pass");
                }
                evaluations += boards.length;
                elapsed = (System.nanoTime() - start) / 1e9;
            } while (elapsed < seconds);
            out.println(String.format(Locale.ROOT, "eval  %-8s %,11d evaluations  %7.3f s  %s evaluations/s"
                    + "  (%d positions of %s, caches on; checksum %016x)", model.id(), evaluations, elapsed,
                    rate(evaluations, elapsed), boards.length, file.getFileName(), checksum));
            out.flush();
        }
    }

    private static long sweep(Evaluator evaluator, Position[] boards) {
        long sum = 0;
        for (Position p : boards) {
            sum = sum * 31 + evaluator.evaluate(p);
        }
        return sum;
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
