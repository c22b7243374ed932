package evalbench.app;

import evalbench.core.io.SmallCorpus;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import evalbench.studies.corpus.ReportJson;
import evalbench.app.fake.MiniModel;
import evalbench.core.eval.Models;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A model found on the class path appears in every command with no change outside its module: the test model
 * {@link MiniModel} is registered only in the app's test resources.
 */
class FakeModelCommandsTest {
    private static final String FEN = "r2qkbnr/1pp2ppp/p1p5/4p3/4P3/3P1Q2/PPP2PPP/RNB2RK1 b kq - 0 7";

    @Test
    void theTestModelIsFoundThroughTheServiceLoader() {
        assertThat(Models.all()).extracting(m -> m.id()).contains("fruit", "rybka", MiniModel.ID);
    }

    @Test
    void evalAllShowsEveryModelSideBySide() {
        CliRunner r = CliRunner.run("eval", "--model", "all", "--fen", FEN);
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out).contains("| fruit (centipawn)", "| rybka (1/32 centipawn)", "| mini (centipawn)");
        assertThat(r.out).contains(MiniModel.OWN_TERM);
    }

    @Test
    void evalTakesAnyCommaList() {
        CliRunner r = CliRunner.run("eval", "--model", "mini,fruit", "--fen", FEN);
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out.indexOf("| mini")).isPositive().isLessThan(r.out.indexOf("| fruit"));
        assertThat(r.out).doesNotContain("| rybka");
    }

    @Test
    void anUnknownModelIsABadInputNamingTheKnownOnes() {
        CliRunner r = CliRunner.run("eval", "--model", "fruit,nosuch", "--fen", FEN);
        assertThat(r.exitCode).isEqualTo(2);
        assertThat(r.err).contains("nosuch", "mini", "fruit", "rybka");
    }

    @Test
    void evalTsvOfTheTestModel() {
        CliRunner r = CliRunner.run("eval", "--model", "mini", "--fen", FEN, "--format", "tsv");
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out.lines().toList()).hasSize(2).first().isEqualTo("line\tfen\teval_white");
    }

    @Test
    void tablesIncludeTheTestModel() {
        CliRunner r = CliRunner.run("tables");
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out).contains("mini");
    }

    @Test
    void compareAnyPairGivesThePairsStatistics(@TempDir Path dir) throws IOException {
        Path json = dir.resolve("pair.json");
        Path html = dir.resolve("pair.html");
        CliRunner r = CliRunner.run("compare", "--models", "fruit,mini", "--input", SmallCorpus.everyNth(dir, 40).toString(),
                "--json", json.toString(), "--report", html.toString(), "--quiet");
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out).contains("A = fruit, B = mini", "pawns/doubled", MiniModel.OWN_TERM);
        JsonNode root = ReportJson.mapper().readTree(json.toFile());
        assertThat(root.get("params").get(1).get("model").asText()).isEqualTo(MiniModel.ID);
        // the test model counts doubled pawns as Fruit does (one per extra pawn on a file), with Fruit's weights
        JsonNode doubled = null;
        for (JsonNode t : root.get("terms")) {
            if (t.get("id").asText().equals("pawns/doubled")) {
                doubled = t;
            }
        }
        assertThat(doubled).isNotNull();
        assertThat(doubled.get("verdict").asText()).isEqualTo("same rule");
        // the test model reports none of the flags: nothing counted, nothing claimed
        assertThat(root.get("agreement").get("flags").get(0).get("total").asLong()).isZero();
        assertThat(Files.readString(html)).contains("fruit (A) against mini (B)");
    }

    @Test
    void compareAllGivesTheVerdictMatrixOfEveryPair(@TempDir Path dir) throws IOException {
        Path json = dir.resolve("all.json");
        Path html = dir.resolve("all.html");
        CliRunner r = CliRunner.run("compare", "--models", "all", "--input", SmallCorpus.everyNth(dir, 40).toString(), "--json",
                json.toString(), "--report", html.toString(), "--quiet");
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out).contains("fruit/mini", "fruit/rybka", "mini/rybka", MiniModel.OWN_TERM);
        JsonNode root = ReportJson.mapper().readTree(json.toFile());
        int n = Models.all().size();
        assertThat(root.get("pairs")).hasSize(n * (n - 1) / 2);
        assertThat(root.get("models").toString()).contains("mini");
        JsonNode fruitMini = pair(root.get("pairs"), "fruit", "mini");
        assertThat(fruitMini.get("a").asText() + "/" + fruitMini.get("b").asText()).isEqualTo("fruit/mini");
        assertThat(fruitMini.get("terms").get("pawns/doubled").get("verdict").asText()).isEqualTo("same rule");
        assertThat(fruitMini.get("terms").get(MiniModel.OWN_TERM).get("verdict").asText()).isEqualTo("only one model");
        assertThat(Files.readString(html)).contains("Verdict per term and pair", "fruit / mini");
    }

    /** The pair a/b of a JSON pair list (found by name: the order follows the models on the class path). */
    static JsonNode pair(JsonNode pairs, String a, String b) {
        for (JsonNode p : pairs) {
            if (p.get("a").asText().equals(a) && p.get("b").asText().equals(b)) {
                return p;
            }
        }
        throw new AssertionError("no pair " + a + "/" + b + " in " + pairs);
    }
}
