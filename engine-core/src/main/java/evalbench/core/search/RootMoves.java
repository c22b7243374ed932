package evalbench.core.search;

import java.util.Arrays;

/**
 * The root's move list with one value per move, kept across iterations: after each iteration the moves are
 * sorted by the values it gave (stable, best first), so the next iteration starts with the best move and
 * keeps the order of moves that failed low.
 */
public final class RootMoves {
    private final int[] moves;
    private final int[] values;
    private final int size;

    RootMoves(int[] moves) {
        this.moves = moves.clone();
        this.values = new int[moves.length + 1];
        this.size = moves.length;
    }

    public int size() {
        return size;
    }

    public int move(int i) {
        return moves[i];
    }

    public int value(int i) {
        return values[i];
    }

    public void setValue(int i, int value) {
        values[i] = value;
    }

    public void clearValues() {
        Arrays.fill(values, 0, size, SearchValues.NONE);
    }

    /** Stable insertion sort by value, highest first. */
    public void sort() {
        MoveSort.byScore(moves, values, size);
    }

    public int[] moves() {
        return Arrays.copyOf(moves, size);
    }
}
