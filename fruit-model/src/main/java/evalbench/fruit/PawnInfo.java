package evalbench.fruit;

import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;
import java.util.Arrays;

/**
 * Fruit's pawn info for one pawn structure: the pawn terms per side (as the sheet wants them, with the
 * squares they come from), the passed pawns, the back-rank flags and the "single file" squares the draw
 * rules use. Entries live in the {@link PawnCache} and are overwritten in place, so nothing is allocated per
 * evaluation.
 */
final class PawnInfo {
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

    void clear() {
        Arrays.fill(values, 0);
        Arrays.fill(squares, 0);
        Arrays.fill(passed, 0);
        Arrays.fill(backRank, false);
        Arrays.fill(singleFile, Square.NONE);
    }

    void add(int slot, int colour, int opening, int endgame, int square) {
        int i = slot << 2 | colour << 1;
        values[i] += opening;
        values[i + 1] += endgame;
        squares[slot] |= 1L << square;
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
    long passed(int colour) {
        return passed[colour];
    }

    /** True if the colour has a pawn on its own second rank (Fruit's BackRankFlag). */
    boolean backRank(int colour) {
        return backRank[colour];
    }

    /**
     * If all the colour's pawns stand on one file and no enemy pawn on a neighbouring file is in front of the
     * rearmost of them: the most advanced one's square <em>in the colour's own coordinates</em> (file, rank
     * counted from its side), as Fruit keeps it; for Black that is the rank-mirrored square. Else
     * {@link Square#NONE}.
     */
    int singleFile(int colour) {
        return singleFile[colour];
    }

    int value(int slot, int colour, int stage) {
        return values[slot << 2 | colour << 1 | stage];
    }

    /** Writes the pawn terms into the sheet. */
    void replay(ScoreSheet sheet) {
        for (int slot = 0; slot < TERMS.length; slot++) {
            int i = slot << 2;
            sheet.add(TERMS[slot], 0, values[i], values[i + 1]);
            sheet.add(TERMS[slot], 1, values[i + 2], values[i + 3]);
        }
        if (sheet.recording()) { // the squares only matter to the breakdown
            for (int slot = 0; slot < TERMS.length; slot++) {
                sheet.mark(TERMS[slot], squares[slot]);
            }
        }
    }
}
