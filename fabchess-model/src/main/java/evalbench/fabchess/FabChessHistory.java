package evalbench.fabchess;

import evalbench.core.Move;
import java.util.Arrays;

/**
 * FabChess 1.15's killers (two per ply) and its three history tables by side, from and to: the cut-off table
 * (depth squared added for a quiet cut-off move), the butterfly table (starts at 1; depth squared added for a
 * quiet move searched without a cut-off) and the signed history (up for the cut-off move, down for the quiet
 * moves searched before it in the same node). All emptied at every search, never aged.
 */
final class FabChessHistory {
    private final int[] killers;
    private final int[] cutoff = new int[2 * 64 * 64];
    private final int[] butterfly = new int[2 * 64 * 64];
    private final int[] signed = new int[2 * 64 * 64];

    FabChessHistory(int maxPly) {
        killers = new int[2 * (maxPly + 3)];
    }

    void clear() {
        Arrays.fill(killers, Move.NONE);
        Arrays.fill(cutoff, 0);
        Arrays.fill(butterfly, 1);
        Arrays.fill(signed, 0);
    }

    private static int index(int side, int from, int to) {
        return side << 12 | from << 6 | to;
    }

    int killer(int ply, int slot) {
        return killers[2 * ply + slot];
    }

    void clearKillers(int ply) {
        killers[2 * ply] = Move.NONE;
        killers[2 * ply + 1] = Move.NONE;
    }

    /** The quiet ordering score: cut-offs / butterfly / 1000, in double as FabChess computes it. */
    double orderingScore(int side, int from, int to) {
        int i = index(side, from, to);
        return (double) cutoff[i] / (double) butterfly[i] / 1000.0;
    }

    int signed(int side, int move) {
        return signed[index(side, Move.from(move), Move.to(move))];
    }

    /** A non-capture searched without a cut-off. */
    void searchedQuiet(int side, int move, int depth) {
        butterfly[index(side, Move.from(move), Move.to(move))] += depth * depth;
    }

    /** A non-capture caused a cut-off after {@code tried} (the non-captures searched before it in the node). */
    void cutoff(int side, int move, int depth, int ply, int[] tried, int triedCount) {
        int k0 = killers[2 * ply];
        if (move != k0 && move != killers[2 * ply + 1]) {
            if (k0 != Move.NONE) {
                killers[2 * ply + 1] = k0;
            }
            killers[2 * ply] = move;
        }
        int bonus = depth * depth;
        int i = index(side, Move.from(move), Move.to(move));
        cutoff[i] += bonus;
        signed[i] += bonus;
        for (int k = 0; k < triedCount; k++) {
            signed[index(side, Move.from(tried[k]), Move.to(tried[k]))] -= bonus;
        }
    }
}
