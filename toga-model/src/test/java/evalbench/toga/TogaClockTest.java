package evalbench.toga;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Position;
import evalbench.core.search.Search;
import evalbench.core.search.SearchLimits;
import evalbench.core.search.SearchListener;
import evalbench.core.search.SearchResult;
import org.junit.jupiter.api.Test;

/** Toga II 3.0 shares out its time by Fruit 2.1's rules, which its profile takes through fruit-model's API. */
class TogaClockTest {
    @Test
    void aSearchWithNoTimeLeftEndsAfterItsFirstIteration() {
        TogaModel model = new TogaModel();
        // 100 ms on the clock: Fruit's reserve (1 s) leaves nothing, so the first iteration is the last
        SearchResult r = new Search(model.searchProfile(), model.create(), 1).run(Position.start(),
                SearchLimits.none().withClock(100, 100, 0, 0, 0), SearchListener.NONE);
        assertThat(r.iterations()).as("completed iterations").hasSize(1);
    }
}
