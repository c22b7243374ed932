package evalbench.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import evalbench.core.io.TempFiles;
import evalbench.studies.corpus.ReportJson;
import evalbench.studies.corpus.SimilarityResult;
import evalbench.studies.corpus.UciClient;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SimilarityCommandTest {
    @TempDir
    Path dir;

    private Path positions() throws IOException {
        return TempFiles.lines(dir, "few.fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
                "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "8/8/8/4k3/8/8/8/4K2Q w - - 0 1");
    }

    @Test
    void modelsAgainstThemselvesShareEveryMoveAndTheJsonRoundTrips() throws IOException {
        Path json = dir.resolve("sim.json");
        Path html = dir.resolve("sim.html");
        // the same model twice under two names: the shares must be 100 %, a test that can fail
        Path fake = dir.resolve("fruit-uci.sh");
        String launcher = "java -cp " + System.getProperty("java.class.path") + " evalbench.app.Main uci --model fruit";
        Files.writeString(fake, "#!/bin/sh\nexec " + launcher + "\n");
        fake.toFile().setExecutable(true);
        CliRunner r = CliRunner.run("similarity", "--input", positions().toString(), "--depth", "3", "--engine",
                "fruit-uci=" + fake, "--json", json.toString(), "--report", html.toString(), "--quiet");
        assertEquals(0, r.exitCode, r.err);
        ObjectMapper mapper = ReportJson.mapper();
        JsonNode root = mapper.readTree(json.toFile());
        // every model on the class path by default (the app's test model among them), then the external engines
        List<String> engines = new java.util.ArrayList<>(evalbench.core.eval.Models.all().stream()
                .map(evalbench.core.eval.EvaluatorModel::id).toList());
        engines.add("fruit-uci");
        assertEquals(engines, mapper.convertValue(root.get("engines"), List.class));
        assertTrue(engines.contains(evalbench.app.fake.MiniModel.ID));
        JsonNode pair = null;
        for (JsonNode p : root.get("pairs")) {
            if (p.get("a").asText().equals("fruit") && p.get("b").asText().equals("fruit-uci")) {
                pair = p;
            }
        }
        assertEquals("fruit", pair.get("a").asText());
        assertEquals("fruit-uci", pair.get("b").asText());
        assertEquals(4, pair.get("positions").asLong());
        assertEquals(4, pair.get("same").asLong());
        assertEquals(1.0, pair.get("share").asDouble());
        assertTrue(pair.get("ci_low").asDouble() < 0.6);
        assertTrue(pair.get("by_stage").has("endgame"));
        SimilarityResult back = mapper.readValue(json.toFile(), SimilarityResult.class);
        assertEquals(mapper.readTree(json.toFile()), mapper.readTree(mapper.writeValueAsString(back)));
        assertTrue(Files.readString(html).contains("UPGMA"));
    }

    @Test
    void aDeadEngineIsNamedWithWhatWeWaitedFor() throws IOException {
        Path dead = dir.resolve("dead.sh");
        Files.writeString(dead, "#!/bin/sh\necho 'segmentation fault (pretend)' >&2\nexit 7\n");
        dead.toFile().setExecutable(true);
        CliRunner r = CliRunner.run("similarity", "--input", positions().toString(), "--depth", "2", "--engine",
                "broken=" + dead, "--quiet");
        // left out with its reason; the models' results are still written (issue 31)
        assertEquals(0, r.exitCode, r.err);
        assertTrue(r.err.contains("engine broken left out: engine broken"), r.err);
        assertTrue(r.out.contains("broken: left out: engine broken"), r.out);
        // The engine may die before or after it reads "uci": either the send or the wait for "uciok" fails.
        assertTrue(r.err.contains("accept 'uci'") || r.err.contains("waited for 'uciok'"), r.err);
        assertTrue(r.err.contains("exit code 7"), r.err);
        assertTrue(r.err.contains("segmentation fault (pretend)"), r.err);
    }

    @Test
    void aHangingEngineTimesOut() throws IOException {
        Path mute = dir.resolve("mute.sh");
        Files.writeString(mute, "#!/bin/sh\nexec sleep 30\n");
        mute.toFile().setExecutable(true);
        long start = System.nanoTime();
        UciClient.EngineFailure e = assertThrows(UciClient.EngineFailure.class,
                () -> new UciClient("mute", mute.toString(), 1, 500).close());
        assertTrue((System.nanoTime() - start) / 1e9 < 10);
        assertTrue(e.getMessage().contains("within 500 ms"), e.getMessage());
        assertTrue(e.getMessage().contains("still running"), e.getMessage());
    }
}
