package evalbench.core.search;

/**
 * The numbers and switches of one engine's search, supplied by its {@link SearchProfile}. The defaults in
 * {@link #fruit21()} are Fruit 2.1's (its UCI defaults); other profiles change what differs.
 *
 * @param nullMove              try a null move at non-PV nodes
 * @param nullMinDepth          only from this depth on
 * @param nullReduction         R: the null move is searched at depth - 1 - R
 * @param nullNeedsEval         above depth R + 1, only when the static evaluation is at least beta ("Fail High")
 * @param verification          re-search a null-move cut-off without null moves (never / endgame / always)
 * @param verificationReduction the verification search's depth is depth - this; only when depth is greater
 * @param iidMinDepth           internal iterative deepening at PV nodes without a hash move from this depth
 * @param iidReduction          its depth reduction
 * @param extendChecks          +1 ply for checking moves
 * @param extendSingleReply     +1 ply for the only legal answer to a check
 * @param extendRecaptures      +1 ply (PV) for a recapture on the square of the last capture that wins by SEE
 * @param extendPawnTo7th       +1 ply (PV) for a pawn move to the 7th rank not losing by SEE
 * @param historyPruning        reduce late quiet moves with a poor cut-off rate by one ply at non-PV nodes
 * @param historyMinDepth       ... from this depth
 * @param historyMinPlayed      ... after this many moves were searched
 * @param historyThreshold      ... when the rate (in 1/16384) is below this
 * @param historyReSearch       search a reduced move again at full depth when it fails high
 * @param futility              futility pruning of quiet moves at depth 1 (non-PV)
 * @param futilityMargin        its margin in centipawns
 * @param delta                 delta pruning of captures in zero-window quiescence nodes
 * @param deltaMargin           its margin
 * @param quiescenceCheckPlies  plies at the top of the quiescence search that also try quiet checks
 * @param shortSearchDepth      iterations up to this depth give every root move the full window
 * @param easyThreshold         a depth-1 lead of this many centipawns marks the root move as "easy"
 * @param badThreshold          a root score drop of this many centipawns marks the iteration as "bad"
 */
public record SearchSettings(
        boolean nullMove, int nullMinDepth, int nullReduction, boolean nullNeedsEval,
        Verification verification, int verificationReduction,
        int iidMinDepth, int iidReduction,
        boolean extendChecks, boolean extendSingleReply, boolean extendRecaptures, boolean extendPawnTo7th,
        boolean historyPruning, int historyMinDepth, int historyMinPlayed, int historyThreshold,
        boolean historyReSearch,
        boolean futility, int futilityMargin,
        boolean delta, int deltaMargin,
        int quiescenceCheckPlies,
        int shortSearchDepth, int easyThreshold, int badThreshold) {

    /** When a null-move cut-off is verified. */
    public enum Verification { NEVER, ENDGAME, ALWAYS }

    /** Fruit 2.1 with its UCI defaults. */
    public static SearchSettings fruit21() {
        return new SearchSettings(
                true, 2, 3, true,
                Verification.ENDGAME, 5,
                3, 2,
                true, true, true, true,
                true, 3, 3, (60 * 16384 + 50) / 100, true,
                false, 100,
                false, 50,
                1,
                1, 150, 50);
    }
}
