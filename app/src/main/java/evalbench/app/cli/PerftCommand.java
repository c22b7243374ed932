package evalbench.app.cli;

import evalbench.app.Cli;
import evalbench.core.Perft;
import evalbench.core.Position;
import evalbench.core.io.PositionFile;
import evalbench.core.io.PositionRecord;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code perft}: leaf counts of the legal move tree, for one position or a whole suite with expected counts. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        header = "Count the leaf nodes of the legal move tree to a depth, or check a perft suite.",
        footerHeading = "%nExamples:%n",
        footer = {"  ./evalbench perft --depth 5", "  ./evalbench perft --fen \"k7/8/8/8/8/8/P7/K7 w - - 0 1\" --depth 3 --divide", "  ./evalbench perft --suite sample:perft --depth 4"},
        description = {"Count the leaf nodes of the legal move tree to a depth.",
            "With --suite, check every ;Dn count up to --depth in a perft-suite file (exit 1 on any mismatch)."})
public final class PerftCommand implements Callable<Integer> {

    static final class Source {
        @Option(names = "--fen", paramLabel = "FEN", description = "The position (quote it; default: the start position).")
        String fen;

        @Option(names = "--suite", paramLabel = "FILE", converter = InputPath.class,
                description = "Perft suite: lines 'FEN ;D1 n ;D2 n ...' (sample:perft is built in).")
        Path suite;
    }

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    Source source;

    @Option(names = "--depth", required = true, paramLabel = "N", description = "Depth in plies (1..20).")
    int depth;

    @Option(names = "--divide", description = "Print the count below every root move (with --fen).")
    boolean divide;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (depth < 1 || depth > 20) {
            throw new UsageError("--depth must be between 1 and 20, was " + depth);
        }
        PrintWriter out = spec.commandLine().getOut();
        if (source != null && source.suite != null) {
            if (divide) {
                throw new UsageError("--divide works with --fen, not with --suite");
            }
            return runSuite(out);
        }
        Position position = source == null ? Position.start() : Position.fromFen(source.fen);
        long start = System.nanoTime();
        long total;
        if (divide) {
            total = 0;
            for (Perft.Division d : new Perft(position).divide(depth)) {
                out.println(d.move() + ": " + d.nodes());
                total += d.nodes();
            }
            out.println();
        } else {
            total = new Perft(position).count(depth);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        out.println(String.format(Locale.ROOT, "perft(%d) = %d  (%.3f s, %s nodes/s)", depth, total, seconds,
                BenchCommand.rate(total, seconds)));
        return Cli.EXIT_OK;
    }

    private int runSuite(PrintWriter out) {
        List<PositionRecord> records = PositionFile.read(source.suite);
        int ok = 0;
        int checkedPositions = 0;
        for (PositionRecord r : records) {
            StringBuilder line = new StringBuilder();
            boolean good = true;
            int checked = 0;
            for (int d = 1; d <= depth; d++) {
                String expected = r.operations().get("D" + d);
                if (expected == null) {
                    continue;
                }
                long want;
                try {
                    want = Long.parseLong(expected.strip());
                } catch (NumberFormatException e) {
                    throw new UsageError(source.suite.getFileName() + ", line " + r.line() + ": D" + d + " count '"
                            + expected + "' is not a number");
                }
                long got = Perft.count(r.position(), d);
                checked++;
                if (got != want) {
                    good = false;
                    line.append(String.format(Locale.ROOT, " D%d expected %d got %d", d, want, got));
                }
            }
            if (checked == 0) {
                out.println("line " + r.line() + ": no counts up to depth " + depth + "  " + r.fen());
                continue;
            }
            checkedPositions++;
            if (good) {
                ok++;
                out.println("line " + r.line() + ": ok (D1..D" + Math.min(depth, checked) + ")  " + r.fen());
            } else {
                out.println("line " + r.line() + ": MISMATCH" + line + "  " + r.fen());
            }
        }
        out.println("perft suite: " + ok + "/" + checkedPositions + " ok");
        return ok == checkedPositions ? Cli.EXIT_OK : Cli.EXIT_CHECK_FAILED;
    }
}
