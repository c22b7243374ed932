package evalbench.core.eval;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Position;
import org.junit.jupiter.api.Test;

/** A summary is computed once per key while its slot keeps it; fresh requests and a cache switched off always compute. */
class SummaryCacheTest {
    /** A record of one number: the key's digit sum, and how often it was computed. */
    private static final class Digits implements SummaryCache.Summary {
        long value;

        @Override
        public void save(long[] out, int at) {
            out[at] = value;
        }

        @Override
        public void load(long[] in, int at) {
            value = in[at];
        }
    }

    private int computed;
    private long nextKey;

    private SummaryCache<Digits> cache(boolean on) {
        return new SummaryCache<>(6, 1, new Digits(), (position, into) -> {
            computed++;
            into.value = Long.bitCount(nextKey);
        }, on);
    }

    private long get(SummaryCache<Digits> cache, long key, boolean fresh) {
        nextKey = key;
        return cache.get(Position.start(), key, fresh).value;
    }

    @Test
    void computesEachKeyOnceThenLoadsIt() {
        SummaryCache<Digits> cache = cache(true);
        long a = 0x1234_5678_9ABC_DEF0L;
        long b = 0x7000_0000_0000_0003L; // another slot (top six bits differ)
        assertThat(get(cache, a, false)).isEqualTo(Long.bitCount(a));
        assertThat(get(cache, b, false)).isEqualTo(Long.bitCount(b));
        assertThat(get(cache, a, false)).isEqualTo(Long.bitCount(a)); // loaded from its slot
        assertThat(get(cache, a, false)).isEqualTo(Long.bitCount(a)); // the record still holds it
        assertThat(computed).isEqualTo(2);
        assertThat(get(cache, a, true)).isEqualTo(Long.bitCount(a));
        assertThat(computed).isEqualTo(3);
        cache.clear();
        get(cache, b, false);
        assertThat(computed).isEqualTo(4);
    }

    @Test
    void aCacheSwitchedOffComputesEveryTime() {
        SummaryCache<Digits> cache = cache(false);
        for (int i = 0; i < 3; i++) {
            assertThat(get(cache, 99, false)).isEqualTo(Long.bitCount(99));
        }
        assertThat(computed).isEqualTo(3);
    }
}
