package evalbench.core.search;

/** What the root search tells the driver while an iteration runs. */
public interface RootReporter {
    /** A root move is about to be searched ({@code index} from 0). */
    void currentMove(int move, int index, int depth);

    /** A move other than the first beat the null window: the best move may change. */
    void rootChange();

    /** A new best root move or score, with its principal variation. */
    void newBest(int move, int value, Bound bound, int depth, int[] pv);
}
