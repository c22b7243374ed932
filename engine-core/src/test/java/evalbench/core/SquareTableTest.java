package evalbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** A tracked square table's sums stay equal to the sums recomputed from the board through every move. */
class SquareTableTest {
    private static final String[] FENS = {
        Position.START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", // castling, captures
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", // en passant
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", // promotions
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", // promotions with captures
    };

    private static SquareTable randomTable(long seed) {
        Random random = new Random(seed);
        int[] opening = new int[Piece.CODE_LIMIT * 64];
        int[] endgame = new int[Piece.CODE_LIMIT * 64];
        for (int i = 0; i < opening.length; i++) {
            opening[i] = random.nextInt(2001) - 1000; // negative values too: the packing must carry signs
            endgame[i] = random.nextInt(2001) - 1000;
        }
        return new SquareTable(opening, endgame);
    }

    @Test
    void sumsFollowRandomGamesMovesTakeBacksNullMovesAndCopies() {
        Random random = new Random(7);
        int checked = 0;
        for (int f = 0; f < FENS.length; f++) {
            SquareTable table = randomTable(f);
            for (int game = 0; game < 40; game++) {
                Position position = Position.fromFen(FENS[f]);
                assertThat(position.squareTableSum(Colour.WHITE)).isZero();
                position.trackSquareTable(table);
                assertThat(position.squareTable()).isSameAs(table);
                int plies = 0;
                for (; plies < 60; plies++) {
                    int[] moves = MoveGenerator.legalMoves(position);
                    if (moves.length == 0) {
                        break;
                    }
                    if (random.nextInt(10) == 0 && !position.inCheck()) {
                        position.makeNullMove();
                        assertSums(position, table);
                        position.unmakeNullMove();
                    }
                    position.makeMove(moves[random.nextInt(moves.length)]);
                    assertSums(position, table);
                    checked++;
                    Position copy = position.copy();
                    assertThat(copy.squareTable()).isSameAs(table);
                    assertSums(copy, table);
                }
                while (plies-- > 0) {
                    position.unmakeMove();
                    assertSums(position, table);
                }
                assertThat(position.consistencyFault()).isNull();
            }
        }
        assertThat(checked).isGreaterThan(5000);
    }

    @Test
    void aPositionWithoutATableKeepsZeroSums() {
        Position position = Position.fromFen(FENS[1]);
        for (int move : MoveGenerator.legalMoves(position)) {
            position.makeMove(move);
            assertThat(position.squareTableSum(Colour.WHITE)).isZero();
            assertThat(position.squareTableSum(Colour.BLACK)).isZero();
            position.unmakeMove();
        }
    }

    private static void assertSums(Position position, SquareTable table) {
        for (int colour = Colour.WHITE; colour <= Colour.BLACK; colour++) {
            long expected = 0;
            for (int sq = 0; sq < 64; sq++) {
                int piece = position.pieceAt(sq);
                if (piece != Piece.NONE && Piece.colour(piece) == colour) {
                    expected += table.value(piece, sq);
                }
            }
            assertThat(position.squareTableSum(colour)).as("%s colour %d", position.toFen(), colour).isEqualTo(expected);
        }
        assertThat(position.consistencyFault()).isNull();
    }
}
