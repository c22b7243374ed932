package evalbench.fabchess;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import org.junit.jupiter.api.Test;

/** FabChess's draws: two-fold repetition on the stack back to an irreversible entry, bare minors, fifty moves. */
class FabChessBoardTest {
    private static int knight(int from, int to) {
        return FabChessMove.quiet(from, to, PieceType.KNIGHT);
    }

    @Test
    void oneEarlierOccurrenceIsADraw() {
        FabChessBoard board = new FabChessBoard(Position.start());
        board.push();
        board.make(knight(Square.G1, Square.F3));
        board.push();
        board.make(knight(Square.G8, Square.F6));
        board.push();
        board.make(knight(Square.F3, Square.G1));
        assertThat(board.isDraw()).isFalse();
        board.push();
        board.make(knight(Square.F6, Square.G8));
        assertThat(board.isDraw()).as("the start position again").isTrue();
    }

    @Test
    void gameHistoryCounts() {
        Position start = Position.start();
        long startKey = FabChessKeys.of(start, Square.NONE);
        Position pos = Position.fromFen("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
        FabChessBoard board = new FabChessBoard(pos);
        board.setGameHistory(new long[] {startKey});
        board.push();
        board.make(knight(Square.G8, Square.F6));
        board.push();
        board.make(knight(Square.F3, Square.G1));
        board.push();
        board.make(knight(Square.F6, Square.G8));
        assertThat(board.isDraw()).isTrue();
    }

    /** The scan stops after the first entry whose halfmove clock was 0 (that entry is still compared). */
    @Test
    void irreversibleEntryEndsTheScan() {
        String rootFen = "4k3/8/8/8/8/8/4P3/4K1N1 w - - 0 1";
        FabChessBoard probe = new FabChessBoard(Position.fromFen(rootFen));
        probe.make(knight(Square.G1, Square.F3));
        long afterKnightMove = probe.key();

        FabChessBoard board = new FabChessBoard(Position.fromFen(rootFen));
        board.setGameHistory(new long[] {afterKnightMove});
        board.push(); // the root, halfmove clock 0: irreversible
        board.make(knight(Square.G1, Square.F3));
        assertThat(board.isDraw()).as("the older entry lies behind the irreversible root").isFalse();
        board.push();
        board.make(FabChessMove.quiet(Square.E8, Square.D8, PieceType.KING));
        board.push();
        board.make(knight(Square.F3, Square.G1));
        board.push();
        board.make(FabChessMove.quiet(Square.D8, Square.E8, PieceType.KING));
        assertThat(board.isDraw()).as("back at the root, which is irreversible but compared").isTrue();
    }

    @Test
    void bareMinorsAndFiftyMoves() {
        assertThat(new FabChessBoard(Position.fromFen("4k3/8/8/8/8/8/8/2B1KN2 w - - 0 1")).isDraw()).isFalse();
        assertThat(new FabChessBoard(Position.fromFen("4k1n1/8/8/8/8/8/8/2B1K3 w - - 0 1")).isDraw()).isTrue();
        assertThat(new FabChessBoard(Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 100 80")).isDraw()).isTrue();
        assertThat(new FabChessBoard(Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80")).isDraw()).isFalse();
    }

    /** Castling resets FabChess's halfmove clock (engine-core's does not). */
    @Test
    void castlingResetsTheClock() {
        FabChessBoard board = new FabChessBoard(Position.fromFen("4k3/8/8/8/8/8/8/4K2R w K - 7 20"));
        board.make(FabChessMove.castling(Square.E1, Square.G1));
        assertThat(board.halfmoveClock()).isZero();
        assertThat(board.position().halfmoveClock()).isEqualTo(8);
    }
}
