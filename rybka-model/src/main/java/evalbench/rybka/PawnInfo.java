package evalbench.rybka;

import evalbench.core.eval.ScoreSheet;
import java.util.Arrays;

/**
 * What the pawn structure alone decides, kept per pawn configuration: the structure terms per side, the
 * files holding passed pawns, and the three wing values (shelter + storm) for each king with their shelter
 * parts. A mutable record owned by one {@link PawnCache}; filled by {@link PawnStructure}.
 */
final class PawnInfo {
    /** The structure terms, in the order their values are kept here. */
    static final int[] TERMS = {Terms.DOUBLED, Terms.ISOLATED, Terms.BACKWARD, Terms.CANDIDATE};
    static final int DOUBLED = 0;
    static final int ISOLATED = 1;
    static final int BACKWARD = 2;
    static final int CANDIDATE = 3;

    long key;
    boolean filled;
    /** [term * 2 + colour], each side's own point of view. */
    final int[] opening = new int[TERMS.length * 2];
    final int[] endgame = new int[TERMS.length * 2];
    final long[] squares = new long[TERMS.length];
    /** Per colour, the structure terms summed: all the fast path adds. */
    final int[] sumOpening = new int[2];
    final int[] sumEndgame = new int[2];
    /** Bit f set = a passed pawn of that colour stands on file f. */
    final int[] passerFiles = new int[2];
    /** [colour * 3 + wing]: shelter + storm penalty of the king's wing windows, and the shelter part alone. */
    final int[] wing = new int[2 * ShelterPatterns.WINGS];
    final int[] wingShelter = new int[2 * ShelterPatterns.WINGS];

    void clear() {
        Arrays.fill(opening, 0);
        Arrays.fill(endgame, 0);
        Arrays.fill(squares, 0);
        Arrays.fill(sumOpening, 0);
        Arrays.fill(sumEndgame, 0);
        passerFiles[0] = 0;
        passerFiles[1] = 0;
    }

    void add(int term, int colour, int op, int eg, long square) {
        opening[term * 2 + colour] += op;
        endgame[term * 2 + colour] += eg;
        squares[term] |= square;
        sumOpening[colour] += op;
        sumEndgame[colour] += eg;
    }

    int wing(int colour, int wing) {
        return this.wing[colour * ShelterPatterns.WINGS + wing];
    }

    int wingShelter(int colour, int wing) {
        return wingShelter[colour * ShelterPatterns.WINGS + wing];
    }

    /** Writes the structure terms into the evaluation's sheet (the same numbers whether computed or cached). */
    void addTo(ScoreSheet sheet) {
        if (!sheet.recording()) { // the fast path needs only each side's sum
            sheet.addSummed(0, sumOpening[0], sumEndgame[0]);
            sheet.addSummed(1, sumOpening[1], sumEndgame[1]);
            return;
        }
        for (int t = 0; t < TERMS.length; t++) {
            sheet.add(TERMS[t], 0, opening[t * 2], endgame[t * 2]);
            sheet.add(TERMS[t], 1, opening[t * 2 + 1], endgame[t * 2 + 1]);
            sheet.mark(TERMS[t], squares[t]);
        }
    }
}
