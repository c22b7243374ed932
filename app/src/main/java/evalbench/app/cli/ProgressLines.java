package evalbench.app.cli;

import evalbench.studies.corpus.CompareRun;
import java.io.PrintWriter;
import java.util.Locale;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** The corpus studies' --quiet option and the progress lines they print on standard error without it. */
final class ProgressLines {
    @Option(names = "--quiet", description = "No progress on standard error.")
    boolean quiet;

    /** The command this is mixed into: its standard error is the one tests capture. */
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    /** One line now, unless --quiet; worker threads may call it. */
    void line(String format, Object... args) {
        if (quiet) {
            return;
        }
        PrintWriter err = command.commandLine().getErr();
        synchronized (this) {
            err.printf(Locale.ROOT, format, args);
            err.flush();
        }
    }

    /** A clock for lines printed at most once per interval: several progress printers may share one. */
    Interval every(long nanos) {
        return new Interval(nanos);
    }

    /**
     * "WHAT: N positions, S % of the file", at most once per interval of the clock: a study's progress over the
     * corpus.
     */
    CompareRun.Progress positions(String what, Interval clock) {
        return (n, share) -> {
            if (clock.due()) {
                line("%s: %d positions, %.0f %% of the file%n", what, n, share * 100);
            }
        };
    }

    /** When the last line was printed; due once the interval has passed since (or since the start). */
    final class Interval {
        private final long nanos;
        private long last = System.nanoTime();

        private Interval(long nanos) {
            this.nanos = nanos;
        }

        /** True, and the clock restarts, when a line may be printed now (never with --quiet). */
        synchronized boolean due() {
            long now = System.nanoTime();
            if (quiet || now - last <= nanos) {
                return false;
            }
            last = now;
            return true;
        }
    }
}
