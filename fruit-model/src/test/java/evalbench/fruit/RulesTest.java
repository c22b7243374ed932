package evalbench.fruit;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.TermValue;
import org.junit.jupiter.api.Test;

/** Pieces of Fruit's rules on hand-made positions; every expected value is worked out by hand from the rule. */
class RulesTest {
    private final FruitModel model = new FruitModel();
    private final FruitParameters parameters = new FruitParameters(model.defaultParameters());
    private final Evaluator evaluator = model.create();

    private Breakdown explain(String fen) {
        return evaluator.explain(Position.fromFen(fen));
    }

    @Test
    void quadRoundsTheBonusShareToTheNearestInteger() {
        Quad quad = new Quad(parameters);
        // 10 + round(60 * 26/256 = 6.09) on the 4th rank, 60 * 77/256 = 18.05, 60 * 154/256 = 36.09, all of it on the 7th
        assertThat(quad.value(10, 70, 3)).isEqualTo(16);
        assertThat(quad.value(10, 70, 4)).isEqualTo(28);
        assertThat(quad.value(10, 70, 5)).isEqualTo(46);
        assertThat(quad.value(10, 70, 6)).isEqualTo(70);
        // nothing below the 4th rank
        assertThat(quad.value(10, 70, 2)).isEqualTo(10);
        // (50 * 26 + 128) / 256 = 1428 / 256 = 5
        assertThat(quad.value(5, 55, 3)).isEqualTo(10);
    }

    @Test
    void pieceSquareTablesFollowFruitsFormula() {
        PieceSquareTables pst = new PieceSquareTables(parameters);
        // knight e4: (KnightLine[e] 1 + KnightLine[4th] 1) * 5 + KnightRank[4th] 1 * 5
        assertThat(pst.opening(2, Square.E4)).isEqualTo(15);
        assertThat(pst.endgame(2, Square.E4)).isEqualTo(10);
        // knight a8: (-4 + -4) * 5 + KnightRank[8th] 1 * 5 - KnightTrapped 100
        assertThat(pst.opening(2, Square.A8)).isEqualTo(-135);
        // bishop c1: (BishopLine[c] 0 + BishopLine[1st] -3) * 2 - back rank 10; not on a long diagonal
        assertThat(pst.opening(3, Square.C1)).isEqualTo(-16);
        // bishop d4: (1 + 1) * 2 + long diagonal 4
        assertThat(pst.opening(3, Square.D4)).isEqualTo(8);
        // pawn e4: PawnFile[e] 1 * 5 + centre 20; pawns have no endgame table
        assertThat(pst.opening(1, Square.E4)).isEqualTo(25);
        assertThat(pst.endgame(1, Square.E4)).isZero();
        // king g1: KingFile[g] 4 * 10 + KingRank[1st] 1 * 10; king e4 endgame: (1 + 1) * 12
        assertThat(pst.opening(6, Square.G1)).isEqualTo(50);
        assertThat(pst.endgame(6, Square.E4)).isEqualTo(24);
    }

    @Test
    void blackReadsTheTablesRankMirrored() {
        // White: king e1 (opening 0 * 10 + 1 * 10 = 10), knight e4 (15). Black: king e8, the mirror of e1 (10).
        TermValue pst = explain("4k3/8/8/8/4N3/8/8/4K3 w - - 0 1").term("pst");
        assertThat(pst.whiteOpening()).isEqualTo(25);
        assertThat(pst.blackOpening()).isEqualTo(10);
    }

    @Test
    void startPositionPaysOnlyTheWeakBackRankShelter() {
        // every shelter file has its pawn on the 2nd rank (36 - 6*6 = 0), so the sum 0 costs WeakBackRank 11 at
        // e1, g1 and b1 alike: (11 + 11) / 2 = 11; no pawn storms, no attacker reaches the king
        Breakdown b = explain(Position.START_FEN);
        assertThat(b.term("king/shelter").whiteOpening()).isEqualTo(-11);
        assertThat(b.term("king/shelter").blackOpening()).isEqualTo(-11);
        assertThat(b.term("king/storm").isZero()).isTrue();
        assertThat(b.term("king/attack").isZero()).isTrue();
        assertThat(b.phase()).isZero();
        assertThat(b.sideToMoveScore()).isZero();
    }

    @Test
    void materialInfoOfSmallEndings() {
        // KBK: White cannot win with a lone minor (mul 0); Black, a bare king at most one minor down, gets 2.
        // phase: 24 - 1 = 23 -> (23 * 256 + 12) / 24 = 245
        Breakdown kbk = explain("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1");
        assertThat(kbk.details().get(FruitModel.RECOG)).isEqualTo(Integer.toString(Recogniser.KBK.number()));
        assertThat(kbk.details().get(FruitModel.MAT_MUL_W)).isEqualTo("0");
        assertThat(kbk.details().get(FruitModel.MAT_MUL_B)).isEqualTo("2");
        assertThat(kbk.details().get(FruitModel.MAT_FLAGS)).isEqualTo("1"); // DrawNodeFlag
        assertThat(kbk.phase()).isEqualTo(245);
        // KRKR: a draw leaf, both multipliers 0, Fruit stops before the piece stage
        Breakdown krkr = explain("4k3/r7/8/8/8/8/7R/4K3 w - - 0 1");
        assertThat(krkr.details().get(FruitModel.STATUS)).isEqualTo(FruitEvaluator.STATUS_EARLY_DRAW);
        assertThat(krkr.sideToMoveScore()).isZero();
        assertThat(krkr.term("pieces/mobility/rook").isZero()).isTrue();
    }

    @Test
    void knightAndRookPawnAgainstTheKingInTheCornerIsADraw() {
        // KNPK with the pawn on a7 and the defending king next to a8: both multipliers 1
        Breakdown b = explain("1k6/P7/8/8/8/8/8/N3K3 b - - 0 1");
        assertThat(b.details().get(FruitModel.RECOG)).isEqualTo(Integer.toString(Recogniser.KNPK.number()));
        assertThat(b.details().get(FruitModel.DRAW_MUL_W)).isEqualTo("1");
        assertThat(b.details().get(FruitModel.DRAW_MUL_B)).isEqualTo("1");
    }

    @Test
    void trappedBishopFullOnTheSeventhHalfOnTheSixth() {
        TermValue seventh = explain("4k3/B7/1p6/8/8/8/8/4K3 w - - 0 1").term("patterns/trapped-bishop");
        assertThat(seventh.whiteOpening()).isEqualTo(-100);
        assertThat(seventh.whiteEndgame()).isEqualTo(-100);
        TermValue sixth = explain("4k3/8/B7/1p6/8/8/8/4K3 w - - 0 1").term("patterns/trapped-bishop");
        assertThat(sixth.whiteOpening()).isEqualTo(-50);
        // and Black's mirror image
        TermValue black = explain("4k3/8/8/8/8/1P6/b7/4K3 w - - 0 1").term("patterns/trapped-bishop");
        assertThat(black.blackOpening()).isEqualTo(-100);
    }

    @Test
    void blockedRookBesideTheUncastledKing() {
        TermValue rook = explain("4k3/8/8/8/8/8/8/R1K5 w - - 0 1").term("patterns/blocked-rook");
        assertThat(rook.whiteOpening()).isEqualTo(-50);
        assertThat(rook.whiteEndgame()).isZero();
    }

    @Test
    void unstoppablePasserSplitsIntoRankBonusAndKingDistance() {
        // White pawn h6 (rank index 5, Bonus 154), kings a1 and a3, defender without pieces: the square rule
        // (2 moves to h8, king 7 away) makes it unstoppable.
        // opening: quad(10, 70) = 10 + (60 * 154 + 128) / 256 = 46
        // rank: 20 + quad(0, 120) = 20 + (18480 + 128) / 256 = 92
        // bonus: quad(0, 920) - quad(0, 120) = 553 - 72 = 481
        // all: delta = 920 - 5 * d(a1, h7) 7 + 20 * d(a3, h7) 7 = 1025; 20 + (1025 * 154 + 128) / 256 = 637
        // king distance: 637 - 92 - 481 = 64
        Breakdown b = explain("8/8/7P/8/8/k7/8/K7 w - - 0 1");
        assertThat(b.term("passers/rank").whiteOpening()).isEqualTo(46);
        assertThat(b.term("passers/rank").whiteEndgame()).isEqualTo(92);
        assertThat(b.term("passers/unstoppable").whiteEndgame()).isEqualTo(481);
        assertThat(b.term("passers/king-distance").whiteEndgame()).isEqualTo(64);
        assertThat(b.term("passers/free").isZero()).isTrue();
        assertThat(b.term("passers/rank").squares()).isEqualTo(1L << Square.H6);
    }

    @Test
    void kingAttackTableKeepsTheFirstTwoTargetsFromTheBottomOfTheBoard() {
        KingAttackTable table = new KingAttackTable();
        // Offset "king one file right of the queen" is first met with the king on b1 and the queen on a1: the
        // kept targets are c1 (two files right) and a2 (one rank up). Queen d1 / king e1: d2 is reachable.
        // Queen d8 / king e8: d9 is off the board and f8 lies behind the king itself.
        assertThat(table.targets(KingAttackTable.QUEEN, Square.D1, Square.E1))
                .isEqualTo(1L << Square.F1 | 1L << Square.D2);
        assertThat(table.targets(KingAttackTable.QUEEN, Square.D8, Square.E8)).isEqualTo(1L << Square.F8);
        assertThat(table.attacks(KingAttackTable.QUEEN, Square.D1, Square.E1, 1L << Square.E1)).isTrue();
        assertThat(table.attacks(KingAttackTable.QUEEN, Square.D8, Square.E8, 1L << Square.E8)).isFalse();
        // a rook on a1 against a king on e1 keeps only d1: a piece on b1 is in the way; a piece on d1 is not
        // (the target square itself may be occupied)
        assertThat(table.targets(KingAttackTable.ROOK, Square.A1, Square.E1)).isEqualTo(1L << Square.D1);
        assertThat(table.attacks(KingAttackTable.ROOK, Square.A1, Square.E1, 1L << Square.B1)).isFalse();
        assertThat(table.attacks(KingAttackTable.ROOK, Square.A1, Square.E1, 1L << Square.D1)).isTrue();
        // never more than two targets
        for (int kind = 0; kind < 4; kind++) {
            for (int from = 0; from < 64; from++) {
                for (int king = 0; king < 64; king++) {
                    assertThat(Long.bitCount(table.targets(kind, from, king))).isLessThanOrEqualTo(2);
                }
            }
        }
    }
}
