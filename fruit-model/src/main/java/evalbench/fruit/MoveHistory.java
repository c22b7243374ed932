package evalbench.fruit;

import evalbench.core.Move;
import java.util.Arrays;

/**
 * Fruit 2.1's killers and history, for Fruit's search and searches that kept them (Toga II 3.0's; public API for
 * derived models). What a search learns about quiet moves while it runs: two killer moves per ply, a history score per
 * (piece, target square) raised by depth² when the move was best, and Fruit's "history success rate"
 * (how often the move caused a cut-off when it was tried), which decides history pruning. All counters stay
 * below 16384: on reaching it they are halved (the scores all together, a hit/try pair on its own).
 */
public final class MoveHistory {
    public static final int MAX = 16384;
    private static final int PIECE_SQUARES = 16 * 64;

    private final int[] killer1;
    private final int[] killer2;
    private final int[] score = new int[PIECE_SQUARES];
    private final int[] hits = new int[PIECE_SQUARES];
    private final int[] tries = new int[PIECE_SQUARES];
    private final boolean halving;

    public MoveHistory(int maxPly) {
        this(maxPly, true);
    }

    /** @param halving halve all scores when one reaches {@link #MAX} (Fruit); else let them grow */
    public MoveHistory(int maxPly, boolean halving) {
        this.halving = halving;
        killer1 = new int[maxPly];
        killer2 = new int[maxPly];
        clear();
    }

    /** Forgets everything (done at the start of every search). */
    public void clear() {
        Arrays.fill(killer1, Move.NONE);
        Arrays.fill(killer2, Move.NONE);
        Arrays.fill(score, 0);
        Arrays.fill(hits, 1);
        Arrays.fill(tries, 1);
    }

    static int index(int piece, int move) {
        return piece << 6 | Move.to(move);
    }

    public int killer1(int ply) {
        return killer1[ply];
    }

    public int killer2(int ply) {
        return killer2[ply];
    }

    /** History score of a quiet move of {@code piece}. */
    public int score(int piece, int move) {
        return score[index(piece, move)];
    }

    /** Cut-off rate in 1/16384 of a quiet move of {@code piece}. */
    public int successRate(int piece, int move) {
        int i = index(piece, move);
        return hits[i] * MAX / tries[i];
    }

    /** A quiet move was the best move of a node at {@code depth}: killer slot and history score. */
    public void good(int piece, int move, int depth, int ply) {
        if (killer1[ply] != move) {
            killer2[ply] = killer1[ply];
            killer1[ply] = move;
        }
        int i = index(piece, move);
        score[i] += depth * depth;
        if (halving && score[i] >= MAX) {
            for (int j = 0; j < PIECE_SQUARES; j++) {
                score[j] = (score[j] + 1) / 2;
            }
        }
    }

    /** A quiet move caused a cut-off. */
    public void hit(int piece, int move) {
        int i = index(piece, move);
        hits[i]++;
        tries[i]++;
        halveIfFull(i);
    }

    /** A quiet move was tried before the cut-off move and did not cause it. */
    public void miss(int piece, int move) {
        int i = index(piece, move);
        tries[i]++;
        halveIfFull(i);
    }

    private void halveIfFull(int i) {
        if (tries[i] >= MAX) {
            hits[i] = (hits[i] + 1) / 2;
            tries[i] = (tries[i] + 1) / 2;
        }
    }
}
