package evalbench.core.search;

/**
 * The settings of one engine's search that the driver ({@link Search}) reads, supplied by its {@link SearchProfile}:
 * how the root is searched at shallow depths and when to stop deepening (a single legal move, a mate). The time
 * rules are the profile's {@link ClockRules}; the node search's own switches belong to the model that brings it.
 * {@link #builder()} starts from settings that are no engine's: no short search, no single-move rule, no mate stop.
 * Depths are in plies.
 */
public final class SearchSettings {
    private final int shortSearchDepth;
    private final int singleMoveDepth;
    private final boolean stopAtMate;

    private SearchSettings(Builder b) {
        shortSearchDepth = b.shortSearchDepth;
        singleMoveDepth = b.singleMoveDepth;
        stopAtMate = b.stopAtMate;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The builder's starting settings. */
    public static SearchSettings standard() {
        return builder().build();
    }

    /** End the iterations once the root score is a mate (as Strelka 2.0 B does). */
    public boolean stopAtMate() {
        return stopAtMate;
    }

    /** Iterations up to this depth give every root move the full window (0 = none). */
    public int shortSearchDepth() {
        return shortSearchDepth;
    }

    /** With one legal move at the root, the search stops at this depth (0 = no such rule). */
    public int singleMoveDepth() {
        return singleMoveDepth;
    }

    /** Builds settings; starts from {@link #standard()}. */
    public static final class Builder {
        private int shortSearchDepth = 0;
        private int singleMoveDepth = 0;
        private boolean stopAtMate = false;

        private Builder() {
        }

        public Builder stopAtMate(boolean on) {
            stopAtMate = on;
            return this;
        }

        /** The short-search depth and the single-move depth (0 = none). */
        public Builder root(int shortSearch, int singleMove) {
            shortSearchDepth = shortSearch;
            singleMoveDepth = singleMove;
            return this;
        }

        public SearchSettings build() {
            return new SearchSettings(this);
        }
    }
}
