package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** bench's evaluation part with several models: each model is timed in a JVM of its own, its lines relayed. */
class BenchEvalProcessesTest {
    private static final String FENS = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
            + "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\n";

    @Test
    void eachModelsLineComesFromAChildJvmInTheOrderAsked(@TempDir Path dir) throws IOException {
        Path fens = dir.resolve("two.fen");
        Files.writeString(fens, FENS);
        CliRunner r = CliRunner.run("bench", "--eval-only", "--eval-model", "rybka,fruit", "--positions",
                fens.toString(), "--eval-rounds", "2");
        assertThat(r.exitCode).as(r.err).isZero();
        List<String> lines = r.out.lines().filter(l -> l.startsWith("eval  ")).toList();
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).startsWith("eval  rybka ").contains("4 evaluations").contains("2 positions of two.fen");
        assertThat(lines.get(1)).startsWith("eval  fruit ").contains("4 evaluations");
    }

    @Test
    void theDefaultSampleIsFoundByEachChild() {
        // The default positions sit inside the jar when run from it: a child must resolve them itself.
        CliRunner r = CliRunner.run("bench", "--eval-only", "--eval-model", "fruit,rybka", "--eval-rounds", "1");
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out.lines().filter(l -> l.contains("7845 positions of games.fen"))).hasSize(2);
    }

    @Test
    void aChildsFailureIsReportedWithItsReason(@TempDir Path dir) throws IOException {
        Path bad = dir.resolve("bad.fen");
        Files.writeString(bad, "this is no position\n");
        CliRunner r = CliRunner.run("bench", "--eval-only", "--eval-model", "fruit,rybka", "--positions",
                bad.toString(), "--eval-rounds", "1");
        assertThat(r.exitCode).isEqualTo(2);
        assertThat(r.err).contains("in its own JVM failed").contains("bad.fen");
    }
}
