package evalbench.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import evalbench.studies.corpus.CompareResult;
import evalbench.studies.corpus.ReportJson;
import evalbench.core.io.DataFolder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompareCommandTest {
    @TempDir
    static Path dir;

    static Path corpus;

    /** Every 20th position of games.fen plus two bad lines. */
    @BeforeAll
    static void makeCorpus() throws IOException {
        List<String> lines = Files.readAllLines(DataFolder.corpus("games.fen"));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines.size(); i += 20) {
            sb.append(lines.get(i)).append('\n');
            if (i == 200) {
                sb.append("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1\n");
            }
        }
        sb.append("only garbage here\n");
        corpus = dir.resolve("small.fen");
        Files.writeString(corpus, sb.toString(), StandardCharsets.UTF_8);
    }

    @Test
    void jsonReportRoundTripsAndHasTheDocumentedFields() throws IOException {
        Path json = dir.resolve("out.json");
        Path csv = dir.resolve("out.csv");
        Path html = dir.resolve("out.html");
        CliRunner r = CliRunner.run("compare", "--input", corpus.toString(), "--json", json.toString(), "--csv",
                csv.toString(), "--report", html.toString(), "--quiet");
        assertEquals(0, r.exitCode, r.err);
        ObjectMapper mapper = ReportJson.mapper();
        JsonNode root = mapper.readTree(json.toFile());
        for (String field : List.of("program", "params", "corpus", "terms", "recovery")) {
            assertTrue(root.has(field), field);
        }
        assertEquals(393, root.get("corpus").get("read").asLong());
        assertEquals(2, root.get("corpus").get("skipped").asLong());
        assertEquals(64, root.get("corpus").get("hash").asText().length());
        JsonNode term = root.get("terms").get(0);
        for (String field : List.of("id", "in_a", "in_b", "a_nonzero", "b_nonzero", "both_nonzero", "pearson", "spearman",
                "slope", "r2", "verdict")) {
            assertTrue(term.has(field), field);
        }
        assertTrue(root.get("recovery").has("method"));
        assertTrue(root.get("recovery").get("features").get(0).has("recovered"));
        assertEquals("fruit", root.get("params").get(0).get("model").asText());

        CompareResult back = mapper.readValue(json.toFile(), CompareResult.class);
        String again = mapper.writeValueAsString(back);
        assertEquals(mapper.readTree(json.toFile()), mapper.readTree(again));
        assertTrue(r.out.contains("393 positions read, 2 skipped"), r.out);

        List<String> csvLines = Files.readAllLines(csv);
        assertTrue(csvLines.get(0).startsWith("# evalbench"), csvLines.get(0));
        assertTrue(csvLines.stream().anyMatch(l -> l.startsWith("# corpus ") && l.contains(back.corpus().hash())));
        List<String> data = csvLines.stream().filter(l -> !l.startsWith("#")).toList();
        assertTrue(data.get(0).startsWith("id,in_a,in_b,a_nonzero"), data.get(0));
        assertEquals(1 + back.terms().size(), data.size());
        String page = Files.readString(html);
        assertTrue(page.contains("<svg") && page.contains("Blind weight recovery") && page.endsWith("</html>\n"));
        assertTrue(page.contains("Table fits") && page.contains("PawnFile 181"), "the table fits of the run's sets");
    }

    @Test
    void resultsDoNotDependOnTheThreadCount() throws IOException {
        Path one = dir.resolve("one.json");
        Path two = dir.resolve("two.json");
        assertEquals(0, CliRunner.run("compare", "--input", corpus.toString(), "--json", one.toString(), "--quiet")
                .exitCode);
        assertEquals(0, CliRunner.run("compare", "--input", corpus.toString(), "--threads", "2", "--json",
                two.toString(), "--quiet").exitCode);
        ObjectMapper mapper = ReportJson.mapper();
        JsonNode a = mapper.readTree(one.toFile());
        JsonNode b = mapper.readTree(two.toFile());
        for (String field : List.of("terms", "recovery", "agreement", "disagreements", "overlap")) {
            assertEquals(a.get(field), b.get(field), field);
        }
    }

    @Test
    void badInputExitsTwoInOneLineAndWritesNothing() throws IOException {
        Path out = dir.resolve("never.json");
        CliRunner missing = CliRunner.run("compare", "--input", dir.resolve("nope.fen").toString(), "--json",
                out.toString());
        assertEquals(2, missing.exitCode);
        assertEquals(1, missing.err.strip().lines().count(), missing.err);
        assertTrue(missing.err.contains("nope.fen"));
        CliRunner badDir = CliRunner.run("compare", "--input", corpus.toString(), "--json",
                dir.resolve("no/such/dir/x.json").toString());
        assertEquals(2, badDir.exitCode);
        assertTrue(badDir.err.contains("does not exist"), badDir.err);
        CliRunner badPly = CliRunner.run("compare", "--input", corpus.toString(), "--every", "0");
        assertEquals(2, badPly.exitCode);
        assertFalse(Files.exists(out));
        try (Stream<Path> files = Files.list(dir)) {
            assertTrue(files.noneMatch(p -> p.getFileName().toString().endsWith(".part")));
        }
    }
}
