package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 31, item 3: an output never replaces a file an external engine runs or reads. Every such path is protected
 * like the corpus: the run is refused before any engine starts (exit 2) and the file stays as it was.
 */
class EngineFilesProtectedTest {
    @TempDir
    Path dir;

    private Path engine() throws IOException {
        Path p = dir.resolve("t2");
        Files.writeString(p, "#!/bin/sh\nwhile read line; do case \"$line\" in\nuci) echo uciok;;\n"
                + "isready) echo readyok;;\ngo*) echo 'bestmove e2e4';;\nquit) exit 0;;\nesac; done\n",
                StandardCharsets.UTF_8);
        p.toFile().setExecutable(true);
        return p;
    }

    private Path corpus() throws IOException {
        Path p = dir.resolve("one.fen");
        Files.writeString(p, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
        return p;
    }

    private void assertRefused(CliRunner r, Path file, String before, String option) throws IOException {
        assertThat(r.exitCode).as(r.err).isEqualTo(2);
        assertThat(r.err).contains(option + " " + file).contains("engine t").contains("refusing to overwrite");
        assertThat(Files.readString(file)).isEqualTo(before);
    }

    @Test
    void fingerprintRefusesAnOutputNamingTheEnginesProgram() throws IOException {
        Path t2 = engine();
        String before = Files.readString(t2);
        assertRefused(CliRunner.run("fingerprint", "--input", corpus().toString(), "--models", "fruit", "--engine",
                "t=" + t2, "--json", t2.toString(), "--quiet"), t2, before, "--json");
        assertThat(t2.toFile().canExecute()).isTrue();
        assertRefused(CliRunner.run("fingerprint", "--input", corpus().toString(), "--models", "fruit", "--engine",
                "t=xboard:" + t2, "--report", t2.toString(), "--quiet"), t2, before, "--report");
    }

    @Test
    void similarityAndLineageRefuseAnOutputNamingAFileTheEngineReads() throws IOException {
        Path t2 = engine();
        String before = Files.readString(t2);
        assertRefused(CliRunner.run("similarity", "--input", corpus().toString(), "--depth", "1", "--engine",
                "t=" + t2, "--csv", t2.toString(), "--quiet"), t2, before, "--csv");
        // an argument of the command (a script, a jar, a weights file) is protected as well as the program
        Path book = dir.resolve("book.bin");
        Files.writeString(book, "opening book");
        CliRunner r = CliRunner.run("lineage", "--input", corpus().toString(), "--depth", "1", "--engine",
                "t=/bin/sh " + t2 + " " + book, "--json", book.toString(), "--quiet");
        assertRefused(r, book, "opening book", "--json");
        CliRunner suite = CliRunner.run("suite", "--uci", t2.toString(), "--input", corpus().toString(), "--depth", "1",
                "--csv", t2.toString(), "--quiet");
        assertThat(suite.exitCode).as(suite.err).isEqualTo(2);
        assertThat(suite.err).contains("--csv " + t2).contains("the --uci engine").contains("refusing to overwrite");
        assertThat(Files.readString(t2)).isEqualTo(before);
    }
}
