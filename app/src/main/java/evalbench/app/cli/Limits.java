package evalbench.app.cli;

import evalbench.core.search.SearchLimits;
import picocli.CommandLine.Option;

/** Exactly one search limit: depth, fixed time per position, or nodes. */
final class Limits {
    @Option(names = "--depth", paramLabel = "N", description = "Search to this depth (plies).")
    Integer depth;

    @Option(names = "--movetime", paramLabel = "MS", description = "Search this many milliseconds per position.")
    Long movetime;

    @Option(names = "--nodes", paramLabel = "N", description = "Search this many nodes per position.")
    Long nodes;

    SearchLimits toSearchLimits() {
        try {
            if (depth != null) {
                return SearchLimits.depth(depth);
            }
            if (movetime != null) {
                return SearchLimits.moveTime(movetime);
            }
            return SearchLimits.nodes(nodes);
        } catch (IllegalArgumentException e) {
            throw new UsageError(e.getMessage());
        }
    }

    /** True for a time limit: only then does a search's result depend on its speed (and a cold JIT). */
    boolean timed() {
        return movetime != null;
    }

    String describe() {
        return depth != null ? "depth " + depth : movetime != null ? "movetime " + movetime + " ms" : "nodes " + nodes;
    }
}
