package evalbench.core.search;

/**
 * Score conventions of the search: centipawns, mate as {@link #MATE} minus the distance in plies, and the
 * ply-relative encoding of mate scores in the transposition table (a mate found h plies below the root is
 * stored relative to the node, so it stays right wherever the position recurs).
 */
public final class SearchValues {
    public static final int DRAW = 0;
    public static final int MATE = 30000;
    /** The widest window; also "no bound" in the transposition table. */
    public static final int INFINITE = MATE;
    /** Evaluations stay inside +/- this; beyond it a score is a mate (up to 255 plies). */
    public static final int EVAL_LIMIT = MATE - 256;
    /** "No value yet" (below every real score). */
    public static final int NONE = -32767;

    private SearchValues() {
    }

    /** The score of the side to move when it is mated at {@code height} plies from the root. */
    public static int mated(int height) {
        return -MATE + height;
    }

    public static boolean isMate(int value) {
        return value < -EVAL_LIMIT || value > EVAL_LIMIT;
    }

    /** Root-relative mate score to node-relative (for storing at {@code height}). */
    public static int toTable(int value, int height) {
        if (value < -EVAL_LIMIT) {
            return value - height;
        }
        if (value > EVAL_LIMIT) {
            return value + height;
        }
        return value;
    }

    /** Node-relative mate score back to root-relative at {@code height}. */
    public static int fromTable(int value, int height) {
        if (value < -EVAL_LIMIT) {
            return value + height;
        }
        if (value > EVAL_LIMIT) {
            return value - height;
        }
        return value;
    }

    /** Moves to mate (positive: the side to move mates; negative: it is mated); 0 if not a mate score. */
    public static int mateMoves(int value) {
        if (value < -EVAL_LIMIT) {
            return -(MATE + value) / 2;
        }
        if (value > EVAL_LIMIT) {
            return (MATE - value + 1) / 2;
        }
        return 0;
    }

    /** The score as people read it. */
    public static Score toScore(int value, Bound bound) {
        int moves = mateMoves(value);
        return moves != 0 ? Score.mate(moves, bound) : Score.cp(value, bound);
    }
}
