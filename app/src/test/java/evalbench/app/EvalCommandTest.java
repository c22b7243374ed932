package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import evalbench.core.io.DataFolder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The eval command end to end: its TSV output is the reference file itself, byte for byte. */
class EvalCommandTest {
    private static final String FEN = "r2qkbnr/1pp2ppp/p1p5/4p3/4P3/3P1Q2/PPP2PPP/RNB2RK1 b kq - 0 7";

    private static String read(Path p) throws IOException {
        return Files.readString(p, StandardCharsets.UTF_8);
    }

    @Test
    void fruitTsvOfTheGameCorpusIsTheReferenceFile(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("fruit.tsv");
        CliRunner r = CliRunner.run("eval", "--model", "fruit", "--input", DataFolder.corpus("games.fen").toString(),
                "--format", "tsv", "--output", out.toString());
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(read(out)).isEqualTo(read(DataFolder.reference("fruit21-eval-games.tsv")));
    }

    @Test
    void rybkaTsvOfTheGameCorpusIsTheReferenceFile(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("rybka.tsv");
        CliRunner r = CliRunner.run("eval", "--model", "rybka", "--input", DataFolder.corpus("games.fen").toString(),
                "--format", "tsv", "--output", out.toString());
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(read(out)).isEqualTo(read(DataFolder.reference("strelka-eval-games.tsv")));
    }

    @Test
    void fruitTsvOfEachSuiteIsItsPartOfTheReferenceFile() throws IOException {
        List<String> reference = Files.readAllLines(DataFolder.reference("fruit21-eval-suites.tsv"));
        for (String suite : List.of("wac.epd", "bratko-kopec.epd", "silent-but-deadly.epd", "perftsuite.epd")) {
            CliRunner r = CliRunner.run("eval", "--model", "fruit", "--input", DataFolder.corpus(suite).toString(),
                    "--format", "tsv");
            assertThat(r.exitCode).as(r.err).isZero();
            String expected = reference.get(0) + "\n" + reference.stream().filter(l -> l.startsWith(suite + "\t"))
                    .collect(Collectors.joining("\n")) + "\n";
            assertThat(r.out).as(suite).isEqualTo(expected);
        }
    }

    @Test
    void badLineStopsTheRunAndWritesNothing(@TempDir Path dir) throws IOException {
        Path input = dir.resolve("three.fen");
        Files.writeString(input, FEN + "\n" + FEN + "\n" + "r2qkbnr/1pp2ppp/p1p5/4p3/4P3/3P1Q2/PPP2PPP/RNB2RK1 b kq e6 0 7\n");
        Path out = dir.resolve("out.tsv");
        CliRunner r = CliRunner.run("eval", "--model", "fruit", "--input", input.toString(), "--format", "tsv",
                "--output", out.toString());
        assertThat(r.exitCode).isEqualTo(2);
        assertThat(r.err).startsWith("evalbench: three.fen, line 3: FEN en passant:");
        assertThat(r.err.lines().count()).isEqualTo(1);
        assertThat(out).doesNotExist();
        assertThat(dir.toFile().list()).containsExactlyInAnyOrder("three.fen");

        CliRunner toStdout = CliRunner.run("eval", "--model", "fruit", "--input", input.toString(), "--format", "tsv");
        assertThat(toStdout.exitCode).isEqualTo(2);
        assertThat(toStdout.out).isEmpty();
    }

    @Test
    void tsvNeedsOneModel() {
        CliRunner r = CliRunner.run("eval", "--model", "both", "--fen", FEN, "--format", "tsv");
        assertThat(r.exitCode).isEqualTo(2);
        assertThat(r.err).contains("one model");
    }

    @Test
    void unknownModelAndBadFenExitTwo() {
        CliRunner a = CliRunner.run("eval", "--model", "crafty", "--fen", FEN);
        assertThat(a.exitCode).isEqualTo(2);
        assertThat(a.err).contains("unknown model 'crafty'").contains("fruit").contains("rybka");
        CliRunner b = CliRunner.run("eval", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1");
        assertThat(b.exitCode).isEqualTo(2);
        assertThat(b.err.strip()).isEqualTo("evalbench: FEN position: white has no king");
    }

    @Test
    void sideBySideTextShowsBothModelsAndTheirReferenceScores() throws IOException {
        CliRunner r = CliRunner.run("eval", "--model", "fruit,rybka", "--fen", FEN);
        assertThat(r.exitCode).as(r.err).isZero();
        // Reference scores of games.fen line 1 (this FEN): Fruit eval_white 92, Strelka white_cp 81.
        assertThat(r.out).contains("Fruit 2.1: phase 43 of 256").contains("score +92 cp for White");
        assertThat(r.out).contains("Rybka 1.0 Beta (Strelka 2.0 B): phase 4 of 24").contains("score +81 cp for White");
        assertThat(r.out.lines().filter(l -> l.startsWith("pawns/doubled ")).count()).isEqualTo(1);
        assertThat(r.out.lines().filter(l -> l.startsWith("material/table ")).findFirst().orElseThrow())
                .contains("only rybka");
    }

    @Test
    void jsonTreeAddsUpToTheTotals() throws IOException {
        CliRunner r = CliRunner.run("eval", "--model", "fruit,rybka", "--fen", FEN, "--format", "json");
        assertThat(r.exitCode).as(r.err).isZero();
        JsonNode root = new ObjectMapper().readTree(r.out);
        assertThat(root.get("fen").asText()).isEqualTo(FEN);
        assertThat(root.get("models")).hasSize(2);
        for (JsonNode model : root.get("models")) {
            int op = 0;
            int eg = 0;
            for (JsonNode group : model.get("groups")) {
                int groupOp = 0;
                for (JsonNode term : group.get("terms")) {
                    groupOp += term.get("net").get("opening").asInt();
                    eg += term.get("net").get("endgame").asInt();
                }
                assertThat(group.get("net").get("opening").asInt()).isEqualTo(groupOp);
                op += groupOp;
            }
            assertThat(model.get("totals").get("opening").asInt()).isEqualTo(op);
            assertThat(model.get("totals").get("endgame").asInt()).isEqualTo(eg);
        }
        assertThat(root.get("models").get(0).get("white").asInt()).isEqualTo(92);
        assertThat(root.get("models").get(1).get("white").asInt()).isEqualTo(81);
    }

    @Test
    void singleModelTextListsEveryTermOfTheModel() {
        CliRunner r = CliRunner.run("eval", "--model", "fruit", "--fen", FEN, "--format", "text");
        assertThat(r.exitCode).as(r.err).isZero();
        for (String id : List.of("material", "pst", "pawns/doubled", "pieces/mobility/knight", "king/shelter",
                "passers/free", "patterns/blocked-rook")) {
            assertThat(r.out.lines().anyMatch(l -> l.strip().startsWith(id + " "))).as(id).isTrue();
        }
        assertThat(r.out).contains("score: +92 cp for White, -92 cp for the side to move");
    }
}
