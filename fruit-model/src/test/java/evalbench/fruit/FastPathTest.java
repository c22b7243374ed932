package evalbench.fruit;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import java.util.List;
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
}
