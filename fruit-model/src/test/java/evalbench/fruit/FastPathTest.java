package evalbench.fruit;

import evalbench.core.eval.Breakdown;
import evalbench.core.eval.FastPathContract;
import evalbench.core.io.Corpus;

/** The fast path (caches on) equals the breakdown (caches off); Fruit's verify detail and its stages add up. */
class FastPathTest extends FastPathContract {
    private static final FruitModel MODEL = new FruitModel();

    FastPathTest() {
        super(MODEL, () -> MODEL.create(MODEL.defaultParameters(), false));
    }

    @Override
    protected void assertAddsUp(Breakdown b, Corpus.Entry e) {
        super.assertAddsUp(b, e);
        assertStagesAddUp(b, Terms.STAGES, e);
    }
}
