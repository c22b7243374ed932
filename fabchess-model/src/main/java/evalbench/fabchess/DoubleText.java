package evalbench.fabchess;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * A double as the shortest decimal that reads back to the same double, written as Python's {@code repr} (and
 * Rust's {@code {:?}} in this range) write it: "0.0", "128.0", "99.93481481481481", "-221.99999999999997". The
 * reference files print the phase and the unrounded mix this way. Java 17's {@code Double.toString} is not
 * always the shortest, so the digits are found here: the exact value rounded to 1, 2, ... 17 significant digits,
 * the first that round-trips.
 */
final class DoubleText {
    /** Python's repr switches to exponent notation outside 1e-4 <= |x| < 1e16. */
    private static final int MIN_PLAIN_EXPONENT = -4;
    private static final int MAX_PLAIN_EXPONENT = 16;
    private static final int MAX_DIGITS = 17;

    private DoubleText() {
    }

    static String shortest(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return Double.isNaN(value) ? "nan" : value > 0 ? "inf" : "-inf";
        }
        if (value == 0) {
            return 1 / value < 0 ? "-0.0" : "0.0";
        }
        BigDecimal exact = new BigDecimal(value);
        BigDecimal digits = exact;
        for (int precision = 1; precision <= MAX_DIGITS; precision++) {
            BigDecimal rounded = exact.round(new MathContext(precision, RoundingMode.HALF_EVEN));
            if (Double.parseDouble(rounded.toString()) == value) {
                digits = rounded;
                break;
            }
        }
        digits = digits.stripTrailingZeros();
        int exponent = digits.precision() - digits.scale() - 1;
        if (exponent >= MIN_PLAIN_EXPONENT && exponent < MAX_PLAIN_EXPONENT) {
            String plain = digits.toPlainString();
            return plain.indexOf('.') < 0 ? plain + ".0" : plain;
        }
        String unscaled = digits.unscaledValue().abs().toString();
        StringBuilder sb = new StringBuilder();
        if (digits.signum() < 0) {
            sb.append('-');
        }
        sb.append(unscaled.charAt(0));
        if (unscaled.length() > 1) {
            sb.append('.').append(unscaled, 1, unscaled.length());
        }
        sb.append('e').append(exponent < 0 ? '-' : '+');
        int magnitude = Math.abs(exponent);
        if (magnitude < 10) {
            sb.append('0');
        }
        sb.append(magnitude);
        return sb.toString();
    }

    /** The IEEE-754 bits of a double as 16 hex digits. */
    static String bits(double value) {
        return String.format("%016x", Double.doubleToRawLongBits(value));
    }
}
