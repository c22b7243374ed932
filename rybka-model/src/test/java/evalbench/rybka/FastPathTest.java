package evalbench.rybka;

import static org.junit.jupiter.api.Assertions.assertEquals;

import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.FastPathContract;
import evalbench.core.eval.TermValue;
import evalbench.core.io.Corpus;

/**
 * One evaluation, two faces: the fast path returns what the breakdown reports whether its pawn cache is cold or warm,
 * and the breakdown's parts add up with the spec's formulas: terms to the totals, halving and interpolation to the
 * mixed score, tempo to the final score.
 */
class FastPathTest extends FastPathContract {
    FastPathTest() {
        super(new RybkaModel());
    }

    @Override
    protected int fastScore(Evaluator fast, Position position) {
        ((RybkaEvaluator) fast).clearCaches();
        int cold = fast.evaluate(position);
        int warm = fast.evaluate(position);
        assertEquals(cold, warm, () -> "fast path, cold vs warm pawn cache: " + position.toFen());
        return cold;
    }

    /** The breakdown's own arithmetic, recomputed from its parts with the spec's formulas. */
    @Override
    protected void assertAddsUp(Breakdown b, Corpus.Entry e) {
        boolean whiteToMove = e.position().sideToMove() == 0;
        int op = 0;
        int eg = 0;
        for (TermValue t : b.terms()) {
            op += t.whiteOpening() - t.blackOpening();
            eg += t.whiteEndgame() - t.blackEndgame();
        }
        assertEquals(Integer.parseInt(b.details().get("sum_op")), op, b.fen());
        assertEquals(Integer.parseInt(b.details().get("sum_eg")), eg, b.fen());
        boolean halved = b.factors().stream().filter(f -> f.id().equals("ocb_halved")).findFirst().orElseThrow()
                .value() == 1;
        int totalOp = halved ? op / 2 : op;
        int totalEg = halved ? eg / 2 : eg;
        int phase = b.phase();
        assertEquals((phase * totalEg + (24 - phase) * totalOp) / 24 / 32, b.mixed(), b.fen());
        assertEquals(b.mixed() + (whiteToMove ? 3 : -3), b.whiteScore(), b.fen());
        assertEquals(whiteToMove ? b.whiteScore() : -b.whiteScore(), b.sideToMoveScore(), b.fen());
    }
}
