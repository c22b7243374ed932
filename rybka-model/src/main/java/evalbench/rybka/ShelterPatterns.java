package evalbench.rybka;

/**
 * The two 4096-entry pattern tables of king shelter (own pawns) and pawn storm (enemy pawns), built from
 * the per-file rule (spec §5, Appendix C). A pattern is the pawns of one colour inside a 3-file by 4-rank
 * window (ranks 2..5 seen from the king owner's side): bit {@code 3k + j} = a pawn on window file j at rank
 * offset k. Values are penalties for the king owner (larger = worse).
 */
final class ShelterPatterns {
    static final int WINDOW_FILES = 3;
    static final int WINDOW_RANKS = 4;
    static final int WINGS = 3;
    /** Per-file codes: 0 = no pawn in the window, 1..4 = nearest pawn on rank 2..5. */
    static final int CODES = WINDOW_RANKS + 1;
    static final int PATTERNS = 1 << (WINDOW_FILES * WINDOW_RANKS);

    private final int[] shelter = new int[PATTERNS];
    private final int[] storm = new int[PATTERNS];

    ShelterPatterns(RybkaParameters p) {
        for (int pattern = 0; pattern < PATTERNS; pattern++) {
            int shelterSum = 0;
            int stormSum = 0;
            for (int j = 0; j < WINDOW_FILES; j++) {
                int code = code(pattern, j);
                shelterSum += p.shelterFileWeights[j] * p.shelterByCode[code];
                stormSum += p.stormFileWeights[j] * p.stormByCode[code];
            }
            // A sum of 0 means every file has its pawn on the second rank: a fixed value replaces it.
            shelter[pattern] = shelterSum == 0 ? p.shelterAllOnSecondRank : shelterSum;
            storm[pattern] = stormSum;
        }
    }

    /** 1 + rank offset of the nearest pawn on window file {@code j}, or 0 if the file is empty. */
    static int code(int pattern, int j) {
        for (int k = 0; k < WINDOW_RANKS; k++) {
            if ((pattern >>> (WINDOW_FILES * k + j) & 1) != 0) {
                return k + 1;
            }
        }
        return 0;
    }

    /**
     * The window pattern of {@code pawns} for a king of {@code colour}: the three files from {@code firstFile},
     * ranks 2..5 from that colour's side, one 3-bit row per rank.
     */
    static int pattern(long pawns, int colour, int firstFile) {
        int pattern = 0;
        for (int k = 0; k < WINDOW_RANKS; k++) {
            int rank = PawnGeometry.boardRank(colour, 1 + k);
            pattern |= (int) (pawns >>> (rank * 8 + firstFile) & 7) << (WINDOW_FILES * k);
        }
        return pattern;
    }

    int shelter(int pattern) {
        return shelter[pattern];
    }

    int storm(int pattern) {
        return storm[pattern];
    }
}
