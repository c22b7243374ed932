package evalbench.rybka;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Position;
import evalbench.core.Uci;
import org.junit.jupiter.api.Test;

/** Strelka's yes/no exchange test, its bookkeeping included (answers checked against Strelka 2.0 B itself). */
class StrelkaExchangeTest {
    private static boolean good(String fen, String move) {
        Position p = Position.fromFen(fen);
        return new StrelkaExchange().isGood(p, Uci.parse(p, move));
    }

    @Test
    void aDefendedPawnIsNotWorthTheBishop() {
        assertThat(good("6k1/8/4r3/4p3/8/6B1/8/6K1 w - - 0 1", "g3e5")).isFalse();
    }

    @Test
    void aRookThatCapturedIsSeenAgainBehindTheNextRookOnItsFile() {
        // Bxe5 Rxe5 Rxe5 Rxe5: Strelka finds the white rook of e7 again behind the black one of e8 and calls it good.
        assertThat(good("4r1k1/4R3/4r3/4p3/8/6B1/8/6K1 w - - 0 1", "g3e5")).isTrue();
        assertThat(good("4r1k1/4R1p1/4r2p/p1ppp2P/PbP5/5PB1/6P1/3R2K1 w - - 0 1", "g3e5")).isTrue();
    }
}
