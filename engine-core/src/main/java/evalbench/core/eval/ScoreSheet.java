package evalbench.core.eval;

import evalbench.core.Colour;
import evalbench.core.PackedScore;
import java.util.Arrays;

/**
 * Per-term accumulator filled by an evaluator while it computes: for every term, colour and stage
 * (opening, endgame) one int in the model's native units, each side's value from its own point of view.
 * The fast path and the breakdown fill the same sheet through the same code; only the breakdown reads
 * it term by term afterwards.
 *
 * <p>Every {@link #add} also goes into two running totals (White minus Black per stage), which is all the fast
 * path needs: started with {@code record = false} ({@link #start}) the sheet keeps only those totals and skips
 * the per-term values and square marks, so the search pays for no bookkeeping it never reads. Started with
 * {@code record = true} (or after {@link #clear}) it keeps everything; the totals are the same either way, since
 * they come from the same calls.
 */
public final class ScoreSheet {
    public static final int OPENING = 0;
    public static final int ENDGAME = 1;

    private final int[] values;
    private final long[] squares;
    private final int terms;
    private boolean recording = true;
    /**
     * Running sums per colour and stage (index colour * 2 + stage), each side's own view. Four separate sums, not
     * one signed pair: consecutive adds then depend on each other less (each add is a read-modify-write).
     */
    private final int[] totals = new int[4];

    public ScoreSheet(int terms) {
        this.terms = terms;
        this.values = new int[terms * 4];
        this.squares = new long[terms];
    }

    public int terms() {
        return terms;
    }

    /** Starts an evaluation: totals to zero; with {@code record} also every term value and square mark. */
    public void start(boolean record) {
        recording = record;
        totals[0] = 0;
        totals[1] = 0;
        totals[2] = 0;
        totals[3] = 0;
        if (record) {
            Arrays.fill(values, 0);
            Arrays.fill(squares, 0);
        }
    }

    /** Starts a recording evaluation ({@code start(true)}). */
    public void clear() {
        start(true);
    }

    /** True if term values and squares are being kept (not only the totals). */
    public boolean recording() {
        return recording;
    }

    /** Notes the squares a term's value comes from (shown on the board when the term is selected). */
    public void mark(int term, long squareSet) {
        if (recording) {
            squares[term] |= squareSet;
        }
    }

    public long squares(int term) {
        return squares[term];
    }

    /** Adds an opening and an endgame amount to one side's value of a term. */
    public void add(int term, int colour, int opening, int endgame) {
        int c = colour << 1;
        totals[c] += opening;
        totals[c + 1] += endgame;
        if (recording) {
            int i = term << 2 | c;
            values[i] += opening;
            values[i + 1] += endgame;
        }
    }

    /**
     * Adds to one side's totals a sum of several terms' values that were worked out once and kept (a cached
     * pawn structure, say). Only for the fast path: a recording sheet must get every term by {@link #add}.
     */
    public void addSummed(int colour, int opening, int endgame) {
        if (recording) {
            throw new IllegalStateException("a recording sheet needs the terms one by one");
        }
        int c = colour << 1;
        totals[c] += opening;
        totals[c + 1] += endgame;
    }

    /**
     * Records one side's amounts of a term (when recording) and returns {@code sum} plus the amounts packed
     * ({@link PackedScore}). An evaluator keeps each side's running sum in a local this way, where the other
     * {@link #add} updates the sheet's totals in memory at every term; the sheet's own totals stay untouched.
     */
    public long add(long sum, int term, int colour, int opening, int endgame) {
        if (recording) {
            int i = term << 2 | colour << 1;
            values[i] += opening;
            values[i + 1] += endgame;
        }
        return sum + PackedScore.pack(opening, endgame);
    }

    /**
     * {@link #add(long, int, int, int, int)} with the amounts packed in one long ({@link PackedScore}): records
     * them (when recording) and returns {@code sum + packed}; the sheet's own totals stay untouched.
     */
    public long addPacked(long sum, int term, int colour, long packed) {
        if (recording) {
            int i = term << 2 | colour << 1;
            values[i] += PackedScore.opening(packed);
            values[i + 1] += PackedScore.endgame(packed);
        }
        return sum + packed;
    }

    /** Sum over all terms of White's opening value minus Black's since {@link #start}. */
    public int totalOpening() {
        return totals[0] - totals[2];
    }

    /** Sum over all terms of White's endgame value minus Black's since {@link #start}. */
    public int totalEndgame() {
        return totals[1] - totals[3];
    }

    public int get(int term, int colour, int stage) {
        return values[term << 2 | colour << 1 | stage];
    }

    /** White's value minus Black's for one stage. */
    public int net(int term, int stage) {
        return get(term, Colour.WHITE, stage) - get(term, Colour.BLACK, stage);
    }

    /**
     * Every term's recorded values into {@code out}: four per term, White opening, White endgame, Black opening, Black
     * endgame (each side's own view), terms in sheet order.
     */
    public void copyValues(int[] out) {
        System.arraycopy(values, 0, out, 0, values.length);
    }

    public void copyFrom(ScoreSheet other) {
        System.arraycopy(other.values, 0, values, 0, values.length);
        System.arraycopy(other.squares, 0, squares, 0, squares.length);
        recording = other.recording;
        System.arraycopy(other.totals, 0, totals, 0, totals.length);
    }
}
