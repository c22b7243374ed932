package evalbench.core.io;

/**
 * How to read a corpus. For PGN: which plies of each game become positions — ply 0 is the game's start,
 * ply k the position after k half-moves; a ply is taken if it lies in [firstPly, lastPly] and
 * {@code (ply - firstPly) % everyNthPly == 0}. FEN and EPD files give every line.
 *
 * @param format      the file's format, or null to decide by its extension
 * @param everyNthPly 1 = every position
 * @param firstPly    first ply taken (0 = the start position)
 * @param lastPly     last ply taken (inclusive)
 */
public record CorpusOptions(CorpusFormat format, int everyNthPly, int firstPly, int lastPly) {
    public static final int NO_LAST_PLY = Integer.MAX_VALUE;

    public CorpusOptions {
        if (everyNthPly < 1) {
            throw new IllegalArgumentException("every n-th ply must be at least 1, got " + everyNthPly);
        }
        if (firstPly < 0 || lastPly < firstPly) {
            throw new IllegalArgumentException("ply range must satisfy 0 <= first <= last, got " + firstPly + ".."
                    + lastPly);
        }
    }

    /** Every position of every game; the format by the file's extension. */
    public static CorpusOptions defaults() {
        return new CorpusOptions(null, 1, 0, NO_LAST_PLY);
    }

    public boolean takes(int ply) {
        return ply >= firstPly && ply <= lastPly && (ply - firstPly) % everyNthPly == 0;
    }

    public CorpusFormat formatOf(java.nio.file.Path file) {
        return format != null ? format : CorpusFormat.ofFile(file);
    }

    /** For reports: "every 2nd ply from 10 to 80". */
    public String describe() {
        String every = everyNthPly == 1 ? "every ply" : "every " + everyNthPly + " plies";
        return every + " from " + firstPly + (lastPly == NO_LAST_PLY ? " to the end" : " to " + lastPly);
    }
}
