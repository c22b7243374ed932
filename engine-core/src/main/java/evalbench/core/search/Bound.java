package evalbench.core.search;

/** What a search score says about the true value: exact, or only a lower or upper bound. */
public enum Bound {
    EXACT(""),
    LOWER(" lowerbound"),
    UPPER(" upperbound");

    private final String uciSuffix;

    Bound(String uciSuffix) {
        this.uciSuffix = uciSuffix;
    }

    /** Text appended to a UCI score: "", " lowerbound" or " upperbound". */
    public String uciSuffix() {
        return uciSuffix;
    }
}
