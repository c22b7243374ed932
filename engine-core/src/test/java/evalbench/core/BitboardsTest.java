package evalbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BitboardsTest {
    @Test
    void adjacentFilesAreTheNeighboursOnly() {
        assertThat(Bitboards.adjacentFiles(0)).isEqualTo(Bitboards.file(1));
        assertThat(Bitboards.adjacentFiles(7)).isEqualTo(Bitboards.file(6));
        assertThat(Bitboards.adjacentFiles(4)).isEqualTo(Bitboards.file(3) | Bitboards.file(5));
        assertThat(Bitboards.count(Bitboards.adjacentFiles(3))).isEqualTo(16);
    }

    @Test
    void betweenAndLine() {
        assertThat(Bitboards.between(Square.A1, Square.D4)).isEqualTo(Bitboards.bit(Square.B2) | Bitboards.bit(Square.C3));
        assertThat(Bitboards.between(Square.A1, Square.B3)).isZero();
        assertThat(Bitboards.line(Square.E1, Square.E2)).isEqualTo(Bitboards.file(4));
        assertThat(Bitboards.line(Square.A1, Square.B3)).isZero();
    }

    @Test
    void fillsAndPawnAttacks() {
        assertThat(Bitboards.fillNorth(Bitboards.bit(Square.E4)))
                .isEqualTo(Bitboards.file(4) & ~(Bitboards.RANK_1 | Bitboards.RANK_2 | Bitboards.RANK_3));
        assertThat(Bitboards.fileFill(Bitboards.bit(Square.C6))).isEqualTo(Bitboards.file(2));
        // a-file pawns attack only the b-file: no wrap-around to the h-file.
        assertThat(Bitboards.pawnAttacks(Bitboards.bit(Square.A2), Colour.WHITE)).isEqualTo(Bitboards.bit(Square.B3));
        assertThat(Bitboards.pawnAttacks(Bitboards.bit(Square.H7), Colour.BLACK)).isEqualTo(Bitboards.bit(Square.G6));
    }
}
