package evalbench.app.cli;

import picocli.CommandLine.Option;

/** The --threads option of the studies that split their work between threads without changing its results. */
final class WorkerThreads {
    @Option(names = "--threads", paramLabel = "K", defaultValue = "1",
            description = "Worker threads (default: ${DEFAULT-VALUE}); the results do not depend on it.")
    int threads;

    /** Rejects a count out of range before any work is done. */
    void check() {
        OptionChecks.threads(threads);
    }
}
