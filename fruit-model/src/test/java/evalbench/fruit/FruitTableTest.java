package evalbench.fruit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import evalbench.core.search.SearchValues;
import org.junit.jupiter.api.Test;

/**
 * Fruit's table keeps its bounds word XOR the empty entry's, so that a new array (all zero bits) is an empty table
 * without a second pass. These tests read entries back through {@link FruitTable#probe} and compare them
 * with what Fruit's rules say they hold, so a wrong encoding shows as a wrong bound or depth.
 */
class FruitTableTest {
    private static final int INF = SearchValues.INFINITE;
    /** Keys that differ above bit 16 share a cluster of a 1 MB table (65,536 entries). */
    private static final long LOCK = 1L << 32;

    @Test
    void aNewTableIsEmptyWithoutBeingFilled() {
        FruitTable table = new FruitTable(1, INF);
        assertThat(table.isEmpty()).isTrue();
        FruitTable.Entry e = new FruitTable.Entry();
        assertThat(table.probe(7 * LOCK + 3, e)).isFalse();
        // A key whose lock is 0 meets an empty entry, as in Fruit: it must read as "no move, no bounds".
        assertThat(table.probe(3, e)).isTrue();
        assertThat(new int[] {e.move, e.moveDepth, e.minDepth, e.maxDepth, e.minValue, e.maxValue})
                .containsExactly(0, -128, -128, -128, -INF, INF);
    }

    @Test
    void boundsAreKeptBoundByBoundWithTheirDepths() {
        FruitTable table = new FruitTable(1, INF);
        table.newSearch();
        long key = 5 * LOCK + 77;
        table.store(key, 1234, 6, 100, INF); // a lower bound with a move
        table.store(key, 0, 3, -INF, -29_990); // an upper bound, shallower, no move
        table.store(key, 999, 2, -INF, INF); // a shallower move: not taken
        FruitTable.Entry e = new FruitTable.Entry();
        assertThat(table.probe(key, e)).isTrue();
        assertThat(new int[] {e.move, e.moveDepth, e.minDepth, e.maxDepth, e.minValue, e.maxValue})
                .containsExactly(1234, 6, 6, 3, 100, -29_990);
        table.store(key, 4321, 6, -INF + 1, INF - 1); // as deep: every part replaced
        assertThat(table.probe(key, e)).isTrue();
        assertThat(new int[] {e.move, e.moveDepth, e.minDepth, e.maxDepth, e.minValue, e.maxValue})
                .containsExactly(4321, 6, 6, 6, -INF + 1, INF - 1);
    }

    @Test
    void clearAndResizeLeaveTheTableANewOneWouldBe() {
        FruitTable table = new FruitTable(2, INF);
        fill(table);
        table.clear();
        assertThat(table.isEmpty()).isTrue();
        fill(table);
        table.resize(1);
        assertThat(table.isEmpty()).isTrue();
        assertThat(table.megabytes()).isEqualTo(1);
        assertThat(table.size()).isEqualTo(1 << 16);
        // the same stores on the resized table and a new one read back the same
        FruitTable fresh = new FruitTable(1, INF);
        fill(table);
        fill(fresh);
        FruitTable.Entry a = new FruitTable.Entry();
        FruitTable.Entry b = new FruitTable.Entry();
        for (long k = 0; k < 3000; k++) {
            long key = k * 0x9E37_79B9_7F4A_7C15L;
            assertThat(table.probe(key, a)).isEqualTo(fresh.probe(key, b));
            assertThat(a.toString()).isEqualTo(b.toString());
        }
        assertThat(table.hashFull()).isEqualTo(fresh.hashFull()).isPositive();
    }

    @Test
    void aSizeThatDoesNotFitKeepsTheOldSize() {
        // 8 GB in one array: more than this JVM may use, so the allocation fails at once
        assumeTrue(Runtime.getRuntime().maxMemory() < 8000L << 20, "the test JVM's heap is smaller than 8 GB");
        FruitTable table = new FruitTable(2, INF);
        assertThatThrownBy(() -> table.resize(8192)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("Hash 8192 MB does not fit").hasMessageEndingWith("kept 2 MB");
        assertThat(table.megabytes()).isEqualTo(2);
        assertThat(table.isEmpty()).isTrue();
        table.store(9 * LOCK, 55, 4, 10, 10);
        FruitTable.Entry e = new FruitTable.Entry();
        assertThat(table.probe(9 * LOCK, e)).isTrue();
        assertThat(e.minValue).isEqualTo(10);
        assertThatThrownBy(() -> table.resize(0)).hasMessageContaining("1..8192");
    }

    private static void fill(FruitTable table) {
        table.newSearch();
        for (long k = 0; k < 3000; k++) {
            long key = k * 0x9E37_79B9_7F4A_7C15L;
            int v = (int) (k % 401) - 200;
            table.store(key, (int) (k & 0xFFFF), (int) (k % 9), k % 3 == 0 ? -INF : v, k % 3 == 1 ? INF : v + 5);
        }
    }
}
