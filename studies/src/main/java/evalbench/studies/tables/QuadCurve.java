package evalbench.studies.tables;

import evalbench.fruit.Quad;

/**
 * Fruit's quad(min, max, rank): min plus the Bonus[rank] share (in 1/unit) of max - min, rounded or truncated.
 * The division truncates toward zero as C and Java do, so rounding a negative span is Fruit's, not
 * mathematical rounding.
 */
public final class QuadCurve {
    private final int[] bonus;
    private final int unit;

    public QuadCurve(int[] bonus, int unit) {
        if (unit <= 0) {
            throw new IllegalArgumentException("quad unit must be positive");
        }
        this.bonus = bonus.clone();
        this.unit = unit;
    }

    /** Fruit's quad() curve (its Bonus array and unit), with either rounding rule. */
    public static QuadCurve of(Quad fruit) {
        return new QuadCurve(fruit.bonuses(), fruit.unit());
    }

    public int ranks() {
        return bonus.length;
    }

    public int bonus(int rank) {
        return bonus[rank];
    }

    public int unit() {
        return unit;
    }

    public int value(int min, int max, int rank, Rounding rule) {
        long span = (long) (max - min) * bonus[rank];
        switch (rule) {
            case ROUND:
                return Math.toIntExact(min + (span + unit / 2) / unit);
            case TRUNCATE:
                return Math.toIntExact(min + span / unit);
            default:
                throw new IllegalArgumentException("no curve for rounding " + rule.id());
        }
    }

    /** The whole array a (min, max, rule) produces, rank 0 .. ranks-1. */
    public int[] array(int min, int max, Rounding rule) {
        int[] a = new int[bonus.length];
        for (int r = 0; r < a.length; r++) {
            a[r] = value(min, max, r, rule);
        }
        return a;
    }
}
