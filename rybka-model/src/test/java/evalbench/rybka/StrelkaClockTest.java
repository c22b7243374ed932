package evalbench.rybka;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Colour;
import evalbench.core.Position;
import evalbench.core.search.ClockRules;
import evalbench.core.search.RootState;
import evalbench.core.search.Search;
import evalbench.core.search.SearchLimits;
import evalbench.core.search.SearchListener;
import evalbench.core.search.SearchResult;
import org.junit.jupiter.api.Test;

/** Strelka 2.0 B's time rules (moved from engine-core's SearchControlTest, where they were the "deferred" clock). */
class StrelkaClockTest {
    private static final ClockRules STRELKA = StrelkaClock.RULES;

    private static RootState started(SearchLimits limits) {
        RootState state = new RootState();
        STRELKA.start(limits, Colour.WHITE, false, state);
        return state;
    }

    @Test
    void deferredClockKeepsTwoSecondsBackAndSharesOutThirtyMoves() {
        RootState c = started(SearchLimits.none().withClock(60_000, 60_000, 0, 0, 0));
        assertThat(c.softLimitMs()).isEqualTo(1933); // (60000 - 2000) / 30
        assertThat(c.hardLimitMs()).isEqualTo(29_000); // half of what is left
        c = started(SearchLimits.none().withClock(60_000, 60_000, 1000, 1000, 0));
        assertThat(c.softLimitMs()).isEqualTo(2900); // (58000 + 29 x 1000) / 30
        assertThat(c.hardLimitMs()).isEqualTo(43_500);
    }

    @Test
    void deferredClockKeepsTenPercentAndFiveSecondsBackBeyondThirtyMovesToGo() {
        RootState c = started(SearchLimits.none().withClock(60_000, 60_000, 0, 0, 40));
        assertThat(c.softLimitMs()).isEqualTo(1633); // (54000 - 5000) / 30
        assertThat(c.hardLimitMs()).isEqualTo(24_500);
    }

    @Test
    void aMoveTimeIsTheHardLimit() {
        RootState c = started(SearchLimits.moveTime(1000));
        assertThat(c.hardLimitMs()).isEqualTo(1000);
        assertThat(c.softLimitMs()).isEqualTo(5000);
    }

    @Test
    void aFallMarksTheIterationEvenIfTheScoreRecovers() {
        RootState s = new RootState();
        STRELKA.newBest(2, -50, s); // not more than 50 below the last iteration's 0
        assertThat(s.bad()).isFalse();
        STRELKA.newBest(2, -51, s);
        assertThat(s.bad()).isTrue();
        STRELKA.newBest(2, 10, s);
        assertThat(s.bad()).as("Fruit would clear it").isTrue();
    }

    @Test
    void timeEndsNothingBeforeTheFivePlyIteration() {
        RybkaModel model = new RybkaModel();
        // 100 ms on the clock: both limits are 0, yet the iterations up to 5 plies are all done
        SearchResult r = new Search(model.searchProfile(), model.create(), 1).run(Position.start(),
                SearchLimits.none().withClock(100, 100, 0, 0, 0), SearchListener.NONE);
        assertThat(r.iterations()).as("completed iterations").hasSize(5);
    }
}
