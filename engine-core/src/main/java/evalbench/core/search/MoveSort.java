package evalbench.core.search;

/** The one sort the searches use on their move lists: moves in parallel with their scores. */
public final class MoveSort {
    private MoveSort() {
    }

    /**
     * Stable insertion sort, highest score first: moves of equal score keep their generation order, which is part
     * of both originals' move order. Works from the back with a sentinel past the end, so {@code scores} must have
     * room for one more than {@code size}.
     */
    public static void byScore(int[] moves, int[] scores, int size) {
        scores[size] = Integer.MIN_VALUE;
        for (int i = size - 2; i >= 0; i--) {
            int move = moves[i];
            int score = scores[i];
            int j = i;
            while (score < scores[j + 1]) {
                moves[j] = moves[j + 1];
                scores[j] = scores[j + 1];
                j++;
            }
            moves[j] = move;
            scores[j] = score;
        }
    }
}
