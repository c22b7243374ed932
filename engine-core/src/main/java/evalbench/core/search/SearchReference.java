package evalbench.core.search;

import evalbench.core.Move;
import evalbench.core.Position;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;

/**
 * An original engine's fixed-depth results ({@code data/reference/*-search-d8-games.tsv}) and the comparison
 * of a search with them: same best move, same score, same node count. The node column is the count printed
 * with the engine's last best-move line, so our count at our last best-move report is compared with it.
 */
public final class SearchReference {
    /** One row of a reference file. */
    public record Row(String source, int line, String fen, int depth, String bestMove, String scoreType, int score,
            long nodes, long totalNodes) {
        /** Files without a {@code total_nodes} column (Fruit's: its last line's count is the total) give -1. */
        public boolean hasTotalNodes() {
            return totalNodes >= 0;
        }

        /** True if the reference reports a mate (its score is then in moves). */
        public boolean isMate() {
            return scoreType.equals("mate");
        }
    }

    /** Our result on one row. */
    public record Outcome(Row row, String bestMove, Score score, long nodesAtLastBest, long totalNodes) {
        /** Same best move; a mate found by both (same side mating) counts as agreement too. */
        public boolean sameBestMove() {
            return bestMove.equals(row.bestMove()) || bothMate();
        }

        /** Both report a mate for the same side. */
        public boolean bothMate() {
            return row.isMate() && score.isMate() && Integer.signum(score.value()) == Integer.signum(row.score());
        }

        /** Same score: equal centipawns, or a mate in the same number of moves. */
        public boolean sameScore() {
            return score.isMate() == row.isMate() && score.value() == row.score();
        }

        /** Score within {@code cp} centipawns (mates: same sign). */
        public boolean scoreWithin(int cp) {
            if (row.isMate() || score.isMate()) {
                return row.isMate() && score.isMate() && Integer.signum(score.value()) == Integer.signum(row.score());
            }
            return Math.abs(score.value() - row.score()) <= cp;
        }

        public boolean sameNodes() {
            return nodesAtLastBest == row.nodes();
        }

        /** Same count of all nodes searched (only where the reference has the column). */
        public boolean sameTotalNodes() {
            return row.hasTotalNodes() && totalNodes == row.totalNodes();
        }
    }

    private final List<Row> rows;

    private SearchReference(List<Row> rows) {
        this.rows = List.copyOf(rows);
    }

    public static SearchReference read(Path file) {
        try {
            List<String> lines = Files.readAllLines(file);
            String[] header = lines.get(0).split("\t");
            List<Row> rows = new ArrayList<>();
            for (int i = 1; i < lines.size(); i++) {
                if (lines.get(i).isBlank()) {
                    continue;
                }
                String[] f = lines.get(i).split("\t");
                Map<String, String> r = new HashMap<>();
                for (int k = 0; k < header.length && k < f.length; k++) {
                    r.put(header[k], f[k]);
                }
                rows.add(new Row(r.get("source"), Integer.parseInt(r.get("line")), r.get("fen"),
                        Integer.parseInt(r.get("depth")), r.get("bestmove_uci"), r.get("score_type"),
                        Integer.parseInt(r.get("score")), Long.parseLong(r.get("nodes")),
                        r.containsKey("total_nodes") ? Long.parseLong(r.get("total_nodes")) : -1));
            }
            return new SearchReference(rows);
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": " + e.getMessage(), e);
        }
    }

    public List<Row> rows() {
        return rows;
    }

    /** The depth every reference search was asked for ("go depth 8"; some engines stop earlier at a mate). */
    public static final int DEPTH = 8;

    /** Searches one row's position to depth 8 from a cleared hash, as the reference was made. */
    public static Outcome run(Search search, Row row) {
        search.clearHash();
        long[] atBest = new long[1];
        SearchResult result = search.run(Position.fromFen(row.fen()), SearchLimits.depth(DEPTH), info -> {
            if (info.kind() == SearchInfo.Kind.NEW_BEST) {
                atBest[0] = info.nodes();
            }
        });
        return new Outcome(row, Move.toUci(result.bestMove()), result.score(), atBest[0], result.nodes());
    }

    /** Runs the rows whose index passes {@code take} (e.g. every fifth) and returns the outcomes. */
    public List<Outcome> runAll(Search search, IntPredicate take) {
        List<Outcome> outcomes = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            if (take.test(i)) {
                outcomes.add(run(search, rows.get(i)));
            }
        }
        return outcomes;
    }

    /** Counts as a one-line summary. */
    public static String summary(List<Outcome> outcomes) {
        long best = outcomes.stream().filter(Outcome::sameBestMove).count();
        long score = outcomes.stream().filter(Outcome::sameScore).count();
        long within = outcomes.stream().filter(o -> o.scoreWithin(10)).count();
        long nodes = outcomes.stream().filter(Outcome::sameNodes).count();
        int n = outcomes.size();
        String summary = String.format(java.util.Locale.ROOT,
                "%d positions: best move %d (%.1f%%), score equal %d, within 10 cp %d, node count equal %d (%.1f%%)",
                n, best, 100.0 * best / n, score, within, nodes, 100.0 * nodes / n);
        if (outcomes.stream().anyMatch(o -> o.row().hasTotalNodes())) {
            long total = outcomes.stream().filter(Outcome::sameTotalNodes).count();
            summary += String.format(java.util.Locale.ROOT, ", total nodes equal %d (%.1f%%)", total, 100.0 * total / n);
        }
        return summary;
    }

    /** One line per position where best move, score or node count differ, naming the engine {@code original}. */
    public static String differences(List<Outcome> outcomes, String original) {
        StringBuilder sb = new StringBuilder();
        for (Outcome o : outcomes) {
            boolean totalDiffers = o.row().hasTotalNodes() && !o.sameTotalNodes();
            if (!o.sameNodes() || totalDiffers || !o.sameBestMove() || !o.sameScore()) {
                sb.append(String.format(java.util.Locale.ROOT,
                        "  line %d: best %s (%s %s), score %s (%s %s %d), nodes %d (%s %d)", o.row().line(),
                        o.bestMove(), original, o.row().bestMove(), o.score().toUci(), original, o.row().scoreType(),
                        o.row().score(), o.nodesAtLastBest(), original, o.row().nodes()));
                if (o.row().hasTotalNodes()) {
                    sb.append(String.format(java.util.Locale.ROOT, ", total %d (%s %d)", o.totalNodes(), original,
                            o.row().totalNodes()));
                }
                sb.append(System.lineSeparator());
            }
        }
        return sb.toString();
    }
}
