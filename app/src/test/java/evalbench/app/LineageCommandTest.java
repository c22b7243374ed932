package evalbench.app;

import evalbench.core.io.SmallCorpus;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import evalbench.studies.corpus.LineageResult;
import evalbench.studies.corpus.ReportJson;
import evalbench.app.fake.MiniModel;
import evalbench.core.eval.Models;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The lineage study end to end on a small corpus, with every model on the class path (the test model too). */
class LineageCommandTest {
    @Test
    void everyPairGetsItsSameRuleShareEvaluationCorrelationAndMoveMatch(@TempDir Path dir) throws IOException {
        Path corpus = SmallCorpus.everyNth(dir, 100);
        Path json = dir.resolve("lineage.json");
        Path html = dir.resolve("lineage.html");
        CliRunner r = CliRunner.run("lineage", "--input", corpus.toString(), "--depth", "2", "--json",
                json.toString(), "--report", html.toString(), "--quiet");
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out).contains("fruit/rybka", "fruit/mini", "evaluation tree", "move-match tree");
        JsonNode root = ReportJson.mapper().readTree(json.toFile());
        int n = Models.all().size(); // every model on the class path (the app's test model too)
        assertThat(root.get("evaluation").get("pairs")).hasSize(n * (n - 1) / 2);
        assertThat(root.get("moves").get("pairs")).hasSize(n * (n - 1) / 2);
        JsonNode fruitRybka = FakeModelCommandsTest.pair(root.get("evaluation").get("pairs"), "fruit", "rybka");
        assertThat(fruitRybka.get("a").asText() + "/" + fruitRybka.get("b").asText()).isEqualTo("fruit/rybka");
        double share = fruitRybka.get("same_rule_share").asDouble();
        assertThat(share).isBetween(0.0, 1.0);
        assertThat(fruitRybka.get("same_rule").asInt()).isEqualTo(
                Math.round((float) (share * fruitRybka.get("compared").asInt())));
        assertThat(fruitRybka.get("eval_pearson").asDouble()).isBetween(0.5, 1.0);
        LineageResult back = ReportJson.mapper().readValue(json.toFile(), LineageResult.class);
        assertThat(back.evaluation().models()).contains(MiniModel.ID);
        assertThat(Files.readString(html)).contains("Family trees", "from the witnesses", "same best move", "fruit / mini");
    }

    @Test
    void answersThatAreNotLegalMovesAreSaidBesideTheMoveMatch(@TempDir Path dir) throws IOException {
        // issue 31: "fruit/fake 0.0%" without a word that 11 of 12 answers were illegal
        Path fake = dir.resolve("fake.sh");
        Files.writeString(fake, "#!/bin/sh\nwhile read cmd rest; do case \"$cmd\" in\n uci) echo uciok ;;\n"
                + " isready) echo readyok ;;\n go) echo 'bestmove a1a1' ;;\n quit) exit 0 ;;\nesac; done\n");
        fake.toFile().setExecutable(true);
        Path corpus = SmallCorpus.everyNth(dir, 400);
        long positions = Files.readAllLines(corpus).stream().filter(l -> !l.isBlank()).count();
        CliRunner r = CliRunner.run("lineage", "--input", corpus.toString(), "--models", "fruit,rybka", "--depth",
                "1", "--engine", "fake=" + fake, "--quiet");
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out.lines().filter(l -> l.startsWith("fruit/fake")).findFirst().orElseThrow())
                .contains("no data").contains("fake: " + positions + " of " + positions + " answers not legal moves");
        assertThat(r.out).contains("left out of the tree: fake (no legal answers");
    }

    @Test
    void twoLimitsAreABadInput() {
        CliRunner r = CliRunner.run("lineage", "--input", "sample:games", "--depth", "2", "--nodes", "100");
        assertThat(r.exitCode).isEqualTo(2);
        assertThat(r.err).contains("exclude each other");
    }
}
