package evalbench.studies.tables;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class QuadFitterTest {
    private final QuadFitter fitter = TablesAnalysis.quadFitter();
    private final QuadCurve curve = fitter.curve();

    @Test
    void fruitsBonusCurve() {
        assertArrayEquals(new int[] {0, 0, 0, 26, 77, 154, 256, 0}, TablesText.bonusArray(curve));
        assertEquals(256, curve.unit());
    }

    @Test
    void handComputedArrays() {
        // quad(10, 70): 60 * 26 / 256 = 6.09, 60 * 77 / 256 = 18.05, 60 * 154 / 256 = 36.09: both rules agree
        assertArrayEquals(new int[] {10, 10, 10, 16, 28, 46, 70, 10}, curve.array(10, 70, Rounding.ROUND));
        assertArrayEquals(new int[] {10, 10, 10, 16, 28, 46, 70, 10}, curve.array(10, 70, Rounding.TRUNCATE));
        // quad(0, 1000): 101.56 -> 101 truncated / 102 rounded; 300.78 -> 300 / 301; 601.56 -> 601 / 602
        assertArrayEquals(new int[] {0, 0, 0, 101, 300, 601, 1000, 0}, curve.array(0, 1000, Rounding.TRUNCATE));
        assertArrayEquals(new int[] {0, 0, 0, 102, 301, 602, 1000, 0}, curve.array(0, 1000, Rounding.ROUND));
        // quad(0, 5): 0.51 -> 1 rounded, 0 truncated
        assertEquals(1, curve.value(0, 5, 3, Rounding.ROUND));
        assertEquals(0, curve.value(0, 5, 3, Rounding.TRUNCATE));
    }

    @Test
    void arraysFromKnownMinMaxAndRuleAreRecovered() {
        Random random = new Random(4);
        for (int i = 0; i < 2000; i++) {
            int min = random.nextInt(2000);
            int max = min + random.nextInt(6000);
            Rounding rule = random.nextBoolean() ? Rounding.ROUND : Rounding.TRUNCATE;
            int[] array = curve.array(min, max, rule);
            QuadFit fit = fitter.fit(array);
            assertTrue(fit.exact());
            assertEquals(0, fit.maxAbsResidual());
            assertEquals(min, fit.min());
            assertEquals(max, fit.max());
            assertTrue(fit.rounding() == rule || fit.alsoFits().contains(rule), () -> "rule " + rule + " for " + min + ".." + max);
            assertArrayEquals(array, curve.array(fit.min(), fit.max(), fit.rounding()));
        }
    }

    @Test
    void rybkasPassedFreeIsTruncationOnly() {
        QuadFit fit = fitter.fit(new int[] {0, 0, 0, 101, 300, 601, 1000, 1000});
        assertEquals(Rounding.TRUNCATE, fit.rounding());
        assertEquals(List.of(), fit.alsoFits());
        assertEquals(0, fit.min());
        assertEquals(1000, fit.max());
        assertEquals("max", fit.rank8Holds());
    }

    @Test
    void anArrayNoRuleMakesIsNone() {
        QuadFit fit = fitter.fit(new int[] {0, 0, 0, 100, 300, 600, 1000, 1000}); // the "natural" 10-30-60-100
        assertEquals(Rounding.NONE, fit.rounding());
        // truncated: 101 300 601 (off by 1 twice); rounded: 102 301 602 (off by 2): the nearest is truncation
        assertEquals(1, fit.maxAbsResidual());
        assertEquals(Rounding.TRUNCATE, fit.nearest());
        assertEquals(1000, fit.max());
    }

    @Test
    void aFlatArrayIsMinEqualsMax() {
        QuadFit fit = fitter.fit(new int[] {25600, 25600, 25600, 25600, 25600, 25600, 25600, 25600});
        assertEquals(25600, fit.min());
        assertEquals(25600, fit.max());
        assertEquals(Rounding.ROUND, fit.rounding());
        assertEquals(List.of(Rounding.TRUNCATE), fit.alsoFits());
    }
}
