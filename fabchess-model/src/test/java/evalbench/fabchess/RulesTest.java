package evalbench.fabchess;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import java.math.BigDecimal;
import java.math.MathContext;
import org.junit.jupiter.api.Test;

/** Single rules of FabChess 1.15 on small positions, with the numbers worked out by hand from the parameters. */
class RulesTest {
    private final Evaluator evaluator = new FabChessModel().create();

    private Breakdown explain(String fen) {
        return evaluator.explain(Position.fromFen(fen));
    }

    @Test
    void loneMinorPiecesAreADrawBeforeAnyTerm() {
        for (String fen : new String[] {"8/8/8/4k3/8/8/3N4/4K3 w - - 0 1", "8/8/2n5/4k3/8/8/3B4/4K3 b - - 0 1",
            "8/8/8/4k3/8/8/2NN4/4K3 w - - 0 1", "8/8/2b5/4k3/8/8/2BN4/4K3 w - - 0 1",
            "8/8/2b5/4k3/8/8/2NN4/4K3 w - - 0 1"}) {
            Breakdown b = explain(fen);
            assertThat(b.details().get(FabChessBreakdown.STATUS)).as(fen).isEqualTo(FabChessEvaluator.STATUS_DRAW);
            assertThat(b.whiteScore()).as(fen).isZero();
            assertThat(b.terms()).as(fen).allMatch(t -> t.isZero());
        }
        // two bishops against no bishop are evaluated
        for (String fen : new String[] {"8/8/8/4k3/8/8/2BB4/4K3 w - - 0 1", "8/8/2n5/4k3/8/8/2BB4/4K3 w - - 0 1"}) {
            Breakdown b = explain(fen);
            assertThat(b.details().get(FabChessBreakdown.STATUS)).as(fen).isEqualTo(FabChessEvaluator.STATUS_OK);
            assertThat(b.whiteScore()).as(fen).isPositive();
        }
    }

    @Test
    void phaseRunsFromEndgameZeroToMiddlegame128() {
        assertThat(explain(Position.START_FEN).details().get(FabChessBreakdown.PHASE)).isEqualTo("128.0");
        // queen + rook = 2150 is below the endgame limit 2350
        Breakdown qr = explain("4k3/8/8/8/8/8/8/3QK2R w - - 0 1");
        assertThat(qr.details().get(FabChessBreakdown.PHASE)).isEqualTo("0.0");
        // queen + two minors: 2510 - 2350 = 160 -> 160 * 128 / 6750
        Breakdown qbn = explain("4k3/8/8/8/8/8/8/2BQK1N1 w - - 0 1");
        assertThat(Double.parseDouble(qbn.details().get(FabChessBreakdown.PHASE))).isEqualTo(160 * 128.0 / 6750.0);
        // the workbench scale: 9100 - 2510 endgame steps of 6750
        assertThat(qbn.phase()).isEqualTo(9100 - 2510);
        assertThat(qbn.units().phaseMax()).isEqualTo(6750);
    }

    /**
     * Games lines 669 and 5522: only IEEE double arithmetic in the original's order lands below the integer; exact
     * arithmetic gives -222 and -390.
     */
    @Test
    void theMixIsDoubleArithmeticInTheOriginalOrder() {
        Breakdown a = explain("3rr1k1/pp4p1/8/6p1/3PR3/1P1n1P2/P1R3PP/7K b - - 2 29");
        assertThat(a.details().get(FabChessBreakdown.MIX)).isEqualTo("-221.99999999999997");
        assertThat(a.whiteScore()).isEqualTo(-221);
        double phase = Double.parseDouble(a.details().get(FabChessBreakdown.PHASE));
        int mg = a.openingTotal();
        int eg = Integer.parseInt(a.details().get(FabChessBreakdown.EG_DIV15));
        // the same numbers in exact rational arithmetic: phase = (M - 2350) * 128 / 6750 with M from the material
        BigDecimal exactPhase = new BigDecimal(2350 + 750).subtract(new BigDecimal(2350))
                .multiply(new BigDecimal(128)).divide(new BigDecimal(6750), MathContext.DECIMAL128);
        assertThat(mg).isEqualTo(-222);
        assertThat(eg).isEqualTo(-222);
        assertThat(phase).isEqualTo(exactPhase.doubleValue());
        // mg = eg: exactly -222 in rational arithmetic, whatever the phase
        BigDecimal exactMix = new BigDecimal(mg).multiply(exactPhase)
                .add(new BigDecimal(eg).multiply(new BigDecimal(128).subtract(exactPhase)))
                .divide(new BigDecimal(128), MathContext.DECIMAL128);
        assertThat(exactMix.intValue()).isEqualTo(-222);
    }

    @Test
    void theRescalingDividesAPawnlessEndgameBy16() {
        // White: rook + bishop against a rook, no pawns: ahead by less than a knight and a pawn
        Breakdown b = explain("4k3/8/8/3r4/8/8/8/2B1K2R w - - 0 1");
        assertThat(b.details().get(FabChessBreakdown.EG_SCALE)).isEqualTo("1/16");
        int eg = b.endgameTotal();
        assertThat(b.details().get(FabChessBreakdown.EG_RESCALED)).isEqualTo(Integer.toString(eg / 16));
        assertThat(b.details().get(FabChessBreakdown.EG_DIV15)).isEqualTo(Integer.toString((int) (eg / 16 / 1.5)));
    }

    @Test
    void theShelterIndexZeroIsNotZero() {
        // full shield g2 f2 h2: no file missing, still SHIELDING_PAWN_MISSING[0] + ..._ON_OPEN_FILE[0] = (7, -9)
        Breakdown b = explain("6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1");
        assertThat(b.term("king/shelter").whiteOpening() + b.term(Terms.SHELTER_OPEN_FILE_ID).whiteOpening())
                .isEqualTo(7);
        assertThat(b.term("king/shelter").whiteEndgame() + b.term(Terms.SHELTER_OPEN_FILE_ID).whiteEndgame())
                .isEqualTo(-9);
        // a king on its seventh rank: its only shield squares are on the last rank, so three files are missing
        Breakdown k7 = explain("k7/4K3/8/8/8/8/P7/8 b - - 0 1");
        assertThat(k7.details().get("shield_missing_w_n")).isEqualTo("3");
        assertThat(k7.details().get("shield_open_missing_w_n")).isEqualTo("3");
    }

    @Test
    void xraysNeedExactlyOnePieceBetween() {
        // bishop b2, pawn e5 between it and the king h8: one x-ray; the rook a8 sees the king directly: none
        Breakdown b = explain("R6k/8/8/4p3/8/8/1B6/4K3 b - - 0 1");
        assertThat(b.details().get("xray_bishop_w_n")).isEqualTo("1");
        assertThat(b.details().get("xray_rook_w_n")).isEqualTo("0");
        // two pieces between: none
        Breakdown two = explain("7k/6p1/8/4p3/8/8/1B6/4K3 w - - 0 1");
        assertThat(two.details().get("xray_bishop_w_n")).isEqualTo("0");
    }

    @Test
    void aPasserHasNoEnemyPawnInFrontOnItsOwnOrANeighbouringFile() {
        // e5 is stopped by d6 in front on a neighbouring file; b5 is not stopped by a4 behind it, nor a4 by b5
        Breakdown b = explain("4k3/8/3p4/1P2P3/p7/8/8/4K3 w - - 0 1");
        assertThat(b.details().get("passer_w_n")).isEqualTo("1");
        assertThat(b.details().get("passer_b_n")).isEqualTo("1");
        assertThat(b.term("passers/rank").squares())
                .isEqualTo(1L << evalbench.core.Square.B5 | 1L << evalbench.core.Square.A4);
        // both pawns of a doubled pair can be passers
        Breakdown doubled = explain("4k3/8/8/1P6/1P6/8/8/4K3 w - - 0 1");
        assertThat(doubled.details().get("passer_w_n")).isEqualTo("2");
    }
}
