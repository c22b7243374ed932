package evalbench.app.cli;

import picocli.CommandLine.Option;

/** The options of the commands that run many searches on worker threads: how many workers, how much hash. */
final class SearchWorkers {
    @Option(names = "--threads", paramLabel = "K", defaultValue = "1",
            description = "Worker threads (default: ${DEFAULT-VALUE}); results do not depend on it at a depth or node"
                    + " limit.")
    int threads;

    @Option(names = "--hash", paramLabel = "MB", defaultValue = "16",
            description = "Hash per engine in MB (default: ${DEFAULT-VALUE}).")
    int hashMb;

    /** Rejects values out of range before any work is done. */
    void check() {
        OptionChecks.threads(threads);
        OptionChecks.hash(hashMb);
    }
}
