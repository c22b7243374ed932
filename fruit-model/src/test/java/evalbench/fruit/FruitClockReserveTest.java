package evalbench.fruit;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Colour;
import evalbench.core.search.RootState;
import evalbench.core.search.SearchLimits;
import org.junit.jupiter.api.Test;

/**
 * Issue 23, item 7: Fruit 2.1 keeps one second of its clock back (time x 0.95 - 1 s, its clock counted in
 * seconds); with milliseconds the reserve must be 1000, not 1.
 */
class FruitClockReserveTest {
    private static RootState started(long wtime, int movesToGo) {
        RootState state = new RootState();
        FruitSearchParts.clockRules().start(SearchLimits.none().withClock(wtime, wtime, 0, 0, movesToGo),
                Colour.WHITE, false, state);
        return state;
    }

    @Test
    void oneSecondIsKeptBack() {
        RootState c = started(10_000, 1);
        assertThat(c.hardLimitMs()).isEqualTo(8500); // 10000 x 0.95 - 1000
        // the case: 680 ms left for one move; 0.95 x 680 - 1000 < 0, so no time is planned beyond the minimum
        assertThat(started(680, 1).hardLimitMs()).isEqualTo(0);
    }
}
