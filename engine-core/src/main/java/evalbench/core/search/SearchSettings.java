package evalbench.core.search;

/**
 * The settings of one engine's search that the driver ({@link Search}) reads, supplied by its {@link SearchProfile}:
 * how the root is searched at shallow depths, when to stop deepening (a single legal move, a mate), and the clock's
 * rules and root thresholds. The node search's own switches belong to the model that brings it. {@link #builder()}
 * starts from settings that are no engine's: no short search, no single-move rule, no mate stop. Depths are in plies.
 */
public final class SearchSettings {
    /** Whose rules share out the time of a move. */
    public enum Clock {
        /**
         * Soft and hard limits from the clock, the ponder bonus, a soft stop at the first root move (Fruit 2.1's
         * rules).
         */
        STANDARD,
        /**
         * Two limits from the clock (2 s or 10 % plus 5 s kept back), no stop on time before the 5-ply iteration is
         * done, an easy move ends at 1/6 of the first limit (Strelka 2.0 B's rules).
         */
        DEFERRED
    }

    private final int shortSearchDepth;
    private final int easyThreshold;
    private final int badThreshold;
    private final int singleMoveDepth;
    private final boolean stopAtMate;
    private final Clock clock;

    private SearchSettings(Builder b) {
        shortSearchDepth = b.shortSearchDepth;
        easyThreshold = b.easyThreshold;
        badThreshold = b.badThreshold;
        singleMoveDepth = b.singleMoveDepth;
        stopAtMate = b.stopAtMate;
        clock = b.clock;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The builder's starting settings. */
    public static SearchSettings standard() {
        return builder().build();
    }

    /** The time rules. */
    public Clock clock() {
        return clock;
    }

    /** End the iterations once the root score is a mate (as Strelka 2.0 B does). */
    public boolean stopAtMate() {
        return stopAtMate;
    }

    /** Iterations up to this depth give every root move the full window (0 = none). */
    public int shortSearchDepth() {
        return shortSearchDepth;
    }

    public int easyThreshold() {
        return easyThreshold;
    }

    public int badThreshold() {
        return badThreshold;
    }

    /** With one legal move at the root, the search stops at this depth (0 = no such rule). */
    public int singleMoveDepth() {
        return singleMoveDepth;
    }

    /** Builds settings; starts from {@link #standard()}. */
    public static final class Builder {
        private int shortSearchDepth = 0;
        private int easyThreshold = 150;
        private int badThreshold = 50;
        private int singleMoveDepth = 0;
        private boolean stopAtMate = false;
        private Clock clock = Clock.STANDARD;

        private Builder() {
        }

        public Builder clock(Clock rules) {
            clock = rules;
            return this;
        }

        public Builder stopAtMate(boolean on) {
            stopAtMate = on;
            return this;
        }

        public Builder root(int shortSearch, int easy, int bad, int singleMove) {
            shortSearchDepth = shortSearch;
            easyThreshold = easy;
            badThreshold = bad;
            singleMoveDepth = singleMove;
            return this;
        }

        public SearchSettings build() {
            return new SearchSettings(this);
        }
    }
}
