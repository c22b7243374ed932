package evalbench.fabchess;

/**
 * A list of FabChess score pairs (middlegame, endgame) read from the parameter set: a single pair, an array
 * indexed by a count, or a 64-square table written from White's side.
 */
final class Pairs {
    final int[] mg;
    final int[] eg;

    private Pairs(int[] mg, int[] eg) {
        this.mg = mg;
        this.eg = eg;
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
}
