package evalbench.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.studies.corpus.CompareResult;
import evalbench.app.gui.corpus.CorpusView;
import evalbench.app.gui.tables.PstView;
import evalbench.app.gui.tables.QuadView;
import evalbench.core.io.DataFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Tab;
import javafx.scene.control.TableRow;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The shell registers one view per tab; the PST view follows the parameter set in use; a disagreement clicked in
 * the Corpus tab opens on the window's board.
 */
class TabsTest extends WindowTestBase {
    @Test
    void everyTabHasItsViewAndTheTablesFollowTheParametersInUse(FxRobot robot) throws Exception {
        assertThat(window.tabs().getTabs().stream().map(Tab::getText)).containsExactly("Breakdown",
                "All models", "Search", "Parameters", "Games", "PST", "quad()", "Corpus", "Fingerprint");
        Tab pst = window.tabs().getTabs().get(5);
        Tab quad = window.tabs().getTabs().get(6);
        assertThat(window.tabView("PST")).isInstanceOf(PstView.class);
        assertThat(window.tabView("quad()")).isInstanceOf(QuadView.class);
        PstView view = (PstView) window.tabView("PST");
        robot.interact(() -> window.tabs().getSelectionModel().select(pst));
        waitUntil(() -> view.viewModel().analysisProperty().get() != null && !view.viewModel().busyProperty().get());
        Object before = view.viewModel().analysisProperty().get();
        robot.interact(() -> window.paramsView().panel("fruit").edit("KnightOpening", "330"));
        waitUntil(() -> view.viewModel().analysisProperty().get() != before && !view.viewModel().busyProperty().get());
        assertThat(view.viewModel().errorProperty().get()).isNullOrEmpty();
    }

    @Test
    void aDisagreementClickedInTheCorpusTabOpensOnTheBoard(FxRobot robot, @TempDir Path dir) throws Exception {
        assertThat(window.tabView("Corpus")).isInstanceOf(CorpusView.class);
        CorpusView corpus = (CorpusView) window.tabView("Corpus");
        List<String> lines = Files.readAllLines(DataFolder.corpus("games.fen"));
        StringBuilder sample = new StringBuilder();
        for (int i = 0; i < lines.size(); i += 200) {
            sample.append(lines.get(i)).append('\n');
        }
        Path file = dir.resolve("sample.fen");
        Files.writeString(file, sample);
        robot.interact(() -> {
            window.showTab("Corpus");
            corpus.setFile(file);
        });
        robot.clickOn("#corpus-run");
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> corpus.resultProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        CompareResult.Disagreement largest = corpus.resultProperty().get().disagreements().get(0);
        assertThat(workbench().fenProperty().get()).isNotEqualTo(largest.fen());

        robot.clickOn("Disagreements");
        WaitForAsyncUtils.waitForFxEvents();
        Node firstRow = robot.lookup("#corpus-disagreements .table-row-cell")
                .match(n -> n instanceof TableRow<?> row && !row.isEmpty() && row.getIndex() == 0).query();
        robot.clickOn(firstRow);
        waitForComparison(largest.fen());
        assertThat(window.tabs().getSelectionModel().getSelectedItem().getText()).isEqualTo("Breakdown");
    }
}
