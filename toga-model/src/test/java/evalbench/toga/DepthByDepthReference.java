package evalbench.toga;

import evalbench.core.Move;
import evalbench.core.Position;
import evalbench.core.search.Bound;
import evalbench.core.search.Score;
import evalbench.core.search.Search;
import evalbench.core.search.SearchInfo;
import evalbench.core.search.SearchLimits;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A reference file with one row per position and iteration (e.g. {@code toga2-search-d8-mates.tsv}) and the
 * comparison of our search with it, iteration by iteration: the best move, score and bound of the iteration's last
 * PV line, the node count on that line ({@code nodes}), the count at the end of the iteration ({@code total_nodes})
 * and the PV itself.
 */
final class DepthByDepthReference {
    /** One iteration of one position, as the original printed it (or as our search reports it). */
    record Row(int depth, String bestMove, String scoreType, int score, String bound, long nodes, long totalNodes,
            String pv) {
        /** The fields in the file's column order, with their column names, for a difference report. */
        Map<String, String> fields() {
            Map<String, String> f = new LinkedHashMap<>();
            f.put("bestmove_uci", bestMove);
            f.put("score_type", scoreType);
            f.put("score", Integer.toString(score));
            f.put("bound", bound);
            f.put("nodes", Long.toString(nodes));
            f.put("total_nodes", Long.toString(totalNodes));
            f.put("pv", pv);
            return f;
        }
    }

    /** One position: where it comes from, its FEN and its iterations in order. */
    record Case(String source, int line, String fen, List<Row> iterations) {
        int deepest() {
            return iterations.get(iterations.size() - 1).depth();
        }
    }

    private DepthByDepthReference() {
    }

    /** The positions of the file in file order; a position's rows must be consecutive, depths 1, 2, 3 ... */
    static List<Case> read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": " + e.getMessage(), e);
        }
        String[] header = lines.get(0).split("\t");
        List<Case> cases = new ArrayList<>();
        String key = null;
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            String[] f = lines.get(i).split("\t", -1);
            Map<String, String> r = new HashMap<>();
            for (int k = 0; k < header.length && k < f.length; k++) {
                r.put(header[k], f[k]);
            }
            Row row = new Row(Integer.parseInt(r.get("depth")), r.get("bestmove_uci"), r.get("score_type"),
                    Integer.parseInt(r.get("score")), r.get("bound"), Long.parseLong(r.get("nodes")),
                    Long.parseLong(r.get("total_nodes")), r.get("pv"));
            String rowKey = r.get("source") + "\t" + r.get("line") + "\t" + r.get("fen");
            if (!rowKey.equals(key)) {
                cases.add(new Case(r.get("source"), Integer.parseInt(r.get("line")), r.get("fen"), new ArrayList<>()));
                key = rowKey;
            }
            List<Row> iterations = cases.get(cases.size() - 1).iterations();
            if (row.depth() != iterations.size() + 1) {
                throw new IllegalStateException(file + " line " + (i + 1) + ": depth " + row.depth() + " where "
                        + (iterations.size() + 1) + " was due");
            }
            iterations.add(row);
        }
        return cases;
    }

    /**
     * Searches the position from a cleared table to the depth the original reached (or further, if ours does not
     * stop: a lone legal move stops at depth 4 in both) and returns one row per iteration.
     */
    static List<Row> search(Search search, Case c) {
        search.clearHash();
        List<Row> rows = new ArrayList<>();
        long[] atLastBest = new long[1];
        search.run(Position.fromFen(c.fen()), SearchLimits.depth(c.deepest()), info -> {
            if (info.kind() == SearchInfo.Kind.NEW_BEST) {
                atLastBest[0] = info.nodes();
            } else {
                Score s = info.score();
                rows.add(new Row(info.depth(), Move.toUci(info.bestMove()), s.isMate() ? "mate" : "cp", s.value(),
                        boundName(s.bound()), atLastBest[0], info.nodes(), info.pvUci()));
            }
        });
        return rows;
    }

    private static String boundName(Bound bound) {
        return bound == Bound.LOWER ? "lowerbound" : bound == Bound.UPPER ? "upperbound" : "exact";
    }

    /** The first difference ("FEN, depth, field: ours, original's"), or null if every iteration is equal. */
    static String firstDifference(Case c, List<Row> ours, String original) {
        for (int i = 0; i < Math.max(ours.size(), c.iterations().size()); i++) {
            if (i >= ours.size() || i >= c.iterations().size()) {
                return String.format("%s (%s line %d): %d iterations, %s %d", c.fen(), c.source(), c.line(),
                        ours.size(), original, c.iterations().size());
            }
            Map<String, String> mine = ours.get(i).fields();
            Map<String, String> theirs = c.iterations().get(i).fields();
            for (Map.Entry<String, String> e : theirs.entrySet()) {
                if (!e.getValue().equals(mine.get(e.getKey()))) {
                    return String.format("%s (%s line %d): depth %d, %s: ours %s, %s %s", c.fen(), c.source(),
                            c.line(), i + 1, e.getKey(), mine.get(e.getKey()), original, e.getValue());
                }
            }
        }
        return null;
    }
}
