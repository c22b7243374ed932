package evalbench.toga;

import evalbench.core.Position;

/**
 * The evaluation as Toga II 3.0's search calls it: with the window (low, high) its lazy exits compare against. A
 * lazy result is the partial score at the exit, which the search uses as it is; an evaluation without lazy exits
 * ignores the window.
 */
@FunctionalInterface
interface WindowedEvaluation {
    int evaluate(Position position, int low, int high);
}
