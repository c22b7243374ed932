package evalbench.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.app.gui.tables.PstView;
import evalbench.app.gui.tables.QuadView;
import javafx.scene.control.Tab;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/** The shell registers one view per tab; the PST view follows the parameter set in use. */
class TabsTest extends WindowTestBase {
    @Start
    void start(Stage stage) {
        open(stage);
    }

    @Test
    void everyTabHasItsViewAndTheTablesFollowTheParametersInUse(FxRobot robot) throws Exception {
        assertThat(window.tabs().getTabs().stream().map(Tab::getText)).containsExactly("Breakdown", "Search",
                "Parameters", "Games", "PST", "quad()", "Corpus");
        Tab pst = window.tabs().getTabs().get(4);
        Tab quad = window.tabs().getTabs().get(5);
        assertThat(window.tabView("PST")).isInstanceOf(PstView.class);
        assertThat(window.tabView("quad()")).isInstanceOf(QuadView.class);
        PstView view = (PstView) window.tabView("PST");
        robot.interact(() -> window.tabs().getSelectionModel().select(pst));
        waitUntil(() -> view.viewModel().analysisProperty().get() != null && !view.viewModel().busyProperty().get());
        Object before = view.viewModel().analysisProperty().get();
        robot.interact(() -> window.paramsView().fruit().edit("KnightOpening", "330"));
        waitUntil(() -> view.viewModel().analysisProperty().get() != before && !view.viewModel().busyProperty().get());
        assertThat(view.viewModel().errorProperty().get()).isNullOrEmpty();
    }
}
