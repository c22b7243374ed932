package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** bench --eval-reference: the original's harness line is read, the ratio printed, the score hashes compared. */
class BenchEvalReferenceTest {
    private static final String FENS = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
            + "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\n";

    private static Path harness(Path dir, String hash) throws IOException {
        Path script = dir.resolve("fake-evalbench");
        // Prints what the real harnesses print; its arguments (FILE ROUNDS) are echoed to a file for the test.
        Files.writeString(script, "#!/bin/sh\necho \"$1 $2\" > " + dir.resolve("args") + "\n"
                + "echo \"positions 2 rounds $2 evals 4 seconds 1 evals/s 1000 checksum 0 hash " + hash + "\"\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script;
    }

    @Test
    void printsEachRoundTheRatioAndWhetherTheScoresAreTheSame(@TempDir Path dir) throws IOException {
        Path fens = dir.resolve("two.fen");
        Files.writeString(fens, FENS);
        CliRunner r = CliRunner.run("bench", "--eval-only", "--eval-model", "fruit", "--positions", fens.toString(),
                "--eval-rounds", "3", "--alternations", "1",
                "--eval-reference", "fruit=" + harness(dir, "0123456789abcdef"));
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out).contains("eval  fruit    round 1: ours ").contains("original 1.0 k evaluations/s");
        assertThat(r.out).containsPattern("ours/original [0-9.]+x");
        // A made-up hash cannot be the hash of our scores.
        assertThat(r.out).contains("scores DIFFER");
        assertThat(Files.readString(dir.resolve("args")).trim()).isEqualTo(fens + " 3");
    }

    @Test
    void aReferenceWithoutModelOrCommandIsBadInput() {
        CliRunner r = CliRunner.run("bench", "--eval-only", "--eval-reference", "fruit");
        assertThat(r.exitCode).isEqualTo(2);
        assertThat(r.err.lines().count()).isEqualTo(1);
        assertThat(r.err).contains("MODEL=COMMAND");
    }

    @Test
    void zeroRoundsIsBadInput() {
        CliRunner r = CliRunner.run("bench", "--eval-only", "--eval-rounds", "0");
        assertThat(r.exitCode).isEqualTo(2);
        assertThat(r.err).contains("--eval-rounds");
    }
}
