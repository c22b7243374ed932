package evalbench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Exchange results worked out by hand with P = 100, N = B = 325, R = 500, Q = 1000, K = 10000: each side
 * recaptures with its cheapest piece and stops when going on would lose more.
 */
class StaticExchangeTest {
    private static final StaticExchange SEE = StaticExchange.standard();

    static Stream<Arguments> captures() {
        return Stream.of(
                // Rxd5, nothing recaptures: +P.
                row("4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d1d5", 100),
                // Rxd5 exd5: +P -R.
                row("4k3/8/4p3/3p4/8/8/8/3RK3 w - - 0 1", "d1d5", -400),
                // exd5 exd5: +N -P.
                row("4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5", 225),
                // exd5 exd5: +R -P.
                row("4k3/8/4p3/3r4/4P3/8/8/4K3 w - - 0 1", "e4d5", 400),
                // Nxd5 exd5: +P -N.
                row("4k3/8/4p3/3p4/8/4N3/8/4K3 w - - 0 1", "e3d5", -225),
                // Rook behind rook: Rxd5 Rxd5 Rxd5 = +P +R -R; Black had better not recapture, so +P either way.
                row("3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5", 100),
                // The same without the rook behind: Rxd5 Rxd5 = +P -R.
                row("3rk3/8/8/3p4/8/8/3R4/4K3 w - - 0 1", "d2d5", -400),
                // Both sides doubled on the d-file: Rxd5 Rxd5 Rxd5 Rxd5 ends -R +P; stopping earlier is no better.
                row("3rk3/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5", -400),
                // Queen behind bishop: Bxd5 Nxd5 Qxd5 = +P -B +N = +P; Black should not even recapture.
                row("4k3/8/5n2/3p4/2B5/1Q6/8/4K3 w - - 0 1", "c4d5", 100),
                // Without the queen: Bxd5 Nxd5 = +P -B.
                row("4k3/8/5n2/3p4/2B5/8/8/4K3 w - - 0 1", "c4d5", -225),
                // Black recaptures with the pawn before the queen: Nxd5 exd5, and then Rxd5 Qxd5 would lose the
                // rook for a pawn, so White stops: +P -N. (Queen first would let White win it.)
                row("3qk3/8/4p3/3p4/8/4N3/8/3RK3 w - - 0 1", "e3d5", -225),
                // En passant, nothing recaptures: +P.
                row("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", 100),
                // En passant, cxd6 recaptures: +P -P.
                row("4k3/2p5/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", 0),
                // The pawn taken en passant was the only thing between the rook d1 and d6: exd6 cxd6 Rxd6, so
                // Black does better not to recapture: +P.
                row("4k3/2p5/8/3pP3/8/8/8/3RK3 w - d6 0 1", "e5d6", 100),
                // bxa8=Q takes a rook and turns a pawn into a queen: +R +Q -P.
                row("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7a8q", 1400),
                // ... and the knight on b6 takes the new queen: +R +Q -P -Q.
                row("r3k3/1P6/1n6/8/8/8/8/4K3 w - - 0 1", "b7a8q", 400),
                // a8=Q into the rook's fire: +Q -P -Q.
                row("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q", -100),
                // a8=N likewise loses the pawn: +N -P -N.
                row("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8n", -100),
                // A pawn recapturing on its last rank counts as a queen. Rxc8 (+N) bxc8=Q (-R, White +Q -P)
                // Rxc8 (+Q) Bxc8 (-R, the bishop on a6 was behind b7): +325 -1400 +1000 -500 = -575.
                // Black cannot do better by stopping: after bxc8=Q it is -1075.
                row("r1N4k/1P6/B7/8/8/8/2r5/6K1 b - - 0 1", "a8c8", -575),
                // The king may take last when the square is safe: Rxd5 Kxd5 = +P -R.
                row("8/8/4k3/3p4/8/8/8/3RK3 w - - 0 1", "d1d5", -400),
                // ... but not when the bishop b3 also covers d5: Kxd5 would lose the king, so +P.
                row("8/8/4k3/3p4/8/1B6/8/3RK3 w - - 0 1", "d1d5", 100),
                // The king taking a defended pawn (illegal, but SEE is asked) walks into capture: +P -K.
                row("4k3/8/8/8/8/2p5/3p4/4K3 w - - 0 1", "e1d2", 100 - 10000),
                // Black attacks e2 twice, White defends it once: Rxe2 Rxe2 Rxe2 = +R -R +R.
                row("4r1k1/4r3/8/8/8/8/4R3/4R1K1 b - - 0 1", "e7e2", 500));
    }

    private static Arguments row(String fen, String uci, int expected) {
        return Arguments.of(fen, uci, expected);
    }

    /** The move written in UCI, legal or merely pseudo-legal (a king stepping into capture). */
    private static int move(Position p, String uci) {
        int from = Square.parse(uci.substring(0, 2));
        int to = Square.parse(uci.substring(2, 4));
        if (uci.length() == 5) {
            return Move.promotion(from, to, PieceType.fromLetter(uci.charAt(4)));
        }
        boolean pawn = Piece.type(p.pieceAt(from)) == PieceType.PAWN;
        return to == p.enPassantSquare() && pawn ? Move.make(from, to, Move.EN_PASSANT) : Move.make(from, to);
    }

    @ParameterizedTest(name = "[{index}] {1} in {0} = {2}")
    @MethodSource("captures")
    void exchangeResult(String fen, String uci, int expected) {
        Position p = Fen.parse(fen);
        assertThat(SEE.evaluate(p, move(p, uci))).as("SEE of %s in %s", uci, fen).isEqualTo(expected);
        assertThat(p.toFen()).as("SEE leaves the position alone").isEqualTo(fen);
    }

    @Test
    void aQuietMoveToAnAttackedSquare() {
        Position p = Fen.parse("4k3/8/8/8/4p3/8/8/4K1N1 w - - 0 1");
        // Ng1-f3 walks into exf3: -N.
        assertThat(SEE.evaluate(p, Square.G1, Square.F3, 325, 0)).isEqualTo(-325);
        // h3 is not attacked: nothing happens.
        assertThat(SEE.evaluate(p, Square.G1, Square.H3, 325, 0)).isZero();
        // With g2 covering f3: Nf3 exf3 gxf3 = -N +P.
        Position defended = Fen.parse("4k3/8/8/8/4p3/8/6P1/4K1N1 w - - 0 1");
        assertThat(SEE.evaluate(defended, Square.G1, Square.F3, 325, 0)).isEqualTo(-225);
        // A queen going there loses itself for a pawn: -Q +P.
        Position queen = Fen.parse("4k3/8/8/8/4p3/8/6P1/4K1Q1 w - - 0 1");
        assertThat(SEE.evaluate(queen, Square.G1, Square.F3, 1000, 0)).isEqualTo(-900);
        // The value the mover is counted at and what it won getting there are the caller's.
        assertThat(SEE.evaluate(defended, Square.G1, Square.F3, 500, 100)).isEqualTo(100 - 500 + 100);
    }

    @Test
    void valuesAreTheCallers() {
        // With every piece worth the same, exd5 exd5 is an even trade.
        StaticExchange flat = new StaticExchange(new int[] {0, 100, 100, 100, 100, 100, 10000});
        Position p = Fen.parse("4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1");
        assertThat(flat.evaluate(p, move(p, "e4d5"))).isZero();
        assertThatThrownBy(() -> new StaticExchange(new int[6])).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("7 values");
    }
}
