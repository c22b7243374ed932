package evalbench.fruit;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Move;
import evalbench.core.Position;
import evalbench.core.Square;
import org.junit.jupiter.api.Test;

/**
 * Fruit's exchange evaluation, above all its shortcut when no defender attacks the target square once the mover
 * has left it: the defenders it must still see are the ones uncovered behind the mover and behind a pawn taken en
 * passant. Values P = 100, N = B = 325, R = 500, Q = 1000, K = 10000.
 */
class FruitExchangeTest {
    private static final int[] VALUES = {0, 100, 325, 325, 500, 1000, 10000};

    private static int see(String fen, int move) {
        return new FruitExchange(VALUES).evaluate(Position.fromFen(fen), move);
    }

    @Test
    void anUndefendedVictimIsWonWhole() {
        assertThat(see("4k3/8/3p4/8/8/8/8/3RK3 w - - 0 1", Move.make(Square.D1, Square.D6))).isEqualTo(100);
    }

    @Test
    void aQuietMoveToAnUnattackedSquareIsZero() {
        assertThat(see("4k3/8/8/8/8/8/8/3RK3 w - - 0 1", Move.make(Square.D1, Square.D5))).isEqualTo(0);
    }

    @Test
    void aDefenderBehindTheMoverAnswers() {
        // The black rook on d1 sees d6 once the white rook has left d4.
        assertThat(see("4k3/8/3p4/8/3R4/8/7K/3r4 w - - 0 1", Move.make(Square.D4, Square.D6))).isEqualTo(-400);
    }

    @Test
    void aDefenderBehindThePawnTakenEnPassantAnswers() {
        // After exd6 e.p. the black rook on d1 sees d6 through the square the d5 pawn has left.
        String fen = "4k3/8/8/3pP3/8/8/7K/3r4 w - d6 0 2";
        assertThat(see(fen, Move.make(Square.E5, Square.D6, Move.EN_PASSANT))).isEqualTo(0);
        String undefended = "4k3/8/8/3pP3/8/8/7K/8 w - d6 0 2";
        assertThat(see(undefended, Move.make(Square.E5, Square.D6, Move.EN_PASSANT))).isEqualTo(100);
    }
}
