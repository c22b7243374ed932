package evalbench.core.eval;

import evalbench.core.Position;
import java.util.List;

/**
 * A static evaluation function with two faces computed by one implementation: {@link #evaluate} for the
 * search (an int, fast, caches on) and {@link #explain} for people (every term recorded). Implementations
 * keep caches and scratch space, so one instance belongs to one thread; make more with
 * {@link EvaluatorModel#create}.
 */
public interface Evaluator {
    /** The model this evaluator belongs to. */
    EvaluatorModel model();

    /** The parameter set in use. */
    ParameterSet parameters();

    /** Final score in centipawns from the side to move's point of view. */
    int evaluate(Position position);

    /** The same evaluation with every term, the phase, scale factors and tempo recorded. */
    Breakdown explain(Position position);

    /**
     * The explain path's term values as numbers only, without the breakdown around them (for studies that read
     * hundreds of thousands of positions): {@code out} receives four values per term of {@code model().terms()}, in
     * that order — White opening, White endgame, Black opening, Black endgame, each side's own view. Returns false
     * where the evaluation returned before every term was computed (its breakdown warns there). This default reads
     * them from {@link #explain}; a model overrides it with its recording run.
     */
    default boolean termValues(Position position, int[] out) {
        Breakdown b = explain(position);
        List<TermDef> defs = model().terms();
        for (int i = 0; i < defs.size(); i++) {
            TermValue t = b.term(defs.get(i).id());
            out[4 * i] = t == null ? 0 : t.whiteOpening();
            out[4 * i + 1] = t == null ? 0 : t.whiteEndgame();
            out[4 * i + 2] = t == null ? 0 : t.blackOpening();
            out[4 * i + 3] = t == null ? 0 : t.blackEndgame();
        }
        return b.warnings().isEmpty();
    }
}
