package evalbench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Published perft counts (chessprogramming.org "Perft Results") and divide's consistency. */
class PerftTest {
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    private static final String POSITION_3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    private static final String POSITION_4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
    private static final String POSITION_5 = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";

    @ParameterizedTest(name = "start position perft({0}) = {1}")
    @CsvSource({"1, 20", "2, 400", "3, 8902", "4, 197281", "5, 4865609"})
    void startPosition(int depth, long nodes) {
        assertThat(Perft.count(Position.start(), depth)).isEqualTo(nodes);
    }

    @ParameterizedTest(name = "kiwipete perft({0}) = {1}")
    @CsvSource({"1, 48", "2, 2039", "3, 97862", "4, 4085603"})
    void kiwipete(int depth, long nodes) {
        assertThat(Perft.count(Fen.parse(KIWIPETE), depth)).isEqualTo(nodes);
    }

    @ParameterizedTest(name = "position 3 perft({0}) = {1}")
    @CsvSource({"1, 14", "2, 191", "3, 2812", "4, 43238", "5, 674624"})
    void position3(int depth, long nodes) {
        assertThat(Perft.count(Fen.parse(POSITION_3), depth)).isEqualTo(nodes);
    }

    @ParameterizedTest(name = "position 4 perft({0}) = {1}")
    @CsvSource({"1, 6", "2, 264", "3, 9467", "4, 422333"})
    void position4(int depth, long nodes) {
        assertThat(Perft.count(Fen.parse(POSITION_4), depth)).isEqualTo(nodes);
    }

    @ParameterizedTest(name = "position 5 perft({0}) = {1}")
    @CsvSource({"1, 44", "2, 1486", "3, 62379", "4, 2103487"})
    void position5(int depth, long nodes) {
        assertThat(Perft.count(Fen.parse(POSITION_5), depth)).isEqualTo(nodes);
    }

    @Test
    void depthZeroCountsTheRootOnly() {
        assertThat(Perft.count(Fen.parse(KIWIPETE), 0)).isEqualTo(1);
    }

    @Test
    void divideSumsToTheCountAndEachEntryIsTheChildsCount() {
        Position p = Fen.parse(KIWIPETE);
        List<Perft.Division> divisions = new Perft(p).divide(3);
        assertThat(divisions).hasSize(48);
        assertThat(divisions.stream().mapToLong(Perft.Division::nodes).sum()).isEqualTo(97_862L);
        assertThat(divisions).extracting(Perft.Division::move).doesNotHaveDuplicates().contains("e1g1", "e1c1", "d5e6");
        for (Perft.Division d : divisions) {
            Position child = p.copy();
            int move = java.util.Arrays.stream(MoveGenerator.legalMoves(child))
                    .filter(m -> Move.toUci(m).equals(d.move())).findFirst().orElseThrow();
            child.makeMove(move);
            assertThat(d.nodes()).as("divide entry %s", d.move()).isEqualTo(Perft.count(child, 2));
        }
        assertThat(p.toFen()).as("divide leaves the position as it was").isEqualTo(KIWIPETE);
    }

    @Test
    void divideAtDepthOneCountsOnePerMove() {
        List<Perft.Division> divisions = new Perft(Position.start()).divide(1);
        assertThat(divisions).hasSize(20).allSatisfy(d -> assertThat(d.nodes()).isEqualTo(1));
    }

    @Test
    void badDepthsAreRejected() {
        assertThatThrownBy(() -> Perft.count(Position.start(), -1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Perft(Position.start()).divide(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void checkmateAndStalemateHaveNoMoves() {
        // Fool's mate: 1.f3 e5 2.g4 Qh4#.
        Position mated = Fen.parse("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assertThat(mated.inCheck()).isTrue();
        assertThat(Perft.count(mated, 1)).isZero();
        // Queen f7 covers g8, g7 and h7, without attacking h8.
        Position stalemate = Fen.parse("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertThat(stalemate.inCheck()).isFalse();
        assertThat(Perft.count(stalemate, 1)).isZero();
    }
}
