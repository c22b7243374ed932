package evalbench.toga;

/**
 * Toga II 3.0's late-move reductions by node depth d and moves already searched n (both capped at 63): at PV nodes
 * floor(ln d x ln n / 3), elsewhere floor(0.33 + ln d x ln n / 2.25); 0 where that is below 1. Computed in double
 * precision like the original's table (no entry lies within 4e-5 of an integer, so the rounding is safe).
 */
final class LateMoveReductions {
    static final LateMoveReductions INSTANCE = new LateMoveReductions();
    private static final int LIMIT = 64;

    private final int[][] pv = new int[LIMIT][LIMIT];
    private final int[][] nonPv = new int[LIMIT][LIMIT];

    private LateMoveReductions() {
        for (int d = 1; d < LIMIT; d++) {
            for (int n = 1; n < LIMIT; n++) {
                double product = Math.log(d) * Math.log(n);
                pv[d][n] = atLeastOne((int) Math.floor(product / 3.0));
                nonPv[d][n] = atLeastOne((int) Math.floor(0.33 + product / 2.25));
            }
        }
    }

    private static int atLeastOne(int r) {
        return r >= 1 ? r : 0;
    }

    /** The reduction in plies of the next move at a node of {@code depth} after {@code searched} moves. */
    int of(boolean pvNode, int depth, int searched) {
        int d = Math.min(depth, LIMIT - 1);
        int n = Math.min(searched, LIMIT - 1);
        return pvNode ? pv[d][n] : nonPv[d][n];
    }
}
