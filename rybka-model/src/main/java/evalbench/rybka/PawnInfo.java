package evalbench.rybka;

import evalbench.core.Colour;
import evalbench.core.PackedScore;
import evalbench.core.eval.ScoreSheet;
import evalbench.core.eval.SummaryCache;
import java.util.Arrays;

/**
 * What the pawn structure alone decides, kept per pawn configuration: the structure terms per side, the
 * files holding passed pawns, and the three wing values (shelter + storm) for each king with their shelter
 * parts. A mutable record owned by one {@link SummaryCache}; filled by {@link PawnStructure}, or from a summary the
 * cache kept (then without the single terms, which only a breakdown reads).
 */
final class PawnInfo implements SummaryCache.Summary {
    /** The structure terms, in the order their values are kept here. */
    static final int[] TERMS = {Terms.DOUBLED, Terms.ISOLATED, Terms.BACKWARD, Terms.CANDIDATE};
    static final int DOUBLED = 0;
    static final int ISOLATED = 1;
    static final int BACKWARD = 2;
    static final int CANDIDATE = 3;

    /** Longs of the summary {@link #save} writes: the two sums, the passer files, the 12 wing values in pairs. */
    static final int SUMMARY_LONGS = 3 + 2 * ShelterPatterns.WINGS;

    /** Per colour, the structure terms summed and packed ({@link PackedScore}). */
    private long whiteSum;
    private long blackSum;
    /** Bit f set = a passed pawn of White on file f; bits 8 + f the same for Black. */
    private int passerFiles;
    /**
     * [colour * 3 + wing]: shelter + storm penalty of the king's wing windows; [6 + colour * 3 + wing]: the
     * shelter part alone.
     */
    private final int[] wings = new int[4 * ShelterPatterns.WINGS];
    /** [term * 2 + colour], each side's own point of view: only the breakdown reads them term by term. */
    final int[] opening = new int[TERMS.length * 2];
    final int[] endgame = new int[TERMS.length * 2];
    final long[] squares = new long[TERMS.length];

    void clear() {
        Arrays.fill(opening, 0);
        Arrays.fill(endgame, 0);
        Arrays.fill(squares, 0);
        whiteSum = 0;
        blackSum = 0;
        passerFiles = 0;
    }

    void add(int term, int colour, int op, int eg, long square) {
        opening[term * 2 + colour] += op;
        endgame[term * 2 + colour] += eg;
        squares[term] |= square;
        if (colour == Colour.WHITE) {
            whiteSum += PackedScore.pack(op, eg);
        } else {
            blackSum += PackedScore.pack(op, eg);
        }
    }

    void addPasser(int colour, int file) {
        passerFiles |= 1 << (colour * 8 + file);
    }

    /** Bit f set = a passed pawn of that colour stands on file f. */
    int passerFiles(int colour) {
        return passerFiles >>> (colour * 8) & 0xFF;
    }

    void setWing(int colour, int wing, int shelter, int storm) {
        wings[colour * ShelterPatterns.WINGS + wing] = shelter + storm;
        wings[2 * ShelterPatterns.WINGS + colour * ShelterPatterns.WINGS + wing] = shelter;
    }

    int wing(int colour, int wing) {
        return wings[colour * ShelterPatterns.WINGS + wing];
    }

    int wingShelter(int colour, int wing) {
        return wings[2 * ShelterPatterns.WINGS + colour * ShelterPatterns.WINGS + wing];
    }

    /** Writes the summary (sums, passer files, wing values) to {@code out[at..at + SUMMARY_LONGS)}. */
    @Override
    public void save(long[] out, int at) {
        out[at] = whiteSum;
        out[at + 1] = blackSum;
        out[at + 2] = passerFiles;
        for (int i = 0; i < wings.length; i += 2) {
            out[at + 3 + i / 2] = (long) wings[i] << 32 | wings[i + 1] & 0xFFFF_FFFFL;
        }
    }

    /** Takes over a summary written by {@link #save}; the single terms are not in it. */
    @Override
    public void load(long[] in, int at) {
        whiteSum = in[at];
        blackSum = in[at + 1];
        passerFiles = (int) in[at + 2];
        for (int i = 0; i < wings.length; i += 2) {
            long pair = in[at + 3 + i / 2];
            wings[i] = (int) (pair >> 32);
            wings[i + 1] = (int) pair;
        }
    }

    /**
     * One side's structure terms into the evaluation (the same numbers whether computed or cached): returns their
     * packed sum, and a recording sheet gets each term.
     */
    long addTo(int colour, ScoreSheet sheet) {
        if (!sheet.recording()) { // the fast path needs only the side's sum
            return colour == Colour.WHITE ? whiteSum : blackSum;
        }
        long result = 0;
        for (int t = 0; t < TERMS.length; t++) {
            result = sheet.add(result, TERMS[t], colour, opening[t * 2 + colour], endgame[t * 2 + colour]);
            sheet.mark(TERMS[t], squares[t]);
        }
        return result;
    }
}
