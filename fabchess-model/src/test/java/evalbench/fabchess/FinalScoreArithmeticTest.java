package evalbench.fabchess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The final score's integer shortcuts against the double arithmetic of the original they replace: the endgame
 * half's ÷ 1.5 as an integer division, on every int from -2^24 to 2^24 and on random ints over the whole range;
 * the phase mix's ÷ 128 as a multiplication, on random totals at every phase the clamp range gives.
 */
class FinalScoreArithmeticTest {
    private final FabChessParameters p = new FabChessParameters(new FabChessModel().defaultParameters());
    private final FinalScore finalScore = new FinalScore(p);
    private final double divisor = (double) p.endgameDivisorNumerator / p.endgameDivisorDenominator;

    @Test
    void theEndgameDivisionTruncatesAsTheDoubleDivisionDoes() {
        assertThat(divisor).isEqualTo(1.5);
        for (int x = -(1 << 24); x <= 1 << 24; x++) {
            if (finalScore.divideEndgame(x) != (int) (x / divisor)) {
                assertThat(finalScore.divideEndgame(x)).as("eg %d", x).isEqualTo((int) (x / divisor));
            }
        }
        Random random = new Random(32);
        for (int i = 0; i < 5_000_000; i++) {
            int x = random.nextInt();
            if (finalScore.divideEndgame(x) != (int) (x / divisor)) {
                assertThat(finalScore.divideEndgame(x)).as("eg %d", x).isEqualTo((int) (x / divisor));
            }
        }
        for (int x : new int[] {Integer.MIN_VALUE, Integer.MIN_VALUE + 1, Integer.MAX_VALUE, Integer.MAX_VALUE - 1}) {
            assertThat(finalScore.divideEndgame(x)).as("eg %d", x).isEqualTo((int) (x / divisor));
        }
    }

    @Test
    void theMixMultipliesByTheScalesInverseWithTheSameBits() {
        Phase phase = new Phase(p);
        double scale = p.phaseScale;
        Random random = new Random(128);
        for (int m = p.phaseEgLimit; m <= p.phaseMgLimit; m++) {
            double ph = phase.of(m);
            for (int i = 0; i < 300; i++) {
                int bound = i % 3 == 0 ? 100 : i % 3 == 1 ? 5_000 : 1 << 20;
                int mg = random.nextInt(2 * bound + 1) - bound;
                int eg = random.nextInt(2 * bound + 1) - bound;
                double expected = ((double) mg * ph + (double) eg * (scale - ph)) / scale;
                double actual = finalScore.interpolate(mg, eg, ph);
                if (Double.doubleToRawLongBits(actual) != Double.doubleToRawLongBits(expected)) {
                    assertThat(actual).as("mg %d eg %d phase %s", mg, eg, ph).isEqualTo(expected);
                }
            }
        }
    }
}
