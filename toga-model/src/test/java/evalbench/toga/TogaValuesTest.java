package evalbench.toga;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Toga's table value conversion, its lopsided "win" band included, and its late-move reduction table. */
class TogaValuesTest {
    @Test
    void matesMoveByHeightBothWays() {
        assertThat(TogaSearch.toTable(29_990, 5)).isEqualTo(29_995);
        assertThat(TogaSearch.fromTable(29_995, 7)).isEqualTo(29_988);
        assertThat(TogaSearch.toTable(-29_990, 5)).isEqualTo(-29_995);
        assertThat(TogaSearch.fromTable(-29_995, 7)).isEqualTo(-29_988);
    }

    @Test
    void lossValuesMoveFortyPerPlyBothWays() {
        assertThat(TogaSearch.toTable(-5000, 10)).isEqualTo(-5400);
        assertThat(TogaSearch.fromTable(-5400, 10)).isEqualTo(-5000);
    }

    @Test
    void winValuesAreStoredUnchangedButLoseFortyPerPlyOnEveryRead() {
        assertThat(TogaSearch.toTable(5000, 10)).isEqualTo(5000);
        assertThat(TogaSearch.fromTable(5000, 10)).isEqualTo(4600);
        assertThat(TogaSearch.fromTable(3000, 10)).as("the band's edges are outside it").isEqualTo(3000);
        assertThat(TogaSearch.toTable(-3000, 10)).isEqualTo(-3000);
    }

    @Test
    void ordinaryValuesPassUnchanged() {
        assertThat(TogaSearch.toTable(250, 12)).isEqualTo(250);
        assertThat(TogaSearch.fromTable(-250, 12)).isEqualTo(-250);
    }

    /** Fruit's root list holds 16-bit values; Toga's aspiration window can pass -32768 and wrap there. */
    @Test
    void rootListValuesWrapInSixteenBits() {
        assertThat(TogaSearch.listValue(-29_987)).isEqualTo(-29_987);
        assertThat(TogaSearch.listValue(-32_767)).as("the list's 'no value'").isEqualTo(-32_767);
        assertThat(TogaSearch.listValue(-35_875)).as("a window edge after six fail lows").isEqualTo(29_661);
        assertThat(TogaSearch.listValue(-32_769)).isEqualTo(32_767);
        assertThat(TogaSearch.listValue(32_768)).as("an upper edge past +32767").isEqualTo(-32_768);
    }

    /** The thresholds of the Toga search spec's table (n >= k gives r), depths 3 to 10. */
    @Test
    void reductionsFollowThePublishedThresholds() {
        int[][][] pv = {
            {{16, 1}}, {{9, 1}}, {{7, 1}, {42, 2}}, {{6, 1}, {29, 2}}, {{5, 1}, {22, 2}}, {{5, 1}, {18, 2}},
            {{4, 1}, {16, 2}, {61, 3}}, {{4, 1}, {14, 2}, {50, 3}}};
        int[][][] nonPv = {
            {{4, 1}, {31, 2}}, {{3, 1}, {16, 2}}, {{3, 1}, {11, 2}, {42, 3}}, {{3, 1}, {9, 2}, {29, 3}},
            {{3, 1}, {7, 2}, {22, 3}}, {{3, 1}, {7, 2}, {18, 3}, {54, 4}}, {{2, 1}, {6, 2}, {16, 3}, {43, 4}},
            {{2, 1}, {6, 2}, {14, 3}, {37, 4}}};
        for (int d = 3; d <= 10; d++) {
            for (int n = 3; n <= 63; n++) {
                assertThat(LateMoveReductions.INSTANCE.of(true, d, n)).as("PV d %d n %d", d, n)
                        .isEqualTo(expected(pv[d - 3], n));
                assertThat(LateMoveReductions.INSTANCE.of(false, d, n)).as("non-PV d %d n %d", d, n)
                        .isEqualTo(expected(nonPv[d - 3], n));
            }
        }
    }

    private static int expected(int[][] thresholds, int n) {
        int r = 0;
        for (int[] t : thresholds) {
            if (n >= t[0]) {
                r = t[1];
            }
        }
        return r;
    }
}
