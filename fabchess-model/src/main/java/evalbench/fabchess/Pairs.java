package evalbench.fabchess;

import evalbench.core.PackedScore;

/**
 * A list of FabChess score pairs (middlegame, endgame) read from the parameter set: a single pair, an array
 * indexed by a count, or a 64-square table written from White's side. Each pair is also kept packed in one long
 * ({@link PackedScore}): the evaluation sums packed pairs, one load and one addition per entry, and a sum of
 * packed pairs is the packed pair of the sums.
 */
final class Pairs {
    final int[] mg;
    final int[] eg;
    final long[] packed;

    private Pairs(int[] mg, int[] eg) {
        this.mg = mg;
        this.eg = eg;
        this.packed = new long[mg.length];
        for (int i = 0; i < mg.length; i++) {
            packed[i] = PackedScore.pack(mg[i], eg[i]);
        }
    }

    /** Splits "mg eg mg eg ..." into the two halves. */
    static Pairs of(int[] flat) {
        int n = flat.length / 2;
        int[] mg = new int[n];
        int[] eg = new int[n];
        for (int i = 0; i < n; i++) {
            mg[i] = flat[2 * i];
            eg[i] = flat[2 * i + 1];
        }
        return new Pairs(mg, eg);
    }

    int size() {
        return mg.length;
    }

    /** The first (for a single pair: the only) pair, packed. */
    long single() {
        return packed[0];
    }
}
