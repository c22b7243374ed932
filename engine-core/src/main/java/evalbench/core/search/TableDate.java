package evalbench.core.search;

/**
 * A transposition table's date: the number of the current search modulo a cycle (16 in Fruit 2.1 and Toga II 3.0,
 * 4 in Strelka 2.0 B), written into every entry stored or refreshed, and the age of an entry's date (how many searches
 * ago it was written, modulo the cycle) by which replacement prefers old entries. The ages are kept in a table that
 * changes only when the date does.
 */
public final class TableDate {
    private final int cycle;
    private final int[] age;
    private int current;

    /** A date counted modulo {@code cycle}, starting at 0. */
    public TableDate(int cycle) {
        this.cycle = cycle;
        this.age = new int[cycle];
        set(0);
    }

    /** The current search's date. */
    public int current() {
        return current;
    }

    /** Back to date 0 (a new or cleared table). */
    public void restart() {
        set(0);
    }

    /** A new search: every entry written before ages by one. */
    public void next() {
        set((current + 1) % cycle);
    }

    /** Searches since an entry of {@code date} was written, modulo the cycle (0 = this search). */
    public int age(int date) {
        return age[date];
    }

    private void set(int date) {
        current = date;
        for (int d = 0; d < cycle; d++) {
            age[d] = Math.floorMod(current - d, cycle);
        }
    }
}
