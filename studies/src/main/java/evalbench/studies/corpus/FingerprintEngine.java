package evalbench.studies.corpus;

import java.io.IOException;
import java.util.List;

/**
 * An external engine asked for one minimal search per position by {@code fingerprint}: UCI ({@link UciClient})
 * or xboard/WinBoard ({@link XboardClient}). Every answer is the reported score and principal variation.
 */
public interface FingerprintEngine extends AutoCloseable {
    /** Scores beyond this many centipawns are mates or tablebase wins in most engines' scales: not evaluations. */
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

    /** A score: centipawns, or a mate; {@code bound} when the engine said it was only a bound. */
    record Score(int centipawns, boolean mate, boolean bound, boolean present) {
        static final Score NONE = new Score(0, false, false, false);

        /** Reads UCI's "cp 31", "mate -3", "cp 20 lowerbound"; NONE for "" or anything else. */
        public static Score parseUci(String text) {
            String[] w = text.strip().split("\\s+");
            if (w.length < 2) {
                return NONE;
            }
            try {
                int v = Integer.parseInt(w[1]);
                boolean bound = w.length > 2 && w[2].endsWith("bound");
                return switch (w[0]) {
                    case "cp" -> new Score(v, Math.abs(v) >= MATE_BOUND, bound, true);
                    case "mate" -> new Score(v, true, bound, true);
                    default -> NONE;
                };
            } catch (NumberFormatException e) {
                return NONE;
            }
        }

        /** An xboard score in centipawns: a mate when beyond {@link #MATE_BOUND}. */
        public static Score ofXboard(int centipawns) {
            return new Score(centipawns, Math.abs(centipawns) >= MATE_BOUND, false, true);
        }
    }
}
