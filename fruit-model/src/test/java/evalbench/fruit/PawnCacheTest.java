package evalbench.fruit;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Colour;
import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.ScoreSheet;
import evalbench.core.io.Corpus;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The pawn cache keeps a summary per slot (passers, summed terms, flags): what it gives back must be what computing
 * the structure gives, for every corpus position, whether the info was just computed or loaded from a slot.
 */
class PawnCacheTest {
    @Test
    void aSummaryLoadedFromItsSlotEqualsTheComputedInfo() {
        FruitParameters parameters = new FruitParameters(new FruitModel().defaultParameters());
        PawnStructure structure = new PawnStructure(parameters, new Quad(parameters));
        long[] slot = new long[PawnInfo.SUMMARY_LONGS + 2];
        for (Corpus.Entry e : Corpus.all()) {
            Position position = e.record().position();
            PawnInfo computed = new PawnInfo();
            structure.compute(position, computed);
            computed.save(slot, 1);
            PawnInfo loaded = new PawnInfo();
            loaded.load(slot, 1);
            for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
                assertThat(loaded.passed(c)).as("%s passers", e.where()).isEqualTo(computed.passed(c));
                assertThat(loaded.backRank(c)).as("%s back rank", e.where()).isEqualTo(computed.backRank(c));
                assertThat(loaded.singleFile(c)).as("%s single file", e.where()).isEqualTo(computed.singleFile(c));
            }
            assertThat(totals(loaded)).as("%s sums", e.where()).containsExactly(recordedTotals(computed));
        }
    }

    /** Every position evaluated twice through one cache (the second time mostly from slots) as without a cache. */
    @Test
    void cachedEvaluationsEqualUncachedOnesOnTheSecondPassToo() {
        FruitModel model = new FruitModel();
        Evaluator cached = model.create();
        Evaluator uncached = model.create(model.defaultParameters(), false);
        List<Corpus.Entry> corpus = Corpus.all();
        for (int pass = 0; pass < 2; pass++) {
            for (Corpus.Entry e : corpus) {
                Position position = e.record().position();
                assertThat(cached.evaluate(position)).as("pass %d %s", pass, e.where())
                        .isEqualTo(uncached.evaluate(position));
            }
        }
    }

    private static int[] totals(PawnInfo info) {
        ScoreSheet sheet = new ScoreSheet(Terms.COUNT);
        sheet.start(false);
        info.replay(sheet);
        return new int[] {sheet.totalOpening(), sheet.totalEndgame()};
    }

    private static int[] recordedTotals(PawnInfo info) {
        ScoreSheet sheet = new ScoreSheet(Terms.COUNT);
        sheet.start(true);
        info.replay(sheet);
        return new int[] {sheet.totalOpening(), sheet.totalEndgame()};
    }
}
