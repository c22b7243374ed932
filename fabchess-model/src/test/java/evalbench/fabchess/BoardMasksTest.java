package evalbench.fabchess;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.Square;
import org.junit.jupiter.api.Test;

/** The fixed square sets, against the rules in words (docs/fabchess-model.md). */
class BoardMasksTest {
    private static long squares(String... names) {
        long set = 0;
        for (String n : names) {
            set |= Bitboards.bit(Square.parse(n));
        }
        return set;
    }

    @Test
    void kingZoneIsTheBandTimesTwoRanksEitherSide() {
        assertThat(Bitboards.count(BoardMasks.kingZone(Square.E4))).isEqualTo(15);
        assertThat(BoardMasks.kingZone(Square.E4)).isEqualTo(
                (Bitboards.file(3) | Bitboards.file(4) | Bitboards.file(5))
                        & (Bitboards.RANK_2 | Bitboards.RANK_3 | Bitboards.RANK_4 | Bitboards.RANK_5
                                | Bitboards.RANK_6));
        assertThat(Bitboards.count(BoardMasks.kingZone(Square.E1))).isEqualTo(9);
        assertThat(BoardMasks.kingZone(Square.A2)).isEqualTo(
                (Bitboards.file(0) | Bitboards.file(1) | Bitboards.file(2))
                        & (Bitboards.RANK_1 | Bitboards.RANK_2 | Bitboards.RANK_3 | Bitboards.RANK_4));
        assertThat(BoardMasks.band(7)).isEqualTo(Bitboards.file(5) | Bitboards.file(6) | Bitboards.file(7));
    }

    @Test
    void shieldIsTheBandOnTheTwoRanksInFront() {
        assertThat(BoardMasks.shield(Colour.WHITE, Square.G1)).isEqualTo(squares("f2", "g2", "h2", "f3", "g3", "h3"));
        assertThat(BoardMasks.shield(Colour.BLACK, Square.A8)).isEqualTo(squares("a7", "b7", "c7", "a6", "b6", "c6"));
        assertThat(BoardMasks.shield(Colour.WHITE, Square.E7)).isEqualTo(squares("d8", "e8", "f8"));
        assertThat(BoardMasks.shield(Colour.WHITE, Square.E8)).isZero();
        assertThat(BoardMasks.shield(Colour.BLACK, Square.E1)).isZero();
    }

    @Test
    void diagonalNeighboursAndSpans() {
        assertThat(BoardMasks.diagonalNeighbours(Square.A1)).isEqualTo(squares("b2"));
        assertThat(BoardMasks.diagonalNeighbours(Square.E4)).isEqualTo(squares("d3", "f3", "d5", "f5"));
        assertThat(BoardMasks.frontSpan(squares("e6"), Colour.WHITE)).isEqualTo(squares("e7", "e8"));
        assertThat(BoardMasks.frontSpan(squares("e3"), Colour.BLACK)).isEqualTo(squares("e2", "e1"));
        assertThat(BoardMasks.rearSpan(squares("b2"), Colour.WHITE)).isEqualTo(squares("b1"));
        assertThat(BoardMasks.adjacentFileSpan(squares("a6"), Colour.WHITE)).isEqualTo(squares("b7", "b8"));
        assertThat(BoardMasks.adjacentFileSpan(squares("d3"), Colour.BLACK))
                .isEqualTo(squares("c2", "c1", "e2", "e1"));
    }

    @Test
    void centreAttackersAreTheSquaresAPawnHitsTheCentreFrom() {
        assertThat(PawnStructure.centreAttackers(Colour.WHITE))
                .isEqualTo(squares("c3", "d3", "e3", "f3", "c4", "d4", "e4", "f4"));
        assertThat(PawnStructure.centreAttackers(Colour.BLACK))
                .isEqualTo(squares("c6", "d6", "e6", "f6", "c5", "d5", "e5", "f5"));
    }
}
