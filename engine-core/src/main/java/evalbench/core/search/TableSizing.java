package evalbench.core.search;

import java.util.Arrays;
import java.util.function.IntConsumer;
import java.util.function.IntPredicate;

/**
 * The size of one transposition table and the rules every table layout shares (Fruit 2.1's, Toga II 3.0's,
 * Strelka 2.0 B's, FabChess 1.15's and the plain search's): the number of entries that fit in a size in megabytes
 * (1 to 8192); a resize that lets the old arrays go before the new ones are made and, when those do not fit (an
 * {@link OutOfMemoryError}), makes the old size again and refuses the new one; an empty entry is all zero bits, so
 * a new array is an empty table and clearing is one fill of zeros; "hashfull" is the permille of used entries among
 * the first thousand. A table keeps one of these for its size and its own arrays, probe and store: nothing here is
 * called per node.
 */
public final class TableSizing {
    public static final int MIN_MEGABYTES = 1;
    public static final int MAX_MEGABYTES = 8192;
    /** Entries "hashfull" looks at (UCI engines sample the first thousand). */
    private static final int HASH_FULL_SAMPLE = 1000;

    private int megabytes;

    /** The size the table has now, 0 before the first allocation succeeded. */
    public int megabytes() {
        return megabytes;
    }

    /** Entries of {@code entryBytes} each in the largest power of two of bytes within {@code megabytes}. */
    public static int powerOfTwoEntries(int megabytes, int entryBytes) {
        checkRange(megabytes);
        return (int) (Long.highestOneBit((long) megabytes << 20) / entryBytes);
    }

    /** Units (entries or buckets) of {@code unitBytes} each in {@code megabytes}, not rounded to a power of two. */
    public static long units(int megabytes, int unitBytes) {
        checkRange(megabytes);
        return ((long) megabytes << 20) / unitBytes;
    }

    /**
     * Makes the table {@code megabytes} large: {@code release} lets its arrays go (the old ones before the new ones
     * are made, so both never need room at once), {@code allocate} makes new, empty ones for a size. If they do not
     * fit, the old size is made again (empty) and the call throws {@link SearchTable#doesNotFit}.
     */
    public void resize(int megabytes, Runnable release, IntConsumer allocate) {
        checkRange(megabytes);
        int kept = this.megabytes;
        release.run();
        try {
            allocate.accept(megabytes);
        } catch (OutOfMemoryError e) {
            release.run(); // what was made of the new size goes too
            if (kept > 0 && kept != megabytes) {
                resize(kept, release, allocate); // the old size fitted before
            }
            throw SearchTable.doesNotFit(megabytes, kept);
        }
        this.megabytes = megabytes;
    }

    /** Empties a table's array (an empty entry is all zero bits). */
    public static void clear(long[] array) {
        Arrays.fill(array, 0L);
    }

    /** Empties a table's array (an empty entry is all zero bits). */
    public static void clear(short[] array) {
        Arrays.fill(array, (short) 0);
    }

    /**
     * "hashfull": the permille of {@code used} entries among the first thousand of a table of {@code entries}
     * (all of them in a smaller table).
     */
    public static int hashFull(int entries, IntPredicate used) {
        int n = Math.min(HASH_FULL_SAMPLE, entries);
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (used.test(i)) {
                count++;
            }
        }
        return n == 0 ? 0 : count * 1000 / n;
    }

    private static void checkRange(int megabytes) {
        if (megabytes < MIN_MEGABYTES || megabytes > MAX_MEGABYTES) {
            throw new IllegalArgumentException("hash size must be " + MIN_MEGABYTES + ".." + MAX_MEGABYTES
                    + " MB, got " + megabytes);
        }
    }
}
