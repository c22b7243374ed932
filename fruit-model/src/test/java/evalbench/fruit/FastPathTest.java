package evalbench.fruit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.io.PositionFile;
import evalbench.core.io.PositionRecord;
import evalbench.core.io.DataFolder;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The fast path and the breakdown are one computation: equal on every corpus position, caches on or off. */
class FastPathTest {
    @Test
    void fastPathEqualsBreakdownOnEveryCorpusPosition() {
        FruitModel model = new FruitModel();
        Evaluator cached = model.create();
        Evaluator uncached = model.create(model.defaultParameters(), false);
        List<Corpus.Entry> corpus = Corpus.all();
        assertThat(corpus).hasSizeGreaterThan(8000);
        for (Corpus.Entry e : corpus) {
            int fast = cached.evaluate(e.record().position());
            Breakdown b = uncached.explain(e.record().position());
            assertThat(fast).as("%s %s", e.where(), e.record().fen()).isEqualTo(b.sideToMoveScore());
            assertThat(b.details().get(FruitModel.VERIFY)).as("%s", e.where()).isEqualTo("ok");
            int[] totals = {0, 0};
            for (String stage : Terms.STAGES) {
                int[] s = b.stageTotal(stage);
                totals[0] += s[0];
                totals[1] += s[1];
            }
            assertThat(totals).as("%s stage sums", e.where()).containsExactly(b.openingTotal(), b.endgameTotal());
        }
    }

    /**
     * The piece-square sums the position keeps through make/unmake (attached by the evaluator on first sight)
     * give what a position read afresh from its FEN gives: along random lines from every tenth games.fen
     * position, every evaluation of the moved position equals the breakdown of its FEN, and after taking the
     * moves back the first score again.
     */
    @Test
    void incrementalSumsAlongRandomLinesEqualTheBreakdownOfTheFreshPosition() {
        Evaluator searching = new FruitModel().create();
        Evaluator fresh = new FruitModel().create();
        Random random = new Random(2026);
        List<PositionRecord> games = PositionFile.read(
                DataFolder.corpus("games.fen"));
        int checked = 0;
        for (int i = 0; i < games.size(); i += 10) {
            Position position = games.get(i).position();
            int first = searching.evaluate(position);
            int plies = 0;
            for (; plies < 8; plies++) {
                int[] moves = MoveGenerator.legalMoves(position);
                if (moves.length == 0) {
                    break;
                }
                position.makeMove(moves[random.nextInt(moves.length)]);
                int fast = searching.evaluate(position);
                Breakdown b = fresh.explain(Position.fromFen(position.toFen()));
                assertEquals(b.sideToMoveScore(), fast, position.toFen());
                checked++;
            }
            while (plies-- > 0) {
                position.unmakeMove();
            }
            assertEquals(first, searching.evaluate(position), games.get(i).fen());
            assertNull(position.consistencyFault());
        }
        assertTrue(checked > 5000, "enough moved positions: " + checked);
    }
}
