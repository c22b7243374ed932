package evalbench.core.search;

/**
 * The numbers and switches of one engine's search, supplied by its {@link SearchProfile}. {@link #fruit21()}
 * gives Fruit 2.1's (its UCI defaults); other profiles start from a {@link #builder()} and change what differs.
 * Depths are in plies.
 */
public final class SearchSettings {
    /** When a null-move cut-off is verified. */
    public enum Verification { NEVER, ENDGAME, ALWAYS }

    /** How moves late in the list are searched less deeply at non-PV nodes. */
    public enum Reduction {
        /** None. */
        NONE,
        /** Fruit: quiet moves whose cut-off rate is below a threshold, one ply less. */
        HISTORY,
        /** Strelka: quiet moves after the first few, one ply less (by position in the list). */
        LATE_MOVES
    }

    private final Builder b;

    private SearchSettings(Builder b) {
        this.b = b.copy();
    }

    public static Builder builder() {
        return new Builder();
    }

    /** Fruit 2.1 with its UCI defaults. */
    public static SearchSettings fruit21() {
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

    /**
     * Strelka's null-move permission: every zero-window node carries two bits, the null move needs both; the
     * first move's child gets bit 0 flipped, later children get it set, so along a line of first moves the null
     * move is tried at every other node; verification and re-searches run with both bits clear.
     */
    public boolean nullPermissionBits() {
        return b.nullPermissionBits;
    }

    /**
     * Verify a null-move cut-off by searching the node itself (null move off) at depth - reduction with a null
     * window, as Strelka does, instead of Fruit's separate no-null search of the node's moves.
     */
    public boolean verificationBySearch() {
        return b.verificationBySearch;
    }

    // ---- internal iterative deepening ----
    /** At PV nodes without a hash move from this depth (0 = never). */
    public int iidPvMinDepth() {
        return b.iidPvMinDepth;
    }

    public int iidPvReduction() {
        return b.iidPvReduction;
    }

    /** At non-PV nodes without a hash move from this depth (0 = never), if the evaluation is at least beta ... */
    public int iidCutMinDepth() {
        return b.iidCutMinDepth;
    }

    /** ... or from this depth whatever the evaluation. */
    public int iidCutAnyEvalDepth() {
        return b.iidCutAnyEvalDepth;
    }

    public int iidCutReduction() {
        return b.iidCutReduction;
    }

    /** Fruit's IID at PV nodes searches again with an open window when the first try fails low. */
    public boolean iidPvReSearch() {
        return b.iidPvReSearch;
    }

    /** History scores are halved when one reaches 16384 (Fruit); Strelka lets them grow. */
    public boolean historyHalving() {
        return b.historyHalving;
    }

    /**
     * Strelka's recapture extension (PV): a move to the square the last move went to, when the static
     * evaluation here plus 50 is below the negated evaluation of the parent and the move does not lose by
     * SEE; and no recapture extension at the root. Otherwise Fruit's (last capture square, SEE gain).
     */
    public boolean strelkaRecaptures() {
        return b.strelkaRecaptures;
    }

    /**
     * Search with Strelka 2.0 B's own node search ({@link StrelkaSearch}: its PV, zero-window, in-check and
     * quiescence searches, its table and move order) instead of Fruit's structure; the other switches then
     * do not apply, except {@link #stopAtMate()} and the root's easy and bad thresholds.
     */
    public boolean strelkaTree() {
        return b.strelkaTree;
    }

    /** End the iterations once the root score is a mate (Strelka stops deepening then). */
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
    /** Fruit's futility pruning of quiet moves at depth 1 (non-PV). */
    public boolean futility() {
        return b.futility;
    }

    public int futilityMargin() {
        return b.futilityMargin;
    }

    /**
     * Strelka's razoring at zero-window nodes: at depth 1 when eval + margin1 is below beta, at depth 2..3 when
     * eval + margin3 is, the node is decided by a quiescence search (0 = off).
     */
    public int razorMargin1() {
        return b.razorMargin1;
    }

    public int razorMargin3() {
        return b.razorMargin3;
    }

    // ---- quiescence ----
    /** Fruit's delta pruning in zero-window quiescence nodes. */
    public boolean delta() {
        return b.delta;
    }

    public int deltaMargin() {
        return b.deltaMargin;
    }

    /**
     * Strelka's delta pruning by victim class: when the stand-pat score is this far below alpha, captures of
     * pawns (index 0), also minor pieces (1), rooks (2), queens (3) are not tried. Empty = off.
     */
    public int[] deltaClassMargins() {
        return b.deltaClassMargins.clone();
    }

    /**
     * Strelka's quiescence allowance in eighths of a ply: a capture costs 8, a check or an evasion 1 (8 after an
     * evasion with other choices); quiet checks are tried while the allowance is above -6, losing captures and
     * checks while it is above 0 (only the razoring search starts above 0). Otherwise Fruit's plies.
     */
    public boolean quiescenceEighths() {
        return b.quiescenceEighths;
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

    /** Builds settings; starts from Fruit 2.1's. */
    public static final class Builder {
        private boolean nullMove = true;
        private int nullMinDepth = 2;
        private int nullReduction = 3;
        private int nullEvalMinDepth = 5; // Fruit's "Fail High": depth > R + 1
        private Verification verification = Verification.ENDGAME;
        private int verificationReduction = 5;
        private int iidPvMinDepth = 3;
        private int iidPvReduction = 2;
        private int iidCutMinDepth = 0;
        private int iidCutAnyEvalDepth = 0;
        private int iidCutReduction = 2;
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
        private int razorMargin1 = 0;
        private int razorMargin3 = 0;
        private boolean delta = false;
        private int deltaMargin = 50;
        private int[] deltaClassMargins = {};
        private int quiescenceCheckPlies = 1;
        private int shortSearchDepth = 1;
        private int easyThreshold = 150;
        private int badThreshold = 50;
        private int singleMoveDepth = 4;
        private boolean nullPermissionBits = false;
        private boolean verificationBySearch = false;
        private boolean stopAtMate = false;
        private boolean strelkaTree = false;
        private boolean iidPvReSearch = true;
        private boolean historyHalving = true;
        private boolean strelkaRecaptures = false;
        private boolean quiescenceEighths = false;

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
            c.iidCutMinDepth = iidCutMinDepth;
            c.iidCutAnyEvalDepth = iidCutAnyEvalDepth;
            c.iidCutReduction = iidCutReduction;
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
            c.razorMargin1 = razorMargin1;
            c.razorMargin3 = razorMargin3;
            c.delta = delta;
            c.deltaMargin = deltaMargin;
            c.deltaClassMargins = deltaClassMargins.clone();
            c.quiescenceCheckPlies = quiescenceCheckPlies;
            c.shortSearchDepth = shortSearchDepth;
            c.easyThreshold = easyThreshold;
            c.badThreshold = badThreshold;
            c.singleMoveDepth = singleMoveDepth;
            c.nullPermissionBits = nullPermissionBits;
            c.verificationBySearch = verificationBySearch;
            c.stopAtMate = stopAtMate;
            c.strelkaTree = strelkaTree;
            c.iidPvReSearch = iidPvReSearch;
            c.historyHalving = historyHalving;
            c.strelkaRecaptures = strelkaRecaptures;
            c.quiescenceEighths = quiescenceEighths;
            return c;
        }

        public Builder nullMove(boolean on, int minDepth, int reduction, int evalMinDepth) {
            nullMove = on;
            nullMinDepth = minDepth;
            nullReduction = reduction;
            nullEvalMinDepth = evalMinDepth;
            return this;
        }

        /** Strelka's null-move permission bits and its verification by a search of the node itself. */
        public Builder strelkaNullMove(boolean permissionBits, boolean verifyBySearch) {
            nullPermissionBits = permissionBits;
            verificationBySearch = verifyBySearch;
            return this;
        }

        /** Strelka's variants: no IID re-search, history without halving, its recapture extension. */
        public Builder strelkaDetails(boolean on) {
            iidPvReSearch = !on;
            historyHalving = !on;
            strelkaRecaptures = on;
            quiescenceEighths = on;
            return this;
        }

        /** Strelka 2.0 B's node search in place of Fruit's (see {@link SearchSettings#strelkaTree()}). */
        public Builder strelkaTree(boolean on) {
            strelkaTree = on;
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

        public Builder iid(int pvMinDepth, int pvReduction, int cutMinDepth, int cutAnyEvalDepth, int cutReduction) {
            iidPvMinDepth = pvMinDepth;
            iidPvReduction = pvReduction;
            iidCutMinDepth = cutMinDepth;
            iidCutAnyEvalDepth = cutAnyEvalDepth;
            iidCutReduction = cutReduction;
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

        public Builder razoring(int marginDepth1, int marginDepth3) {
            razorMargin1 = marginDepth1;
            razorMargin3 = marginDepth3;
            return this;
        }

        public Builder delta(boolean on, int margin) {
            delta = on;
            deltaMargin = margin;
            return this;
        }

        public Builder deltaClasses(int... margins) {
            deltaClassMargins = margins.clone();
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
