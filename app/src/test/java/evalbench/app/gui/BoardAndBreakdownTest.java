package evalbench.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.app.gui.breakdown.BreakdownRow;
import evalbench.app.gui.model.Comparison;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Models;
import evalbench.core.eval.TermValue;
import java.util.List;
import java.util.Locale;
import javafx.geometry.Point2D;
import javafx.scene.control.Label;
import javafx.scene.control.TreeItem;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

class BoardAndBreakdownTest extends WindowTestBase {
    // A middlegame with doubled and isolated pawns, passers and both bishops (not the start position).
    private static final String FEN = "r2q1rk1/pp2bppp/2n1pn2/3p4/2PP4/P1N1PN2/1P1B1PPP/R2QKB1R w KQ - 1 10";

    private static Breakdown explain(String model, String fen) {
        return Models.byId(model).create().explain(Position.fromFen(fen));
    }

    @Test
    void pastedFenReachesEveryView(FxRobot robot) throws Exception {
        waitForComparison(Position.START_FEN);
        fx(robot, () -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(FEN);
            Clipboard.getSystemClipboard().setContent(content);
        });
        robot.clickOn("#board");
        long t0 = System.nanoTime();
        robot.press(KeyCode.CONTROL, KeyCode.V).release(KeyCode.V, KeyCode.CONTROL);
        Comparison c = waitForComparison(FEN);
        double ms = (System.nanoTime() - t0) / 1e6;
        System.out.printf(Locale.ROOT, "[measure] paste FEN -> all views updated: %.1f ms (view-model: %.1f ms)%n", ms,
                workbench().lastUpdateMillisProperty().get());

        Breakdown fruit = explain("fruit", FEN);
        Breakdown rybka = explain("rybka", FEN);
        assertThat(fruit.whiteScore()).isNotEqualTo(rybka.whiteScore());
        assertThat(robot.lookup("#scoreA").queryAs(Label.class).getText())
                .isEqualTo(String.format(Locale.ROOT, Models.byId("fruit").name() + ": %+d cp", fruit.whiteScore()));
        assertThat(robot.lookup("#scoreB").queryAs(Label.class).getText())
                .isEqualTo(String.format(Locale.ROOT, Models.byId("rybka").name() + ": %+d cp", rybka.whiteScore()));
        assertThat(robot.lookup("#scoreDifference").queryAs(Label.class).getText())
                .contains(String.format(Locale.ROOT, "%+d cp", fruit.whiteScore() - rybka.whiteScore()));
        assertThat(window.boardView().fenField().getText()).isEqualTo(FEN);

        // The table: the final row carries each evaluator's score; every term row its net values.
        var root = window.breakdownView().table().getRoot();
        BreakdownRow last = root.getChildren().get(root.getChildren().size() - 1).getValue();
        assertThat(last.kind()).isEqualTo(BreakdownRow.Kind.FINAL);
        assertThat(last.mixed(0)).isEqualTo((double) fruit.whiteScore());
        assertThat(last.mixed(1)).isEqualTo((double) rybka.whiteScore());
        int checked = 0;
        for (TreeItem<BreakdownRow> group : root.getChildren()) {
            for (TreeItem<BreakdownRow> term : group.getChildren()) {
                BreakdownRow row = term.getValue();
                TermValue f = fruit.term(row.termId());
                TermValue r = rybka.term(row.termId());
                assertThat(row.opening(0)).isEqualTo(f == null ? null : f.netOpening());
                assertThat(row.endgame(1)).isEqualTo(r == null ? null : r.netEndgame());
                assertThat(row.onlyIn() != null).isEqualTo(f == null || r == null);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(20);
        assertThat(c.a().whiteScore()).isEqualTo(fruit.whiteScore());
    }

    @Test
    void fenAppliedToAllViewsUpdatedIsMeasured(FxRobot robot) throws Exception {
        java.nio.file.Path corpus = evalbench.core.io.DataFolder.corpus("games.fen");
        List<String> fens = java.nio.file.Files.readAllLines(corpus).stream().filter(l -> !l.isBlank())
                .limit(400).filter(l -> l.hashCode() % 10 == 0).limit(30).toList();
        List<Double> millis = new java.util.ArrayList<>();
        for (String fen : fens) {
            robot.interact(() -> window.boardView().applyFen(fen));
            Comparison c = waitForComparison(Position.fromFen(fen).toFen());
            // The view-model's figure: from the FEN being applied to the breakdowns being set, which runs every
            // view's listeners (board, table, summary, parameter labels) synchronously on the FX thread.
            millis.add(workbench().lastUpdateMillisProperty().get());
            assertThat(robot.lookup("#scoreA").queryAs(Label.class).getText())
                    .isEqualTo(String.format(Locale.ROOT, Models.byId("fruit").name() + ": %+d cp", explain("fruit", fen).whiteScore()));
            assertThat(c.b().whiteScore()).isEqualTo(explain("rybka", fen).whiteScore());
        }
        List<Double> sorted = new java.util.ArrayList<>(millis);
        java.util.Collections.sort(sorted);
        System.out.printf(Locale.ROOT, "[measure] FEN applied -> all views updated over %d corpus positions: median "
                + "%.1f ms, max %.1f ms (first %.1f ms); load average %s%n", sorted.size(), sorted.get(sorted.size() / 2),
                sorted.get(sorted.size() - 1), millis.get(0),
                java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        assertThat(sorted.get(sorted.size() / 2)).isLessThan(50);
    }

    @Test
    void invalidFenShowsTheReadersErrorAndChangesNothing(FxRobot robot) throws Exception {
        Comparison before = waitForComparison(Position.START_FEN);
        fx(robot, () -> window.boardView().fenField().setText("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        robot.clickOn("#fenField").type(KeyCode.ENTER);
        Label error = robot.lookup("#fenError").queryAs(Label.class);
        assertThat(error.isVisible()).isTrue();
        assertThat(error.getText()).startsWith("FEN placement:");
        Thread.sleep(200);
        assertThat(workbench().comparisonProperty().get()).isSameAs(before);
        assertThat(workbench().fenProperty().get()).isEqualTo(Position.START_FEN);
        assertThat(window.boardView().board().aSquares()).isZero();
    }

    @Test
    void dragAPieceThenTakeItBack(FxRobot robot) throws Exception {
        waitForComparison(Position.START_FEN);
        var board = window.boardView().board();
        Point2D from = board.localToScreen(board.centreOf(Square.E2));
        Point2D to = board.localToScreen(board.centreOf(Square.E4));
        robot.drag(from).dropTo(to);
        waitUntil(() -> workbench().moves().size() == 1);
        String afterE4 = waitForCurrent().fen();
        assertThat(afterE4).startsWith("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq ");
        assertThat(workbench().moves()).containsExactly("e4");
        // click-click: g8 then f6
        robot.clickOn(board.localToScreen(board.centreOf(Square.G8)));
        robot.clickOn(board.localToScreen(board.centreOf(Square.F6)));
        waitUntil(() -> workbench().moves().size() == 2);
        assertThat(workbench().moves()).containsExactly("e4", "Nf6");
        robot.clickOn("#takeBack");
        robot.clickOn("#takeBack");
        waitForComparison(Position.START_FEN);
        robot.clickOn("#forward");
        waitForComparison(afterE4);
        assertThat(workbench().plyProperty().get()).isEqualTo(1);
    }

    @Test
    void aPromotionAsksForThePiece(FxRobot robot) throws Exception {
        String fen = "8/P6k/8/8/8/8/8/K7 w - - 0 1";
        robot.interact(() -> window.boardView().applyFen(fen));
        waitForComparison(Position.fromFen(fen).toFen());
        var board = window.boardView().board();
        robot.clickOn(board.localToScreen(board.centreOf(Square.A7)));
        robot.clickOn(board.localToScreen(board.centreOf(Square.A8)));
        // The choice dialog is open (a nested event loop): pick the knight and confirm.
        waitUntil(() -> robot.lookup(".dialog-pane .combo-box").tryQuery().isPresent());
        @SuppressWarnings("unchecked")
        javafx.scene.control.ComboBox<String> choice = robot.lookup(".dialog-pane .combo-box")
                .queryAs(javafx.scene.control.ComboBox.class);
        assertThat(choice.getItems()).containsExactly("Queen", "Rook", "Bishop", "Knight");
        robot.interact(() -> choice.setValue("Knight"));
        robot.clickOn("OK");
        waitUntil(() -> workbench().moves().size() == 1);
        assertThat(workbench().moves()).containsExactly("a8=N");
    }

    @Test
    void selectingATermMarksItsSquaresForBothModels(FxRobot robot) throws Exception {
        fx(robot, () -> window.boardView().applyFen(FEN));
        Comparison c = waitForComparison(FEN);
        var table = window.breakdownView().table();
        fx(robot, () -> {
            for (TreeItem<BreakdownRow> g : table.getRoot().getChildren()) {
                if (g.getValue().label().equals("pst")) {
                    table.getSelectionModel().select(g.getChildren().isEmpty() ? g : g.getChildren().get(0));
                }
            }
        });
        String id = workbench().selectedTermProperty().get();
        assertThat(id).isNotNull();
        assertThat(window.boardView().board().aSquares()).isEqualTo(c.a().term(id).squares());
        assertThat(window.boardView().board().bSquares()).isEqualTo(c.b().term(id).squares());
        assertThat(c.a().term(id).squares()).isNotZero();
    }
}
