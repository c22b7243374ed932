package evalbench.fabchess;

import evalbench.core.Colour;
import evalbench.core.Position;
import evalbench.core.search.SearchEvaluation;

/**
 * The FabChess evaluation as its search sees it: the evaluator's score (no lazy exit, no cache), its phase, and
 * the material values the quiescence search's delta pruning mixes by that phase — all from the evaluator's own
 * parameter set, so an edited set changes the search the same way.
 */
final class FabChessSearchEvaluation implements SearchEvaluation {
    private final FabChessEvaluator evaluator;
    private final FabChessParameters parameters;
    private final Phase phase;
    private final FinalScore mix;

    FabChessSearchEvaluation(FabChessEvaluator evaluator) {
        this.evaluator = evaluator;
        this.parameters = new FabChessParameters(evaluator.parameters());
        this.phase = new Phase(parameters);
        this.mix = new FinalScore(parameters);
    }

    @Override
    public int evaluate(Position position) {
        return evaluator.evaluate(position);
    }

    /** The evaluation in centipawns from White's point of view. */
    int evaluateWhite(Position position) {
        int stm = evaluator.evaluate(position);
        return position.sideToMove() == Colour.WHITE ? stm : -stm;
    }

    /** The phase as a double, 0.0 (endgame) to 128.0 (middlegame). */
    double phase(Position position) {
        return phase.of(phase.material(position));
    }

    /**
     * The material value of a piece type (engine-core's numbering) mixed by {@code phaseValue} as the evaluation
     * mixes its totals (truncated toward zero): the quiescence search's per-move delta pruning uses it.
     */
    int materialValue(int type, double phaseValue) {
        Pairs value = parameters.pieceValue[type];
        return (int) mix.interpolate(value.mg[0], value.eg[0], phaseValue);
    }
}
