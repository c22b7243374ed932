package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import evalbench.core.Position;
import evalbench.core.io.DataFolder;
import evalbench.studies.corpus.ReportJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 31, item 1 and "results from too few samples": in fingerprint and similarity one engine's failure never
 * throws away the other engines' results. An engine that dies, or gives nothing usable, is reported with its reason
 * and left out; a correlation from fewer leaves than the stated minimum is "not determined" (null with the reason in
 * the JSON) and keeps its engine out of the trees, instead of "1.000 [1.000,1.000]" or a join at distance 1.0.
 */
class EngineFailureRunsTest {
    @TempDir
    Path dir;

    private Path script(String name, String body) throws IOException {
        Path sh = dir.resolve(name + ".sh");
        Files.writeString(sh, "#!/bin/sh\nwhile read cmd a1 a2 a3 a4; do case \"$cmd\" in\n uci) echo uciok ;;\n"
                + " isready) echo readyok ;;\n" + body + " quit) exit 0 ;;\nesac; done\n");
        sh.toFile().setExecutable(true);
        return sh;
    }

    /** Dies at its third search, with a line on standard error. */
    private Path diesAtThirdSearch() throws IOException {
        Path count = dir.resolve("searches");
        return script("dies", " go) echo x >> " + count + "; if [ $(wc -l < " + count + ") -ge 3 ]; then"
                + " echo 'segmentation fault (pretend)' >&2; exit 7; fi; echo 'info depth 1 score cp 5 pv e2e4';"
                + " echo 'bestmove e2e4' ;;\n");
    }

    /** Three start positions, then 197 positions of games.fen that are not the start position. */
    private Path corpus() throws IOException {
        List<String> lines = new ArrayList<>(List.of(Position.START_FEN, Position.START_FEN, Position.START_FEN));
        for (String line : Files.readAllLines(DataFolder.corpus("games.fen"))) {
            if (lines.size() < 200 && !line.startsWith("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR")) {
                lines.add(line);
            }
        }
        return Files.write(dir.resolve("corpus.fen"), lines);
    }

    @Test
    void fingerprintKeepsTheEnginesThatAnsweredAndNamesTheOthers() throws IOException {
        // always 1.e4 e5 2.Nf3: a legal, quiet line only from the start position, so 3 leaves of 200
        Path few = script("few", " go) echo 'info depth 1 score cp 35 pv e2e4 e7e5 g1f3'; echo 'bestmove e2e4' ;;\n");
        Path mates = script("mates", " go) echo 'info depth 1 score cp -2147483648 pv e2e4';"
                + " echo 'bestmove e2e4' ;;\n");
        Path json = dir.resolve("fp.json");
        Path html = dir.resolve("fp.html");
        CliRunner r = CliRunner.run("fingerprint", "--input", corpus().toString(), "--models", "fruit,rybka",
                "--leaf-rule", "see", "--engine", "fruit-uci=" + OurModelOverUci.script(dir, "fruit"), "--engine",
                "few=" + few, "--engine", "mates=" + mates, "--engine", "dies=" + diesAtThirdSearch(), "--json",
                json.toString(), "--report", html.toString(), "--quiet");
        assertThat(r.exitCode).as(r.out + r.err).isZero();
        assertThat(r.out).contains("few").contains("not determined: 3 leaves kept, fewer than the 20 a correlation"
                + " needs").contains("not determined: no leaves kept");
        assertThat(r.out.lines().filter(l -> l.startsWith("few "))).as("no r from 3 leaves")
                .noneMatch(l -> l.contains("1.000"));
        assertThat(r.out).contains("dies             left out: engine dies").contains("exit code 7")
                .contains("segmentation fault (pretend)");
        assertThat(r.err).contains("engine dies left out");
        JsonNode root = ReportJson.mapper().readTree(json.toFile());
        JsonNode fruitUci = engine(root, "fruit-uci");
        assertThat(fruitUci.get("samples").asLong()).isGreaterThanOrEqualTo(20);
        assertThat(fruitUci.get("not_determined").isNull()).isTrue();
        assertThat(fruitUci.get("models").get(0).get("pearson").asDouble()).isEqualTo(1.0);
        JsonNode fewJson = engine(root, "few");
        assertThat(fewJson.get("samples").asLong()).isEqualTo(3);
        assertThat(fewJson.get("models").get(0).get("pearson").isNull()).isTrue();
        assertThat(fewJson.get("models").get(0).get("ci_low").isNull()).isTrue();
        assertThat(fewJson.get("closest_model").isNull()).isTrue();
        assertThat(fewJson.get("not_determined").asText()).contains("3 leaves");
        assertThat(fewJson.get("no_regression").asText()).contains("3 leaves");
        assertThat(engine(root, "mates").get("dropped").get("mate").asLong()).isEqualTo(200);
        assertThat(root.get("failed_engines")).hasSize(1);
        assertThat(root.get("failed_engines").get(0).get("name").asText()).isEqualTo("dies");
        assertThat(root.get("failed_engines").get(0).get("reason").asText()).contains("exit code 7");
        for (String tree : List.of("tree", "positional_tree")) {
            JsonNode t = root.get(tree);
            assertThat(t.get("newick").asText()).contains("fruit-uci").doesNotContain("few").doesNotContain("mates");
            assertThat(t.get("left_out").get("few").asText()).contains("3 leaves");
            assertThat(t.get("left_out").get("mates").asText()).contains("no leaves");
        }
        assertThat(Files.readString(html)).contains("not determined: 3 leaves").contains("Left out");
    }

    @Test
    void fingerprintWithEveryEngineFailedIsBadInputAndWritesNothing() throws IOException {
        Path json = dir.resolve("none.json");
        CliRunner r = CliRunner.run("fingerprint", "--input", corpus().toString(), "--models", "fruit", "--engine",
                "dies=" + diesAtThirdSearch(), "--engine", "missing=" + dir.resolve("no-such-engine"), "--json",
                json.toString(), "--quiet");
        assertThat(r.exitCode).as(r.out + r.err).isEqualTo(2);
        assertThat(r.err).contains("no engine left to fingerprint").contains("dies left out").contains("exit code 7")
                .contains("missing left out").contains("cannot be started").contains("nothing written");
        assertThat(json).doesNotExist();
    }

    @Test
    void similarityKeepsTheEnginesThatAnsweredAndNamesTheOthers() throws IOException {
        Path dead = script("dead", "");
        Files.writeString(dead, "#!/bin/sh\necho 'segmentation fault (pretend)' >&2\nexit 7\n");
        Path honest = script("honest", " go) echo 'bestmove e2e4' ;;\n");
        Path json = dir.resolve("sim.json");
        Path starts = Files.writeString(dir.resolve("starts.fen"), (Position.START_FEN + "\n").repeat(25));
        CliRunner r = CliRunner.run("similarity", "--input", starts.toString(), "--depth", "1", "--models",
                "fruit", "--engine", "dead=" + dead, "--engine", "dies=" + diesAtThirdSearch(), "--engine",
                "honest=" + honest, "--json", json.toString(), "--quiet");
        assertThat(r.exitCode).as(r.out + r.err).isZero();
        assertThat(r.out).contains("dead: left out: engine dead").contains("dies: left out: engine dies")
                .contains("exit code 7");
        JsonNode root = ReportJson.mapper().readTree(json.toFile());
        assertThat(ReportJson.mapper().convertValue(root.get("engines"), List.class)).containsExactly("fruit",
                "honest");
        assertThat(root.get("pairs")).hasSize(1);
        assertThat(root.get("pairs").get(0).get("positions").asLong()).isEqualTo(25);
        assertThat(root.get("failed_engines")).hasSize(2);
        assertThat(root.get("newick").asText()).contains("fruit").contains("honest");

        CliRunner none = CliRunner.run("similarity", "--input", starts.toString(), "--depth", "1", "--models",
                "fruit", "--engine", "dead=" + dead, "--json", json.toString(), "--quiet");
        assertThat(none.exitCode).as(none.out + none.err).isEqualTo(2);
        assertThat(none.err).contains("no engine left").contains("dead left out");
    }

    private static JsonNode engine(JsonNode root, String name) {
        for (JsonNode e : root.get("engines")) {
            if (e.get("name").asText().equals(name)) {
                return e;
            }
        }
        throw new AssertionError("no engine " + name + " in " + root.get("engines"));
    }
}
