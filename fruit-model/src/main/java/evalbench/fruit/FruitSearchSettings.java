package evalbench.fruit;

/**
 * The switches of Fruit 2.1's node search (its UCI options in search form): null move and its verification, internal
 * iterative deepening, extensions, history reductions, futility and delta pruning, quiet checks in the quiescence
 * search. Read by Fruit's search ({@link FruitSearch}) and by searches that kept Fruit's (Toga II 3.0's); the driver
 * never reads them. {@link #builder()} starts from Fruit 2.1's UCI defaults; a profile builds its settings from
 * option values through {@link FruitSearchParts#settings}. Depths are in plies. Public API for derived models.
 */
public final class FruitSearchSettings {
    /** When a null-move cut-off is verified. */
    public enum Verification { NEVER, ENDGAME, ALWAYS }

    /** How moves late in the list are searched less deeply at non-PV nodes. */
    public enum Reduction {
        /** None. */
        NONE,
        /** Quiet moves whose cut-off rate is below a threshold, one ply less (Fruit 2.1's history pruning). */
        HISTORY
    }

    private final Builder b;

    private FruitSearchSettings(Builder b) {
        this.b = b.copy();
    }

    /** A builder holding Fruit 2.1's UCI defaults. */
    public static Builder builder() {
        return new Builder();
    }

    /** Fruit 2.1's UCI defaults. */
    public static FruitSearchSettings defaults() {
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

    /** Builds settings; starts from Fruit 2.1's UCI defaults. */
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
            return c;
        }

        public Builder nullMove(boolean on, int minDepth, int reduction, int evalMinDepth) {
            nullMove = on;
            nullMinDepth = minDepth;
            nullReduction = reduction;
            nullEvalMinDepth = evalMinDepth;
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

        public FruitSearchSettings build() {
            return new FruitSearchSettings(this);
        }
    }
}
