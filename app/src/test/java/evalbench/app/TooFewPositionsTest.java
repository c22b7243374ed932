package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import evalbench.core.io.DataFolder;
import evalbench.studies.corpus.ReportJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Results from too few samples (issue 31): a corpus of 5 positions gives no correlation, verdict or tree, but says
 * "not determined" with the reason (null in the JSON) instead of a figure from 5 points or "different rule" for
 * every term (a correlation that could not be computed read as a low one).
 */
class TooFewPositionsTest {
    @TempDir
    Path dir;

    private Path five() throws IOException {
        List<String> lines = Files.readAllLines(DataFolder.corpus("games.fen")).subList(100, 105);
        return Files.write(dir.resolve("five.fen"), lines);
    }

    @Test
    void compareOfAPairSaysNotDetermined() throws IOException {
        Path json = dir.resolve("pair.json");
        CliRunner r = CliRunner.run("compare", "--input", five().toString(), "--json", json.toString(), "--quiet");
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out).contains("not determined: correlations, slopes, verdicts and the phase and score agreement:"
                + " 5 positions, fewer than the 20 a correlation needs").contains("not determined: weight recovery")
                .doesNotContain("different rule").doesNotContain("NaN");
        JsonNode root = ReportJson.mapper().readTree(json.toFile());
        assertThat(root.get("not_determined")).hasSize(2);
        for (JsonNode t : root.get("terms")) {
            assertThat(t.get("pearson").isNull()).as(t.toString()).isTrue();
            assertThat(t.get("verdict").asText()).as(t.toString()).isIn("not determined", "only one model");
        }
        assertThat(root.get("recovery").get("r2").isNull()).isTrue();
        assertThat(root.get("agreement").get("totals").get("pearson").isNull()).isTrue();
    }

    @Test
    void everyPairAndLineageSayNotDeterminedAndDrawNoEvaluationTree() throws IOException {
        Path json = dir.resolve("all.json");
        CliRunner r = CliRunner.run("compare", "--models", "fruit,rybka,toga", "--input", five().toString(), "--json",
                json.toString(), "--quiet");
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out).contains("not determined: verdicts, same-rule shares and correlations: 5 positions");
        JsonNode root = ReportJson.mapper().readTree(json.toFile());
        assertThat(root.get("newick").isNull()).isTrue();
        assertThat(root.get("tree_left_out").get("fruit").asText()).contains("5 positions");
        assertThat(root.get("pairs").get(0).get("same_rule_share").isNull()).isTrue();
        assertThat(root.get("pairs").get(0).get("eval_pearson").isNull()).isTrue();
        CliRunner lineage = CliRunner.run("lineage", "--models", "fruit,rybka", "--input", five().toString(),
                "--depth", "1", "--quiet");
        assertThat(lineage.exitCode).as(lineage.err).isZero();
        assertThat(lineage.out).contains("statistical evaluation tree (1 - same-rule share by correlation): no tree")
                .contains("move-match tree (1 - share of equal best moves): no tree").contains("5 positions");
    }
}
