package evalbench.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Position;
import org.junit.jupiter.api.Test;

/** The warm-up takes about the time asked for and leaves nothing behind that changes a later search. */
class WarmUpTest {
    private static final String FEN = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8";

    private static Search newSearch() {
        return new Search(SearchProfile.standard("test"), new MaterialEvaluator(), 16);
    }

    @Test
    void takesAboutTheTimeAskedFor() {
        long start = System.nanoTime();
        WarmUp.run(newSearch(), 300);
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertThat(ms).isBetween(300L, 300L + 1000L); // one more search slice of 75 ms at most, plus a loaded machine
    }

    @Test
    void aFixedDepthSearchAfterTheWarmUpIsTheSameAsOnAFreshSearch() {
        SearchResult fresh = newSearch().run(Position.fromFen(FEN), SearchLimits.depth(5), SearchListener.NONE);
        Search warmed = newSearch();
        WarmUp.run(warmed, 200);
        SearchResult after = warmed.run(Position.fromFen(FEN), SearchLimits.depth(5), SearchListener.NONE);
        assertThat(after.bestMove()).isEqualTo(fresh.bestMove());
        assertThat(after.nodes()).isEqualTo(fresh.nodes());
        assertThat(after.score()).isEqualTo(fresh.score());
    }
}
