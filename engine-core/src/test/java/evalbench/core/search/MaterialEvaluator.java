package evalbench.core.search;

import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;

/**
 * Material only (100, 300, 300, 500, 900), side to move's view: enough for the search's own tests and the node-search
 * SPI test, with no model behind it.
 */
public final class MaterialEvaluator implements Evaluator {
    private static final int[] VALUE = {0, 100, 300, 300, 500, 900, 0};

    @Override
    public EvaluatorModel model() {
        throw new UnsupportedOperationException("test evaluator has no model");
    }

    @Override
    public ParameterSet parameters() {
        throw new UnsupportedOperationException("test evaluator has no parameters");
    }

    @Override
    public int evaluate(Position p) {
        int score = 0;
        for (int t = PieceType.PAWN; t <= PieceType.QUEEN; t++) {
            score += VALUE[t] * (p.count(Colour.WHITE, t) - p.count(Colour.BLACK, t));
        }
        return p.sideToMove() == Colour.WHITE ? score : -score;
    }

    @Override
    public Breakdown explain(Position position) {
        throw new UnsupportedOperationException("test evaluator has no breakdown");
    }
}
