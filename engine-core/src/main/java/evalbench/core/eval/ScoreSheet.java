package evalbench.core.eval;

import evalbench.core.Colour;
import java.util.Arrays;

/**
 * Per-term accumulator filled by an evaluator while it computes: for every term, colour and stage
 * (opening, endgame) one int in the model's native units, each side's value from its own point of view.
 * The fast path and the breakdown fill the same sheet through the same code; only the breakdown reads
 * it term by term afterwards.
 */
public final class ScoreSheet {
    public static final int OPENING = 0;
    public static final int ENDGAME = 1;

    private final int[] values;
    private final long[] squares;
    private final int terms;

    public ScoreSheet(int terms) {
        this.terms = terms;
        this.values = new int[terms * 4];
        this.squares = new long[terms];
    }

    public int terms() {
        return terms;
    }

    public void clear() {
        Arrays.fill(values, 0);
        Arrays.fill(squares, 0);
    }

    /** Notes the squares a term's value comes from (shown on the board when the term is selected). */
    public void mark(int term, long squareSet) {
        squares[term] |= squareSet;
    }

    public long squares(int term) {
        return squares[term];
    }

    /** Adds an opening and an endgame amount to one side's value of a term. */
    public void add(int term, int colour, int opening, int endgame) {
        int i = term << 2 | colour << 1;
        values[i] += opening;
        values[i + 1] += endgame;
    }

    /** Sets one side's value of a term (used when a cached entry is replayed). */
    public void set(int term, int colour, int opening, int endgame) {
        int i = term << 2 | colour << 1;
        values[i] = opening;
        values[i + 1] = endgame;
    }

    public int get(int term, int colour, int stage) {
        return values[term << 2 | colour << 1 | stage];
    }

    /** White's value minus Black's for one stage. */
    public int net(int term, int stage) {
        return get(term, Colour.WHITE, stage) - get(term, Colour.BLACK, stage);
    }

    public void copyFrom(ScoreSheet other) {
        System.arraycopy(other.values, 0, values, 0, values.length);
        System.arraycopy(other.squares, 0, squares, 0, squares.length);
    }
}
