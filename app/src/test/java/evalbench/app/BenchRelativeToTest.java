package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bench --relative-to: a model's evaluation rate against another's, the two taking turns in one JVM. The figure
 * itself depends on the machine; what a test can hold is that both sides did the work the single-model bench does
 * (the same checksum of the same scores) and that each pair gets its own JVM.
 */
class BenchRelativeToTest {
    private static final String FENS = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
            + "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\n"
            + "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1\n";
    private static final Pattern CHECKSUMS = Pattern.compile("checksums ([0-9a-f]{16}), ([0-9a-f]{16})\\)");
    private static final Pattern SINGLE_CHECKSUM = Pattern.compile("checksum ([0-9a-f]{16})\\)");

    @Test
    void bothSidesScoreWhatEachScoresAlone(@TempDir Path dir) throws IOException {
        Path fens = write(dir);
        CliRunner r = CliRunner.run("bench", "--eval-only", "--eval-model", "rybka", "--relative-to", "fruit",
                "--positions", fens.toString(), "--seconds", "0.01");
        assertThat(r.exitCode).as(r.err).isZero();
        List<String> lines = evalLines(r.out);
        assertThat(lines).hasSize(1);
        assertThat(lines.get(0)).startsWith("eval  rybka / fruit  ").contains("median of ").contains("quartiles")
                .contains("3 positions of three.fen");
        Matcher m = CHECKSUMS.matcher(lines.get(0));
        assertThat(m.find()).as(lines.get(0)).isTrue();
        assertThat(m.group(1)).isEqualTo(aloneChecksum("rybka", fens));
        assertThat(m.group(2)).isEqualTo(aloneChecksum("fruit", fens));
    }

    @Test
    void withAllEveryOtherModelIsPairedInAJvmOfItsOwn(@TempDir Path dir) throws IOException {
        Path fens = write(dir);
        CliRunner r = CliRunner.run("bench", "--eval-only", "--relative-to", "fruit", "--positions",
                fens.toString(), "--seconds", "0.01");
        assertThat(r.exitCode).as(r.err).isZero();
        List<String> lines = evalLines(r.out);
        assertThat(lines).isNotEmpty().allMatch(l -> l.matches("eval  \\w+ / fruit  .*"))
                .noneMatch(l -> l.startsWith("eval  fruit "));
        assertThat(lines).anyMatch(l -> l.startsWith("eval  fabchess / fruit"))
                .anyMatch(l -> l.startsWith("eval  rybka / fruit"));
    }

    @Test
    void notWithAnotherBuildOrAnOriginal() {
        CliRunner r = CliRunner.run("bench", "--eval-only", "--relative-to", "fruit", "--eval-rounds", "2");
        assertThat(r.exitCode).isEqualTo(2);
        assertThat(r.err).contains("--relative-to").contains("--eval-rounds");
        CliRunner unknown = CliRunner.run("bench", "--eval-only", "--relative-to", "stockfish");
        assertThat(unknown.exitCode).isEqualTo(2);
        assertThat(unknown.err).contains("unknown model 'stockfish'");
    }

    @Test
    void noPositionsGiveNoRatio(@TempDir Path dir) throws IOException {
        Path empty = dir.resolve("empty.fen");
        Files.writeString(empty, "");
        CliRunner r = CliRunner.run("bench", "--eval-only", "--eval-model", "rybka", "--relative-to", "fruit",
                "--positions", empty.toString(), "--seconds", "0.01");
        assertThat(r.exitCode).isEqualTo(2);
        assertThat(r.err).contains("empty.fen").contains("no positions");
        assertThat(evalLines(r.out)).isEmpty();
    }

    private static String aloneChecksum(String model, Path fens) {
        CliRunner r = CliRunner.run("bench", "--eval-only", "--eval-model", model, "--positions", fens.toString(),
                "--eval-rounds", "1");
        assertThat(r.exitCode).as(r.err).isZero();
        Matcher m = SINGLE_CHECKSUM.matcher(r.out);
        assertThat(m.find()).as(r.out).isTrue();
        return m.group(1);
    }

    private static Path write(Path dir) throws IOException {
        Path fens = dir.resolve("three.fen");
        Files.writeString(fens, FENS);
        return fens;
    }

    private static List<String> evalLines(String out) {
        return out.lines().filter(l -> l.startsWith("eval  ")).toList();
    }
}
