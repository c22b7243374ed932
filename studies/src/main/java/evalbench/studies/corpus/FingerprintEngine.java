package evalbench.studies.corpus;

import java.io.IOException;
import java.util.List;

/**
 * An external engine asked for one minimal search per position by {@code fingerprint}: UCI ({@link UciClient})
 * or xboard/WinBoard ({@link XboardClient}). Every answer is the reported score and principal variation.
 */
public interface FingerprintEngine extends AutoCloseable {
    /**
     * The plausible range of an evaluation: a score of this many centipawns or more either way is a mate or a
     * tablebase win in most engines' scales, or garbage (an engine printing -2147483648), not an evaluation.
     */
    int MATE_BOUND = 9000;

    String name();

    /** One search of the position from a fresh hash. */
    Answer probe(String fen) throws IOException;

    /**
     * A score and PV for every root move ({@code moves}: the legal moves in UCI text), for {@code --root-moves};
     * an engine that cannot be asked so (xboard) answers its one principal variation.
     */
    default List<Answer> probeRootMoves(String fen, List<String> moves) throws IOException {
        return List.of(probe(fen));
    }

    @Override
    void close();

    /**
     * What the engine reported: its score (root side to move's view), the PV as the engine wrote the moves (UCI
     * text, or coordinates/SAN for xboard engines), the node count and the time.
     */
    record Answer(Score score, List<String> pv, long nodes, double seconds) {
    }

    /**
     * A score: centipawns, or a mate ({@code mate} also for a centipawn score outside the plausible range, which is
     * dropped the same way); {@code bound} when the engine said it was only a bound.
     */
    record Score(int centipawns, boolean mate, boolean bound, boolean present) {
        static final Score NONE = new Score(0, false, false, false);
        private static final java.util.regex.Pattern INTEGER = java.util.regex.Pattern.compile("[-+]?\\d+");

        /** Reads UCI's "cp 31", "mate -3", "cp 20 lowerbound"; NONE for "" or anything else. */
        public static Score parseUci(String text) {
            String[] w = text.strip().split("\\s+");
            if (w.length < 2 || !INTEGER.matcher(w[1]).matches()) {
                return NONE;
            }
            boolean bound = w.length > 2 && w[2].endsWith("bound");
            return switch (w[0]) {
                case "cp" -> centipawns(w[1], bound);
                case "mate" -> new Score(clamp(saturated(w[1])), true, bound, true);
                default -> NONE;
            };
        }

        /** An xboard score in centipawns: a mate when outside the plausible range. */
        public static Score ofXboard(int centipawns) {
            return new Score(centipawns, !plausible(centipawns), false, true);
        }

        /** An xboard score as the engine wrote it (digits, maybe far beyond an int). */
        static Score ofXboard(String digits) {
            return centipawns(digits, false);
        }

        private static Score centipawns(String digits, boolean bound) {
            long v = saturated(digits);
            return new Score(clamp(v), !plausible(v), bound, true);
        }

        /**
         * Inside the plausible range (-MATE_BOUND, MATE_BOUND), compared without Math.abs: the absolute value of the
         * smallest int is that int again, negative, and let -2147483648 through as an evaluation.
         */
        static boolean plausible(long centipawns) {
            return centipawns > -MATE_BOUND && centipawns < MATE_BOUND;
        }

        /** An integer's digits as a long, Long.MIN_VALUE or MAX_VALUE when there are more than a long holds. */
        static long saturated(String digits) {
            try {
                return Long.parseLong(digits);
            } catch (NumberFormatException e) {
                return digits.startsWith("-") ? Long.MIN_VALUE : Long.MAX_VALUE;
            }
        }

        private static int clamp(long v) {
            return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, v));
        }
    }
}
