package evalbench.fabchess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The shortest round-trip decimal, written as the reference files write doubles (Python's repr). */
class DoubleTextTest {
    @Test
    void writesTheReferenceFilesDoubles() {
        assertThat(DoubleText.shortest(0.0)).isEqualTo("0.0");
        assertThat(DoubleText.shortest(128.0)).isEqualTo("128.0");
        assertThat(DoubleText.shortest(-389.99999999999994)).isEqualTo("-389.99999999999994");
        assertThat(DoubleText.shortest(1792.0 / 126.0)).isEqualTo("14.222222222222221");
        assertThat(DoubleText.shortest(0.1)).isEqualTo("0.1");
        assertThat(DoubleText.shortest(0.0001)).isEqualTo("0.0001");
        assertThat(DoubleText.shortest(0.00001)).isEqualTo("1e-05");
        assertThat(DoubleText.shortest(1e16)).isEqualTo("1e+16");
        assertThat(DoubleText.shortest(123456789012345678.0)).isEqualTo("1.2345678901234568e+17");
        assertThat(DoubleText.shortest(-0.0)).isEqualTo("-0.0");
    }

    @Test
    void phaseBitsAreSixteenHexDigits() {
        assertThat(DoubleText.bits(0.0)).isEqualTo("0000000000000000");
        assertThat(DoubleText.bits(128.0)).isEqualTo("4060000000000000");
    }

    /** Every text reads back to its double, and no text with one digit less does (the digits are the fewest). */
    @Test
    void randomDoublesRoundTripWithTheFewestDigits() {
        Random random = new Random(15);
        for (int i = 0; i < 20_000; i++) {
            double x = (random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(8));
            String text = DoubleText.shortest(x);
            assertThat(Double.parseDouble(text)).as(text).isEqualTo(x);
            String digits = new java.math.BigDecimal(text).unscaledValue().abs().toString().replaceAll("0+$", "");
            if (digits.length() > 1) {
                java.math.BigDecimal shorter = new java.math.BigDecimal(x)
                        .round(new java.math.MathContext(digits.length() - 1, java.math.RoundingMode.HALF_EVEN));
                assertThat(Double.parseDouble(shorter.toString())).as("%s with a digit less", text).isNotEqualTo(x);
            }
        }
    }
}
