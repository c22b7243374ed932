package evalbench.toga;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.fruit.FruitModel;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The fast path and the breakdown are one computation: equal on every corpus position (caches on against off), the
 * stages add up to the totals, and a search window changes a score only by a lazy exit beyond it.
 */
class FastPathTest {
    private final TogaModel model = new TogaModel();

    @Test
    void fastPathEqualsBreakdownOnEveryCorpusPosition() {
        Evaluator cached = model.create();
        Evaluator uncached = model.create(model.defaultParameters(), false);
        List<Corpus.Entry> corpus = Corpus.all();
        assertThat(corpus).hasSizeGreaterThan(8000);
        for (Corpus.Entry e : corpus) {
            Position position = e.record().position();
            int fast = cached.evaluate(position);
            Breakdown b = uncached.explain(position);
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

    /** Along random lines from every tenth games.fen position: the moved position scores as its FEN read afresh. */
    @Test
    void incrementalSumsAlongRandomLinesEqualTheBreakdownOfTheFreshPosition() {
        Evaluator searching = model.create();
        Evaluator fresh = model.create(model.defaultParameters(), false);
        Random random = new Random(2026);
        List<Corpus.Entry> corpus = Corpus.all();
        int checked = 0;
        for (int i = 0; i < corpus.size(); i += 10) {
            Position position = corpus.get(i).record().position();
            int first = searching.evaluate(position);
            int plies = 0;
            for (; plies < 8; plies++) {
                int[] moves = MoveGenerator.legalMoves(position);
                if (moves.length == 0) {
                    break;
                }
                position.makeMove(moves[random.nextInt(moves.length)]);
                int fast = searching.evaluate(position);
                assertThat(fast).as(position.toFen())
                        .isEqualTo(fresh.explain(Position.fromFen(position.toFen())).sideToMoveScore());
                checked++;
            }
            while (plies-- > 0) {
                position.unmakeMove();
            }
            assertThat(searching.evaluate(position)).as(corpus.get(i).where()).isEqualTo(first);
        }
        assertThat(checked).isGreaterThan(5000);
    }

    /**
     * With a window, a score differs from the full evaluation only through a lazy exit, which returns a value at
     * least LazyMobilityMargin (the smaller margin) beyond the window.
     */
    @Test
    void aWindowChangesTheScoreOnlyByALazyExitBeyondIt() {
        TogaEvaluator evaluator = model.create(model.defaultParameters(), true);
        int exits = 0;
        for (Corpus.Entry e : Corpus.all()) {
            Position position = e.record().position();
            int full = evaluator.evaluate(position);
            for (int shift : new int[] {-400, 0, 400}) {
                int alpha = full + shift - 1;
                int beta = full + shift + 1;
                int windowed = evaluator.evaluate(position, alpha, beta);
                if (windowed != full) {
                    exits++;
                    assertThat(windowed >= beta + 125 || windowed <= alpha - 125).as("%s: %d in window %d..%d",
                            e.where(), windowed, alpha, beta).isTrue();
                }
            }
        }
        assertThat(exits).as("lazy exits taken").isGreaterThan(100);
    }
}
