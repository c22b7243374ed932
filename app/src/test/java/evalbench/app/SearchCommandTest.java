package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.Uci;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The search and suite commands, run in-process. */
class SearchCommandTest {
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @TempDir
    Path dir;

    @Test
    void searchPrintsInfoLinesAndALegalBestMove() {
        for (String model : List.of("fruit", "rybka")) {
            CliRunner r = CliRunner.run("search", "--model", model, "--fen", KIWIPETE, "--depth", "5");
            assertThat(r.exitCode).as(r.err).isZero();
            List<String> lines = r.out.lines().toList();
            assertThat(lines).anyMatch(l -> l.startsWith("info depth 5 ") && l.contains(" score ") && l.contains(" pv "));
            String best = lines.get(lines.size() - 1);
            assertThat(best).startsWith("bestmove ");
            Position p = Position.fromFen(KIWIPETE);
            assertThat(MoveGenerator.isLegal(p, Uci.parse(p, best.split(" ")[1]))).isTrue();
        }
    }

    @Test
    void searchRejectsBadInputWithOneLineAndExitCodeTwo() {
        CliRunner bad = CliRunner.run("search", "--model", "fruit", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "--depth", "3");
        assertThat(bad.exitCode).isEqualTo(2);
        assertThat(bad.err.lines().count()).isEqualTo(1);
        CliRunner noLimit = CliRunner.run("search", "--model", "fruit", "--fen", KIWIPETE);
        assertThat(noLimit.exitCode).isEqualTo(2);
        CliRunner twoLimits = CliRunner.run("search", "--model", "fruit", "--fen", KIWIPETE, "--depth", "3", "--nodes", "9");
        assertThat(twoLimits.exitCode).isEqualTo(2);
        CliRunner badOption = CliRunner.run("search", "--model", "rybka", "--fen", KIWIPETE, "--depth", "3",
                "--option", "Lazy Eval=sometimes");
        assertThat(badOption.exitCode).isEqualTo(2);
        assertThat(badOption.err).contains("Lazy Eval");
    }

    @Test
    void aTimedSearchWarmsTheJitUpFirstUnlessToldNot() {
        long start = System.nanoTime();
        CliRunner warmed = CliRunner.run("search", "--model", "fruit", "--fen", KIWIPETE, "--movetime", "100");
        long warmedMs = (System.nanoTime() - start) / 1_000_000;
        assertThat(warmed.exitCode).as(warmed.err).isZero();
        assertThat(warmed.err).contains("warming the JIT up for 2000 ms");
        assertThat(warmedMs).isGreaterThanOrEqualTo(2000 + 100);
        assertThat(warmed.out.lines().toList()).last().asString().startsWith("bestmove ");

        CliRunner cold = CliRunner.run("search", "--model", "fruit", "--fen", KIWIPETE, "--movetime", "100",
                "--no-warm-up");
        assertThat(cold.exitCode).as(cold.err).isZero();
        assertThat(cold.err).doesNotContain("warming");
        CliRunner byDepth = CliRunner.run("search", "--model", "fruit", "--fen", KIWIPETE, "--depth", "3");
        assertThat(byDepth.err).as("a depth-limited search gives the same result either way").doesNotContain("warming");
    }

    @Test
    void lazyEvaluationExitsAreReported() {
        CliRunner r = CliRunner.run("search", "--model", "rybka", "--fen", KIWIPETE, "--depth", "7",
                "--option", "Lazy Eval=original-bug");
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out).containsPattern("info string lazy exits \\d+");
    }

    @Test
    void suiteScoresBestMovesAndWritesTheCsvColumns() throws Exception {
        Path epd = dir.resolve("two.epd");
        // White mates with Qd8+ (then Re8#); the second position has no bm: nothing to judge.
        Files.writeString(epd, "r1b2k1r/ppp1bppp/8/1B1Q4/5q2/2P5/PPP2PPP/R3R1K1 w - - bm Qd8+; id \"mate2\";\n"
                + "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - id \"start\";\n");
        Path csv = dir.resolve("out.csv");
        CliRunner r = CliRunner.run("suite", "--model", "fruit", "--input", epd.toString(), "--depth", "5",
                "--csv", csv.toString(), "--threads", "2", "--quiet");
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out).contains("solved 1/1");
        CsvSchema schema = CsvSchema.emptySchema().withHeader();
        try (MappingIterator<Map<String, String>> it = new CsvMapper().readerFor(Map.class).with(schema)
                .readValues(csv.toFile())) {
            List<Map<String, String>> rows = it.readAll();
            assertThat(rows).hasSize(2);
            assertThat(rows.get(0).keySet()).containsExactly("source", "line", "id", "fen", "bestmove", "score_type",
                    "score", "depth", "nodes", "time_ms", "solved");
            assertThat(rows.get(0)).containsEntry("id", "mate2").containsEntry("bestmove", "d5d8")
                    .containsEntry("score_type", "mate").containsEntry("score", "2").containsEntry("solved", "1");
            assertThat(rows.get(1)).containsEntry("id", "start").containsEntry("solved", "");
        }
    }

    /** A bad best move is skipped and counted with its line (issue 23: one bad entry never aborts a run). */
    @Test
    void suiteNamesTheLineOfABadBestMove() throws Exception {
        Path epd = dir.resolve("bad.epd");
        Files.writeString(epd, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm Qh5; id \"x\";\n"
                + "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4; id \"y\";\n");
        Path csv = dir.resolve("rows.csv");
        CliRunner r = CliRunner.run("suite", "--model", "fruit", "--input", epd.toString(), "--depth", "2",
                "--csv", csv.toString());
        assertThat(r.exitCode).isZero();
        assertThat(r.err).contains("line 1: bad bm/am");
        assertThat(r.out).contains("skipped 1 entries").contains("solved ").contains("/1");
        assertThat(Files.readString(csv)).contains("y").doesNotContain("\"x\"");
    }

    /** Our own Fruit model behind the UCI protocol: the same search, so the same results as in-process. */
    private Path fruitUciScript() throws Exception {
        Path engine = dir.resolve("fruit-uci.sh");
        Files.writeString(engine, "#!/bin/sh\nexec '" + Path.of(System.getProperty("java.home"), "bin", "java")
                + "' -cp '" + System.getProperty("java.class.path") + "' evalbench.app.Main uci --model fruit\n");
        assertThat(engine.toFile().setExecutable(true)).isTrue();
        return engine;
    }

    @Test
    void suiteThroughAUciEngineGivesWhatTheModelGivesInProcess() throws Exception {
        Path epd = dir.resolve("three.epd");
        Files.writeString(epd, "r1b2k1r/ppp1bppp/8/1B1Q4/5q2/2P5/PPP2PPP/R3R1K1 w - - bm Qd8+; id \"mate2\";\n"
                + KIWIPETE + " id \"kiwipete\";\n"
                + "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - am f3; id \"start\";\n");
        List<List<Map<String, String>>> runs = new java.util.ArrayList<>();
        for (String[] engine : new String[][] {{"--model", "fruit"}, {"--uci", fruitUciScript().toString()}}) {
            Path csv = dir.resolve(engine[0].substring(2) + ".csv");
            CliRunner r = CliRunner.run("suite", engine[0], engine[1], "--input", epd.toString(), "--depth", "5",
                    "--csv", csv.toString(), "--quiet");
            assertThat(r.exitCode).as(r.err).isZero();
            assertThat(r.out).contains("solved 2/2");
            try (MappingIterator<Map<String, String>> it = new CsvMapper().readerFor(Map.class)
                    .with(CsvSchema.emptySchema().withHeader()).readValues(csv.toFile())) {
                runs.add(it.readAll());
            }
        }
        for (int i = 0; i < 3; i++) {
            for (String column : List.of("id", "bestmove", "score_type", "score", "depth", "nodes", "solved")) {
                assertThat(runs.get(1).get(i).get(column)).as("row %d, %s", i, column)
                        .isEqualTo(runs.get(0).get(i).get(column));
            }
        }
    }

    @Test
    void benchRunsOurModelsAndAUciEngineOnTheSameWorkloadAndComparesNodesPerSecond() throws Exception {
        Path fens = dir.resolve("two.fen");
        Files.writeString(fens, KIWIPETE + "\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
        Path engine = fruitUciScript();
        CliRunner r = CliRunner.run("bench", "--search-only", "--search-model", "fruit", "--search-depth", "4",
                "--search-positions", fens.toString(), "--uci", engine.toString(), "--rounds", "2");
        assertThat(r.exitCode).as(r.err).isZero();
        String ours = nodesOf(r.out, "search fruit ");
        String theirs = nodesOf(r.out, "search fruit-uci.sh ");
        assertThat(ours).isEqualTo(theirs);
        assertThat(r.out).contains("2 round(s)").containsPattern("ours relative to it:  fruit \\d+\\.\\d\\dx");

        CliRunner bad = CliRunner.run("bench", "--search-only", "--rounds", "0");
        assertThat(bad.exitCode).isEqualTo(2);
        assertThat(bad.err.strip()).contains("--rounds").doesNotContain("\n");
    }

    private static String nodesOf(String out, String prefix) {
        return out.lines().filter(l -> l.startsWith(prefix)).findFirst()
                .map(l -> l.substring(prefix.length()).strip().split("\\s+")[0])
                .orElseThrow(() -> new AssertionError("no line '" + prefix + "' in:\n" + out));
    }
}
