package evalbench.app.bench;

import evalbench.core.Perft;
import evalbench.core.Position;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft speed: the start position to depth 6 and kiwipete to depth 5, leaves counted in bulk.
 * The "nodes" counter is leaf nodes per second; compare it with Stockfish's {@code go perft}.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
@State(Scope.Thread)
public class PerftBenchmark {
    @Param({"start:6", "kiwipete:5"})
    public String job;

    private Position position;
    private int depth;

    /** JMH reports public fields of an AuxCounters state as rates. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Nodes {
        public long nodes;

        @Setup(Level.Iteration)
        public void reset() {
            nodes = 0;
        }
    }

    @Setup
    public void setUp() {
        String[] parts = job.split(":");
        position = Position.fromFen(parts[0].equals("start") ? Position.START_FEN
                : "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        depth = Integer.parseInt(parts[1]);
    }

    @Benchmark
    public long perft(Nodes counter) {
        long n = Perft.count(position, depth);
        counter.nodes += n;
        return n;
    }
}
