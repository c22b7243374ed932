package evalbench.core.eval;

import evalbench.core.Position;

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
}
