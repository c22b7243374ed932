package evalbench.core.search;

import evalbench.core.Position;

/**
 * Where a search gets its moves from, and in which order. Engines that sort moves only partly (equal
 * history scores, equal capture values) keep whatever order their generator produced, so reproducing an
 * engine node for node needs its generation order: a search profile supplies it here. A source may keep
 * state that follows the moves (an engine's piece lists), so the search plays every move through it.
 *
 * <p>The generating methods write moves into {@code out} from index {@code n} and return the index after
 * the last one. Pseudo-legal means: legal except that the own king may be left in check; the search tests
 * legality itself before playing a move.
 */
public interface MoveSource {
    /** Takes up the position at the start of a search (its state must match the position from now on). */
    void reset(Position position);

    void make(Position position, int move);

    void unmake(Position position);

    void makeNull(Position position);

    void unmakeNull(Position position);

    /** All legal moves (the root list). */
    int legal(Position position, int[] out, int n);

    /** Pseudo-legal captures (en passant included) and promotions (all four pieces). */
    int tactical(Position position, int[] out, int n);

    /** Pseudo-legal moves that neither capture nor promote, castling included. */
    int quiet(Position position, int[] out, int n);

    /** Legal moves when the side to move is in check. */
    int legalEvasions(Position position, int[] out, int n);

    /** Moves that may get the king out of check, not yet tested for pins (the quiescence search's evasions). */
    int pseudoEvasions(Position position, int[] out, int n);

    /** Pseudo-legal quiet moves that give check. */
    int quietChecks(Position position, int[] out, int n);

    /**
     * Moves that give check, for a quiescence search that tried the captures already: by default the quiet
     * checks; an engine may add captures of {@code capturable} enemy pieces (Strelka: those its delta pruning
     * skipped).
     */
    default int checks(Position position, long capturable, int[] out, int n) {
        return quietChecks(position, out, n);
    }

    /**
     * The key the search's table and traces use for the current position: the position's own (PolyGlot's
     * numbers) unless the engine had its own numbers, which decide where a position lands in its table.
     */
    default long key(Position position) {
        return position.key();
    }
}
