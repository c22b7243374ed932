package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import evalbench.core.io.SmallCorpus;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code witness} end to end on Fruit and Rybka: doubled pawns (Rybka counts every pawn of a doubled file, Fruit
 * the pawns behind the first) is a different rule with a witness of at most 10 men, and every value the JSON reports
 * is what {@code eval --format json} prints for that FEN; an unknown term is a usage error.
 */
class WitnessCommandTest {
    @TempDir
    Path dir;

    @Test
    void doubledPawnsHaveAWitnessThatEvalConfirms() throws Exception {
        Path corpus = SmallCorpus.everyNth(dir, 10);
        Path json = dir.resolve("w.json");
        CliRunner r = CliRunner.run("witness", "--models", "fruit,rybka", "--term", "pawns/doubled", "--input",
                corpus.toString(), "--tries", "2000", "--json", json.toString(), "--quiet");
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out).contains("pawns/doubled: different rule");
        JsonNode w = new ObjectMapper().readTree(Files.readString(json)).get("witnesses").get(0);
        assertThat(w.get("term").asText()).isEqualTo("pawns/doubled");
        assertThat(w.get("verdict").asText()).isEqualTo("different rule");
        assertThat(w.get("kind").asText()).isIn("zero-vs-nonzero", "opposite-sign", "ratio");
        assertThat(w.get("men").asInt()).isLessThanOrEqualTo(10);
        for (JsonNode proof : w.get("proofs")) {
            for (int i = 0; i < proof.get("fens").size(); i++) {
                String fen = proof.get("fens").get(i).asText();
                CliRunner eval = CliRunner.run("eval", "--model", "fruit,rybka", "--format", "json", "--fen", fen);
                assertThat(eval.exitCode).as(eval.err).isZero();
                JsonNode models = new ObjectMapper().readTree(eval.out).get("models");
                for (JsonNode m : models) {
                    JsonNode net = term(m, "pawns/doubled").get("net");
                    JsonNode reported = proof.get("values").get(i).get(m.get("model").asText());
                    assertThat(reported.get("opening").asInt()).as(fen).isEqualTo(net.get("opening").asInt());
                    assertThat(reported.get("endgame").asInt()).as(fen).isEqualTo(net.get("endgame").asInt());
                }
            }
        }
    }

    @Test
    void aTermOneModelLacksIsAUsageError() {
        CliRunner r = CliRunner.run("witness", "--models", "fruit,rybka", "--term", "material/bishop-pair",
                "--tries", "10", "--quiet");
        assertThat(r.exitCode).isEqualTo(2);
        assertThat(r.err).contains("material/bishop-pair").contains("not a term of both");
    }

    private static JsonNode term(JsonNode model, String id) {
        for (JsonNode g : model.get("groups")) {
            for (JsonNode t : g.get("terms")) {
                if (t.get("id").asText().equals(id)) {
                    return t;
                }
            }
        }
        throw new AssertionError("no term " + id);
    }
}
