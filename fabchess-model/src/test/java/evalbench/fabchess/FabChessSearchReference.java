package evalbench.fabchess;

import evalbench.core.Move;
import evalbench.core.Position;
import evalbench.core.io.DataFolder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * FabChess 1.15's depth-8 results ({@code fabchess-1.15-search-d8-games.tsv}: Hash 64, a cleared table per
 * position) and our search's on the same rows: best move, printed score, printed (lagging) node count, PV and the
 * true node total. Single-move rows have score "NA" and no nodes.
 */
final class FabChessSearchReference {
    static final String FILE = "fabchess-1.15-search-d8-games.tsv";
    static final int DEPTH = 8;

    record Row(int line, String fen, int depth, String bestMove, String scoreType, String score, long nodes,
            String pv, long totalNodes) {
    }

    record Outcome(Row row, int depth, String bestMove, String scoreType, String score, long nodes, String pv,
            long totalNodes) {
        boolean sameBestMove() {
            return bestMove.equals(row.bestMove());
        }

        boolean sameScore() {
            return scoreType.equals(row.scoreType()) && score.equals(row.score());
        }

        boolean sameTotalNodes() {
            return totalNodes == row.totalNodes();
        }

        boolean samePrinted() {
            return nodes == row.nodes() && pv.equals(row.pv()) && depth == row.depth();
        }

        boolean allSame() {
            return sameBestMove() && sameScore() && sameTotalNodes() && samePrinted();
        }

        String describe() {
            return String.format(Locale.ROOT, "line %d %s: best %s (FabChess %s), score %s %s (%s %s), nodes %d "
                    + "(%d), total %d (%d), pv %s (%s)", row.line(), row.fen(), bestMove, row.bestMove(), scoreType,
                    score, row.scoreType(), row.score(), nodes, row.nodes(), totalNodes, row.totalNodes(), pv,
                    row.pv());
        }
    }

    static List<Row> rows() {
        try {
            List<String> lines = Files.readAllLines(DataFolder.reference(FILE));
            List<String> header = Arrays.asList(lines.get(0).split("\t"));
            List<Row> rows = new ArrayList<>();
            for (String text : lines.subList(1, lines.size())) {
                if (text.isBlank()) {
                    continue;
                }
                String[] f = text.split("\t");
                Map<String, String> r = new HashMap<>();
                for (int k = 0; k < header.size(); k++) {
                    r.put(header.get(k), f[k]);
                }
                rows.add(new Row(Integer.parseInt(r.get("line")), r.get("fen"), Integer.parseInt(r.get("depth")),
                        r.get("bestmove_uci"), r.get("score_type"), r.get("score"), Long.parseLong(r.get("nodes")),
                        r.get("pv"), Long.parseLong(r.get("total_nodes"))));
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The printed form of a score: "cp v", or "mate n" beyond 14800 as FabChess prints it. */
    static String[] printed(int v) {
        if (Math.abs(v) > 14800) {
            int n = v > 0 ? (FabChessSearch.MATE - v) / 2 + 1 : (-FabChessSearch.MATE - v) / 2;
            return new String[] {"mate", Integer.toString(n)};
        }
        return new String[] {"cp", Integer.toString(v)};
    }

    static Outcome run(FabChessSearch search, FabChessTable table, Row row) {
        table.clear();
        FabChessSearch.Result result = search.run(Position.fromFen(row.fen()), new long[0], DEPTH, info -> { });
        FabChessSearch.Info info = result.lastInfo();
        if (info == null) {
            return new Outcome(row, 0, Move.toUci(result.bestMove()), "NA", "NA", 0, Move.toUci(result.bestMove()),
                    result.nodes());
        }
        String[] score = printed(info.score());
        String pv = Arrays.stream(info.pv()).mapToObj(Move::toUci).collect(Collectors.joining(" "));
        return new Outcome(row, info.depth(), Move.toUci(result.bestMove()), score[0], score[1], info.printedNodes(),
                pv, result.nodes());
    }

    static String summary(List<Outcome> outcomes) {
        int n = outcomes.size();
        return String.format(Locale.ROOT, "%s: %d rows: best move %d, score %d, total nodes %d, printed nodes+PV %d, "
                + "all columns %d", FILE, n, outcomes.stream().filter(Outcome::sameBestMove).count(),
                outcomes.stream().filter(Outcome::sameScore).count(),
                outcomes.stream().filter(Outcome::sameTotalNodes).count(),
                outcomes.stream().filter(Outcome::samePrinted).count(),
                outcomes.stream().filter(Outcome::allSame).count());
    }

    private FabChessSearchReference() {
    }
}
