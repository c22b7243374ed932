package evalbench.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import evalbench.fruit.FruitModel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TablesCommandTest {
    @TempDir
    Path dir;

    @Test
    void jsonHasTheSchemasListsAndKeys() throws Exception {
        Path json = dir.resolve("t.json");
        CliRunner r = CliRunner.run("tables", "--model", "fruit,rybka", "--json", json.toString());
        assertEquals(0, r.exitCode, r.err);
        JsonNode root = new ObjectMapper().readTree(json.toFile());
        assertEquals(2, root.get("models").size());
        assertEquals(32, root.get("models").get(1).get("units_per_cp").asInt());
        assertEquals(new FruitModel().defaultParameters().sha256(), root.get("models").get(0).get("param_sha256").asText());
        assertEquals(24, root.get("pst").size());
        Set<String> seen = new HashSet<>();
        for (JsonNode p : root.get("pst")) {
            for (String key : new String[] {"model", "piece", "stage", "weights", "max_abs_residual"}) {
                assertTrue(p.has(key), key);
            }
            seen.add(p.get("model").asText() + " " + p.get("piece").asText() + " " + p.get("stage").asText());
            assertTrue(p.get("weights").isObject());
            assertEquals(64, p.get("values").size());
        }
        assertEquals(24, seen.size());
        assertEquals(18, root.get("quad").size());
        for (JsonNode q : root.get("quad")) {
            for (String key : new String[] {"model", "param", "min", "max", "rounding", "max_abs_residual"}) {
                assertTrue(q.has(key), key);
            }
            assertTrue(Set.of("round", "truncate", "none").contains(q.get("rounding").asText()));
        }
        assertTrue(r.out.contains("rybka  knight  opening         0  KnightCentre 347, KnightRank 358"), r.out);
    }

    @Test
    void reportIsHtmlWithSvgHeatmaps() throws Exception {
        Path html = dir.resolve("t.html");
        CliRunner r = CliRunner.run("tables", "--report", html.toString());
        assertEquals(0, r.exitCode, r.err);
        String page = Files.readString(html, StandardCharsets.UTF_8);
        assertTrue(page.startsWith("<!DOCTYPE html>"));
        // 12 sections x (2 models + difference + 2 residuals) heatmaps, plus the quad charts
        assertTrue(page.split("<svg", -1).length - 1 >= 60);
        assertTrue(page.contains("<title>d4: 32.9</title>"), "Rybka's knight d4 1052/32 cp on hover"); // 1052 / 32 = 32.875
        assertFalse(page.contains("<script"));
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file left behind");
        }
    }

    @Test
    void aBadTableFileIsOneLineWithItsLineAndNothingIsWritten() throws Exception {
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "knight opening\n1 2 3 4 5 6 7 8\n1 2 3 4 5 6 7 x\n");
        CliRunner r = CliRunner.run("tables", "--fit", bad.toString());
        assertEquals(2, r.exitCode);
        assertEquals(1, r.err.strip().lines().count(), r.err);
        assertTrue(r.err.contains("bad.txt, line 3: 'x' is not an integer"), r.err);
        Files.writeString(bad, "dragon opening\n");
        r = CliRunner.run("tables", "--fit", bad.toString());
        assertEquals(2, r.exitCode);
        assertTrue(r.err.contains("line 1: unknown piece 'dragon'"), r.err);
    }

    @Test
    void badOptionCombinationsExitTwo() throws Exception {
        Path json = dir.resolve("t.json");
        Path params = dir.resolve("p.params");
        Files.writeString(params, "@set x\n");
        CliRunner r = CliRunner.run("tables", "--params", params.toString(), "--json", json.toString());
        assertEquals(2, r.exitCode);
        assertTrue(r.err.contains("--params needs one model"), r.err);
        r = CliRunner.run("tables", "--model", "fruit", "--params", params.toString(), "--json", json.toString());
        assertEquals(2, r.exitCode);
        assertTrue(r.err.contains("is missing"), r.err);
        assertFalse(Files.exists(json));
        assertEquals(2, CliRunner.run("tables", "--grid", "dragon").exitCode);
        assertEquals(2, CliRunner.run("tables", "--stage", "opening").exitCode);
        assertEquals(2, CliRunner.run("tables", "--model", "stockfish").exitCode);
    }

    @Test
    void namesFromAParameterFileAreEscapedInTheReport() throws Exception {
        String text = new FruitModel().defaultParameters().source().replace("@set fruit-2.1", "@set <b>mine</b>&co");
        Path params = dir.resolve("mine.params");
        Files.writeString(params, text);
        Path html = dir.resolve("r.html");
        CliRunner r = CliRunner.run("tables", "--model", "fruit", "--params", params.toString(), "--report", html.toString());
        assertEquals(0, r.exitCode, r.err);
        String page = Files.readString(html, StandardCharsets.UTF_8);
        assertTrue(page.contains("parameter set &lt;b&gt;mine&lt;/b&gt;&amp;co"), page.substring(0, 600));
        assertFalse(page.contains("<b>mine"));
    }

    @Test
    void anEditedParameterSetIsMeasured() throws Exception {
        String text = new FruitModel().defaultParameters().source().replace("KnightCentreOpening [fruit-2.1] = 5",
                "KnightCentreOpening [fruit-2.1] = 7");
        Path params = dir.resolve("edited.params");
        Files.writeString(params, text);
        CliRunner r = CliRunner.run("tables", "--model", "fruit", "--params", params.toString(), "--grid", "knight",
                "--stage", "opening");
        assertEquals(0, r.exitCode, r.err);
        assertTrue(r.out.contains("weights: KnightCentre 7, KnightRank 5, KnightBackRank 0, KnightTrapped 100; max |residual| 0"),
                r.out);
    }
}
