package evalbench.fabchess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;

/** FabChess's bucket replacement: first empty/stale/same-key slot to the front, else the least worth slot. */
class FabChessTableTest {
    private static final long BUCKETS = 1024L * 1024L;

    /** Keys landing in bucket 5 of a 64 MB table. */
    private static long key(int n) {
        return 5 + n * BUCKETS;
    }

    @Test
    void theBucketIsTheKeyModuloTheBucketsAtEverySize() {
        java.util.Random random = new java.util.Random(64);
        for (int megabytes : new int[] {1, 3, 16, 48, 64, 100}) {
            FabChessTable table = new FabChessTable(megabytes);
            for (int i = 0; i < 200_000; i++) {
                long key = random.nextLong();
                assertThat(table.bucket(key)).as("%d MB, key %x", megabytes, key)
                        .isEqualTo((int) Long.remainderUnsigned(key, table.buckets()) * 3);
            }
            assertThat(table.bucket(-1L)).isEqualTo((int) Long.remainderUnsigned(-1L, table.buckets()) * 3);
        }
    }

    @Test
    void bucketFillsAndTheNewestIsInFront() {
        FabChessTable table = new FabChessTable(64);
        table.store(key(1), 1 << 4, 10, 0, 3, FabChessTable.LOWER, 0);
        table.store(key(2), 2 << 4, 20, 0, 3, FabChessTable.LOWER, 0);
        table.store(key(3), 3 << 4, 30, 0, 3, FabChessTable.LOWER, 0);
        assertThat(table.probe(key(1))).isTrue();
        assertThat(table.probe(key(3))).isTrue();
        assertThat(table.score()).isEqualTo(30);
        assertThat(table.probe(key(4))).isFalse();
    }

    @Test
    void fullBucketReplacesTheLeastWorth() {
        FabChessTable table = new FabChessTable(64);
        table.store(key(1), 1 << 4, 10, 0, 5, FabChessTable.PV, 0); // worth 5.0
        table.store(key(2), 2 << 4, 20, 0, 5, 0, 0); // worth 3.5
        table.store(key(3), 3 << 4, 30, 0, 6, 0, 0); // worth 4.2
        // Depth 5 without PV (3.5) replaces the entry of worth 3.5, not the others.
        table.store(key(4), 4 << 4, 40, 0, 5, 0, 0);
        assertThat(table.probe(key(2))).isFalse();
        assertThat(table.probe(key(4))).isTrue();
        assertThat(table.probe(key(1))).isTrue();
        assertThat(table.probe(key(3))).isTrue();
        // Too shallow: nothing stored.
        table.store(key(5), 5 << 4, 50, 0, 1, 0, 0);
        assertThat(table.probe(key(5))).isFalse();
    }

    @Test
    void sameKeyOfGreaterWorthIsKept() {
        FabChessTable table = new FabChessTable(64);
        table.store(key(1), 1 << 4, 10, 0, 8, FabChessTable.PV, 0);
        table.store(key(1), 2 << 4, 99, 0, 2, 0, 0);
        assertThat(table.probe(key(1))).isTrue();
        assertThat(table.score()).isEqualTo(10);
        assertThat(table.depth()).isEqualTo(8);
    }

    @Test
    void mateScoresAreStoredRelativeToTheNode() {
        assertThat(FabChessSearch.toTable(14990, 4)).isEqualTo(14994);
        assertThat(FabChessSearch.fromTable(14994, 4)).isEqualTo(14990);
        assertThat(FabChessSearch.toTable(-14990, 4)).isEqualTo(-14994);
        assertThat(FabChessSearch.fromTable(-14994, 4)).isEqualTo(-14990);
        assertThat(FabChessSearch.toTable(300, 4)).isEqualTo(300);
    }

    @Test
    void clearAndResizeEmptyTheTable() {
        FabChessTable table = new FabChessTable(64);
        table.store(key(1), 1 << 4, 10, 0, 3, FabChessTable.LOWER, 0);
        table.store(7, 1 << 4, 10, 0, 3, FabChessTable.LOWER, 0);
        assertThat(table.hashFull()).as("2 of the first 1000 slots").isEqualTo(2);
        table.clear();
        assertThat(table.probe(key(1))).isFalse();
        assertThat(table.hashFull()).isZero();
        table.store(key(1), 1 << 4, 10, 0, 3, FabChessTable.LOWER, 0);
        table.resize(1);
        assertThat(table.megabytes()).isEqualTo(1);
        assertThat(table.probe(key(1))).isFalse();
        table.store(key(1), 1 << 4, 10, 0, 3, FabChessTable.LOWER, 0);
        assertThat(table.probe(key(1))).isTrue();
    }

    @Test
    void aSizeThatDoesNotFitKeepsTheOldSize() {
        // 8192 MB is 7.2 GB of arrays here: the first may fit, the second not
        assumeTrue(Runtime.getRuntime().maxMemory() < 7000L << 20, "the test JVM's heap is smaller than 7 GB");
        FabChessTable table = new FabChessTable(64);
        assertThatThrownBy(() -> table.resize(8192)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("Hash 8192 MB does not fit").hasMessageEndingWith("kept 64 MB");
        assertThat(table.megabytes()).isEqualTo(64);
        table.store(key(2), 2 << 4, 20, 0, 3, FabChessTable.LOWER, 0);
        assertThat(table.probe(key(2))).isTrue();
        assertThat(table.score()).isEqualTo(20);
    }
}
