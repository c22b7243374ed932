package evalbench.core.search;

/** What the driver needs of a search's transposition table, whichever engine's layout it has. */
public interface SearchTable {
    /** Forgets everything (UCI "ucinewgame", "Clear Hash"). */
    void clear();

    /** Reallocates for {@code megabytes} and clears. */
    void resize(int megabytes);

    int megabytes();

    /** Called once at the start of every search. */
    void newSearch();

    /** Use in permille, as UCI "hashfull" reports it. */
    int hashFull();
}
