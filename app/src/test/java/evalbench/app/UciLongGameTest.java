package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.Uci;
import evalbench.core.eval.Models;
import evalbench.core.uci.UciEngine;
import evalbench.studies.report.BreakdownText;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 31, item 5: every model's engine takes a game of any length. 2,000 plies of knights shuffling out and back
 * (FabChess's search failed past 1,280 plies of history and answered a fallback move): the search answers a legal
 * move of the position reached and reports no failure.
 */
class UciLongGameTest {
    private static final int PLIES = 2_000;
    private static final String[] SHUFFLE = {"g1f3", "g8f6", "f3g1", "f6g8"};

    @ParameterizedTest
    @ValueSource(strings = {"fruit", "rybka", "toga", "fabchess"})
    void twoThousandPliesOfShufflingKnightsGetALegalBestMove(String model) throws Exception {
        StringBuilder line = new StringBuilder("position startpos moves");
        Position reached = Position.start();
        for (int i = 0; i < PLIES; i++) {
            String move = SHUFFLE[i % SHUFFLE.length];
            line.append(' ').append(move);
            reached.makeMove(Uci.parse(reached, move));
        }
        UciEngineTest.Output out = new UciEngineTest.Output();
        UciEngine e = new UciEngine(Models.byId(model), "evalbench test", "test", BreakdownText::single,
                new PrintStream(out, true, StandardCharsets.UTF_8));
        e.handle("uci");
        e.handle("isready");
        out.awaitLine("readyok", 20_000);
        e.handle(line.toString());
        e.handle("go depth 2");
        String best = out.awaitLine("bestmove ", 30_000).split(" ")[1];
        assertThat(out.lines()).as("no search failed").noneMatch(l -> l.contains("search failed"))
                .noneMatch(l -> l.contains("internal error"));
        assertThat(MoveGenerator.isLegal(reached, Uci.parse(reached, best))).as(best).isTrue();
        e.handle("quit");
    }
}
