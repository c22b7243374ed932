package evalbench.core.search;

import evalbench.core.Move;
import java.util.List;
import java.util.Map;

/**
 * What a finished search found.
 *
 * @param bestMove    the move to play ({@link Move#NONE} when the root has no legal move)
 * @param ponderMove  the expected reply, or {@link Move#NONE}
 * @param score       the best move's score (side to move's point of view)
 * @param depth       the last iteration that was started and reported a best move
 * @param nodes       all nodes searched
 * @param timeMs      wall time in milliseconds
 * @param pv          the principal variation
 * @param iterations  the report of every completed iteration, in order
 * @param counters    profile-specific counts (e.g. "lazy exits")
 * @param stopped     true if a stop request or a limit ended the search before its depth limit
 */
public record SearchResult(int bestMove, int ponderMove, Score score, int depth, long nodes, long timeMs, int[] pv,
        List<SearchInfo> iterations, Map<String, Long> counters, boolean stopped) {
    public SearchResult {
        pv = pv.clone();
        iterations = List.copyOf(iterations);
        counters = Map.copyOf(counters);
    }

    @Override
    public int[] pv() {
        return pv.clone();
    }

    /** The PV in UCI notation, moves separated by blanks. */
    public String pvUci() {
        StringBuilder sb = new StringBuilder();
        for (int m : pv) {
            sb.append(sb.length() == 0 ? "" : " ").append(Move.toUci(m));
        }
        return sb.toString();
    }

    public long nps() {
        return timeMs <= 0 ? 0 : nodes * 1000 / timeMs;
    }
}
