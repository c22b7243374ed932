package evalbench.toga;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import evalbench.core.Move;
import evalbench.core.Square;
import org.junit.jupiter.api.Test;

/** Toga's one-bound table: which store wins, what the PV fill leaves, which entry a new key replaces. */
class TogaTableTest {
    private static final int E2E4 = Move.make(Square.E2, Square.E4);
    private static final int D2D4 = Move.make(Square.D2, Square.D4);

    @Test
    void aShallowerStoreOnlyFillsAMissingMove() {
        TogaTable table = new TogaTable(1);
        table.newSearch();
        table.store(42L, Move.NONE, 6, TogaTable.LOWER, 120);
        table.store(42L, E2E4, 3, TogaTable.UPPER, -50);
        assertThat(table.probe(42L)).isTrue();
        assertThat(table.depth).isEqualTo(6);
        assertThat(table.flags).isEqualTo(TogaTable.LOWER);
        assertThat(table.value).isEqualTo(120);
        assertThat(table.move).isEqualTo(E2E4);
    }

    @Test
    void anEqualOrDeeperStoreReplacesTheBoundAndKeepsTheMoveWhenItHasNone() {
        TogaTable table = new TogaTable(1);
        table.newSearch();
        table.store(42L, E2E4, 4, TogaTable.LOWER, 120);
        table.store(42L, Move.NONE, 4, TogaTable.UPPER, -31_000);
        assertThat(table.probe(42L)).isTrue();
        assertThat(table.flags).isEqualTo(TogaTable.UPPER);
        assertThat(table.value).isEqualTo(-31_000);
        assertThat(table.move).isEqualTo(E2E4);
    }

    @Test
    void thePvFillsDepthIsKeptAs129AndNeverOverwritten() {
        TogaTable table = new TogaTable(1);
        table.newSearch();
        table.store(7L, D2D4, -127, 0, -30_000);
        table.store(7L, E2E4, 8, TogaTable.EXACT, 35);
        assertThat(table.probe(7L)).isTrue();
        assertThat(table.depth).isEqualTo(129);
        assertThat(table.flags).isZero();
        assertThat(table.value).isEqualTo(-30_000);
        assertThat(table.move).isEqualTo(D2D4);
    }

    @Test
    void aNewKeyReplacesTheShallowestEntryOfItsCluster() {
        TogaTable table = new TogaTable(1);
        table.newSearch();
        long size = 1L << 16; // 1 MB of 16-byte entries: keys that differ only above bit 16 share a cluster
        for (int i = 0; i < 4; i++) {
            table.store(i * size, E2E4, 5 - i, TogaTable.EXACT, i); // fills the four entries of cluster 0
        }
        table.store(4 * size, D2D4, 9, TogaTable.LOWER, 99);
        assertThat(table.probe(3 * size)).as("depth 2, the shallowest").isFalse();
        assertThat(table.probe(0)).isTrue();
        assertThat(table.probe(4 * size)).isTrue();
        assertThat(table.value).isEqualTo(99);
    }

    @Test
    void aMissNeedsTheWholeKey() {
        TogaTable table = new TogaTable(1);
        table.newSearch();
        table.store(0x1234_5678_0000_0001L, E2E4, 3, TogaTable.EXACT, 5);
        assertThat(table.probe(0x1234_5678_0000_0001L)).isTrue();
        assertThat(table.probe(0x1234_5679_0000_0001L)).isFalse();
    }

    /** A cleared entry (key 0, so key 0 meets it) reads as Toga clears it: no move, depth 128, no bound. */
    @Test
    void newClearedAndResizedTablesHoldClearedEntries() {
        TogaTable table = new TogaTable(2);
        assertCleared(table);
        table.newSearch();
        for (long k = 0; k < 2000; k++) {
            table.store(k * 0x9E37_79B9_7F4A_7C15L, E2E4, 3, TogaTable.EXACT, 7);
        }
        assertThat(table.hashFull()).isPositive();
        table.clear();
        assertCleared(table);
        assertThat(table.hashFull()).isZero();
        table.store(5L, E2E4, 3, TogaTable.EXACT, 7);
        table.resize(1);
        assertThat(table.megabytes()).isEqualTo(1);
        assertCleared(table);
        assertThat(table.probe(5L)).isFalse();
    }

    @Test
    void aSizeThatDoesNotFitKeepsTheOldSize() {
        assumeTrue(Runtime.getRuntime().maxMemory() < 8000L << 20, "the test JVM's heap is smaller than 8 GB");
        TogaTable table = new TogaTable(2);
        assertThatThrownBy(() -> table.resize(8192)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("Hash 8192 MB does not fit").hasMessageEndingWith("kept 2 MB");
        assertThat(table.megabytes()).isEqualTo(2);
        assertCleared(table);
        table.newSearch();
        table.store(42L, D2D4, 4, TogaTable.LOWER, -3);
        assertThat(table.probe(42L)).isTrue();
        assertThat(table.value).isEqualTo(-3);
    }

    private static void assertCleared(TogaTable table) {
        assertThat(table.probe(0)).as("key 0 meets the first cleared entry of its cluster").isTrue();
        assertThat(new int[] {table.move, table.depth, table.flags, table.value}).containsExactly(Move.NONE, 128, 0, 0);
        for (long k = 1; k < 2000; k++) {
            assertThat(table.probe(k * 0x9E37_79B9_7F4A_7C15L)).isFalse();
        }
    }
}
