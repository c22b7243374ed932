package evalbench.app.cli;

import picocli.CommandLine.Option;

/**
 * The witness search's budget and seed (--tries, --seed), shared by the commands that back verdicts with witnesses;
 * a command that wants another budget by default makes the mixin with it.
 */
final class WitnessTries {
    @Option(names = "--tries", paramLabel = "N",
            description = "Witnesses: positions tried per term and pair of models at most (default: ${DEFAULT-VALUE}).")
    long tries;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Witnesses: random seed; the same seed gives the same witnesses (default: ${DEFAULT-VALUE}).")
    long seed;

    /** The budget of the witness command and of compare --witnesses. */
    WitnessTries() {
        this(10_000);
    }

    WitnessTries(long defaultTries) {
        this.tries = defaultTries;
    }

    /** Rejects a budget below one before any work is done. */
    void check() {
        OptionChecks.atLeast("--tries", tries, 1);
    }
}
