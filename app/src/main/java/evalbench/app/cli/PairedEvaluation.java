package evalbench.app.cli;

import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.io.PositionRecord;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;

/**
 * Two models' evaluation rates as a ratio taken in one JVM: each model on its own copies of the positions (a model's
 * incremental piece-square sums live on the boards), the two taking turns of {@link #SWEEPS_PER_TURN} sweeps, each
 * turn timed in the thread's CPU time; a round is one turn of each, and its ratio compares two stretches of work a
 * few hundredths of a second apart. The median of the rounds' ratios is the figure: on a 2-vCPU virtual machine the
 * rate of one model in a JVM of its own moved by up to 3x from one JVM to the next (docs/benchmarks.md), while the
 * ratio of two models taking turns in one JVM kept its quartiles within 2-3 % and moved by about 5 % between JVMs.
 */
final class PairedEvaluation {
    /** Sweeps per turn: 5 sweeps of games.fen are about 40,000 evaluations, some 40 ms. */
    static final int SWEEPS_PER_TURN = 5;
    /** At least this many rounds, whatever the time asked for, so that quartiles mean something. */
    static final int LEAST_ROUNDS = 11;
    private static final long WARM_UP_NANOS = 3_000_000_000L;
    private static final int WARM_UP_SWEEPS = 30;

    /**
     * The ratio {@code model} / {@code yardstick} of evaluations per CPU second: median and quartiles of the rounds,
     * the evaluations each side made and the CPU seconds each took for them, and each side's checksum of its scores.
     */
    record Result(double median, double lowerQuartile, double upperQuartile, int rounds, long evaluationsEach,
            double modelSeconds, double yardstickSeconds, long modelChecksum, long yardstickChecksum) {
    }

    private PairedEvaluation() {
    }

    /**
     * Times the pair for at least {@code seconds} of CPU time per model (and {@link #LEAST_ROUNDS} rounds) on
     * {@code records}, which must not be empty.
     */
    static Result run(EvaluatorModel model, EvaluatorModel yardstick, List<PositionRecord> records, double seconds) {
        Side a = new Side(model, records);
        Side b = new Side(yardstick, records);
        // the warm-up lasts as long as the measurement asked for, at most 3 s (the JIT has compiled both by then)
        long warmUntil = System.nanoTime() + Math.min(WARM_UP_NANOS, (long) (seconds * 1e9));
        for (int pass = 0; pass < WARM_UP_SWEEPS || System.nanoTime() < warmUntil; pass++) {
            a.sweep();
            b.sweep();
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long wanted = (long) (seconds * 1e9);
        double[] ratios = new double[LEAST_ROUNDS];
        int rounds = 0;
        while (rounds < LEAST_ROUNDS || a.cpuNanos < wanted || b.cpuNanos < wanted) {
            long aNanos = a.turn(threads);
            long bNanos = b.turn(threads);
            if (rounds == ratios.length) {
                ratios = Arrays.copyOf(ratios, 2 * rounds);
            }
            // equal work: the rate ratio is the inverse time ratio (a turn too short for the clock counts as 1 ns)
            ratios[rounds++] = (double) Math.max(1, bNanos) / Math.max(1, aNanos);
        }
        double[] sorted = Arrays.copyOf(ratios, rounds);
        Arrays.sort(sorted);
        long evaluations = (long) rounds * SWEEPS_PER_TURN * records.size();
        return new Result(quantile(sorted, 0.5), quantile(sorted, 0.25), quantile(sorted, 0.75), rounds, evaluations,
                a.cpuNanos / 1e9, b.cpuNanos / 1e9, a.checksum, b.checksum);
    }

    /** The q-quantile of sorted values, interpolated between neighbours. */
    static double quantile(double[] sorted, double q) {
        double at = q * (sorted.length - 1);
        int low = (int) Math.floor(at);
        int high = Math.min(low + 1, sorted.length - 1);
        return sorted[low] + (at - low) * (sorted[high] - sorted[low]);
    }

    /** One model of the pair: its evaluator, its own boards and working board, its CPU time so far. */
    private static final class Side {
        private final String id;
        private final Evaluator evaluator;
        private final Position[] boards;
        private final Position work;
        /** The scores of the first sweep; every later sweep must give them again. */
        private final long checksum;
        private long cpuNanos;

        Side(EvaluatorModel model, List<PositionRecord> records) {
            id = model.id();
            evaluator = model.create();
            boards = BenchCommand.sideBySide(records);
            work = boards[0].copy();
            checksum = BenchCommand.sweep(evaluator, boards); // also attaches the model's piece-square sums
        }

        void sweep() {
            if (BenchCommand.sweepThroughOneBoard(evaluator, boards, work) != checksum) {
                throw new IllegalStateException(id + ": the same positions scored differently on a later pass");
            }
        }

        /** One turn of sweeps, timed; returns its CPU nanoseconds. */
        long turn(ThreadMXBean threads) {
            long start = threads.getCurrentThreadCpuTime();
            for (int i = 0; i < SWEEPS_PER_TURN; i++) {
                sweep();
            }
            long nanos = threads.getCurrentThreadCpuTime() - start;
            cpuNanos += nanos;
            return nanos;
        }
    }
}
