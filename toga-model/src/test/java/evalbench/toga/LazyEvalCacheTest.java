package evalbench.toga;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Position;
import evalbench.core.io.Corpus;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The windowed evaluation's memo answers exactly what the evaluation returns, for any window, or not at all: over the
 * corpus, each position is evaluated in a sequence of random windows (narrow and wide, around the score and far from
 * it), every answer of the cache is compared with a fresh evaluation in the same window, and what each evaluation
 * reached is kept for the next window.
 */
class LazyEvalCacheTest {
    private static final TogaModel MODEL = new TogaModel();

    @Test
    void aHitIsWhatTheEvaluationReturnsInThatWindow() {
        TogaEvaluator evaluator = MODEL.create(MODEL.defaultParameters(), true);
        LazyEvalCache cache = new LazyEvalCache();
        Random random = new Random(32);
        int hits = 0;
        int lazyHits = 0;
        int misses = 0;
        for (Corpus.Entry e : Corpus.all()) {
            Position position = e.position();
            int full = evaluator.evaluate(position);
            for (int i = 0; i < 6; i++) {
                int width = random.nextBoolean() ? 1 : 1 + random.nextInt(600);
                int alpha = full + random.nextInt(1601) - 800 - width / 2;
                int beta = alpha + width;
                int answer = cache.probe(position.key(), alpha, beta, evaluator.lazyMargin(),
                        evaluator.lazyMobilityMargin());
                int expected = evaluator.evaluate(position, alpha, beta);
                if (answer == LazyEvalCache.MISS) {
                    misses++;
                } else {
                    hits++;
                    if (answer != full) {
                        lazyHits++;
                    }
                    assertThat(answer).as("%s, window %d..%d", e.where(), alpha, beta).isEqualTo(expected);
                }
                evaluator.keepLast(position, cache);
            }
        }
        assertThat(hits).as("hits").isGreaterThan(1000);
        assertThat(lazyHits).as("hits that are a lazy exit's value").isGreaterThan(100);
        assertThat(misses).as("misses (stages not reached yet)").isGreaterThan(100);
    }

    @Test
    void aStoredStageDecidesOnlyTheWindowsItCanDecide() {
        LazyEvalCache cache = new LazyEvalCache();
        long key = 0x1234_5678_9abc_def0L;
        cache.storeStages(key, LazyEvalCache.FIRST_EXIT, 500, 0, 0);
        assertThat(cache.probe(key, -10, 10, 200, 125)).as("first exit, above").isEqualTo(500);
        assertThat(cache.probe(key, 400, 450, 200, 125)).as("within the first margin: unknown")
                .isEqualTo(LazyEvalCache.MISS);
        cache.storeStages(key, LazyEvalCache.SECOND_EXIT, 500, 200, 0);
        assertThat(cache.probe(key, 400, 450, 200, 125)).as("second exit, below").isEqualTo(200);
        assertThat(cache.probe(key, 250, 350, 200, 125)).as("past both: unknown").isEqualTo(LazyEvalCache.MISS);
        cache.storeStages(key, LazyEvalCache.FULL, 500, 200, -40);
        assertThat(cache.probe(key, 250, 350, 200, 125)).as("past both: the final score").isEqualTo(-40);
        assertThat(cache.probe(key ^ 1, 250, 350, 200, 125)).as("another key").isEqualTo(LazyEvalCache.MISS);
        cache.storeFinal(key, 17);
        assertThat(cache.probe(key, -10, 10, 200, 125)).as("a final score holds for any window").isEqualTo(17);
        cache.clear();
        assertThat(cache.probe(key, -10, 10, 200, 125)).isEqualTo(LazyEvalCache.MISS);
    }
}
