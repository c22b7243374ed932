package evalbench.fabchess;

import evalbench.core.Move;

/**
 * FabChess's two lines at the root. The current PV: replaced whenever a root move improves, in the middle of an
 * iteration; it gives every node on its path (same ply, same key) its PV move and centres the next aspiration
 * window. The best-move record: replaced only by a line of a deeper iteration, or of the same one with a higher
 * score, whose score is also above the root window's lower edge; every such offer prints an "info" line, whether
 * or not it is taken. The best move is the record's first move.
 */
final class FabChessRootLines {
    private int[] currentPv = new int[0];
    private long[] currentKeys = new long[0];
    private int currentScore;
    private int recordDepth;
    private int recordScore;
    private int[] recordPv = new int[0];
    private FabChessSearch.Info lastInfo;

    /** Both lines emptied, scores 0 (FabChess's state at every "go"). */
    void clear() {
        currentPv = new int[0];
        currentKeys = new long[0];
        currentScore = 0;
        recordDepth = 0;
        recordScore = 0;
        recordPv = new int[0];
        lastInfo = null;
    }

    int currentScore() {
        return currentScore;
    }

    /** The current PV's move at {@code ply} if the position there has {@code key}, otherwise none. */
    int pvMove(int ply, long key) {
        return currentPv.length > ply && currentKeys[ply] == key ? currentPv[ply] : Move.NONE;
    }

    /**
     * A root move improved: {@code pv} (with the keys of the positions along it) becomes the current PV and is
     * offered to the record. Returns the printed line, or null if the offer printed nothing.
     */
    FabChessSearch.Info improved(int[] pv, long[] keys, int value, int depth, boolean inside, long printedNodes,
            long nodes) {
        currentPv = pv;
        currentKeys = keys;
        currentScore = value;
        if (recordDepth < depth || (recordDepth == depth && recordScore < value)) {
            if (inside) {
                recordDepth = depth;
                recordScore = value;
                recordPv = pv;
            }
            lastInfo = new FabChessSearch.Info(depth, value, pv, printedNodes, nodes, inside);
            return lastInfo;
        }
        return null;
    }

    int[] recordPv() {
        return recordPv;
    }

    int recordScore() {
        return recordScore;
    }

    int recordDepth() {
        return recordDepth;
    }

    FabChessSearch.Info lastInfo() {
        return lastInfo;
    }
}
