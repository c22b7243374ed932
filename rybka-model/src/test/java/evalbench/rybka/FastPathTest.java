package evalbench.rybka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.TermValue;
import evalbench.core.io.PositionFile;
import evalbench.core.io.PositionRecord;
import evalbench.core.io.DataFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One evaluation, two faces: on every corpus position (games.fen and every .epd file) the fast path returns
 * what the breakdown reports, whether its pawn cache is cold or warm, and the breakdown's parts add up:
 * terms to the totals, halving and interpolation to the mixed score, tempo to the final score.
 */
class FastPathTest {
    private final RybkaModel model = new RybkaModel();

    @Test
    void fastPathEqualsBreakdownOnEveryCorpusPosition() throws IOException {
        List<PositionRecord> records = corpus();
        RybkaEvaluator fast = (RybkaEvaluator) model.create();
        Evaluator explaining = model.create();
        int checked = 0;
        for (PositionRecord r : records) {
            fast.clearCaches();
            int cold = fast.evaluate(r.position());
            int warm = fast.evaluate(r.position());
            Breakdown b = explaining.explain(r.position());
            assertEquals(b.sideToMoveScore(), cold, () -> "fast path (cold cache) vs breakdown: " + r.fen());
            assertEquals(cold, warm, () -> "fast path, cold vs warm pawn cache: " + r.fen());
            assertParts(b, r.position().sideToMove() == 0);
            checked++;
        }
        System.out.println("fast path == breakdown on " + checked + " corpus positions");
        assertTrue(checked > 8000, "games.fen and the suites were read");
    }

    /** The breakdown's own arithmetic, recomputed from its parts with the spec's formulas. */
    private static void assertParts(Breakdown b, boolean whiteToMove) {
        int op = 0;
        int eg = 0;
        for (TermValue t : b.terms()) {
            op += t.whiteOpening() - t.blackOpening();
            eg += t.whiteEndgame() - t.blackEndgame();
        }
        assertEquals(Integer.parseInt(b.details().get("sum_op")), op, b.fen());
        assertEquals(Integer.parseInt(b.details().get("sum_eg")), eg, b.fen());
        boolean halved = b.factors().stream().filter(f -> f.id().equals("ocb_halved")).findFirst().orElseThrow()
                .value() == 1;
        int totalOp = halved ? op / 2 : op;
        int totalEg = halved ? eg / 2 : eg;
        int phase = b.phase();
        assertEquals((phase * totalEg + (24 - phase) * totalOp) / 24 / 32, b.mixed(), b.fen());
        assertEquals(b.mixed() + (whiteToMove ? 3 : -3), b.whiteScore(), b.fen());
        assertEquals(whiteToMove ? b.whiteScore() : -b.whiteScore(), b.sideToMoveScore(), b.fen());
    }

    private static List<PositionRecord> corpus() throws IOException {
        List<PositionRecord> all = new ArrayList<>(PositionFile.read(DataFolder.corpus("games.fen")));
        try (Stream<Path> files = Files.list(DataFolder.root().resolve("corpus"))) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".epd")).sorted()::iterator) {
                all.addAll(PositionFile.read(file));
            }
        }
        return all;
    }

    /**
     * The piece-square sums the position keeps through make/unmake (attached by the evaluator on first sight)
     * give what a position read afresh from its FEN gives: along random lines from every tenth games.fen
     * position, every evaluation of the moved position equals the breakdown of its FEN, and after taking the
     * moves back the first score again.
     */
    @Test
    void incrementalSumsAlongRandomLinesEqualTheBreakdownOfTheFreshPosition() {
        Evaluator searching = new RybkaModel().create();
        Evaluator fresh = new RybkaModel().create();
        Random random = new Random(2026);
        List<PositionRecord> games = PositionFile.read(
                DataFolder.corpus("games.fen"));
        int checked = 0;
        for (int i = 0; i < games.size(); i += 10) {
            Position position = games.get(i).position();
            int first = searching.evaluate(position);
            int plies = 0;
            for (; plies < 8; plies++) {
                int[] moves = MoveGenerator.legalMoves(position);
                if (moves.length == 0) {
                    break;
                }
                position.makeMove(moves[random.nextInt(moves.length)]);
                int fast = searching.evaluate(position);
                Breakdown b = fresh.explain(Position.fromFen(position.toFen()));
                assertEquals(b.sideToMoveScore(), fast, position.toFen());
                checked++;
            }
            while (plies-- > 0) {
                position.unmakeMove();
            }
            assertEquals(first, searching.evaluate(position), games.get(i).fen());
            assertNull(position.consistencyFault());
        }
        assertTrue(checked > 5000, "enough moved positions: " + checked);
    }
}
