package evalbench.fruit;

import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;
import evalbench.core.eval.SummaryCache;
import java.util.Arrays;

/**
 * Fruit's pawn info for one pawn structure: the pawn terms per side (as the sheet wants them, with the
 * squares they come from), the passed pawns, the back-rank flags and the "single file" squares the draw
 * rules use. The {@link SummaryCache} owns one and fills it per evaluation, computed or from the summary a cache
 * slot keeps (everything but the single terms, which only a breakdown reads), so nothing is allocated.
 *
 * <p>API for models derived from Fruit (Toga II 3.0 kept this stage unchanged): the pawn terms go into a sheet under
 * Fruit's {@link Terms} indices ({@link #replay}); passers, back-rank flags and single-file squares feed the kept
 * passer, piece and draw stages.
 */
public final class PawnInfo implements SummaryCache.Summary {
    /** Sheet terms this info holds, in slot order. */
    static final int[] TERMS = {Terms.DOUBLED, Terms.ISOLATED, Terms.BACKWARD, Terms.CANDIDATE};
    static final int DOUBLED = 0;
    static final int ISOLATED = 1;
    static final int BACKWARD = 2;
    static final int CANDIDATE = 3;

    private final int[] values = new int[TERMS.length * 4];
    private final long[] squares = new long[TERMS.length];
    private final long[] passed = new long[2];
    private final boolean[] backRank = new boolean[2];
    private final int[] singleFile = new int[2];
    /** Each side's terms summed (index colour * 2 + stage): all the fast path adds to its sheet. */
    private final int[] summed = new int[4];
    /** False when only the summary was loaded from a cache slot: the single terms are then unknown. */
    private boolean termsKnown;

    void clear() {
        Arrays.fill(values, 0);
        Arrays.fill(squares, 0);
        Arrays.fill(passed, 0);
        Arrays.fill(backRank, false);
        Arrays.fill(singleFile, Square.NONE);
        Arrays.fill(summed, 0);
        termsKnown = true;
    }

    void add(int slot, int colour, int opening, int endgame, int square) {
        int i = slot << 2 | colour << 1;
        values[i] += opening;
        values[i + 1] += endgame;
        squares[slot] |= 1L << square;
        summed[colour << 1] += opening;
        summed[colour << 1 | 1] += endgame;
    }

    // ---- the summary a cache slot keeps: what the fast path reads ---------------------------------------------

    /** Longs per summary ({@link #save}). */
    public static final int SUMMARY_LONGS = 5;
    private static final long BACK_RANK_WHITE = 1;
    private static final long BACK_RANK_BLACK = 2;
    private static final int SINGLE_FILE_WHITE_SHIFT = 8;
    private static final int SINGLE_FILE_BLACK_SHIFT = 16;

    /** Writes the summary (passers, sums, flags, single-file squares) to {@code out[at..at + SUMMARY_LONGS)}. */
    @Override
    public void save(long[] out, int at) {
        out[at] = passed[0];
        out[at + 1] = passed[1];
        out[at + 2] = pair(summed[0], summed[1]);
        out[at + 3] = pair(summed[2], summed[3]);
        out[at + 4] = (backRank[0] ? BACK_RANK_WHITE : 0) | (backRank[1] ? BACK_RANK_BLACK : 0)
                | (long) (singleFile[0] + 1) << SINGLE_FILE_WHITE_SHIFT // NONE (-1) is stored as 0
                | (long) (singleFile[1] + 1) << SINGLE_FILE_BLACK_SHIFT;
    }

    /** Takes over a summary written by {@link #save}; the single terms are not in it. */
    @Override
    public void load(long[] in, int at) {
        passed[0] = in[at];
        passed[1] = in[at + 1];
        summed[0] = (int) in[at + 2];
        summed[1] = (int) (in[at + 2] >> 32);
        summed[2] = (int) in[at + 3];
        summed[3] = (int) (in[at + 3] >> 32);
        long flags = in[at + 4];
        backRank[0] = (flags & BACK_RANK_WHITE) != 0;
        backRank[1] = (flags & BACK_RANK_BLACK) != 0;
        singleFile[0] = (int) (flags >>> SINGLE_FILE_WHITE_SHIFT & 0xFF) - 1;
        singleFile[1] = (int) (flags >>> SINGLE_FILE_BLACK_SHIFT & 0xFF) - 1;
        termsKnown = false;
    }

    private static long pair(int low, int high) {
        return (low & 0xFFFF_FFFFL) | (long) high << 32;
    }

    void setPassed(int colour, long pawns) {
        passed[colour] = pawns;
    }

    void setBackRank(int colour, boolean value) {
        backRank[colour] = value;
    }

    void setSingleFile(int colour, int square) {
        singleFile[colour] = square;
    }

    /** Passed pawns of a colour (real squares). */
    public long passed(int colour) {
        return passed[colour];
    }

    /** True if the colour has a pawn on its own second rank (Fruit's BackRankFlag). */
    public boolean backRank(int colour) {
        return backRank[colour];
    }

    /**
     * If all the colour's pawns stand on one file and no enemy pawn on a neighbouring file is in front of the
     * rearmost of them: the most advanced one's square <em>in the colour's own coordinates</em> (file, rank
     * counted from its side), as Fruit keeps it; for Black that is the rank-mirrored square. Else
     * {@link Square#NONE}.
     */
    public int singleFile(int colour) {
        return singleFile[colour];
    }

    int value(int slot, int colour, int stage) {
        return values[slot << 2 | colour << 1 | stage];
    }

    /**
     * Writes the pawn terms into the sheet: a recording sheet gets every term with its squares (this info must have
     * been computed, not loaded), the fast path each side's sum of them.
     */
    public void replay(ScoreSheet sheet) {
        if (!sheet.recording()) {
            sheet.addSummed(0, summed[0], summed[1]);
            sheet.addSummed(1, summed[2], summed[3]);
            return;
        }
        if (!termsKnown) {
            throw new IllegalStateException("a pawn summary from the cache has no single terms to record");
        }
        for (int slot = 0; slot < TERMS.length; slot++) {
            int i = slot << 2;
            sheet.add(TERMS[slot], 0, values[i], values[i + 1]);
            sheet.add(TERMS[slot], 1, values[i + 2], values[i + 3]);
            sheet.mark(TERMS[slot], squares[slot]);
        }
    }
}
