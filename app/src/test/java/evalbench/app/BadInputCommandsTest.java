package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23 end to end, through the commands people run: a broken PGN is read around its damage and the counts
 * are printed; one bad entry never aborts a run; outputs that would overwrite the input or each other are
 * refused before any work; the FEN rule is the same for --fen and --input.
 */
class BadInputCommandsTest {
    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    /** Ten short games; game 3 has an unclosed comment, game 6 a FEN tag whose counters run past 999999. */
    private Path brokenPgn() throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int g = 1; g <= 10; g++) {
            sb.append("[Event \"g").append(g).append("\"]\n");
            if (g == 6) {
                sb.append("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 999999\"]\n\n1... Kd7 2. e4 Ke6 *\n\n");
                continue;
            }
            sb.append('\n').append(g == 3 ? "1. e4 { unclosed e5\n\n" : "1. e4 e5 2. Nf3 Nc6 *\n\n");
        }
        return write("broken.pgn", sb.toString());
    }

    @Test
    void compareReadsAroundTheDamageAndCountsIt() throws IOException {
        Path json = dir.resolve("r.json");
        CliRunner r = CliRunner.run("compare", "--input", brokenPgn().toString(), "--json", json.toString(),
                "--quiet");
        assertThat(r.exitCode).as(r.err).isZero();
        // 8 whole games x 5 positions, game 3's two, game 6's start position
        assertThat(r.out).contains("43 positions read, 2 skipped");
        assertThat(r.out).contains("line 11").contains("game 3 (line 9)").contains("never closed");
        assertThat(r.out).contains("game 6 (line 21)").contains("999999");
        assertThat(Files.readString(json)).contains("\"read\"");
    }

    @Test
    void outputsThatWouldOverwriteTheInputOrEachOtherAreRefusedFirst() throws IOException {
        Path pgn = brokenPgn();
        String before = Files.readString(pgn);
        CliRunner same = CliRunner.run("compare", "--input", pgn.toString(), "--json", pgn.toString(), "--quiet");
        assertThat(same.exitCode).isEqualTo(2);
        assertThat(same.err).contains("--json " + pgn + ": is the input file");
        Path out = dir.resolve("out.txt");
        CliRunner twice = CliRunner.run("compare", "--input", pgn.toString(), "--json", out.toString(), "--report",
                out.toString(), "--quiet");
        assertThat(twice.exitCode).isEqualTo(2);
        assertThat(twice.err).contains("name one file");
        assertThat(Files.readString(pgn)).isEqualTo(before);
        assertThat(out).doesNotExist();
    }

    @Test
    void suiteSkipsBadLinesAndBadBestMovesAndCountsThem() throws IOException {
        Path epd = write("suite.epd", String.join("\n",
                "4k3/8/8/8/8/8/4P3/4K3 w - - bm e4; id \"good\";",
                "4k3/8/8/8/8/8/4P3/4KK2 w - - bm e4; id \"two kings\";",
                "4k3/8/8/8/8/8/4P3/4K3 w - - bm Qh5; id \"bad bm\";",
                "4k3/8/8/8/8/8/4P3/4K3 w - - bm e3 e4; id \"good too\";", ""));
        CliRunner r = CliRunner.run("suite", "--input", epd.toString(), "--model", "fruit", "--depth", "2",
                "--quiet");
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out).contains("skipped 2 entries").containsPattern("solved \\d/2");
        assertThat(r.err).contains("line 2: bad FEN").contains("line 3: bad bm/am");
    }

    @Test
    void evalUsesOneFenRuleForFenAndInput() throws IOException {
        String fen = "4k3/8/8/8/8/8/4P3/4K3 w - - -3 1";
        CliRunner byFen = CliRunner.run("eval", "--fen", fen);
        Path list = write("list.fen", fen + "\n");
        CliRunner byInput = CliRunner.run("eval", "--input", list.toString());
        assertThat(byFen.exitCode).isEqualTo(2);
        assertThat(byInput.exitCode).isEqualTo(2);
        assertThat(byFen.err).contains("'-3' is negative");
        assertThat(byInput.err).contains("'-3' is negative").contains("line 1");
    }

    @Test
    void evalAndPerftAreStrictTheFirstBadLineStopsThemBeforeAnyOutput() throws IOException {
        // one row per input line (eval's TSV is diffed against the reference files row by row; a perft suite is a
        // check): a bad line is not skipped but stops the run, exit 2 with its line, and nothing is written
        Path list = write("mixed.fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\ngarbage\n");
        Path out = dir.resolve("rows.tsv");
        CliRunner eval = CliRunner.run("eval", "--model", "fruit", "--input", list.toString(), "--format", "tsv", "-o",
                out.toString());
        assertThat(eval.exitCode).isEqualTo(2);
        assertThat(eval.err).contains("mixed.fen, line 2");
        assertThat(eval.out).isEmpty();
        assertThat(out).doesNotExist();
        Path suite = write("mixed.epd", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ;D1 20\ngarbage ;D1 3\n");
        CliRunner perft = CliRunner.run("perft", "--suite", suite.toString(), "--depth", "1");
        assertThat(perft.exitCode).isEqualTo(2);
        assertThat(perft.err).contains("mixed.epd, line 2");
        assertThat(perft.out).doesNotContain("ok");
    }
}
