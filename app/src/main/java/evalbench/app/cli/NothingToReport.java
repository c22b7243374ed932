package evalbench.app.cli;

import evalbench.studies.corpus.CompareResult;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;

/**
 * A corpus study left with nothing to report ends as bad input (exit 2, nothing written; docs/reliability.md, exit
 * codes) after saying what it read: a corpus that gave no position (an empty file, /dev/null, only bad lines, a
 * PGN read as FEN), or no engine left with an answer.
 */
final class NothingToReport {
    /** Problems printed on standard output before the run's own report. */
    static final int PROBLEMS_SHOWN = 5;

    private NothingToReport() {
    }

    /** "corpus F: N positions read, K skipped {kind=n}" and the first problems, each on its own line. */
    static void corpus(PrintWriter out, CompareResult.Corpus c) {
        out.printf(Locale.ROOT, "corpus %s: %d positions read, %d skipped%s%n", c.path(), c.read(), c.skipped(),
                c.skipped() == 0 ? "" : " " + c.skippedByKind());
        for (String p : c.problems().subList(0, Math.min(PROBLEMS_SHOWN, c.problems().size()))) {
            out.println("  skipped: " + p);
        }
        out.flush();
    }

    /** When the corpus gave no position: prints what it read and skipped, then ends the run (exit 2). */
    static void requirePositions(PrintWriter out, CompareResult.Corpus c, String study) {
        if (c.read() > 0) {
            return;
        }
        corpus(out, c);
        throw new UsageError("no position to " + study + " in " + c.path() + ": " + skipped(c) + "; nothing written");
    }

    /** Ends the run (exit 2) naming every engine that failed, when none is left with an answer. */
    static void noEngineLeft(String study, Map<String, String> failures) {
        StringBuilder sb = new StringBuilder("no engine left to " + study + ":");
        failures.forEach((name, why) -> sb.append(' ').append(name).append(" left out (").append(why).append(");"));
        throw new UsageError(sb.append(" nothing written").toString());
    }

    private static String skipped(CompareResult.Corpus c) {
        if (c.skipped() == 0) {
            return "it holds no entry";
        }
        StringBuilder sb = new StringBuilder(c.skipped() + " " + (c.skipped() == 1 ? "entry" : "entries") + " skipped");
        sb.append(' ').append(c.skippedByKind());
        if (!c.problems().isEmpty()) {
            sb.append(", the first: ").append(c.problems().get(0));
        }
        return sb.toString();
    }
}
