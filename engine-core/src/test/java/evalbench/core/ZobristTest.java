package evalbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Incremental Zobrist keys against keys recomputed from the board, and transpositions. */
class ZobristTest {
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    private static final class Walk {
        private final Position position;
        private final int[] moves = new int[MoveGenerator.MAX_MOVES * 8];
        long nodes;
        long leaves;

        Walk(Position position) {
            this.position = position;
        }

        void visit(int depth, int start) {
            nodes++;
            assertThat(position.key()).as("key at %s", position).isEqualTo(position.computeKey());
            assertThat(position.pawnKey()).as("pawn key at %s", position).isEqualTo(position.computePawnKey());
            if (depth == 0) {
                leaves++;
                return;
            }
            int end = MoveGenerator.generate(position, moves, start);
            for (int i = start; i < end; i++) {
                position.makeMove(moves[i]);
                visit(depth - 1, end);
                position.unmakeMove();
            }
        }
    }

    @Test
    void incrementalKeysEqualRecomputedKeysAtEveryNodeOfKiwipetePerftFour() {
        Position position = Fen.parse(KIWIPETE);
        long key = position.key();
        Walk walk = new Walk(position);
        walk.visit(4, 0);
        // The published perft(4) of this position: the walk saw the whole tree.
        assertThat(walk.leaves).isEqualTo(4_085_603L);
        assertThat(walk.nodes).isEqualTo(1 + 48 + 2_039 + 97_862 + 4_085_603L);
        assertThat(position.key()).isEqualTo(key);
        assertThat(position.toFen()).isEqualTo(KIWIPETE);
    }

    /** Plays moves given in UCI notation, matched against the generator's legal moves. */
    private static Position play(String fen, String... ucis) {
        Position p = Fen.parse(fen);
        for (String uci : ucis) {
            int found = Move.NONE;
            for (int m : MoveGenerator.legalMoves(p)) {
                if (Move.toUci(m).equals(uci)) {
                    found = m;
                }
            }
            assertThat(found).as("%s is legal in %s", uci, p).isNotEqualTo(Move.NONE);
            p.makeMove(found);
        }
        return p;
    }

    private static Position fromStart(String... ucis) {
        return play(Position.START_FEN, ucis);
    }

    @Test
    void knightMovesInEitherOrderReachTheSameKey() {
        Position a = fromStart("g1f3", "g8f6", "b1c3", "b8c6");
        Position b = fromStart("b1c3", "b8c6", "g1f3", "g8f6");
        Position c = fromStart("b1c3", "g8f6", "g1f3", "b8c6");
        Position expected = Fen.parse("r1bqkb1r/pppppppp/2n2n2/8/8/2N2N2/PPPPPPPP/R1BQKB1R w KQkq - 4 3");
        assertThat(a.key()).isEqualTo(b.key()).isEqualTo(c.key()).isEqualTo(expected.key());
        assertThat(a.pawnKey()).isEqualTo(Position.start().pawnKey());
    }

    @Test
    void pawnMovesInEitherOrderReachTheSameKeyWhenNoEnPassantIsPossible() {
        // After 2.d4 or 2.e4 no black pawn stands beside the pushed pawn: no en-passant square is kept.
        Position a = fromStart("e2e4", "e7e5", "d2d4");
        Position b = fromStart("d2d4", "e7e5", "e2e4");
        Position expected = Fen.parse("rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2");
        assertThat(a.key()).isEqualTo(b.key()).isEqualTo(expected.key());
        assertThat(a.pawnKey()).isEqualTo(b.pawnKey()).isEqualTo(expected.pawnKey());
    }

    @Test
    void aPossibleEnPassantCaptureIsPartOfTheKey() {
        // 2...d5 next to the pawn on e5: exd6 is possible, so d6 is kept and hashed.
        Position withEp = fromStart("e2e4", "g8f6", "e4e5", "d7d5");
        assertThat(withEp.enPassantSquare()).isEqualTo(Square.D6);
        assertThat(withEp.key())
                .isEqualTo(Fen.parse("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3").key())
                .isNotEqualTo(Fen.parse("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3").key());
        // A pawn arriving on d5 in two single steps leaves no en-passant square behind.
        Position noEp = fromStart("e2e4", "d7d6", "e4e5", "g8f6", "g1f3", "d6d5");
        assertThat(noEp.enPassantSquare()).isEqualTo(Square.NONE);
        assertThat(noEp.key())
                .isEqualTo(Fen.parse("rnbqkb1r/ppp1pppp/5n2/3pP3/8/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 4").key());
    }

    @Test
    void lostCastlingRightsChangeTheKey() {
        Position original = fromStart("e2e4", "e7e5");
        Position kingsWalked = fromStart("e2e4", "e7e5", "e1e2", "e8e7", "e2e1", "e7e8");
        assertThat(kingsWalked.samePosition(original)).isFalse(); // same placement, no castling rights
        assertThat(kingsWalked.key()).isNotEqualTo(original.key())
                .isEqualTo(Fen.parse("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w - - 4 3").key());
        assertThat(kingsWalked.pawnKey()).isEqualTo(original.pawnKey());
    }

    @Test
    void knightsGoingOutAndBackRepeatTheStartKey() {
        Position p = fromStart("g1f3", "g8f6", "f3g1", "f6g8");
        assertThat(p.key()).isEqualTo(Position.start().key());
        assertThat(p.isRepetition()).isTrue();
    }

    @Test
    void theSideToMoveIsPartOfTheKey() {
        Position white = Fen.parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        Position black = Fen.parse("4k3/8/8/8/8/8/8/4K3 b - - 0 1");
        assertThat(white.key() ^ black.key()).isEqualTo(Zobrist.side());
        assertThat(white.pawnKey()).isEqualTo(black.pawnKey()).isZero();
    }

    @Test
    void thePawnKeyDependsOnPawnsOnly() {
        Position a = fromStart("e2e4", "g8f6", "g1f3");
        Position b = fromStart("g1f3", "g8f6", "e2e4");
        Position c = fromStart("e2e4", "b8c6", "b1c3", "c6b8");
        assertThat(a.pawnKey()).isEqualTo(b.pawnKey()).isEqualTo(c.pawnKey())
                .isNotEqualTo(Position.start().pawnKey());
        assertThat(a.key()).isEqualTo(b.key()).isNotEqualTo(c.key());
    }

    /**
     * The PolyGlot book format's published test keys: our keys are PolyGlot's (and so Fruit 2.1's), en-passant
     * squares counted only where a pawn can take.
     */
    @Test
    void keysAreThePolyglotBookKeys() {
        assertThat(Position.start().key()).isEqualTo(0x463b96181691fc9cL);
        assertThat(fromStart("e2e4").key()).isEqualTo(0x823c9b50fd114196L);
        assertThat(fromStart("e2e4", "d7d5").key()).isEqualTo(0x0756b94461c50fb0L);
        assertThat(fromStart("e2e4", "d7d5", "e4e5").key()).isEqualTo(0x662fafb965db29d4L);
        assertThat(fromStart("e2e4", "d7d5", "e4e5", "f7f5").key()).isEqualTo(0x22a48b5a8e47ff78L);
        assertThat(fromStart("e2e4", "d7d5", "e4e5", "f7f5", "e1e2").key()).isEqualTo(0x652a607ca3f242c1L);
        assertThat(fromStart("e2e4", "d7d5", "e4e5", "f7f5", "e1e2", "e8f7").key()).isEqualTo(0x00fdd303c946bdd9L);
        assertThat(fromStart("a2a4", "b7b5", "h2h4", "b5b4", "c2c4").key()).isEqualTo(0x3c8123ea7b067637L);
        assertThat(fromStart("a2a4", "b7b5", "h2h4", "b5b4", "c2c4", "b4c3", "a1a3").key())
                .isEqualTo(0x5c3f9b829b279560L);
        // The same positions from FEN, with an en-passant square only one of them can use.
        assertThat(Fen.parse("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3").key())
                .isEqualTo(0x22a48b5a8e47ff78L);
        assertThat(Fen.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").key())
                .isEqualTo(0x823c9b50fd114196L);
    }
}
