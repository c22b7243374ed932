package evalbench.fruit;

import evalbench.core.eval.FastPathContract;

/** The fast path (caches on) equals the breakdown (caches off); Fruit's verify detail and its stages add up. */
class FastPathTest extends FastPathContract {
    private static final FruitModel MODEL = new FruitModel();

    FastPathTest() {
        super(MODEL, () -> MODEL.create(MODEL.defaultParameters(), false), Terms.STAGES);
    }
}
