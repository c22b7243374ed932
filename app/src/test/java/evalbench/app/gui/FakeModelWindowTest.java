package evalbench.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.app.fake.MiniModel;
import evalbench.app.gui.breakdown.AllModelsView;
import evalbench.app.gui.breakdown.BreakdownRow;
import evalbench.app.gui.corpus.CorpusView;
import evalbench.app.gui.model.Comparison;
import evalbench.app.gui.tables.PstView;
import evalbench.app.gui.tables.QuadView;
import evalbench.app.gui.tables.QuadViewModel;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.Tab;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TreeItem;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * A model found on the class path appears in the window with no change outside its module: the test model
 * {@link MiniModel} (registered only in the app's test resources) is chosen as model B in the summary strip by
 * clicking, and then shows in the breakdown, the all-models table, the PST and quad() tabs and the Corpus tab.
 */
class FakeModelWindowTest extends WindowTestBase {
    @Test
    void theTestModelIsChosenInTheSummaryStripAndShowsInEveryView(FxRobot robot) throws Exception {
        waitForCurrent();
        @SuppressWarnings("unchecked")
        ComboBox<String> modelB = robot.lookup("#modelB").queryAs(ComboBox.class);
        assertThat(modelB.getItems()).contains(MiniModel.ID, "fruit", "rybka");
        assertThat(modelB.getValue()).isEqualTo("rybka");

        robot.clickOn("#modelB");
        Node cell = robot.lookup(".list-cell").match(n -> n instanceof ListCell<?> c && n.isVisible()
                && MiniModel.ID.equals(c.getText())).query();
        robot.clickOn(cell);
        waitUntil(() -> MiniModel.ID.equals(workbench().modelBProperty().get()));
        Comparison c = workbench().comparisonProperty().get();
        assertThat(c.a().modelId()).isEqualTo("fruit");
        assertThat(c.b().modelId()).isEqualTo(MiniModel.ID);
        assertThat(robot.lookup("#scoreB").queryAs(Label.class).getText())
                .isEqualTo(String.format("Mini (test): %+d cp", c.b().whiteScore()));
        assertThat(robot.lookup("#scoreDifference").queryAs(Label.class).getText()).contains("fruit − mini");
        // the test model's own term is a row of the breakdown, marked as one model's
        BreakdownRow own = find(window.breakdownView().table().getRoot(), MiniModel.OWN_TERM);
        assertThat(own).isNotNull();
        assertThat(own.onlyIn()).isEqualTo("mini only");

        // the all-models table has a column for it and its own term
        robot.interact(() -> select("All models"));
        AllModelsView all = (AllModelsView) window.tabView("All models");
        assertThat(all.table().getColumns()).extracting(TableColumn::getText).contains("fruit (cp)", "mini (cp)",
                "rybka (cp)");
        assertThat(all.table().getItems()).anyMatch(r -> r.label().equals(MiniModel.OWN_TERM));
        assertThat(robot.lookup("#allModelsFinals").queryAs(Label.class).getText())
                .contains(String.format("Mini (test) %+d cp", c.b().whiteScore()));

        // the table tabs follow the breakdown's B (the test model registered tables too)
        robot.interact(() -> select("PST"));
        PstView pst = (PstView) window.tabView("PST");
        waitUntil(() -> pst.viewModel().analysisProperty().get() != null
                && pst.viewModel().analysisProperty().get().models().get(1).modelId().equals(MiniModel.ID));
        assertThat(robot.lookup("#pst-model-b").queryAs(ComboBox.class).getValue()).isEqualTo(MiniModel.ID);
        robot.interact(() -> select("quad()"));
        QuadView quad = (QuadView) window.tabView("quad()");
        waitUntil(() -> quad.viewModel().rowsProperty().stream().map(QuadViewModel.Row::model)
                .anyMatch(MiniModel.ID::equals));

        // and the Corpus tab can compare it
        robot.interact(() -> select("Corpus"));
        assertThat(robot.lookup("#corpus-model-b").queryAs(ComboBox.class).getItems()).asList().contains(MiniModel.ID);
        assertThat(window.tabView("Corpus")).isInstanceOf(CorpusView.class);
    }

    private void select(String tab) {
        for (Tab t : window.tabs().getTabs()) {
            if (t.getText().equals(tab)) {
                window.tabs().getSelectionModel().select(t);
            }
        }
    }

    private static BreakdownRow find(TreeItem<BreakdownRow> item, String termId) {
        if (item.getValue() != null && termId.equals(item.getValue().termId())) {
            return item.getValue();
        }
        for (TreeItem<BreakdownRow> child : item.getChildren()) {
            BreakdownRow r = find(child, termId);
            if (r != null) {
                return r;
            }
        }
        return null;
    }
}
