package evalbench.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Models;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.concurrent.Task;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;

class ExportTest extends WindowTestBase {
    private static final String FEN = "8/5pk1/6p1/3P4/2K5/8/5PP1/8 w - - 0 40";

    @Test
    void exportsTheThreeFilesWithTheParameterHashes(FxRobot robot, @TempDir Path dir) throws Exception {
        robot.interact(() -> window.boardView().applyFen(FEN));
        waitForComparison(Position.fromFen(FEN).toFen());
        robot.interact(() -> {
            window.searchView().a().setLimit("depth", "4");
            window.searchView().b().setLimit("depth", "4");
            window.searchView().startBoth();
        });
        waitUntil(() -> window.searchView().a().lastResultProperty().get() != null
                && window.searchView().b().lastResultProperty().get() != null);
        Task<List<Path>>[] task = new Task[1];
        robot.interact(() -> task[0] = window.exportTo(dir, "report"));
        List<Path> files = task[0].get(10, TimeUnit.SECONDS);
        assertThat(files).containsExactly(dir.resolve("report.html"), dir.resolve("report.csv"), dir.resolve("report.json"));
        try (var listing = Files.list(dir)) {
            assertThat(listing.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("report.html",
                    "report.csv", "report.json");
        }
        Breakdown fruit = Models.byId("fruit").create().explain(Position.fromFen(FEN));
        Breakdown rybka = Models.byId("rybka").create().explain(Position.fromFen(FEN));
        String fruitHash = Models.byId("fruit").defaultParameters().sha256();
        String rybkaHash = Models.byId("rybka").defaultParameters().sha256();

        JsonNode json = new ObjectMapper().readTree(dir.resolve("report.json").toFile());
        assertThat(json.get("fen").asText()).isEqualTo(Position.fromFen(FEN).toFen());
        assertThat(json.get("parameterSets").get(0).get("sha256").asText()).isEqualTo(fruitHash);
        assertThat(json.get("parameterSets").get(1).get("sha256").asText()).isEqualTo(rybkaHash);
        // every model's breakdown (the pair compared is named by "a" and "b")
        assertThat(json.get("a").asText()).isEqualTo("fruit");
        assertThat(json.get("b").asText()).isEqualTo("rybka");
        assertThat(json.get("models")).hasSize(Models.all().size());
        for (JsonNode m : json.get("models")) {
            if (m.get("model").asText().equals("fruit")) {
                assertThat(m.get("white").asInt()).isEqualTo(fruit.whiteScore());
            }
            if (m.get("model").asText().equals("rybka")) {
                assertThat(m.get("white").asInt()).isEqualTo(rybka.whiteScore());
            }
        }
        assertThat(json.get("version").asText()).startsWith("evalbench");
        JsonNode searches = json.get("searches");
        assertThat(searches).hasSize(2);
        assertThat(searches.get(0).get("model").asText()).isEqualTo("fruit");
        assertThat(searches.get(0).get("depth").asInt()).isEqualTo(4);
        assertThat(searches.get(0).get("nodes").asLong())
                .isEqualTo(window.searchView().a().lastResultProperty().get().nodes());
        assertThat(searches.get(1).get("nodes").asLong())
                .isEqualTo(window.searchView().b().lastResultProperty().get().nodes());

        List<String> csv = Files.readAllLines(dir.resolve("report.csv"), StandardCharsets.UTF_8);
        assertThat(csv.get(0)).startsWith("group,term,a_op_native");
        String last = csv.get(csv.size() - 1);
        assertThat(last).contains("final score").contains("," + fruit.whiteScore() + ",")
                .endsWith("," + rybka.whiteScore() + "," + (fruit.whiteScore() - rybka.whiteScore()) + ",");
        assertThat(csv).anyMatch(l -> l.startsWith("passers,passers/rank,"));

        String html = Files.readString(dir.resolve("report.html"));
        assertThat(html).contains("<svg").contains(fruitHash).contains(rybkaHash).contains("evalbench")
                .contains(String.format("Fruit 2.1: %+d cp", fruit.whiteScore())).doesNotContain("<script")
                .contains("<h2>Searches</h2>");
        assertThat(html.indexOf("</html>")).isGreaterThan(0);
        // The folder is remembered for the next export.
        waitUntil(() -> dir.toString().equals(new GuiPrefs("evalbench/test-ExportTest").get("lastFolder", null)));
    }
}
