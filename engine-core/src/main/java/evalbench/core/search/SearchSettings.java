package evalbench.core.search;

/**
 * The numbers and switches of one engine's search, supplied by its {@link SearchProfile}: the driver's (root
 * thresholds, clock, when to stop deepening) and those of the standard node search ({@link AlphaBeta}).
 * {@link #standard()} gives the standard search's defaults (those of Fruit 2.1, whose structure it has, with its
 * UCI defaults); profiles start from a {@link #builder()} and change what differs. A profile that brings its own
 * node search ({@link SearchProfile#newNodeSearch}) uses only the driver's settings. Depths are in plies.
 */
public final class SearchSettings {
    /** When a null-move cut-off is verified. */
    public enum Verification { NEVER, ENDGAME, ALWAYS }

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

    /** How moves late in the list are searched less deeply at non-PV nodes. */
    public enum Reduction {
        /** None. */
        NONE,
        /** Quiet moves whose cut-off rate is below a threshold, one ply less (Fruit 2.1's history pruning). */
        HISTORY
    }

    private final Builder b;

    private SearchSettings(Builder b) {
        this.b = b.copy();
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The standard search's defaults (Fruit 2.1's UCI defaults). */
    public static SearchSettings standard() {
        return builder().build();
    }

    /** A builder holding these settings, to change some of them. */
    public Builder toBuilder() {
        return b.copy();
    }

    // ---- null move ----
    /** Try a null move at non-PV nodes. */
    public boolean nullMove() {
        return b.nullMove;
    }

    public int nullMinDepth() {
        return b.nullMinDepth;
    }

    /** R: the null move is searched at depth - 1 - R. */
    public int nullReduction() {
        return b.nullReduction;
    }

    /** From this depth on the null move is tried only when the static evaluation is at least beta. */
    public int nullEvalMinDepth() {
        return b.nullEvalMinDepth;
    }

    public Verification verification() {
        return b.verification;
    }

    /** The verification search's depth is depth - this; it runs only when depth is greater. */
    public int verificationReduction() {
        return b.verificationReduction;
    }

    // ---- internal iterative deepening ----
    /** At PV nodes without a hash move from this depth (0 = never). */
    public int iidPvMinDepth() {
        return b.iidPvMinDepth;
    }

    public int iidPvReduction() {
        return b.iidPvReduction;
    }

    /** The time rules. */
    public Clock clock() {
        return b.clock;
    }

    /** End the iterations once the root score is a mate (as Strelka 2.0 B does). */
    public boolean stopAtMate() {
        return b.stopAtMate;
    }

    // ---- extensions ----
    public boolean extendChecks() {
        return b.extendChecks;
    }

    public boolean extendSingleReply() {
        return b.extendSingleReply;
    }

    /** +1 ply (PV) for a recapture on the square of the last capture that wins by SEE. */
    public boolean extendRecaptures() {
        return b.extendRecaptures;
    }

    /** +1 ply (PV) for a pawn move to the 7th rank that does not lose by SEE. */
    public boolean extendPawnTo7th() {
        return b.extendPawnTo7th;
    }

    // ---- reductions ----
    public Reduction reduction() {
        return b.reduction;
    }

    public int reductionMinDepth() {
        return b.reductionMinDepth;
    }

    /** Moves searched at the node before reductions start. */
    public int reductionMinPlayed() {
        return b.reductionMinPlayed;
    }

    /** History reductions: the cut-off rate (in 1/16384) below which a move is reduced. */
    public int historyThreshold() {
        return b.historyThreshold;
    }

    /** Search a reduced move again at full depth when it fails high. */
    public boolean reductionReSearch() {
        return b.reductionReSearch;
    }

    // ---- pruning ----
    /** Futility pruning of quiet moves at depth 1 (non-PV nodes). */
    public boolean futility() {
        return b.futility;
    }

    public int futilityMargin() {
        return b.futilityMargin;
    }

    // ---- quiescence ----
    /** Delta pruning in zero-window quiescence nodes. */
    public boolean delta() {
        return b.delta;
    }

    public int deltaMargin() {
        return b.deltaMargin;
    }

    /** Plies at the top of the quiescence search that also try quiet checks. */
    public int quiescenceCheckPlies() {
        return b.quiescenceCheckPlies;
    }

    // ---- root ----
    /** Iterations up to this depth give every root move the full window. */
    public int shortSearchDepth() {
        return b.shortSearchDepth;
    }

    public int easyThreshold() {
        return b.easyThreshold;
    }

    public int badThreshold() {
        return b.badThreshold;
    }

    /** With one legal move at the root, the search stops at this depth. */
    public int singleMoveDepth() {
        return b.singleMoveDepth;
    }

    /** Builds settings; starts from the standard ones ({@link #standard()}). */
    public static final class Builder {
        private boolean nullMove = true;
        private int nullMinDepth = 2;
        private int nullReduction = 3;
        private int nullEvalMinDepth = 5; // Fruit's "Fail High": depth > R + 1
        private Verification verification = Verification.ENDGAME;
        private int verificationReduction = 5;
        private int iidPvMinDepth = 3;
        private int iidPvReduction = 2;
        private boolean extendChecks = true;
        private boolean extendSingleReply = true;
        private boolean extendRecaptures = true;
        private boolean extendPawnTo7th = true;
        private Reduction reduction = Reduction.HISTORY;
        private int reductionMinDepth = 3;
        private int reductionMinPlayed = 3;
        private int historyThreshold = (60 * 16384 + 50) / 100;
        private boolean reductionReSearch = true;
        private boolean futility = false;
        private int futilityMargin = 100;
        private boolean delta = false;
        private int deltaMargin = 50;
        private int quiescenceCheckPlies = 1;
        private int shortSearchDepth = 1;
        private int easyThreshold = 150;
        private int badThreshold = 50;
        private int singleMoveDepth = 4;
        private boolean stopAtMate = false;
        private Clock clock = Clock.STANDARD;

        private Builder() {
        }

        private Builder copy() {
            Builder c = new Builder();
            c.nullMove = nullMove;
            c.nullMinDepth = nullMinDepth;
            c.nullReduction = nullReduction;
            c.nullEvalMinDepth = nullEvalMinDepth;
            c.verification = verification;
            c.verificationReduction = verificationReduction;
            c.iidPvMinDepth = iidPvMinDepth;
            c.iidPvReduction = iidPvReduction;
            c.extendChecks = extendChecks;
            c.extendSingleReply = extendSingleReply;
            c.extendRecaptures = extendRecaptures;
            c.extendPawnTo7th = extendPawnTo7th;
            c.reduction = reduction;
            c.reductionMinDepth = reductionMinDepth;
            c.reductionMinPlayed = reductionMinPlayed;
            c.historyThreshold = historyThreshold;
            c.reductionReSearch = reductionReSearch;
            c.futility = futility;
            c.futilityMargin = futilityMargin;
            c.delta = delta;
            c.deltaMargin = deltaMargin;
            c.quiescenceCheckPlies = quiescenceCheckPlies;
            c.shortSearchDepth = shortSearchDepth;
            c.easyThreshold = easyThreshold;
            c.badThreshold = badThreshold;
            c.singleMoveDepth = singleMoveDepth;
            c.stopAtMate = stopAtMate;
            c.clock = clock;
            return c;
        }

        public Builder nullMove(boolean on, int minDepth, int reduction, int evalMinDepth) {
            nullMove = on;
            nullMinDepth = minDepth;
            nullReduction = reduction;
            nullEvalMinDepth = evalMinDepth;
            return this;
        }

        public Builder clock(Clock rules) {
            clock = rules;
            return this;
        }

        public Builder stopAtMate(boolean on) {
            stopAtMate = on;
            return this;
        }

        public Builder verification(Verification when, int reduction) {
            verification = when;
            verificationReduction = reduction;
            return this;
        }

        public Builder iid(int pvMinDepth, int pvReduction) {
            iidPvMinDepth = pvMinDepth;
            iidPvReduction = pvReduction;
            return this;
        }

        public Builder extensions(boolean checks, boolean singleReply, boolean recaptures, boolean pawnTo7th) {
            extendChecks = checks;
            extendSingleReply = singleReply;
            extendRecaptures = recaptures;
            extendPawnTo7th = pawnTo7th;
            return this;
        }

        public Builder reduction(Reduction kind, int minDepth, int minPlayed, int threshold, boolean reSearch) {
            reduction = kind;
            reductionMinDepth = minDepth;
            reductionMinPlayed = minPlayed;
            historyThreshold = threshold;
            reductionReSearch = reSearch;
            return this;
        }

        public Builder futility(boolean on, int margin) {
            futility = on;
            futilityMargin = margin;
            return this;
        }

        public Builder delta(boolean on, int margin) {
            delta = on;
            deltaMargin = margin;
            return this;
        }

        public Builder quiescenceCheckPlies(int plies) {
            quiescenceCheckPlies = plies;
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
