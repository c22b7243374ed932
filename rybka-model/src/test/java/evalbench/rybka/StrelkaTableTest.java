package evalbench.rybka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;

/** Strelka's table: all zero bits is an empty entry, so a new, a cleared and a resized table are the same. */
class StrelkaTableTest {
    private static final long GOLDEN = 0x9E37_79B9_7F4A_7C15L;

    @Test
    void newClearedAndResizedTablesAreEmpty() {
        StrelkaTable table = new StrelkaTable(2);
        assertEmpty(table);
        fill(table);
        assertThat(table.hashFull()).isPositive();
        table.clear();
        assertEmpty(table);
        assertThat(table.hashFull()).isZero();
        fill(table);
        table.resize(1);
        assertThat(table.megabytes()).isEqualTo(1);
        assertEmpty(table);
    }

    @Test
    void aNewEntrySetsOnlyWhatItStores() {
        StrelkaTable table = new StrelkaTable(1);
        table.newSearch();
        long key = 3L << 40 | 17;
        table.storeUpper(key, 5, -40);
        assertThat(table.probe(key, true)).isTrue();
        assertThat(new int[] {table.move, table.minDepth, table.maxDepth, table.maxValue})
                .containsExactly(0, 0, 5, -40);
        table.storeMove(key, 777, 7, 31_600); // a mate bound: depth 64
        assertThat(table.probe(key, true)).isTrue();
        assertThat(new int[] {table.move, table.minDepth, table.minValue, table.maxDepth, table.maxValue})
                .containsExactly(777, StrelkaTable.MATE_DEPTH, 31_600, 5, -40);
    }

    @Test
    void aSizeThatDoesNotFitKeepsTheOldSize() {
        assumeTrue(Runtime.getRuntime().maxMemory() < 8000L << 20, "the test JVM's heap is smaller than 8 GB");
        StrelkaTable table = new StrelkaTable(2);
        assertThatThrownBy(() -> table.resize(8192)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("Hash 8192 MB does not fit").hasMessageEndingWith("kept 2 MB");
        assertThat(table.megabytes()).isEqualTo(2);
        assertEmpty(table);
        table.storeExact(99L << 32, 12, 3, 8);
        assertThat(table.probe(99L << 32, false)).isTrue();
        assertThat(table.minValue).isEqualTo(8);
    }

    private static void fill(StrelkaTable table) {
        table.newSearch();
        for (long k = 1; k < 2000; k++) {
            table.storeExact(k * GOLDEN, (int) k, (int) (k % 9) + 1, (int) (k % 301) - 150);
        }
    }

    private static void assertEmpty(StrelkaTable table) {
        for (long k = 1; k < 2000; k++) {
            assertThat(table.probe(k * GOLDEN, false)).isFalse();
        }
        assertThat(table.probe(5, false)).as("lock 0 meets an empty entry").isTrue();
        assertThat(new int[] {table.move, table.minDepth, table.maxDepth, table.minValue, table.maxValue})
                .containsExactly(0, 0, 0, 0, 0);
    }
}
