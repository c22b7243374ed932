package evalbench.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The sizing every table layout shares: entries from megabytes, the refused resize, hashfull, the table date. */
class TableSizingTest {
    /** A layout whose allocation fails above a size, as an {@link OutOfMemoryError} would; it logs what happened. */
    private static final class Layout {
        final TableSizing sizing = new TableSizing();
        final List<String> log = new ArrayList<>();
        final int fitsUpTo;
        long[] array = new long[0];

        Layout(int fitsUpTo) {
            this.fitsUpTo = fitsUpTo;
        }

        void resize(int megabytes) {
            sizing.resize(megabytes, this::release, this::allocate);
        }

        void release() {
            log.add("release");
            array = new long[0];
        }

        void allocate(int megabytes) {
            log.add("allocate " + megabytes);
            if (megabytes > fitsUpTo) {
                throw new OutOfMemoryError("Java heap space");
            }
            array = new long[megabytes];
        }
    }

    @Test
    void entriesFromMegabytes() {
        assertThat(TableSizing.powerOfTwoEntries(1, 16)).isEqualTo(1 << 16);
        assertThat(TableSizing.powerOfTwoEntries(3, 16)).as("rounded down to 2 MB").isEqualTo(1 << 17);
        assertThat(TableSizing.powerOfTwoEntries(8192, 16)).isEqualTo(1 << 29);
        assertThat(TableSizing.units(3, 64)).as("not rounded").isEqualTo(3 * 16_384L);
        assertThatThrownBy(() -> TableSizing.powerOfTwoEntries(0, 16)).hasMessageContaining("1..8192");
        assertThatThrownBy(() -> TableSizing.units(8193, 64)).hasMessageContaining("1..8192");
    }

    @Test
    void theOldArraysGoBeforeTheNewOnesAreMade() {
        Layout table = new Layout(100);
        table.resize(4);
        table.resize(8);
        assertThat(table.log).containsExactly("release", "allocate 4", "release", "allocate 8");
        assertThat(table.sizing.megabytes()).isEqualTo(8);
        assertThat(table.array).hasSize(8);
    }

    @Test
    void aSizeThatDoesNotFitIsRefusedAndTheOldSizeMadeAgain() {
        Layout table = new Layout(100);
        table.resize(16);
        table.log.clear();
        assertThatThrownBy(() -> table.resize(4096)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("Hash 4096 MB does not fit").hasMessageEndingWith("kept 16 MB");
        assertThat(table.log).containsExactly("release", "allocate 4096", "release", "release", "allocate 16");
        assertThat(table.sizing.megabytes()).isEqualTo(16);
        assertThat(table.array).hasSize(16);
    }

    @Test
    void aFirstSizeThatDoesNotFitKeepsNothing() {
        Layout table = new Layout(100);
        assertThatThrownBy(() -> table.resize(200)).hasMessageStartingWith("Hash 200 MB does not fit")
                .hasMessageNotContaining("kept");
        assertThat(table.sizing.megabytes()).isZero();
        assertThat(table.array).isEmpty();
    }

    @Test
    void hashFullIsThePermilleOfTheFirstThousandEntries() {
        assertThat(TableSizing.hashFull(1 << 16, i -> i % 4 == 0)).isEqualTo(250);
        assertThat(TableSizing.hashFull(1 << 16, i -> i >= 1000)).as("only the first thousand count").isZero();
        assertThat(TableSizing.hashFull(10, i -> i < 5)).as("a smaller table: all of it").isEqualTo(500);
        assertThat(TableSizing.hashFull(0, i -> true)).isZero();
    }

    @Test
    void clearingIsAFillOfZeros() {
        long[] longs = {1, -1, 5};
        short[] shorts = {7, -7};
        TableSizing.clear(longs);
        TableSizing.clear(shorts);
        assertThat(longs).containsOnly(0L);
        assertThat(shorts).containsOnly((short) 0);
    }

    @Test
    void theDateCountsSearchesAndEntriesAgeByIt() {
        TableDate date = new TableDate(4);
        assertThat(date.current()).isZero();
        assertThat(date.age(0)).isZero();
        date.next();
        date.next();
        assertThat(date.current()).isEqualTo(2);
        assertThat(new int[] {date.age(0), date.age(1), date.age(2), date.age(3)}).containsExactly(2, 1, 0, 3);
        date.next();
        date.next();
        assertThat(date.current()).as("modulo the cycle").isZero();
        assertThat(date.age(1)).isEqualTo(3);
        date.next();
        date.restart();
        assertThat(date.current()).isZero();
        assertThat(date.age(3)).isEqualTo(1);
    }
}
