package evalbench.core.search;

/** Unwinds a running search when it has to stop (no stack trace: it is control flow, not an error). */
final class SearchAbort extends RuntimeException {
    static final SearchAbort INSTANCE = new SearchAbort();

    private SearchAbort() {
        super("search stopped", null, false, false);
    }
}
