package evalbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.io.Corpus;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * MoveRules answers single-move questions without the full generator; here every answer is checked against
 * the generator (which perft proves) and against make/unmake.
 */
class MoveRulesTest {

    /**
     * Every from/to/kind/promotion combination on every fifth corpus position (all of them would take 20 s):
     * legal iff the generator lists it.
     */
    @Test
    void isLegalAgreesWithTheGeneratorForEveryMoveIntOnTheCorpus() {
        long checked = 0;
        java.util.List<Position> all = Corpus.allPositions();
        for (int index = 0; index < all.size(); index += 5) {
            Position p = all.get(index);
            Set<Integer> legal = new HashSet<>();
            for (int m : MoveGenerator.legalMoves(p)) {
                legal.add(m);
            }
            for (int from = 0; from < 64; from++) {
                if (p.pieceAt(from) == Piece.NONE || Piece.colour(p.pieceAt(from)) != p.sideToMove()) {
                    continue;
                }
                for (int to = 0; to < 64; to++) {
                    for (int kind = 0; kind < 4; kind++) {
                        for (int promo = 0; promo <= (kind == Move.PROMOTION ? PieceType.KING : 0); promo++) {
                            int move = from | to << Move.TO_SHIFT | promo << Move.PROMOTION_SHIFT
                                    | kind << Move.KIND_SHIFT;
                            boolean expected = legal.contains(move);
                            assertThat(MoveRules.isLegal(p, move))
                                    .as("%s in %s", Move.toUci(move) + " kind " + kind, p.toFen()).isEqualTo(expected);
                            checked++;
                        }
                    }
                }
            }
        }
        assertThat(checked).isGreaterThan(1_000_000);
    }

    @Test
    void garbageIntsAreNeverLegal() {
        Position p = Position.start();
        assertThat(MoveRules.isLegal(p, Move.NONE)).isFalse();
        assertThat(MoveRules.isLegal(p, -1)).isFalse();
        assertThat(MoveRules.isLegal(p, 1 << 20 | Move.make(Square.E2, Square.E4))).isFalse();
        assertThat(MoveRules.isLegal(p, Move.make(Square.E2, Square.E4))).isTrue();
    }

    /** Gives check iff the opponent is in check after making the move; legal given pins iff legal. */
    @Test
    void givesCheckAndPinLegalityAgreeWithMakeMoveOnTheCorpus() {
        int checks = 0;
        for (Position p : Corpus.allPositions()) {
            long pinned = MoveRules.pinned(p);
            boolean inCheck = p.inCheck();
            for (int move : MoveGenerator.legalMoves(p)) {
                p.makeMove(move);
                boolean check = p.inCheck();
                p.unmakeMove();
                assertThat(MoveRules.givesCheck(p, move)).as("%s in %s", Move.toUci(move), p.toFen()).isEqualTo(check);
                if (!inCheck) {
                    assertThat(MoveRules.isLegalGivenPins(p, move, pinned)).as("%s in %s", Move.toUci(move), p.toFen())
                            .isTrue();
                }
                checks += check ? 1 : 0;
            }
        }
        assertThat(checks).isGreaterThan(1000);
    }

    /** Pseudo-legal moves that leave the king in check are rejected by the pin test. */
    @Test
    void pinnedPiecesMayOnlyMoveAlongTheirLine() {
        // White bishop d2 pinned by the rook... no: rook e8 pins the knight e4 to the king e1.
        Position p = Position.fromFen("4r1k1/8/8/8/4N3/8/8/4K3 w - - 0 1");
        long pinned = MoveRules.pinned(p);
        assertThat(pinned).isEqualTo(Bitboards.bit(Square.E4));
        assertThat(MoveRules.isLegalGivenPins(p, Move.make(Square.E4, Square.F6), pinned)).isFalse();
        assertThat(MoveRules.isLegalGivenPins(p, Move.make(Square.E1, Square.D1), pinned)).isTrue();
        // The king may not step along the checking line away from the rook... the e-file is covered.
        Position q = Position.fromFen("4r1k1/8/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(MoveRules.isLegalGivenPins(q, Move.make(Square.E1, Square.E2), MoveRules.pinned(q))).isFalse();
    }

    @Test
    void capturesAndPromotionsAreTactical() {
        Position p = Position.fromFen("1n5k/P7/8/3pP3/8/8/8/K7 w - d6 0 1");
        assertThat(MoveRules.isTactical(p, Move.make(Square.E5, Square.D6, Move.EN_PASSANT))).isTrue();
        assertThat(MoveRules.isCapture(p, Move.make(Square.E5, Square.D6, Move.EN_PASSANT))).isTrue();
        assertThat(MoveRules.isTactical(p, Move.promotion(Square.A7, Square.A8, PieceType.KNIGHT))).isTrue();
        assertThat(MoveRules.isCapture(p, Move.promotion(Square.A7, Square.A8, PieceType.QUEEN))).isFalse();
        assertThat(MoveRules.isCapture(p, Move.promotion(Square.A7, Square.B8, PieceType.QUEEN))).isTrue();
        assertThat(MoveRules.isTactical(p, Move.make(Square.E5, Square.E6))).isFalse();
    }
}
