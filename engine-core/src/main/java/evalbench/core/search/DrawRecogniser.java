package evalbench.core.search;

import evalbench.core.Position;

/** Positions a search scores as draws on sight from their material (e.g. king and knight against king). */
@FunctionalInterface
public interface DrawRecogniser {
    DrawRecogniser NONE = position -> false;

    boolean isDraw(Position position);
}
