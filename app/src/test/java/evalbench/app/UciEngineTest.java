package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.studies.report.BreakdownText;
import evalbench.core.Move;
import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.Uci;
import evalbench.core.eval.Models;
import evalbench.core.uci.UciEngine;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Both models as UCI engines, driven line by line as a GUI would (and as a fuzzer would). */
class UciEngineTest {

    /** Collects output lines and lets a test wait for one. */
    static final class Output extends ByteArrayOutputStream {
        synchronized String text() {
            return toString(StandardCharsets.UTF_8);
        }

        List<String> lines() {
            return text().lines().toList();
        }

        String awaitLine(String prefix, long timeoutMs) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
            while (System.nanoTime() < end) {
                for (String line : lines()) {
                    if (line.startsWith(prefix)) {
                        return line;
                    }
                }
                Thread.sleep(2);
            }
            throw new AssertionError("no line starting with '" + prefix + "' within " + timeoutMs + " ms:\n" + text());
        }
    }

    private static UciEngine engine(String model, Output out) {
        return new UciEngine(Models.byId(model), "evalbench test", "test", BreakdownText::single,
                new PrintStream(out, true, StandardCharsets.UTF_8));
    }

    @ParameterizedTest
    @ValueSource(strings = {"fruit", "rybka"})
    void aGuiSessionGetsAnswersAndALegalBestMove(String model) throws Exception {
        Output out = new Output();
        UciEngine e = engine(model, out);
        e.handle("uci");
        assertThat(out.lines()).contains("uciok").anyMatch(l -> l.startsWith("id name "))
                .anyMatch(l -> l.startsWith("option name Hash type spin"));
        e.handle("setoption name Hash value 16");
        e.handle("isready");
        assertThat(out.lines()).contains("readyok");
        e.handle("ucinewgame");
        e.handle("position startpos moves e2e4 e7e5 g1f3");
        e.handle("go depth 5");
        String best = out.awaitLine("bestmove ", 20_000);
        Position p = Position.start();
        for (String m : List.of("e2e4", "e7e5", "g1f3")) {
            p.makeMove(Uci.parse(p, m));
        }
        int move = Uci.parse(p, best.split(" ")[1]);
        assertThat(MoveGenerator.isLegal(p, move)).isTrue();
        assertThat(out.lines()).anyMatch(l -> l.startsWith("info depth 5 ") && l.contains(" pv "));
        e.handle("quit");
    }

    @ParameterizedTest
    @ValueSource(strings = {"fruit", "rybka"})
    void stopAndIsReadyAreAnsweredAtOnceDuringASearch(String model) throws Exception {
        Output out = new Output();
        UciEngine e = engine(model, out);
        e.handle("position fen r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9");
        e.handle("go infinite");
        Thread.sleep(300);
        long t0 = System.nanoTime();
        e.handle("isready");
        assertThat(out.lines()).contains("readyok");
        long readyMs = (System.nanoTime() - t0) / 1_000_000;
        assertThat(readyMs).isLessThan(50);
        assertThat(out.lines()).noneMatch(l -> l.startsWith("bestmove"));
        long t1 = System.nanoTime();
        e.handle("stop");
        long stopMs = (System.nanoTime() - t1) / 1_000_000;
        assertThat(out.lines()).anyMatch(l -> l.startsWith("bestmove "));
        assertThat(stopMs).as("stop answered with bestmove").isLessThan(100);
        e.handle("quit");
    }

    @ParameterizedTest
    @ValueSource(strings = {"fruit", "rybka"})
    void evalPrintsTheBreakdownOfTheCurrentPosition(String model) {
        Output out = new Output();
        UciEngine e = engine(model, out);
        e.handle("position startpos moves d2d4");
        e.handle("eval");
        String text = out.text();
        assertThat(text).contains(Models.byId(model).name()).contains("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b");
    }

    @ParameterizedTest
    @ValueSource(strings = {"fruit", "rybka"})
    void badLinesGetAnInfoStringAndChangeNothing(String model) throws Exception {
        Output out = new Output();
        UciEngine e = engine(model, out);
        e.handle("position startpos moves e2e4");
        for (String bad : List.of("position fen 8/8/8/8/8/8/8/8 w - - 0 1", "position startpos moves e2e5",
                "position", "position nonsense", "go depth x", "go depth", "go wombat 3", "setoption name Hash value -5",
                "setoption name Hash value big", "setoption name NoSuchThing value 1", "setoption", "flibbertigibbet",
                "setoption name ParameterFile value /no/such/file.params")) {
            int before = out.lines().size();
            e.handle(bad);
            List<String> added = out.lines().subList(before, out.lines().size());
            assertThat(added).as(bad).hasSize(1);
            assertThat(added.get(0)).as(bad).startsWith("info string ");
        }
        e.handle("d");
        assertThat(out.lines().get(out.lines().size() - 1)).startsWith("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
    }

    /** Ten thousand lines of random commands, arguments and noise: never an exception, still a working engine. */
    @ParameterizedTest
    @ValueSource(strings = {"fruit", "rybka"})
    void tenThousandGarbageLinesDoNotBreakTheEngine(String model) throws Exception {
        Output out = new Output();
        UciEngine e = engine(model, out);
        Random random = new Random(20261122L + model.hashCode());
        String[] words = {"uci", "isready", "ucinewgame", "position", "startpos", "fen", "moves", "go", "depth", "nodes",
            "movetime", "wtime", "btime", "winc", "binc", "movestogo", "infinite", "ponder", "stop", "ponderhit",
            "setoption", "name", "value", "Hash", "Clear", "eval", "e2e4", "e7e5", "g1f3", "0000", "-1", "1", "2",
            "99999999999", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "w", "KQkq", "-", "0", "\u00e9", "\t", ";"};
        for (int i = 0; i < 10_000; i++) {
            StringBuilder line = new StringBuilder();
            int n = random.nextInt(8);
            for (int w = 0; w < n; w++) {
                if (random.nextInt(10) == 0) {
                    for (int c = random.nextInt(6); c > 0; c--) {
                        line.append((char) (random.nextInt(0x3000) + 1));
                    }
                } else {
                    line.append(words[random.nextInt(words.length)]);
                }
                line.append(' ');
            }
            String text = line.toString();
            if (text.startsWith("quit") || text.contains("infinite") || text.contains("ponder")) {
                continue; // an open-ended search would only wait for a stop
            }
            if (text.startsWith("go")) {
                text = text + " depth 1";
            }
            assertThat(e.handle(text)).isTrue();
            e.handle("stop");
        }
        e.handle("stop");
        out.reset();
        e.handle("position startpos");
        e.handle("go depth 3");
        String best = out.awaitLine("bestmove ", 20_000);
        assertThat(best).isNotEqualTo("bestmove 0000");
        assertThat(out.text()).doesNotContain("internal error");
        assertThat(Move.NONE).isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {"fruit", "toga"})
    void multiPvReportsTheBestRootMovesEachSearchedToTheDepthAsked(String model) throws Exception {
        String fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
        Output out = new Output();
        UciEngine e = engine(model, out);
        e.handle("uci");
        assertThat(out.lines()).contains("option name MultiPV type spin default 1 min 1 max 256");
        e.handle("setoption name MultiPV value 4");
        e.handle("position fen " + fen);
        e.handle("go depth 2");
        String best = out.awaitLine("bestmove ", 20_000);
        List<String> lines = out.lines().stream().filter(l -> l.contains(" multipv ")).toList();
        assertThat(lines).hasSize(4);
        int previous = Integer.MAX_VALUE;
        java.util.Set<String> moves = new java.util.HashSet<>();
        for (int k = 0; k < 4; k++) {
            String line = lines.get(k);
            // every line searched to the depth asked (a lone root move by request is not Fruit's lone legal move,
            // which it would search to depth 4)
            assertThat(line).startsWith("info depth 2 multipv " + (k + 1) + " score cp ");
            int score = Integer.parseInt(line.substring(line.indexOf(" score cp ") + 10).split(" ")[0]);
            assertThat(score).isLessThanOrEqualTo(previous);
            previous = score;
            String move = line.substring(line.indexOf(" pv ") + 4).split(" ")[0];
            assertThat(moves.add(move)).isTrue();
            if (k == 0) {
                assertThat(best).startsWith("bestmove " + move);
                // the best line is what the single search (MultiPV 1) finds at that depth
                Output alone = new Output();
                UciEngine single = engine(model, alone);
                single.handle("position fen " + fen);
                single.handle("go depth 2");
                alone.awaitLine("bestmove ", 20_000);
                String last = alone.lines().stream().filter(l -> l.startsWith("info depth 2 ") && l.contains(" pv "))
                        .reduce((a, b) -> b).orElseThrow();
                assertThat(last).contains(" score cp " + score + " ").contains(" pv " + move);
            }
        }
        e.handle("quit");
    }
}
