package evalbench.core;

/**
 * An opening and an endgame amount in one long: opening in the high half, endgame in the low half, two's
 * complement. A sum of packed pairs is the packed pair of the sums as long as each sum fits in an int, so an
 * evaluator can keep a side's running opening and endgame sums in one local, and a position its piece-square sums
 * in one field.
 */
public final class PackedScore {
    private PackedScore() {
    }

    public static long pack(int opening, int endgame) {
        return ((long) opening << 32) + endgame;
    }

    /** The opening half of a packed pair or sum (the endgame half's borrow taken back first). */
    public static int opening(long packed) {
        return (int) ((packed - endgame(packed)) >> 32);
    }

    /** The endgame half of a packed pair or sum. */
    public static int endgame(long packed) {
        return (int) packed;
    }
}
