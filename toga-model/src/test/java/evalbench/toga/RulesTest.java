package evalbench.toga;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.TermValue;
import org.junit.jupiter.api.Test;

/**
 * Toga's own rules on hand-made positions, the expected values worked out by hand from the rules (docs/toga-model.md),
 * each also checked on the colour-flipped position.
 */
class RulesTest {
    private final Evaluator evaluator = new TogaModel().create();

    private TermValue white(String fen, String term) {
        return evaluator.explain(Position.fromFen(fen)).term(term);
    }

    /** The term of the flipped position, as Black's: must equal White's of the original. */
    private TermValue flippedBlack(String fen, String term) {
        return evaluator.explain(Position.fromFen(fen).flipColours()).term(term);
    }

    private void expectWhite(String fen, String term, int opening, int endgame) {
        TermValue t = white(fen, term);
        assertThat(new int[] {t.whiteOpening(), t.whiteEndgame(), t.blackOpening(), t.blackEndgame()}).as(term)
                .containsExactly(opening, endgame, 0, 0);
        TermValue f = flippedBlack(fen, term);
        assertThat(new int[] {f.blackOpening(), f.blackEndgame(), f.whiteOpening(), f.whiteEndgame()})
                .as("%s flipped", term).containsExactly(opening, endgame, 0, 0);
    }

    @Test
    void aKnightOnD5DefendedByTwoPawnsGetsTheOutpostValueTwice() {
        // d5 is worth 10 on White's 5th rank; c4 and e4 defend it; no Black pawn on c6 or e6
        expectWhite("4k3/p6p/8/3N4/2P1P3/8/8/4K3 w - - 0 1", Terms.KNIGHT_OUTPOST_ID, 20, 0);
    }

    @Test
    void aBishopWithOwnPawnsOnBothSquaresBehindLosesItsRetreatPoint() {
        // d3: forward diagonals c4 b5 a6 and e4 f5 g6 h7 = 7 squares
        expectWhite("4k3/8/8/8/8/3B4/2P1P3/4K3 w - - 0 1", "pieces/mobility/bishop", (7 - 4) * 5, (7 - 4) * 5);
        // one pawn behind: the retreat point counts, 8 squares
        expectWhite("4k3/8/8/8/8/3B4/2P5/4K3 w - - 0 1", "pieces/mobility/bishop", (8 - 4) * 5, (8 - 4) * 5);
    }

    @Test
    void twoPiecesOnTheEnemyHalfGiveSpaceAndTheQueenItsTropism() {
        // knight e5 and queen d6: weight 5 for two pieces times units 1 + 4
        String fen = "4k3/8/3Q4/4N3/8/8/8/4K3 w - - 0 1";
        expectWhite(fen, Terms.SPACE_ID, 5 * (1 + 4), 0);
        // queen d6 to king e8: one file and two ranks
        expectWhite(fen, Terms.QUEEN_TROPISM_ID, 10 - 3, 10 - 3);
    }

    @Test
    void theMaterialAdditions() {
        // a rook (490) against a knight (325) and two pawns: the exchange bonus to the rook's side
        expectWhite("4k3/pp6/8/8/8/8/8/R3K2n w - - 0 1", Terms.EXCHANGE_ID, 20, 20);
        // kings and pawns, two pawns ahead: twice 30
        expectWhite("4k3/8/8/8/8/8/PP6/4K3 w - - 0 1", Terms.PAWN_ENDING_ID, 0, 60);
        // one rook each, a pawn more: the side with more pawns loses 10
        expectWhite("r3k3/p7/8/8/8/8/PP6/R3K3 w - - 0 1", Terms.ROOK_ENDING_ID, 0, -10);
    }

    @Test
    void theTempoGoesToTheSideToMoveAfterTheEarlyDrawExitOnly() {
        Breakdown white = evaluator.explain(Position.fromFen("4k3/pp6/8/8/8/8/PP6/4K3 w - - 0 1"));
        assertThat(white.term(Terms.TEMPO_ID).netOpening()).isEqualTo(20);
        assertThat(white.term(Terms.TEMPO_ID).netEndgame()).isEqualTo(10);
        // KRKR: both multipliers 0, Toga returns before the tempo
        Breakdown draw = evaluator.explain(Position.fromFen("2k5/8/8/6R1/8/8/r7/7K b - - 4 70"));
        assertThat(draw.term(Terms.TEMPO_ID).netOpening()).isZero();
        assertThat(draw.sideToMoveScore()).isZero();
    }
}
