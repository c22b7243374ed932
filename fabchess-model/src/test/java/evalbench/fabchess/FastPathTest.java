package evalbench.fabchess;

import evalbench.core.eval.FastPathContract;

/** The fast path equals the breakdown; FabChess's verify detail (terms, probe and mix recomputed) says ok. */
class FastPathTest extends FastPathContract {
    FastPathTest() {
        super(new FabChessModel());
    }
}
