package evalbench.fabchess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.TermValue;
import evalbench.core.io.DataFolder;
import evalbench.core.io.PositionFile;
import evalbench.core.io.PositionRecord;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The fast path and the breakdown are one computation: equal on every corpus position. */
class FastPathTest {
    @Test
    void fastPathEqualsBreakdownOnEveryCorpusPosition() {
        FabChessModel model = new FabChessModel();
        Evaluator fast = model.create();
        Evaluator explaining = model.create();
        List<Corpus.Entry> corpus = Corpus.all();
        assertThat(corpus).hasSizeGreaterThan(8000);
        for (Corpus.Entry e : corpus) {
            Position position = e.record().position();
            int score = fast.evaluate(position);
            Breakdown b = explaining.explain(position);
            assertThat(score).as("%s %s", e.where(), e.record().fen()).isEqualTo(b.sideToMoveScore());
            assertThat(b.details().get(FabChessBreakdown.VERIFY)).as("%s", e.where()).isEqualTo("ok");
            int mg = 0;
            int eg = 0;
            for (TermValue t : b.terms()) {
                mg += t.netOpening();
                eg += t.netEndgame();
            }
            assertThat(new int[] {mg, eg}).as("%s term sums", e.where())
                    .containsExactly(b.openingTotal(), b.endgameTotal());
        }
    }

    /**
     * The evaluator keeps no state between calls: along random lines from every tenth games.fen position, the
     * score of the moved position equals the breakdown of the same position read afresh from its FEN, and after
     * taking the moves back the first score comes again.
     */
    @Test
    void positionsReachedByMovesScoreAsTheirFen() {
        Evaluator searching = new FabChessModel().create();
        Evaluator fresh = new FabChessModel().create();
        Random random = new Random(2026);
        List<PositionRecord> games = PositionFile.read(DataFolder.corpus("games.fen"));
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
                assertEquals(fresh.explain(Position.fromFen(position.toFen())).sideToMoveScore(),
                        searching.evaluate(position), position.toFen());
                checked++;
            }
            while (plies-- > 0) {
                position.unmakeMove();
            }
            assertEquals(first, searching.evaluate(position), games.get(i).fen());
            assertNull(position.consistencyFault());
        }
        assertThat(checked).isGreaterThan(5000);
    }
}
