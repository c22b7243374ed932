package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.io.DataFolder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 31, item 1: a corpus that gives no position (a 0-byte file, /dev/null, only bad FENs, a binary file, one
 * 10 MB line, a PGN read as FEN) ended compare, lineage, similarity and fingerprint with exit 3 and "Index 0 out of
 * bounds for length 0". Now each says what it read and skipped, exits 2 with one line naming the file, writes
 * nothing (an old output stays as it was) and starts no engine.
 */
class EmptyCorpusRunsTest {
    @TempDir
    Path dir;

    private final List<String[]> inputs = new ArrayList<>(); // {path, --format or null, what stdout says}
    private Path engine;
    private Path started;

    @BeforeEach
    void corpora() throws IOException {
        inputs.add(new String[] {Files.write(dir.resolve("empty.fen"), new byte[0]).toString(), null, "0 skipped"});
        inputs.add(new String[] {"/dev/null", null, "0 skipped"});
        inputs.add(new String[] {Files.writeString(dir.resolve("bad.fen"), "garbage\nnot a fen\n8/8/8 w - - 0 1\n")
                .toString(), null, "3 skipped {bad FEN=3}"});
        byte[] binary = new byte[4096];
        new Random(31).nextBytes(binary);
        inputs.add(new String[] {Files.write(dir.resolve("binary.fen"), binary).toString(), null, "bad FEN"});
        inputs.add(new String[] {Files.writeString(dir.resolve("long.fen"), "a".repeat(10_000_000) + "\n").toString(),
            null, "1 skipped {bad FEN=1}"});
        Path pgn = Files.writeString(dir.resolve("games.pgn"), "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n"
                + "[Event \"y\"]\n\n1. d4 d5 *\n", StandardCharsets.UTF_8);
        inputs.add(new String[] {pgn.toString(), "fen", "bad FEN"});
        started = dir.resolve("engine-started");
        engine = dir.resolve("engine.sh");
        Files.writeString(engine, "#!/bin/sh\ntouch " + started + "\nwhile read cmd rest; do case \"$cmd\" in\n"
                + " uci) echo uciok ;;\n isready) echo readyok ;;\n go) echo 'info depth 1 score cp 5 pv e2e4';"
                + " echo 'bestmove e2e4' ;;\n quit) exit 0 ;;\nesac; done\n");
        engine.toFile().setExecutable(true);
        assertThat(DataFolder.corpus("games.fen")).exists();
    }

    private void assertNothingToReport(String study, String... args) throws IOException {
        for (String[] input : inputs) {
            Path old = Files.writeString(dir.resolve("old.json"), "an old report");
            List<String> command = new ArrayList<>(List.of(args));
            command.addAll(List.of("--input", input[0], "--json", old.toString(), "--quiet"));
            if (input[1] != null) {
                command.addAll(List.of("--format", input[1]));
            }
            CliRunner r = CliRunner.run(command.toArray(String[]::new));
            String what = String.join(" ", args) + " on " + input[0] + ":\n" + r.out + r.err;
            assertThat(r.exitCode).as(what).isEqualTo(2);
            assertThat(r.out).as(what).contains("0 positions read").contains(input[2]);
            assertThat(r.err.strip().lines()).as(what).hasSize(1);
            assertThat(r.err).as(what).contains("no position to " + study).contains(input[0].replaceFirst(".*/", ""))
                    .contains("nothing written").doesNotContain("out of bounds");
            assertThat(Files.readString(old)).as(what).isEqualTo("an old report");
            assertThat(started).as("no engine is started for nothing: " + what).doesNotExist();
        }
    }

    @Test
    void compareOfTwoModels() throws IOException {
        assertNothingToReport("compare", "compare");
    }

    @Test
    void compareOfEveryPair() throws IOException {
        assertNothingToReport("compare", "compare", "--models", "all");
    }

    @Test
    void lineage() throws IOException {
        assertNothingToReport("compare", "lineage", "--models", "fruit,rybka", "--depth", "1", "--engine",
                "e=" + engine);
    }

    @Test
    void similarity() throws IOException {
        assertNothingToReport("search", "similarity", "--models", "fruit", "--depth", "1", "--engine", "e=" + engine);
    }

    @Test
    void fingerprint() throws IOException {
        assertNothingToReport("fingerprint", "fingerprint", "--models", "fruit", "--engine", "e=" + engine);
    }
}
