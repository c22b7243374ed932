package evalbench.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.app.gui.breakdown.BreakdownRow;
import evalbench.app.gui.model.Comparison;
import evalbench.studies.corpus.Verdicts;
import evalbench.studies.witness.Witness;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.TreeItem;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Clicks "Find a witness" on a Fruit–Rybka term of the breakdown (doubled pawns: Rybka counts every pawn of a
 * doubled file, Fruit the ones behind the first), waits for the background search, then opens the witness on the
 * board: the board shows its position with the term's squares marked for both models.
 */
class WitnessPaneTest extends WindowTestBase {
    private static final String FEN = "4k3/pp3ppp/8/8/8/4P3/P3PPPP/4K3 w - - 0 1";

    @Test
    void findsAWitnessAndShowsItOnTheBoard(FxRobot robot) throws Exception {
        fx(robot, () -> window.boardView().applyFen(FEN));
        waitForComparison(FEN);
        var table = window.breakdownView().table();
        fx(robot, () -> {
            for (TreeItem<BreakdownRow> g : table.getRoot().getChildren()) {
                for (TreeItem<BreakdownRow> t : g.getChildren()) {
                    if ("pawns/doubled".equals(t.getValue().termId())) {
                        g.setExpanded(true);
                        table.getSelectionModel().select(t);
                    }
                }
            }
        });
        assertThat(workbench().selectedTermProperty().get()).isEqualTo("pawns/doubled");
        robot.clickOn("#findWitness");
        var pane = window.breakdownView().witnessPane();
        WaitForAsyncUtils.waitFor(180, TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(() -> pane.witnessProperty().get() != null).get());
        Witness w = pane.witnessProperty().get();
        assertThat(w.verdict()).isEqualTo(Verdicts.DIFFERENT);
        assertThat(w.fens()).isNotEmpty();
        robot.clickOn("#showWitness1");
        String fen = w.proofs().get(0).fens().get(0);
        Comparison c = waitForComparison(fen);
        assertThat(workbench().selectedTermProperty().get()).isEqualTo("pawns/doubled");
        assertThat(window.boardView().board().aSquares()).isEqualTo(c.a().term("pawns/doubled").squares());
        assertThat(window.boardView().board().bSquares()).isEqualTo(c.b().term("pawns/doubled").squares());
        assertThat(c.b().term("pawns/doubled").squares()).isNotZero();
    }
}
