package evalbench.core.search;

import evalbench.core.Position;

/**
 * Gets the JIT to compile a search before anything is timed. A Java search starts interpreted and reaches full
 * speed only after a second or so of compiling, searching meanwhile at a fraction of its speed; an engine written
 * in C never does. A timed run (a suite at 1 s per position, say) would hand its first positions that handicap.
 * The warm-up searches a few fixed positions to a node budget on a throwaway search; compiled code is shared by
 * every thread and search of the process, so once per process is enough (the suite runner does it before its
 * first timed position).
 */
public final class WarmUp {
    /**
     * Opening, a tactical and a quiet middlegame, a middlegame without queens, a rook ending and a pawn ending: the
     * paths a suite takes (a path first taken after the warm-up is compiled again, at the cost of a slow search).
     */
    private static final String[] POSITIONS = {
        Position.START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8",
        "r2r2k1/pp2bppp/2n1bn2/2p5/4P3/2N1BN2/PPP1BPPP/R2R2K1 w - - 0 12",
        "8/5pk1/6p1/8/1r6/5PP1/R5K1/8 w - - 0 40",
        "8/5pk1/6p1/4P3/5K2/6P1/8/8 w - - 0 1",
    };
    /** How long the warm-up searches: what the search's hot paths need to be compiled by C2 on a 2-core machine. */
    public static final long MILLIS = Long.getLong("evalbench.warmUpMillis", 2000L);

    private WarmUp() {
    }

    /** Runs warm-up searches on {@code search} for {@link #MILLIS} ms (see {@link #run(Search, long)}). */
    public static void run(Search search) {
        run(search, MILLIS);
    }

    /**
     * Runs warm-up searches on {@code search} for about {@code millis} ms, the positions in turn, each from a
     * cleared hash; the hash is cleared again at the end, so later searches start as from {@code ucinewgame}.
     */
    public static void run(Search search, long millis) {
        long end = System.nanoTime() + millis * 1_000_000L;
        long slice = Math.max(1, millis / POSITIONS.length);
        for (int i = 0; System.nanoTime() < end; i = (i + 1) % POSITIONS.length) {
            search.clearHash();
            search.run(Position.fromFen(POSITIONS[i]), SearchLimits.moveTime(slice), SearchListener.NONE);
        }
        search.clearHash();
    }
}
