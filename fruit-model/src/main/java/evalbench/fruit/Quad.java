package evalbench.fruit;

/**
 * Fruit's quad(): a value growing with a pawn's rank from {@code min} to {@code max}, by the Bonus[] share
 * of the rank (26, 77, 154, 256 of 256 on ranks 4 to 7, nothing below), rounded to the nearest integer.
 */
public final class Quad {
    private final int[] bonus;
    private final int unit;

    public Quad(FruitParameters p) {
        this.bonus = p.bonus.clone();
        this.unit = p.weightUnit;
    }

    /**
     * {@code min + round((max - min) * Bonus[rank] / unit)}, rank seen from the pawn's side (0 = its first rank).
     * The rounding adds half a unit before the (truncating) division, as Fruit does.
     */
    public int value(int min, int max, int rank) {
        return min + ((max - min) * bonus[rank] + unit / 2) / unit;
    }

    /** Bonus[] share of a rank, in 1/unit. */
    public int bonus(int rank) {
        return bonus[rank];
    }

    /** The Bonus[] array, ranks 0 .. 7 of the pawn's side (a copy). */
    public int[] bonuses() {
        return bonus.clone();
    }

    /** The denominator of the share (Fruit's WeightUnit, 256). */
    public int unit() {
        return unit;
    }
}
