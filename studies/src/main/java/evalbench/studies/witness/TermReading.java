package evalbench.studies.witness;

import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import java.util.Arrays;
import java.util.List;

/**
 * One term of one position under every member of a rule family: per member White's and Black's opening and endgame
 * values (native units), member 0 being the model's own set. {@link #of} gives null where a member warns (an early
 * return leaves terms uncomputed: no such position is evidence) or fails.
 */
final class TermReading {
    private final int[] values;

    private TermReading(int[] values) {
        this.values = values;
    }

    /**
     * The reading of term number {@code term} (in the model's {@code terms()} order), or null for a position the
     * family may not be judged on. {@code scratch} holds four values per term of the model.
     */
    static TermReading of(List<Evaluator> members, int term, Position position, int[] scratch) {
        int[] v = new int[members.size() * 4];
        for (int m = 0; m < members.size(); m++) {
            try {
                if (!members.get(m).termValues(position, scratch)) {
                    return null;
                }
            } catch (RuntimeException e) {
                return null;
            }
            System.arraycopy(scratch, 4 * term, v, 4 * m, 4);
        }
        return new TermReading(v);
    }

    /** The model's own values (member 0): White op, White eg, Black op, Black eg. */
    int[] own() {
        return Arrays.copyOf(values, 4);
    }

    int netOpening() {
        return values[0] - values[2];
    }

    int netEndgame() {
        return values[1] - values[3];
    }

    /** The net value of member {@code m} in a stage (0 opening, 1 endgame). */
    int net(int m, int stage) {
        return values[4 * m + stage] - values[4 * m + 2 + stage];
    }

    int members() {
        return values.length / 4;
    }

    /** No member scores anything here, for either side, in either stage: the rule does not fire. */
    boolean silent() {
        for (int v : values) {
            if (v != 0) {
                return false;
            }
        }
        return true;
    }

    /** The model's own values are all zero (either side, either stage). */
    boolean ownSilent() {
        return values[0] == 0 && values[1] == 0 && values[2] == 0 && values[3] == 0;
    }

    /** The sign every member's net value has in a stage, or 0 when one is zero or they differ. */
    int commonSign(int stage) {
        int sign = Integer.signum(net(0, stage));
        for (int m = 1; m < members(); m++) {
            if (Integer.signum(net(m, stage)) != sign) {
                return 0;
            }
        }
        return sign;
    }

    /**
     * The reading divided by the greatest common divisor of its values and made positive at its first non-zero
     * value: two readings with the same direction are in a fixed ratio under every member. Zero for a silent one.
     */
    long scale() {
        long g = 0;
        int first = 0;
        for (int v : values) {
            g = gcd(g, Math.abs((long) v));
            if (first == 0) {
                first = Integer.signum(v);
            }
        }
        return g * first;
    }

    /** The direction: the values divided by {@link #scale()} (the zero vector for a silent reading). */
    Direction direction() {
        long s = scale();
        int[] d = new int[values.length];
        if (s != 0) {
            for (int i = 0; i < d.length; i++) {
                d[i] = (int) (values[i] / s);
            }
        }
        return new Direction(d);
    }

    /** The direction of a reading, as a map key. */
    record Direction(int[] values) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Direction d && Arrays.equals(values, d.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }
    }

    /** Whether every member's values here are those at {@code other} times one fixed ratio (equal directions). */
    boolean proportionalTo(TermReading other) {
        return !silent() && !other.silent() && direction().equals(other.direction());
    }

    /**
     * Whether {@code a} at this reading's position and {@code b} at {@code other}'s keep the ratio this family has
     * between the two: {@code a = b x scale / other.scale} on every value.
     */
    boolean keepsRatio(TermReading other, int[] a, int[] b) {
        long s1 = scale();
        long s2 = other.scale();
        for (int i = 0; i < a.length; i++) {
            if ((long) a[i] * s2 != (long) b[i] * s1) {
                return false;
            }
        }
        return true;
    }

    private static long gcd(long x, long y) {
        while (y != 0) {
            long t = x % y;
            x = y;
            y = t;
        }
        return x;
    }
}
