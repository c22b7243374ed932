package evalbench.core.search;

/** What the driver needs of a search's transposition table, whichever engine's layout it has. */
public interface SearchTable {
    /** Forgets everything (UCI "ucinewgame", "Clear Hash"). */
    void clear();

    /**
     * Reallocates for {@code megabytes}, empty. The old table is let go first; a size that does not fit throws
     * {@link #doesNotFit} and leaves the old size (empty).
     */
    void resize(int megabytes);

    int megabytes();

    /** Called once at the start of every search. */
    void newSearch();

    /** Use in permille, as UCI "hashfull" reports it. */
    int hashFull();

    /**
     * The refusal a table throws when a new size did not fit (an {@link OutOfMemoryError} while allocating):
     * {@code kept} is the size it made again, 0 if there was none.
     */
    static IllegalArgumentException doesNotFit(int megabytes, int kept) {
        return new IllegalArgumentException("Hash " + megabytes + " MB does not fit in the memory Java may use ("
                + (Runtime.getRuntime().maxMemory() >> 20) + " MB, -Xmx)" + (kept > 0 ? "; kept " + kept + " MB" : ""));
    }
}
