package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.studies.report.BreakdownText;
import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.Uci;
import evalbench.core.eval.Models;
import evalbench.core.uci.UciEngine;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 23, item 4: a GUI (or a fuzzer) interleaving go, eval, stop, setoption, isready and garbage: every search
 * ends with a legal bestmove for the position it searched, none reports a failure, and the engine keeps answering.
 */
class UciFuzzTest {
    private static final int SEARCHES = 25;
    private static final String[] POSITIONS = {
        "position startpos",
        "position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "position startpos moves e2e4 e7e5 g1f3 b8c6 f1b5",
        "position fen 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "position fen 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
    };
    private static final String[] GARBAGE = {"", "go go go", "eval eval", "setoption name Hash value x",
        "setoption name NoSuch value 3", "position fen 8/8/8 w", "xyzzy", "go depth", "go nodes -5",
        "setoption name Hash value 2", "stop", "ponderhit", "isready", "d", "\u00e9\u00e9", "position startpos moves e2e5"};

    @ParameterizedTest
    @ValueSource(strings = {"fruit", "rybka"})
    void everySearchEndsWithALegalBestMove(String model) throws Exception {
        UciEngineTest.Output out = new UciEngineTest.Output();
        UciEngine e = new UciEngine(Models.byId(model), "evalbench fuzz", "test", BreakdownText::single,
                new PrintStream(out, true, StandardCharsets.UTF_8));
        Random random = new Random(model.hashCode());
        e.handle("uci");
        int garbageLines = 0;
        int evals = 0;
        for (int s = 0; s < SEARCHES; s++) {
            String positionLine = POSITIONS[random.nextInt(POSITIONS.length)];
            e.handle(positionLine);
            Position searched = position(positionLine);
            int before = count(out, "bestmove ");
            e.handle(random.nextBoolean() ? "go infinite" : "go movetime " + (20 + random.nextInt(60)));
            for (int k = 0; k < 3 + random.nextInt(8); k++) {
                switch (random.nextInt(4)) {
                    case 0 -> {
                        e.handle("eval");
                        evals++;
                    }
                    case 1 -> e.handle("setoption name Hash value " + (1 + random.nextInt(8)));
                    default -> {
                        e.handle(GARBAGE[random.nextInt(GARBAGE.length)]);
                        garbageLines++;
                    }
                }
                Thread.sleep(random.nextInt(6));
            }
            e.handle("stop");
            waitFor(out, "bestmove ", before + 1);
            List<String> best = out.lines().stream().filter(l -> l.startsWith("bestmove ")).toList();
            String move = best.get(best.size() - 1).split(" ")[1];
            assertThat(MoveGenerator.isLegal(searched, Uci.parse(searched, move)))
                    .as("search %d: %s in %s", s, move, positionLine).isTrue();
            // the garbage may have changed the position: re-send it before the next search
        }
        e.handle("isready");
        waitFor(out, "readyok", 1);
        assertThat(out.lines()).as("no search failed").noneMatch(l -> l.contains("search failed"))
                .noneMatch(l -> l.contains("internal error"));
        System.out.printf("UCI fuzz (%s): %d searches, %d eval and %d garbage lines interleaved, every bestmove legal%n",
                model, SEARCHES, evals, garbageLines);
        e.handle("quit");
    }

    private static Position position(String line) {
        String[] words = line.split(" +");
        Position p;
        int i;
        if (words[1].equals("startpos")) {
            p = Position.start();
            i = 2;
        } else {
            StringBuilder fen = new StringBuilder();
            for (i = 2; i < words.length && !words[i].equals("moves"); i++) {
                fen.append(words[i]).append(' ');
            }
            p = Position.fromFen(fen.toString());
        }
        for (i++; i < words.length; i++) {
            p.makeMove(Uci.parse(p, words[i]));
        }
        return p;
    }

    private static int count(UciEngineTest.Output out, String prefix) {
        return (int) out.lines().stream().filter(l -> l.startsWith(prefix)).count();
    }

    private static void waitFor(UciEngineTest.Output out, String prefix, int n) throws InterruptedException {
        long end = System.nanoTime() + 20_000_000_000L;
        while (count(out, prefix) < n) {
            if (System.nanoTime() > end) {
                throw new AssertionError("no " + prefix + " #" + n + ":\n" + out.text());
            }
            Thread.sleep(2);
        }
    }
}
