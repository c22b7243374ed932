package evalbench.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.ExchangeEvaluator;
import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The search's evaluation memo: it must change nothing but how often the evaluation runs. */
class EvalCacheTest {
    private static final List<String> POSITIONS = List.of(
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");

    @Test
    void holdsWhatWasStoredUnderItsKeyOnly() {
        EvalCache cache = new EvalCache();
        long key = 0x1234_5678_9abc_def0L;
        assertThat(cache.holds(key)).isFalse();
        cache.store(key, -37);
        assertThat(cache.holds(key)).isTrue();
        assertThat(cache.value(key)).isEqualTo(-37);
        assertThat(cache.holds(key ^ 1)).as("same slot, other key").isFalse();
        cache.store(0, 5);
        assertThat(cache.holds(0)).as("0 marks an empty slot").isFalse();
        cache.clear();
        assertThat(cache.holds(key)).isFalse();
    }

    @Test
    void aSearchGivesTheSameResultWithFewerEvaluations() {
        for (String fen : POSITIONS) {
            CountingEvaluation kept = new CountingEvaluation(true);
            CountingEvaluation notKept = new CountingEvaluation(false);
            SearchResult withCache = search(fen, kept);
            SearchResult without = search(fen, notKept);
            assertThat(withCache.bestMove()).as(fen).isEqualTo(without.bestMove());
            assertThat(withCache.score()).as(fen).isEqualTo(without.score());
            assertThat(withCache.nodes()).as(fen).isEqualTo(without.nodes());
            assertThat(withCache.pvUci()).as(fen).isEqualTo(without.pvUci());
            assertThat(kept.calls).as(fen).isLessThan(notKept.calls);
        }
    }

    private static SearchResult search(String fen, CountingEvaluation evaluation) {
        SearchProfile profile = new WithEvaluation(SearchProfile.standard("test"), evaluation);
        return new Search(profile, new MaterialEvaluator(), 4).run(Position.fromFen(fen), SearchLimits.depth(6),
                SearchListener.NONE);
    }

    /** Material with a positional twist (so scores differ between squares) that counts its calls. */
    private static final class CountingEvaluation implements SearchEvaluation {
        private final MaterialEvaluator material = new MaterialEvaluator();
        private final boolean reusable;
        long calls;

        CountingEvaluation(boolean reusable) {
            this.reusable = reusable;
        }

        @Override
        public int evaluate(Position position) {
            calls++;
            int centre = Long.bitCount(position.occupancy(position.sideToMove()) & 0x0000_3C3C_3C3C_0000L);
            return material.evaluate(position) + 3 * centre;
        }

        @Override
        public boolean lastResultReusable() {
            return reusable;
        }
    }

    /** A profile as given, but with another evaluation. */
    private record WithEvaluation(SearchProfile delegate, SearchEvaluation evaluation) implements ProfileDelegate {
        @Override
        public SearchProfile withOptions(Map<String, String> values) {
            return new WithEvaluation(delegate.withOptions(values), evaluation);
        }

        @Override
        public SearchEvaluation evaluation(Evaluator evaluator, MoveSource source, ExchangeEvaluator exchange) {
            return evaluation;
        }
    }
}
