package evalbench.app.bench;

import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.Models;
import evalbench.core.io.PositionFile;
import evalbench.core.io.PositionRecord;
import evalbench.core.io.Samples;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Evaluations per second of each model's fast path over the game corpus (games.fen, 7,845 positions),
 * with the model's pawn and material caches on, as a search would use it; each position is copied into one
 * working board and evaluated there.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class EvalBenchmark {
    /** Positions in games.fen; one benchmark call evaluates all of them. */
    static final int POSITIONS = 7845;

    @Param({"fruit", "rybka"})
    public String model;

    private Evaluator evaluator;
    private Position[] positions;
    private Position work;

    @Setup
    public void setUp() {
        evaluator = Models.byId(model).create();
        List<PositionRecord> records = PositionFile.read(Samples.resolve("sample:games"));
        positions = evalbench.app.cli.BenchCommand.sideBySide(records);
        if (positions.length != POSITIONS) {
            throw new IllegalStateException("games.fen has " + positions.length + " positions, expected " + POSITIONS);
        }
        for (Position p : positions) {
            evaluator.evaluate(p); // attaches the model's piece-square sums to each board, as a FEN set-up would
        }
        work = positions[0].copy();
    }

    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public void evaluateCorpus(Blackhole bh) {
        // Each position copied into one working board, as the originals' harnesses do (see BenchCommand).
        bh.consume(evalbench.app.cli.BenchCommand.sweepThroughOneBoard(evaluator, positions, work));
    }
}
