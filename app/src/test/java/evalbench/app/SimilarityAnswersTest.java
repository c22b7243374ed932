package evalbench.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.core.io.TempFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23, items 3 and 12: an external engine's answers that are not legal moves are counted and named, not
 * matched silently; engine names must be non-empty and unique; the help prints no picocli warning.
 */
class SimilarityAnswersTest {
    @TempDir
    Path dir;

    private Path engine(String name, String answers) throws IOException {
        Path p = dir.resolve(name + ".sh");
        // answers in turn: one per "go"
        Files.writeString(p, "#!/bin/sh\nset -- " + answers + "\nwhile read line; do case \"$line\" in\n"
                + "uci) echo 'id name fake'; echo uciok;;\nisready) echo readyok;;\n"
                + "go*) echo \"bestmove $1\"; shift;;\nquit) exit 0;;\nesac; done\n", StandardCharsets.UTF_8);
        p.toFile().setExecutable(true);
        return p;
    }

    private Path positions() throws IOException {
        String start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        return TempFiles.lines(dir, "four.fen", start, start, start, start);
    }

    @Test
    void answersThatAreNotLegalMovesAreCountedAndLeftOut() throws IOException {
        Path liar = engine("liar", "a1a1 e2e5 '(none)' e2e4");
        Path honest = engine("honest", "e2e4 e2e4 e2e4 e2e4");
        CliRunner r = CliRunner.run("similarity", "--input", positions().toString(), "--depth", "1", "--models",
                "none", "--engine", "liar=" + liar, "--engine", "honest=" + honest, "--quiet", "--threads", "1");
        assertEquals(0, r.exitCode, r.err);
        assertTrue(r.out.contains("liar: 3 answers were not legal moves"), r.out);
        assertTrue(r.out.contains("'a1a1'") && r.out.contains("'e2e5'"), r.out);
        assertFalse(r.out.contains("honest: "), r.out);
        // the one legal answer matches: 1 of 1, not 1 of 4
        assertTrue(r.out.contains("100.0") || r.out.contains("1.000") || r.out.contains("100 %"), r.out);
    }

    @Test
    void engineNamesMustBeGivenOnceAndNotEmpty() throws IOException {
        Path honest = engine("honest", "e2e4");
        CliRunner twice = CliRunner.run("similarity", "--input", positions().toString(), "--depth", "1",
                "--engine", "x=" + honest, "--engine", "x=" + honest);
        assertEquals(2, twice.exitCode);
        assertTrue(twice.err.contains("--engine x: the name is given twice"), twice.err);
        CliRunner empty = CliRunner.run("similarity", "--input", positions().toString(), "--depth", "1",
                "--engine", "=" + honest);
        assertEquals(2, empty.exitCode);
        assertTrue(empty.err.contains("expected NAME=COMMAND"), empty.err);
        CliRunner help = CliRunner.run("similarity", "--help");
        assertEquals(0, help.exitCode);
        assertFalse((help.out + help.err).contains("WARN"), help.out + help.err);
    }
}
