package evalbench.app.cli;

import evalbench.core.search.Search;
import evalbench.core.search.WarmUp;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * The JIT warm-up before a timed search from the command line (see {@link WarmUp}): on a throwaway search with a
 * 1 MB hash, so nothing of it reaches the timed searches but compiled code.
 */
final class JitWarmUp {
    private JitWarmUp() {
    }

    /** Runs {@link WarmUp} on a new search from {@code searches}; notes it on {@code err} unless that is null. */
    static void run(PrintWriter err, Supplier<Search> searches) {
        if (err != null) {
            err.printf(Locale.ROOT, "warming the JIT up for %d ms (untimed; --no-warm-up skips it)%n", WarmUp.MILLIS);
            err.flush();
        }
        Search search = searches.get();
        search.setHashSize(1);
        WarmUp.run(search);
    }
}
