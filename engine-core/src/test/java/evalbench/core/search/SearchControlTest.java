package evalbench.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Colour;
import org.junit.jupiter.api.Test;

/** The time limits of both rule sets, from the clock. */
class SearchControlTest {
    private static SearchControl started(SearchLimits limits, SearchSettings.Clock clock) {
        SearchControl control = new SearchControl();
        control.start(limits, Colour.WHITE, false, clock);
        return control;
    }

    @Test
    void deferredClockKeepsTwoSecondsBackAndSharesOutThirtyMoves() {
        SearchControl c = started(SearchLimits.none().withClock(60_000, 60_000, 0, 0, 0),
                SearchSettings.Clock.DEFERRED);
        assertThat(c.softLimitMs()).isEqualTo(1933); // (60000 - 2000) / 30
        assertThat(c.hardLimitMs()).isEqualTo(29_000); // half of what is left
        c = started(SearchLimits.none().withClock(60_000, 60_000, 1000, 1000, 0), SearchSettings.Clock.DEFERRED);
        assertThat(c.softLimitMs()).isEqualTo(2900); // (58000 + 29 x 1000) / 30
        assertThat(c.hardLimitMs()).isEqualTo(43_500);
    }

    @Test
    void deferredClockKeepsTenPercentAndFiveSecondsBackBeyondThirtyMovesToGo() {
        SearchControl c = started(SearchLimits.none().withClock(60_000, 60_000, 0, 0, 40),
                SearchSettings.Clock.DEFERRED);
        assertThat(c.softLimitMs()).isEqualTo(1633); // (54000 - 5000) / 30
        assertThat(c.hardLimitMs()).isEqualTo(24_500);
    }

    @Test
    void aMoveTimeIsTheHardLimitForBoth() {
        for (SearchSettings.Clock clock : SearchSettings.Clock.values()) {
            SearchControl c = started(SearchLimits.moveTime(1000), clock);
            assertThat(c.hardLimitMs()).isEqualTo(1000);
            assertThat(c.softLimitMs()).isEqualTo(5000);
        }
    }
}
