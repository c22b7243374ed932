package evalbench.fabchess;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Move;
import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.Square;
import org.junit.jupiter.api.Test;

/** FabChess's own keys: the specification's test vectors, and the key kept through moves equals a fresh one. */
class FabChessKeysTest {
    private static long key(String fen) {
        Position pos = Position.fromFen(fen);
        return FabChessKeys.of(pos, pos.enPassantSquare());
    }

    @Test
    void testVectors() {
        assertThat(key(Position.START_FEN)).isEqualTo(0x526D1DCE2FA906E8L);
        assertThat(key("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"))
                .isEqualTo(0x82703C3ED47E1A92L);
        assertThat(key("r2qkbnr/1pp2ppp/p1p5/4p3/4P3/3P1Q2/PPP2PPP/RNB2RK1 b kq - 0 7"))
                .isEqualTo(0xFF78D34F9A0372C5L);
    }

    /** After 1.e4 e5 played on the board the en-passant square of the last double push is in the key. */
    @Test
    void doublePushKeepsItsEnPassantKey() {
        FabChessBoard board = new FabChessBoard(Position.start());
        board.make(FabChessMove.quiet(Square.E2, Square.E4, evalbench.core.PieceType.PAWN));
        board.make(FabChessMove.quiet(Square.E7, Square.E5, evalbench.core.PieceType.PAWN));
        assertThat(board.key()).isEqualTo(0x82703C3ED47E1A92L);
    }

    /**
     * The key kept through make (castling, en passant, promotions, captures, rights lost) and null moves equals the
     * key worked out afresh, along random lines from every perft-suite position and every 20th games.fen one.
     */
    @Test
    void keyKeptThroughMovesEqualsAFreshOne() {
        java.util.Random random = new java.util.Random(31);
        java.util.List<Position> starts = new java.util.ArrayList<>();
        for (var r : evalbench.core.io.PositionFile.read(evalbench.core.io.DataFolder.corpus("perftsuite.epd"))) {
            starts.add(r.position());
        }
        var games = evalbench.core.io.PositionFile.read(evalbench.core.io.DataFolder.corpus("games.fen"));
        for (int i = 0; i < games.size(); i += 20) {
            starts.add(games.get(i).position());
        }
        int[] moves = new int[FabChessMoveGenerator.MAX_MOVES];
        int checked = 0;
        for (Position start : starts) {
            Position pos = start.copy();
            FabChessBoard board = new FabChessBoard(pos);
            for (int ply = 0; ply < 40; ply++) {
                int n = FabChessMoveGenerator.generate(pos, moves, false);
                if (n == 0) {
                    break;
                }
                int enPassant;
                if (!pos.inCheck() && random.nextInt(8) == 0) {
                    board.makeNull();
                    enPassant = Square.NONE;
                } else {
                    int move = moves[random.nextInt(n)];
                    board.make(move);
                    boolean doublePush = FabChessMove.piece(move) == evalbench.core.PieceType.PAWN
                            && (Move.from(move) ^ Move.to(move)) == 16;
                    enPassant = doublePush ? (Move.from(move) + Move.to(move)) >>> 1 : Square.NONE;
                }
                assertThat(board.key()).as("%s", pos.toFen()).isEqualTo(FabChessKeys.of(pos, enPassant));
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(10_000);
    }

    @Test
    void castlingMaskReversesTheBits() {
        assertThat(FabChessKeys.castlingMask(Position.WHITE_KINGSIDE)).isEqualTo(8);
        assertThat(FabChessKeys.castlingMask(Position.WHITE_QUEENSIDE)).isEqualTo(4);
        assertThat(FabChessKeys.castlingMask(Position.BLACK_KINGSIDE)).isEqualTo(2);
        assertThat(FabChessKeys.castlingMask(Position.BLACK_QUEENSIDE)).isEqualTo(1);
    }

    /** Playing out of the start position, move by move, keys differ from the PolyGlot ones engine-core keeps. */
    @Test
    void notPolyglotKeys() {
        Position pos = Position.start();
        assertThat(FabChessKeys.of(pos, Square.NONE)).isNotEqualTo(pos.key());
        int[] moves = MoveGenerator.legalMoves(pos);
        pos.makeMove(moves[0]);
        assertThat(FabChessKeys.of(pos, Square.NONE)).isNotEqualTo(pos.key());
        assertThat(Move.toUci(moves[0])).isNotEmpty();
    }
}
