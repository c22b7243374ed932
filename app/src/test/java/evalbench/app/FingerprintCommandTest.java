package evalbench.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import evalbench.app.corpus.FingerprintResult;
import evalbench.app.corpus.ReportJson;
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
        CliRunner r = CliRunner.run("fingerprint", "--input", "sample:games", "--positions", "60", "--models",
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
            assertEquals(60, e.get("samples").asLong() + dropped, "every position kept or dropped once");
            assertTrue(e.get("samples").asLong() >= 5, e.toString());
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
