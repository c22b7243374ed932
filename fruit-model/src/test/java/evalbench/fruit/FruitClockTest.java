package evalbench.fruit;

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

/**
 * Fruit 2.1's time rules: the limits from a move time (moved from engine-core's SearchControlTest), the soft limit
 * against the root's state, and a search without time through the driver.
 */
class FruitClockTest {
    private static final ClockRules FRUIT = FruitSearchParts.clockRules();

    @Test
    void aMoveTimeIsTheHardLimit() {
        RootState c = new RootState();
        FRUIT.start(SearchLimits.moveTime(1000), Colour.WHITE, false, c);
        assertThat(c.hardLimitMs()).isEqualTo(1000);
        assertThat(c.softLimitMs()).isEqualTo(5000);
    }

    @Test
    void theSoftLimitEndsTheFirstRootMoveUnlessTheScoreFalls() {
        RootState s = new RootState();
        s.limitTime(0, 1e9);
        FRUIT.check(s);
        assertThat(s.endMarked()).as("soft limit reached at the first root move").isTrue();
        s.clearEnd();
        FRUIT.newBest(2, -50, s); // 50 below the last iteration's 0: the score falls
        assertThat(s.bad()).isTrue();
        FRUIT.check(s);
        assertThat(s.endMarked()).isFalse();
        FRUIT.newBest(2, -49, s); // a better one clears the mark (Strelka keeps it)
        assertThat(s.bad()).isFalse();
        FRUIT.check(s);
        assertThat(s.endMarked()).isTrue();
        FRUIT.rootChange(s); // another move beat the first: go on
        assertThat(s.endMarked()).isFalse();
    }

    @Test
    void aSearchWithNoTimeLeftEndsAfterItsFirstIteration() {
        FruitModel model = new FruitModel();
        // 100 ms on the clock: the reserve (1 s) leaves nothing, so the first iteration is the last
        SearchResult r = new Search(model.searchProfile(), model.create(), 1).run(Position.start(),
                SearchLimits.none().withClock(100, 100, 0, 0, 0), SearchListener.NONE);
        assertThat(r.iterations()).as("completed iterations").hasSize(1);
    }
}
