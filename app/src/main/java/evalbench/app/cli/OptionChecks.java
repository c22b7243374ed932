package evalbench.app.cli;

/**
 * The checks every command makes on its numeric options before any work is done, in one place so that every
 * refusal reads the same ("--threads must be 1..64, got 0").
 */
final class OptionChecks {
    /** The largest number of worker threads any command accepts. */
    static final int MAX_THREADS = 64;
    /** The largest hash table any command accepts, in MB. */
    static final int MAX_HASH_MB = 4096;

    private OptionChecks() {
    }

    /** {@code value} must lie in min..max. */
    static void range(String option, long value, long min, long max) {
        if (value < min || value > max) {
            throw new UsageError(option + " must be " + min + ".." + max + ", got " + value);
        }
    }

    /** {@code value} must be at least {@code min}. */
    static void atLeast(String option, long value, long min) {
        if (value < min) {
            throw new UsageError(option + " must be at least " + min + ", got " + value);
        }
    }

    static void threads(int threads) {
        range("--threads", threads, 1, MAX_THREADS);
    }

    static void hash(int megabytes) {
        if (megabytes < 1 || megabytes > MAX_HASH_MB) {
            throw new UsageError("--hash must be 1.." + MAX_HASH_MB + " MB, got " + megabytes);
        }
    }

    /** At most one of the options may be given: {@code given} says which were. */
    static void exclusive(String options, boolean... given) {
        int count = 0;
        for (boolean g : given) {
            count += g ? 1 : 0;
        }
        if (count > 1) {
            throw new UsageError(options + " exclude each other");
        }
    }
}
