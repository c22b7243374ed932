package evalbench.fabchess;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Move;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.io.DataFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The move ordering reads each stage sorted once; FabChess chooses, move by move, the first entry with the
 * strictly greatest score among those left. {@link SelectionRule} keeps that rule in its plainest form, and the
 * whole order of both is compared over corpus positions and random playouts, with random histories (many ties),
 * killers, PV and hash moves, and the search giving up on quiet moves at a random point.
 */
class MoveOrderSelectionTest {
    private static final int[] VICTIM = {0, 100, 400, 400, 650, 1100, 0};

    /** FabChess's rule, one choice at a time over the whole list (losing captures appended at the end). */
    private static final class SelectionRule {
        private final List<Integer> list = new ArrayList<>();
        private final List<Double> score = new ArrayList<>();

        /** The order for one node; {@code giveUpAfter}: quiet moves are dropped after that many moves. */
        List<Integer> order(FabChessBoard board, FabChessHistory history, int[] generated, int pv, int hash,
                int k0, int k1, boolean quiescence, int giveUpAfter, List<Integer> lastScores) {
            List<Integer> out = new ArrayList<>();
            list.clear();
            score.clear();
            for (int move : generated) {
                list.add(move);
                score.add(null);
            }
            if (pv != Move.NONE) {
                out.add(pv);
                lastScores.add(0);
                list.set(list.indexOf(pv), Move.NONE);
            }
            if (hash != Move.NONE) {
                out.add(hash);
                lastScores.add(0);
                list.set(list.indexOf(hash), Move.NONE);
            }
            for (int i = 0; i < list.size(); i++) {
                int m = list.get(i);
                if (m != Move.NONE && FabChessMove.isCapture(m)) {
                    score.set(i, (double) (VICTIM[FabChessMove.captured(m)] - (FabChessMove.piece(m) - 1)));
                }
            }
            for (int i = best(); i >= 0 && score.get(i) >= 0; i = best()) {
                int m = take(i);
                int attacker = FabChessMove.piece(m);
                int see = FabChessExchange.value(FabChessMove.captured(m)) >= FabChessExchange.value(attacker)
                        || attacker == PieceType.KING ? 0 : new FabChessExchange().see(board.position(), m, quiescence);
                if (see >= 0) {
                    out.add(m);
                    lastScores.add(0);
                } else {
                    list.add(m);
                    score.add((double) see);
                }
            }
            if (quiescence) {
                return out;
            }
            for (int i = 0; i < list.size(); i++) {
                int m = list.get(i);
                if (m != Move.NONE && score.get(i) == null && (m == k0 || m == k1)) {
                    out.add(take(i));
                    lastScores.add(0);
                }
            }
            for (int i = 0; i < list.size(); i++) {
                int m = list.get(i);
                if (m != Move.NONE && score.get(i) == null) {
                    score.set(i, out.size() >= giveUpAfter ? null
                            : history.orderingScore(board.sideToMove(), Move.from(m), Move.to(m)));
                    if (score.get(i) == null) {
                        list.set(i, Move.NONE);
                    }
                }
            }
            for (int i = best(); i >= 0; i = best()) {
                boolean quiet = score.get(i) >= 0;
                if (quiet && out.size() >= giveUpAfter) {
                    list.set(i, Move.NONE);
                    continue;
                }
                lastScores.add(quiet ? 0 : (int) (double) score.get(i));
                out.add(take(i));
            }
            return out;
        }

        private int best() {
            int best = -1;
            for (int i = 0; i < list.size(); i++) {
                if (list.get(i) != Move.NONE && score.get(i) != null
                        && (best < 0 || score.get(i) > score.get(best))) {
                    best = i;
                }
            }
            return best;
        }

        private int take(int i) {
            int m = list.get(i);
            list.set(i, Move.NONE);
            score.set(i, null);
            return m;
        }
    }

    @Test
    void sortedStagesGiveTheSelectionOrder() throws IOException {
        Random random = new Random(38);
        List<String> fens = new ArrayList<>(Files.readAllLines(DataFolder.corpus("games.fen")).subList(0, 400));
        for (String line : Files.readAllLines(DataFolder.corpus("wac.epd"))) {
            fens.add(String.join(" ", List.of(line.split(" ")).subList(0, 4)) + " 0 1");
        }
        SelectionRule rule = new SelectionRule();
        FabChessMoveOrder order = new FabChessMoveOrder();
        FabChessHistory history = new FabChessHistory(8);
        int[] list = new int[FabChessMoveGenerator.MAX_MOVES];
        int nodes = 0;
        int longOrders = 0;
        for (String fen : fens) {
            Position pos = Position.fromFen(fen);
            FabChessBoard board = new FabChessBoard(pos);
            for (int ply = 0; ply < 12; ply++) {
                history.clear();
                int n = FabChessMoveGenerator.generate(pos, list, false);
                if (n == 0) {
                    break;
                }
                int[] generated = java.util.Arrays.copyOf(list, n);
                // Few distinct history values, so that equal scores are common.
                for (int k = random.nextInt(3 * n); k > 0; k--) {
                    int m = generated[random.nextInt(n)];
                    int depth = 1 + random.nextInt(3);
                    if (random.nextBoolean()) {
                        history.cutoff(pos.sideToMove(), m, depth, 0, list, 0);
                    } else {
                        history.searchedQuiet(pos.sideToMove(), m, depth);
                    }
                }
                int pv = random.nextInt(3) == 0 ? generated[random.nextInt(n)] : Move.NONE;
                int hash = random.nextInt(3) == 0 ? generated[random.nextInt(n)] : Move.NONE;
                int k0 = random.nextInt(2) == 0 ? generated[random.nextInt(n)] : Move.NONE;
                int k1 = random.nextInt(2) == 0 ? generated[random.nextInt(n)] : Move.NONE;
                int giveUpAfter = random.nextInt(4) == 0 ? 1 + random.nextInt(n) : Integer.MAX_VALUE;
                for (boolean quiescence : new boolean[] {false, true}) {
                    int[] own = quiescence ? capturesOf(generated) : generated;
                    int ownHash = hash != Move.NONE && (!quiescence || FabChessMove.isCapture(hash)) ? hash : Move.NONE;
                    int ownPv = quiescence ? Move.NONE : pv;
                    int ownHashExpected = ownHash == ownPv ? Move.NONE : ownHash;
                    List<Integer> expectedScores = new ArrayList<>();
                    List<Integer> expected = rule.order(board, history, own, ownPv, ownHashExpected,
                            k0, k1 == k0 ? Move.NONE : k1, quiescence, giveUpAfter, expectedScores);
                    if (quiescence) {
                        order.startQuiescence(board, new FabChessExchange(),
                                ownHash == Move.NONE ? 0 : FabChessMove.tableForm(ownHash));
                    } else {
                        order.startMain(board, new FabChessExchange(), history, ownPv,
                                ownHash == Move.NONE ? 0 : FabChessMove.tableForm(ownHash), k0,
                                k1 == k0 ? Move.NONE : k1);
                    }
                    List<Integer> actual = new ArrayList<>();
                    List<Integer> actualScores = new ArrayList<>();
                    for (int m = order.next(); m != Move.NONE; m = order.next()) {
                        actual.add(m);
                        actualScores.add(order.lastScore);
                        if (actual.size() >= giveUpAfter) {
                            order.searchQuiets = false;
                        }
                    }
                    assertThat(actual).as("%s quiescence %s", pos.toFen(), quiescence).isEqualTo(expected);
                    assertThat(actualScores).as("%s quiescence %s", pos.toFen(), quiescence).isEqualTo(expectedScores);
                    nodes++;
                    longOrders += expected.size() >= 20 ? 1 : 0;
                }
                board.make(generated[random.nextInt(n)]);
            }
        }
        assertThat(nodes).isGreaterThan(5000);
        assertThat(longOrders).isGreaterThan(1000);
    }

    private static int[] capturesOf(int[] generated) {
        return java.util.Arrays.stream(generated).filter(FabChessMove::isCapture).toArray();
    }
}
