package evalbench.fabchess;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.ScoreSheet;
import evalbench.core.eval.TableSource;
import evalbench.core.eval.TermValue;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * FabChess's tables as the table views read them: the PSTs are the ones the evaluator adds (Black reading the
 * rank-mirrored square), the passer arrays and material values are the parameter file's numbers.
 */
class FabChessTableSourceTest {
    private final FabChessModel model = new FabChessModel();
    private final ParameterSet set = model.defaultParameters();
    private final TableSource source = new FabChessTableSource();

    private int[] table(int type, int stage) {
        return source.pieceSquareTable(set, type, stage);
    }

    private static int sq(String name) {
        return Square.parse(name);
    }

    @Test
    void isTheServiceRegisteredForTheModel() {
        assertThat(TableSource.of(FabChessModel.ID)).get().isInstanceOf(FabChessTableSource.class);
    }

    @Test
    void tablesAreThoseOfTheParameterFileFromWhitesSide() {
        // PSQT_PAWN_WHITE rank 2: a2 = -52 -13, g2 = 15 -35; PSQT_KNIGHT_WHITE a8 = -191 -163; PSQT_KING_WHITE h1
        assertThat(table(PieceType.PAWN, ScoreSheet.OPENING)[sq("a2")]).isEqualTo(-52);
        assertThat(table(PieceType.PAWN, ScoreSheet.ENDGAME)[sq("a2")]).isEqualTo(-13);
        assertThat(table(PieceType.PAWN, ScoreSheet.OPENING)[sq("g2")]).isEqualTo(15);
        assertThat(table(PieceType.KNIGHT, ScoreSheet.OPENING)[sq("a8")]).isEqualTo(-191);
        assertThat(table(PieceType.KNIGHT, ScoreSheet.ENDGAME)[sq("a8")]).isEqualTo(-163);
        assertThat(table(PieceType.KING, ScoreSheet.OPENING)[sq("h1")]).isEqualTo(82);
        assertThat(table(PieceType.KING, ScoreSheet.ENDGAME)[sq("h1")]).isEqualTo(-137);
        assertThat(table(PieceType.ROOK, ScoreSheet.ENDGAME)).hasSize(64);
    }

    @Test
    void tablesAreWhatTheEvaluatorAddsWithBlackOnTheMirroredSquare() {
        // White: Ke1 Rh1 Nc3 Pd4; Black: Kg8 Ra8 Be6 Pb2 (a black pawn on b2 stands on its own 7th rank)
        Breakdown b = model.create().explain(Position.fromFen("r5k1/8/4b3/8/3P4/2N5/1p6/4K2R w - - 0 1"));
        checkSide(b, PieceType.ROOK, true, "h1");
        checkSide(b, PieceType.KNIGHT, true, "c3");
        checkSide(b, PieceType.PAWN, true, "d4");
        checkSide(b, PieceType.KING, true, "e1");
        // Black reads a8 as a1, e6 as e3, b2 as b7, g8 as g1
        checkSide(b, PieceType.ROOK, false, "a1");
        checkSide(b, PieceType.BISHOP, false, "e3");
        checkSide(b, PieceType.PAWN, false, "b7");
        checkSide(b, PieceType.KING, false, "g1");
    }

    private void checkSide(Breakdown b, int type, boolean white, String whitesSquare) {
        TermValue term = b.terms().get(Terms.PSQT_PAWN + type - PieceType.PAWN);
        int mg = table(type, ScoreSheet.OPENING)[sq(whitesSquare)];
        int eg = table(type, ScoreSheet.ENDGAME)[sq(whitesSquare)];
        String what = term.id() + (white ? " white " : " black ") + whitesSquare;
        assertThat(white ? term.whiteOpening() : term.blackOpening()).as(what).isEqualTo(mg);
        assertThat(white ? term.whiteEndgame() : term.blackEndgame()).as(what).isEqualTo(eg);
    }

    @Test
    void passerArraysAreTheParameterFilesByRankWithAnEmptyEighthRank() {
        List<TableSource.RankArray> arrays = source.rankArrays(set);
        assertThat(arrays).extracting(TableSource.RankArray::name).containsExactly("PAWN_PASSED_VALUES mg",
                "PAWN_PASSED_VALUES eg", "PAWN_PASSED_NOT_BLOCKED_VALUES mg", "PAWN_PASSED_NOT_BLOCKED_VALUES eg");
        assertThat(arrays).extracting(TableSource.RankArray::counterpart).containsExactly("PassedOpening",
                "PassedEndgame", "PAWN_PASSED_NOT_BLOCKED_VALUES mg", "FreePasser");
        assertThat(arrays).allMatch(a -> a.derivation().equals("array"));
        assertThat(arrays.get(0).values()).containsExactly(0, -11, -17, -7, 22, 37, 86, 0);
        assertThat(arrays.get(1).values()).containsExactly(0, -22, -1, 39, 90, 155, 252, 0);
        assertThat(arrays.get(2).values()).containsExactly(0, 12, -2, -28, -50, -6, 86, 0);
        assertThat(arrays.get(3).values()).containsExactly(0, 26, 16, 44, 102, 275, 376, 0);
    }

    @Test
    void arraysFollowAnEditedSet() {
        ParameterSet edited = ParameterSet.parse(set.source().replace(
                "PAWN_PASSED_VALUES [fabchess-1.15] = 0 0  -11 -22", "PAWN_PASSED_VALUES [fabchess-1.15] = 0 0  -12 -23"),
                "edited");
        List<TableSource.RankArray> arrays = source.rankArrays(edited);
        assertThat(arrays.get(0).values()[1]).isEqualTo(-12);
        assertThat(arrays.get(1).values()[1]).isEqualTo(-23);
    }

    @Test
    void noUnstoppablePasserAndTheQueenAndPawnValues() {
        assertThat(source.unstoppablePasser(set)).isZero();
        assertThat(source.queenAndPawn(set, ScoreSheet.OPENING)).containsExactly(1541, 111);
        assertThat(source.queenAndPawn(set, ScoreSheet.ENDGAME)).containsExactly(2449, 184);
    }
}
