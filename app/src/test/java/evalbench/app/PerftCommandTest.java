package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.io.DataFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PerftCommandTest {
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @Test
    void countsOnePosition() {
        CliRunner r = CliRunner.run("perft", "--fen", KIWIPETE, "--depth", "3");
        assertThat(r.exitCode).isZero();
        assertThat(r.out).startsWith("perft(3) = 97862 ");
    }

    @Test
    void withoutFenOrSuiteCountsTheStartPosition() {
        CliRunner r = CliRunner.run("perft", "--depth", "3");
        assertThat(r.exitCode).isZero();
        assertThat(r.out).startsWith("perft(3) = 8902 ");
    }

    @Test
    void aSubcommandStillRunsWhenTheHelpListsThemAll() {
        CliRunner help = CliRunner.run("--help");
        assertThat(help.exitCode).isZero();
        assertThat(help.out).contains("perft").contains("eval").contains("bench").contains("uci");
        CliRunner typo = CliRunner.run("perf", "--depth", "1");
        assertThat(typo.exitCode).isEqualTo(2);
    }

    @Test
    void divideListsEveryRootMoveAndTheTotal() {
        CliRunner r = CliRunner.run("perft", "--fen", KIWIPETE, "--depth", "2", "--divide");
        assertThat(r.exitCode).isZero();
        long moves = r.out.lines().filter(l -> l.matches("[a-h][1-8][a-h][1-8][qrbn]?: \\d+")).count();
        long sum = r.out.lines().filter(l -> l.matches("[a-h][1-8][a-h][1-8][qrbn]?: \\d+"))
                .mapToLong(l -> Long.parseLong(l.substring(l.indexOf(':') + 2))).sum();
        assertThat(moves).isEqualTo(48);
        assertThat(sum).isEqualTo(2039);
        assertThat(r.out).contains("perft(2) = 2039 ");
    }

    @Test
    void suiteToDepthThreeIsAllOk() {
        CliRunner r = CliRunner.run("perft", "--suite", DataFolder.corpus("perftsuite.epd").toString(), "--depth", "3");
        assertThat(r.exitCode).isZero();
        assertThat(r.out).contains("perft suite: 126/126 ok");
    }

    @Test
    void suiteMismatchExitsWithOne(@TempDir Path dir) throws IOException {
        Path suite = dir.resolve("wrong.epd");
        Files.writeString(suite, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 401\n"
                + "4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66\n");
        CliRunner r = CliRunner.run("perft", "--suite", suite.toString(), "--depth", "2");
        assertThat(r.exitCode).isEqualTo(1);
        assertThat(r.out).contains("line 1: MISMATCH D2 expected 401 got 400").contains("perft suite: 1/2 ok");
    }

    @Test
    void badFenIsOneLineOnStderrWithExitTwo() {
        CliRunner r = CliRunner.run("perft", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
                "--depth", "1");
        assertThat(r.exitCode).isEqualTo(2);
        assertThat(r.err.strip()).isEqualTo("evalbench: FEN halfmove clock: 'x' is not a number");
        assertThat(r.out).isEmpty();
    }

    @Test
    void unknownCommandAndOptionExitTwo() {
        CliRunner a = CliRunner.run("frobnicate");
        assertThat(a.exitCode).isEqualTo(2);
        assertThat(a.err.lines().count()).isEqualTo(1);
        CliRunner b = CliRunner.run("perft", "--fen", KIWIPETE, "--depth", "1", "--colour", "red");
        assertThat(b.exitCode).isEqualTo(2);
        assertThat(b.err).contains("--colour");
        assertThat(b.err.lines().count()).isEqualTo(1);
    }

    @Test
    void unreadableSuiteExitsTwo(@TempDir Path dir) {
        CliRunner r = CliRunner.run("perft", "--suite", dir.resolve("missing.epd").toString(), "--depth", "1");
        assertThat(r.exitCode).isEqualTo(2);
        assertThat(r.err).contains("missing.epd");
        assertThat(r.err.lines().count()).isEqualTo(1);
    }

    @Test
    void badLineInSuiteNamesTheLine(@TempDir Path dir) throws IOException {
        Path suite = dir.resolve("bad.epd");
        Files.writeString(suite, "4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15\n4k3/8/8/8/8/8/8/4K2R w Q - 0 1 ;D1 15\n");
        CliRunner r = CliRunner.run("perft", "--suite", suite.toString(), "--depth", "1");
        assertThat(r.exitCode).isEqualTo(2);
        assertThat(r.err).contains("line 2").contains("no white rook on a1");
        assertThat(r.out).isEmpty();
    }

    @Test
    void depthOutOfRangeIsRejected() {
        CliRunner r = CliRunner.run("perft", "--fen", KIWIPETE, "--depth", "0");
        assertThat(r.exitCode).isEqualTo(2);
        assertThat(r.err).contains("--depth");
    }
}
