package evalbench.core.search;

import evalbench.core.Move;

/**
 * Developer aid: with -Devalbench.searchTrace=FILE every counted node of either node search is written as one line
 * (node count, kind, height, depth, alpha, beta, node type, key, moves from the root), so a search can be compared
 * line by line with an original engine's trace of the same tree. One file for both searches.
 */
public final class SearchTrace {
    private static final java.io.PrintStream OUT = open();

    private SearchTrace() {
    }

    /** True if a trace is being written (the searches test this before building a line). */
    public static boolean on() {
        return OUT != null;
    }

    /** One node's line; {@code moves[from..to)} are the moves from the root ({@link Move#NONE} = a null move). */
    public static void node(long nodes, String kind, int height, int depth, int alpha, int beta, String nodeType, long key,
            int[] moves, int from, int to) {
        StringBuilder sb = new StringBuilder();
        sb.append(nodes).append('\t').append(kind).append('\t').append(height).append('\t').append(depth).append('\t')
                .append(alpha).append('\t').append(beta).append('\t').append(nodeType).append('\t')
                .append(String.format("%016x", key)).append('\t');
        for (int i = from; i < to; i++) {
            sb.append(i > from ? " " : "").append(moves[i] == Move.NONE ? "0000" : Move.toUci(moves[i]));
        }
        OUT.println(sb);
    }

    static void flush() {
        if (OUT != null) {
            OUT.flush();
        }
    }

    private static java.io.PrintStream open() {
        String file = System.getProperty("evalbench.searchTrace");
        if (file == null || file.isEmpty()) {
            return null;
        }
        try {
            return new java.io.PrintStream(new java.io.FileOutputStream(file, true), false, "UTF-8");
        } catch (java.io.IOException e) {
            throw new IllegalStateException("cannot open search trace " + file + ": " + e.getMessage(), e);
        }
    }
}
