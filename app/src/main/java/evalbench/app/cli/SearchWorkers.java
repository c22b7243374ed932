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
        if (threads < 1 || threads > 64) {
            throw new UsageError("--threads must be 1..64, got " + threads);
        }
        if (hashMb < 1 || hashMb > 4096) {
            throw new UsageError("--hash must be 1..4096 MB, got " + hashMb);
        }
    }
}
