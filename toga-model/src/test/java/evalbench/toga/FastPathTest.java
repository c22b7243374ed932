package evalbench.toga;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.FastPathContract;
import evalbench.core.io.Corpus;
import org.junit.jupiter.api.Test;

/**
 * The fast path (caches on) equals the breakdown (caches off); Toga's verify detail and its stages add up; and a
 * search window changes a score only by a lazy exit beyond it.
 */
class FastPathTest extends FastPathContract {
    private static final TogaModel MODEL = new TogaModel();

    FastPathTest() {
        super(MODEL, () -> MODEL.create(MODEL.defaultParameters(), false));
    }

    @Override
    protected void assertAddsUp(Breakdown b, Corpus.Entry e) {
        super.assertAddsUp(b, e);
        assertStagesAddUp(b, Terms.STAGES, e);
    }

    /**
     * With a window, a score differs from the full evaluation only through a lazy exit, which returns a value at
     * least LazyMobilityMargin (the smaller margin) beyond the window.
     */
    @Test
    void aWindowChangesTheScoreOnlyByALazyExitBeyondIt() {
        TogaEvaluator evaluator = MODEL.create(MODEL.defaultParameters(), true);
        int exits = 0;
        for (Corpus.Entry e : Corpus.all()) {
            Position position = e.position();
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
