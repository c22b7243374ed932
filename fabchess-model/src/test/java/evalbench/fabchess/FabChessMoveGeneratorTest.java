package evalbench.fabchess;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Move;
import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.io.DataFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** FabChess's generator: the right moves (perft on the suite, captures-only against the full list), in its order. */
class FabChessMoveGeneratorTest {
    private static long perft(Position pos, int depth) {
        int[] moves = new int[FabChessMoveGenerator.MAX_MOVES];
        int n = FabChessMoveGenerator.generate(pos, moves, false);
        if (depth == 1) {
            return n;
        }
        long total = 0;
        for (int i = 0; i < n; i++) {
            pos.makeMove(moves[i]);
            total += perft(pos, depth - 1);
            pos.unmakeMove();
        }
        return total;
    }

    /** Every position of perftsuite.epd to the first depth with at least 10,000 leaves (or depth 3). */
    @Test
    void perftSuiteCountsMatch() throws IOException {
        List<String> lines = Files.readAllLines(DataFolder.corpus("perftsuite.epd"));
        int checked = 0;
        for (String line : lines) {
            if (line.isBlank()) {
                continue;
            }
            String[] parts = line.split(";");
            Position pos = Position.fromFen(parts[0].trim());
            for (int k = 1; k < parts.length; k++) {
                String[] dn = parts[k].trim().split("\\s+");
                int depth = Integer.parseInt(dn[0].substring(1));
                long expected = Long.parseLong(dn[1]);
                assertThat(perft(pos, depth)).as("%s depth %d", parts[0], depth).isEqualTo(expected);
                checked++;
                if (expected >= 10_000 || depth >= 3) {
                    break;
                }
            }
        }
        assertThat(checked).isGreaterThan(200);
    }

    /** Captures-only lists hold exactly the captures of the full list, in the same relative order. */
    @Test
    void capturesOnlyIsTheFullListsCaptures() throws IOException {
        for (String line : Files.readAllLines(DataFolder.corpus("perftsuite.epd"))) {
            Position pos = Position.fromFen(line.split(";")[0].trim());
            int[] all = new int[FabChessMoveGenerator.MAX_MOVES];
            int n = FabChessMoveGenerator.generate(pos, all, false);
            List<Integer> expected = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if (FabChessMove.isCapture(all[i])) {
                    expected.add(all[i]);
                }
            }
            int[] caps = new int[FabChessMoveGenerator.MAX_MOVES];
            int c = FabChessMoveGenerator.generate(pos, caps, true);
            assertThat(Arrays.stream(caps, 0, c).boxed().toList()).as(line).isEqualTo(expected);
        }
    }

    /** The same moves as engine-core's generator. */
    @Test
    void sameMovesAsEngineCore() throws IOException {
        for (String line : Files.readAllLines(DataFolder.corpus("perftsuite.epd"))) {
            Position pos = Position.fromFen(line.split(";")[0].trim());
            int[] ours = new int[FabChessMoveGenerator.MAX_MOVES];
            int n = FabChessMoveGenerator.generate(pos, ours, false);
            List<String> mine = Arrays.stream(ours, 0, n).mapToObj(Move::toUci).sorted().toList();
            List<String> theirs = Arrays.stream(MoveGenerator.legalMoves(pos)).mapToObj(Move::toUci).sorted().toList();
            assertThat(mine).as(line).isEqualTo(theirs);
        }
    }

    private static List<String> order(String fen) {
        Position pos = Position.fromFen(fen);
        int[] moves = new int[FabChessMoveGenerator.MAX_MOVES];
        int n = FabChessMoveGenerator.generate(pos, moves, false);
        return Arrays.stream(moves, 0, n).mapToObj(Move::toUci).toList();
    }

    /** King first, pawns (promotions, singles, doubles, +7 then +9 captures), N, Q, B, R, castling last. */
    @Test
    void generationOrderFollowsFabChess() {
        assertThat(order(Position.START_FEN)).containsExactly("a2a3", "b2b3", "c2c3", "d2d3", "e2e3", "f2f3",
                "g2g3", "h2h3", "a2a4", "b2b4", "c2c4", "d2d4", "e2e4", "f2f4", "g2g4", "h2h4", "b1a3", "b1c3",
                "g1f3", "g1h3");
        // White: king steps, promotion pushes (Q R B N), +7 capture-promotion on a8, +9 capture d5xe6, knight, rook,
        // nothing else (the knight on g1 blocks castling).
        assertThat(order("r3k3/1P6/4p3/3P4/8/8/8/4K1NR w K - 0 1")).containsExactly("e1d1", "e1f1",
                "e1d2", "e1e2", "e1f2", "b7b8q", "b7b8r", "b7b8b", "b7b8n", "d5d6", "b7a8q", "b7a8r", "b7a8b",
                "b7a8n", "d5e6", "g1e2", "g1f3", "g1h3", "h1h2", "h1h3", "h1h4", "h1h5", "h1h6", "h1h7",
                "h1h8");
        List<String> castles = order("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(castles.subList(castles.size() - 2, castles.size())).containsExactly("e1g1", "e1c1");
    }

    /** Pinned pieces come before the others: straight pins, then diagonal pins, by pinner square. */
    @Test
    void pinnedPiecesFirst() {
        // White king e1, rook e2 pinned by the rook on e8, bishop d2 pinned by the bishop on b4 (diagonal).
        List<String> moves = order("4r1k1/8/8/8/1b6/8/3BR3/4K3 w - - 0 1");
        assertThat(moves.subList(0, 4)).containsExactly("e1d1", "e1f1", "e1f2", "e2e3");
        assertThat(moves).containsSubsequence("e2e7", "e2e8", "d2c3", "d2b4");
        assertThat(moves).hasSize(3 + 6 + 2);
    }
}
