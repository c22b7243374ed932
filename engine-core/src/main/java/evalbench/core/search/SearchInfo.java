package evalbench.core.search;

import evalbench.core.Move;
import java.util.Arrays;
import java.util.Map;
import java.util.StringJoiner;

/**
 * One progress report of a search: sent after every completed iteration and whenever the root's best move
 * or its score changes within an iteration.
 *
 * @param kind       why it was sent
 * @param depth      the iteration's nominal depth in plies
 * @param selDepth   the deepest ply reached so far (quiescence included)
 * @param score      the score of {@code pv}, side to move's point of view, with its bound
 * @param nodes      nodes searched since the start (all iterations)
 * @param timeMs     milliseconds since the start
 * @param hashFull   transposition-table use in permille
 * @param pv         the principal variation from the root, moves as {@link Move} ints
 * @param counters   profile-specific counts (e.g. "lazy exits"), in a stable order
 */
public record SearchInfo(Kind kind, int depth, int selDepth, Score score, long nodes, long timeMs, int hashFull,
        int[] pv, Map<String, Long> counters) {
    /** Why a report was sent. */
    public enum Kind {
        /** An iteration finished; {@code pv} is its principal variation. */
        ITERATION,
        /** A new best root move, or a new score for it, inside an iteration. */
        NEW_BEST
    }

    public SearchInfo {
        pv = pv.clone();
        counters = Map.copyOf(counters);
    }

    @Override
    public int[] pv() {
        return pv.clone();
    }

    /** Nodes per second (0 before the first millisecond). */
    public long nps() {
        return timeMs <= 0 ? 0 : nodes * 1000 / timeMs;
    }

    public int bestMove() {
        return pv.length == 0 ? Move.NONE : pv[0];
    }

    /** The PV in UCI notation, moves separated by blanks. */
    public String pvUci() {
        StringJoiner j = new StringJoiner(" ");
        for (int m : pv) {
            j.add(Move.toUci(m));
        }
        return j.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SearchInfo s && kind == s.kind && depth == s.depth && selDepth == s.selDepth
                && score.equals(s.score) && nodes == s.nodes && timeMs == s.timeMs && hashFull == s.hashFull
                && Arrays.equals(pv, s.pv) && counters.equals(s.counters);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(pv) * 31 + Long.hashCode(nodes);
    }

    @Override
    public String toString() {
        return kind + " depth " + depth + " seldepth " + selDepth + " score " + score.toUci() + " nodes " + nodes
                + " time " + timeMs + " pv " + pvUci();
    }
}
