package evalbench.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.app.gui.breakdown.BreakdownRow;
import evalbench.app.gui.model.Comparison;
import evalbench.app.gui.params.ParamsPanel;
import evalbench.core.Position;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.TermValue;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.TreeItem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;

class WhatIfParametersTest extends WindowTestBase {
    // White has doubled e-pawns, Black none: Fruit's doubled-pawn term is a multiple of DoubledOpening/Endgame.
    private static final String FEN = "4k3/p7/8/8/8/4P3/4P3/4K3 w - - 0 1";

    @Test
    void editingAWeightChangesTheTermAndTheTotalByTheExpectedAmount(FxRobot robot, @TempDir Path dir)
            throws Exception {
        String fen = Position.fromFen(FEN).toFen();
        robot.interact(() -> window.boardView().applyFen(FEN));
        Comparison before = waitForComparison(fen);
        TermValue doubled = before.a().term("pawns/doubled");
        int shipped = Models.byId("fruit").defaultParameters().value("DoubledOpening");
        assertThat(shipped).isPositive();
        assertThat(doubled.netOpening()).isNegative().isEqualTo(-(-doubled.netOpening() / shipped) * shipped);
        int pawns = -doubled.netOpening() / shipped;

        robot.interact(() -> window.showTab("Parameters"));
        ParamsPanel fruit = window.paramsView().panel("fruit");
        int edited = shipped + 7;
        robot.interact(() -> assertThat(fruit.edit("DoubledOpening", Integer.toString(edited))).isTrue());
        Comparison after = waitForComparison(fen);
        assertThat(after).isNotSameAs(before);
        assertThat(after.a().term("pawns/doubled").netOpening()).isEqualTo(-pawns * edited);
        assertThat(after.a().openingTotal() - before.a().openingTotal()).isEqualTo(-pawns * 7);
        assertThat(after.a().endgameTotal()).isEqualTo(before.a().endgameTotal());
        assertThat(after.b().whiteScore()).isEqualTo(before.b().whiteScore());

        // The set in use has a new name and hash, shown in the panel and the status bar.
        ParameterSet inUse = workbench().paramsProperty("fruit").get();
        assertThat(inUse.name()).isEqualTo("fruit-2.1+edited");
        assertThat(inUse.sha256()).isNotEqualTo(Models.byId("fruit").defaultParameters().sha256());
        assertThat(robot.lookup("#paramsInUse-fruit").queryAs(Label.class).getText()).contains(inUse.sha256());
        assertThat(robot.lookup("#statusSets").queryAs(Label.class).getText()).contains(inUse.sha256().substring(0, 12));
        assertThat(fruit.table().getItems().stream().filter(r -> r.name().equals("DoubledOpening")).findFirst()
                .orElseThrow().current()).containsExactly(edited);

        // The table's row for the term shows the new value.
        TreeItem<BreakdownRow> root = window.breakdownView().table().getRoot();
        BreakdownRow row = root.getChildren().stream().flatMap(g -> g.getChildren().stream()).map(TreeItem::getValue)
                .filter(r -> "pawns/doubled".equals(r.termId())).findFirst().orElseThrow();
        assertThat(row.opening(0)).isEqualTo(-pawns * edited);

        // Saved and read back by the model, the file gives the same final score.
        Path file = dir.resolve("mine.params");
        fruit.save(file).get(10, TimeUnit.SECONDS);
        EvaluatorModel model = Models.byId("fruit");
        ParameterSet reread = model.loadParameters(file);
        assertThat(reread.sha256()).isEqualTo(inUse.sha256());
        assertThat(model.create(reread).explain(Position.fromFen(fen)).whiteScore())
                .isEqualTo(after.a().whiteScore());

        // A bad edit says why and changes nothing.
        robot.interact(() -> assertThat(fruit.edit("DoubledOpening", "1 2")).isFalse());
        assertThat(fruit.errorLabel().getText()).contains("2 values, expected 1");
        assertThat(workbench().paramsProperty("fruit").get()).isSameAs(inUse);

        // Ablation: switching the term's weights off makes the term zero.
        robot.interact(() -> fruit.edit("DoubledOpening", "0"));
        robot.interact(() -> fruit.edit("DoubledEndgame", "0"));
        Comparison off = waitForComparison(fen);
        waitUntil(() -> workbench().comparisonProperty().get().a().term("pawns/doubled").isZero());
        assertThat(off.a().term("pawns/doubled")).isNotNull();
        robot.interact(fruit::resetToShipped);
        waitUntil(() -> workbench().comparisonProperty().get().a().whiteScore() == before.a().whiteScore());
    }
}
