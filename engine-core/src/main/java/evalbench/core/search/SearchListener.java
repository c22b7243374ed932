package evalbench.core.search;

/**
 * Receives progress from a running search, on the search's own thread: implementations must be quick and
 * hand work to other threads (a GUI uses Platform.runLater; UCI prints a line).
 */
@FunctionalInterface
public interface SearchListener {
    SearchListener NONE = info -> { };

    void onInfo(SearchInfo info);
}
