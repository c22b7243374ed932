package evalbench.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import evalbench.studies.corpus.FingerprintResult;
import evalbench.studies.corpus.ReportJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FingerprintCommandTest {
    @TempDir
    Path dir;

    private Path uciModel(String model) throws IOException {
        return OurModelOverUci.script(dir, model);
    }

    @Test
    void ourModelsOverUciAreClosestToThemselvesAndTheJsonRoundTrips() throws IOException {
        Path json = dir.resolve("fp.json");
        Path html = dir.resolve("fp.html");
        Path csv = dir.resolve("fp.csv");
        // 200 positions keep more than the 20 leaves a correlation needs (Stats.MIN_SAMPLE) for both engines
        CliRunner r = CliRunner.run("fingerprint", "--input", "sample:games", "--positions", "200", "--models",
                "fruit,rybka", "--engine", "fruit-uci=" + uciModel("fruit"), "--engine", "rybka-uci=" + uciModel("rybka"),
                "--json", json.toString(), "--report", html.toString(), "--csv", csv.toString(), "--quiet");
        assertEquals(0, r.exitCode, r.err);
        ObjectMapper mapper = ReportJson.mapper();
        JsonNode root = mapper.readTree(json.toFile());
        for (String model : new String[] {"fruit", "rybka"}) {
            JsonNode e = engine(root, model + "-uci");
            assertEquals(model, e.get("closest_model").asText());
            long dropped = 0;
            for (JsonNode d : e.get("dropped")) {
                dropped += d.asLong();
            }
            assertEquals(200, e.get("samples").asLong() + dropped, "every position kept or dropped once");
            assertTrue(e.get("samples").asLong() >= evalbench.studies.corpus.Stats.MIN_SAMPLE, e.toString());
            JsonNode self = e.get("models").get(model.equals("fruit") ? 0 : 1);
            assertEquals(model, self.get("model").asText());
            // the model's own search scores its quiet leaves with its own evaluation: r = 1, slope = 1
            assertEquals(1.0, self.get("pearson").asDouble(), 1e-9);
            assertEquals(1.0, self.get("slope").asDouble(), 1e-9);
            assertEquals(1.0, self.get("positional").asDouble(), 1e-9);
            JsonNode other = e.get("models").get(model.equals("fruit") ? 1 : 0);
            assertTrue(other.get("positional").asDouble() < 0.999, "the other model differs beyond material");
            assertTrue(self.get("ci_low").asDouble() <= 1.0 && self.get("ci_high").asDouble() >= 0.999);
            for (JsonNode leaf : e.get("leaves")) {
                int i = model.equals("fruit") ? 0 : 1;
                assertEquals(leaf.get("score").asDouble(), leaf.get("evals").get(i).asDouble(), 0, leaf.toString());
            }
        }
        FingerprintResult back = mapper.readValue(json.toFile(), FingerprintResult.class);
        assertEquals(root, mapper.readTree(mapper.writeValueAsString(back)));
        assertTrue(root.get("positional_tree").get("newick").asText().contains("fruit-uci:0.0000,fruit:0.0000"));
        assertTrue(root.get("tree").get("newick").asText().contains("fruit-uci:0.0000,fruit:0.0000"),
                root.get("tree").get("newick").asText());
        String page = Files.readString(html);
        assertTrue(page.contains("Evaluation fingerprint") && page.contains("<svg"), "HTML report");
        assertTrue(Files.readString(csv).contains("fruit-uci,fruit,"), "CSV row per engine and model");
    }

    @Test
    void aFileThatIsNotASimilarityReportIsNamedBeforeAnyEngineStarts() throws IOException {
        // issue 31: "Unrecognized token 'r2qkbnr'" without the file's name, after every engine had run
        Path started = dir.resolve("started");
        Path engine = script("marker", " uci) touch " + started + "; echo uciok ;;\n");
        Path fen = dir.resolve("positions.fen");
        Files.writeString(fen, "r2qkbnr/1pp2ppp/p1p5/4p3/4P3/3P1Q2/PPP2PPP/RNB2RK1 b kq - 0 7\n");
        Path json = dir.resolve("other.json");
        Files.writeString(json, "{\"program\": \"evalbench\", \"terms\": []}");
        for (Path bad : new Path[] {fen, json}) {
            CliRunner r = CliRunner.run("fingerprint", "--input", fen.toString(), "--models", "fruit", "--engine",
                    "e=" + engine, "--similarity", bad.toString(), "--quiet");
            assertEquals(2, r.exitCode, r.err);
            assertTrue(r.err.contains(bad.toString()) && r.err.contains("not a 'similarity --json' report"), r.err);
            assertTrue(!Files.exists(started), "no engine started");
        }
    }

    private Path script(String name, String body) throws IOException {
        Path sh = dir.resolve(name + ".sh");
        Files.writeString(sh, "#!/bin/sh\nwhile read cmd a1 a2 a3 a4 a5; do case \"$cmd\" in\n" + body
                + " isready) echo readyok ;;\n quit) exit 0 ;;\nesac; done\n");
        sh.toFile().setExecutable(true);
        return sh;
    }

    private JsonNode rootMovesRun(Path engine) throws IOException {
        Path start = dir.resolve("start.fen");
        Files.writeString(start, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
        Path json = dir.resolve("root.json");
        CliRunner r = CliRunner.run("fingerprint", "--input", start.toString(), "--models", "fruit", "--root-moves",
                "--engine", "e=" + engine, "--json", json.toString(), "--quiet");
        assertEquals(0, r.exitCode, r.err);
        JsonNode root = ReportJson.mapper().readTree(json.toFile());
        assertTrue(root.get("settings").get("root_moves").asBoolean());
        return root.get("engines").get(0);
    }

    @Test
    void rootMovesWithoutMultiPvAskEveryMoveBySearchmoves() throws IOException {
        // answers "go depth 1 searchmoves X" with X and score 0; a plain "go" gets no PV
        Path engine = script("searchmoves", " uci) echo 'id name scripted'; echo uciok ;;\n"
                + " go) echo \"info depth 1 score cp 0 pv $a4\"; echo \"bestmove $a4\" ;;\n");
        JsonNode e = rootMovesRun(engine);
        // the 20 moves of the start position, each leaf quiet (no capture, check or promotion after one move)
        assertEquals(20, e.get("samples").asLong());
        java.util.Set<String> leaves = new java.util.HashSet<>();
        for (JsonNode leaf : e.get("leaves")) {
            leaves.add(leaf.get("fen").asText());
            assertEquals(1, leaf.get("plies").asInt());
        }
        assertEquals(20, leaves.size(), "one leaf per root move");
    }

    @Test
    void rootMovesWithMultiPvTakeEveryLineOfOneSearch() throws IOException {
        // offers MultiPV and reports two lines; the other 18 root moves get no line
        Path engine = script("multipv", " uci) echo 'id name scripted'; echo 'option name MultiPV type spin default 1"
                + " min 1 max 500'; echo uciok ;;\n go) echo 'info depth 1 multipv 1 score cp 35 pv e2e4';"
                + " echo 'info depth 1 multipv 2 score cp 10 pv d2d4'; echo 'bestmove e2e4' ;;\n");
        JsonNode e = rootMovesRun(engine);
        assertEquals(2, e.get("samples").asLong());
        assertEquals(18, e.get("dropped").get("no_score_or_pv").asLong());
        assertEquals(-35, e.get("leaves").get(0).get("score").asInt());
        assertEquals(-10, e.get("leaves").get(1).get("score").asInt());
        assertEquals("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1",
                e.get("leaves").get(1).get("fen").asText());
    }

    @Test
    void ourFruitModelScoresEveryRootMovesQuietLeafWithItsEvaluation() throws IOException {
        Path json = dir.resolve("fruit-root.json");
        CliRunner r = CliRunner.run("fingerprint", "--input", "sample:games", "--positions", "40", "--models",
                "fruit,rybka", "--root-moves", "--leaf-rule", "see", "--engine", "fruit-uci=" + uciModel("fruit"),
                "--json", json.toString(), "--weights", "--quiet");
        assertEquals(0, r.exitCode, r.err);
        JsonNode e = ReportJson.mapper().readTree(json.toFile()).get("engines").get(0);
        assertTrue(e.get("samples").asLong() > 300, "several leaves per position: " + e.get("samples"));
        for (JsonNode leaf : e.get("leaves")) {
            assertEquals(leaf.get("score").asDouble(), leaf.get("evals").get(0).asDouble(), 0, leaf.toString());
        }
        assertTrue(r.out.contains("not determined ("), "the weights table names undetermined weights:\n" + r.out);
        JsonNode g = e.get("regression");
        assertTrue(g.get("r2").asDouble() > 0.9999, g.get("r2").asText());
        assertTrue(g.get("determined_weights").asLong() < g.get("weights").size(), "some weights not determined");
    }

    @Test
    void theRegressionOnFruitsFeaturesNeedsNoFruitModelInModels() throws IOException {
        // issue 31: with --models toga the regression was silently null; it now counts Fruit's features with
        // Fruit's shipped set, and the Fruit model over UCI is recovered as Fruit
        Path json = dir.resolve("toga-only.json");
        CliRunner r = CliRunner.run("fingerprint", "--input", "sample:games", "--positions", "40", "--models", "toga",
                "--root-moves", "--leaf-rule", "see", "--engine", "fruit-uci=" + uciModel("fruit"), "--json",
                json.toString(), "--quiet");
        assertEquals(0, r.exitCode, r.err);
        assertTrue(r.out.contains("regression on Fruit's features") && r.out.contains("fruit-uci        ")
                && r.out.contains(" weights determined"), r.out);
        JsonNode g = ReportJson.mapper().readTree(json.toFile()).get("engines").get(0).get("regression");
        assertEquals("fruit", g.get("features_of").asText());
        assertTrue(g.get("r2").asDouble() > 0.9999, g.toString());
        assertTrue(g.get("determined_weights").asLong() > 60, g.get("determined_weights").asText());
    }

    private static JsonNode engine(JsonNode root, String name) {
        for (JsonNode e : root.get("engines")) {
            if (e.get("name").asText().equals(name)) {
                return e;
            }
        }
        throw new AssertionError("no engine " + name + " in " + root.get("engines"));
    }

    @Test
    void anXboardEngineIsReadFromItsThinkingLines() throws IOException {
        // always 1.e4 e5 2.Nf3 from the start position, whatever it is given: for the start position that leaf is
        // quiet (kept, score -35 for Black), for any other the PV is illegal (dropped)
        Path xb = dir.resolve("xb.sh");
        Files.writeString(xb, "#!/bin/sh\nwhile read cmd arg; do case \"$cmd\" in\n"
                + " protover) echo 'feature ping=1 setboard=1 done=1' ;;\n ping) echo \"pong $arg\" ;;\n"
                + " go) echo '  3   35   0   99  e2-e4 e7-e5 Ng1-f3'; echo 'move e2e4' ;;\n quit) exit 0 ;;\n"
                + "esac; done\n");
        xb.toFile().setExecutable(true);
        Path positions = dir.resolve("two.fen");
        Files.writeString(positions, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
                + "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\n");
        Path json = dir.resolve("xb.json");
        CliRunner r = CliRunner.run("fingerprint", "--input", positions.toString(), "--models", "fruit", "--engine",
                "scripted=xboard:" + xb, "--json", json.toString(), "--quiet");
        assertEquals(0, r.exitCode, r.err);
        JsonNode e = ReportJson.mapper().readTree(json.toFile()).get("engines").get(0);
        assertEquals("xboard", e.get("protocol").asText());
        assertEquals(1, e.get("samples").asLong());
        assertEquals(1, e.get("dropped").get("illegal_pv").asLong());
        assertEquals(-35, e.get("leaves").get(0).get("score").asInt());
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
                e.get("leaves").get(0).get("fen").asText());
    }
}
