package evalbench.app.gui.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.studies.corpus.CompareResult;
import evalbench.core.io.DataFolder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.chart.ScatterChart;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class CorpusViewTest {
    @TempDir
    static Path dir;

    private final List<String> opened = new CopyOnWriteArrayList<>();
    private CorpusView view;

    @Start
    void start(Stage stage) {
        view = new CorpusView(opened::add);
        stage.setScene(new Scene(view, 1200, 800));
        stage.show();
    }

    private static Path smallCorpus() throws Exception {
        List<String> lines = Files.readAllLines(DataFolder.corpus("games.fen"));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines.size(); i += 40) {
            sb.append(lines.get(i)).append('\n');
        }
        sb.append("this line is not a position\n");
        Path p = dir.resolve("small.fen");
        Files.writeString(p, sb.toString(), StandardCharsets.UTF_8);
        return p;
    }

    /** The built-in samples are offered beside Open…: picking one and pressing Run needs no file of the user's. */
    @Test
    void aBuiltInSampleRunsFromItsMenu(FxRobot robot) throws Exception {
        robot.clickOn("#corpus-samples");
        robot.clickOn(robot.lookup(n -> n instanceof javafx.scene.control.Labeled l && l.getText() != null
                && l.getText().startsWith("sample:bk ")).<Node>query());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("sample:bk").tryQuery().isPresent(), "the file label names the sample");
        robot.clickOn("#corpus-run");
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> view.resultProperty().get() != null);
        assertEquals(24, view.resultProperty().get().corpus().read());
        assertEquals(0, view.resultProperty().get().corpus().skipped());
    }

    @Test
    void runsACorpusShowsVerdictsAndAClickedDisagreementOpensOnTheBoard(FxRobot robot) throws Exception {
        Path corpus = smallCorpus();
        robot.interact(() -> view.setFile(corpus));
        robot.clickOn("#corpus-run");
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> view.resultProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        CompareResult r = view.resultProperty().get();
        assertEquals(197, r.corpus().read());
        assertEquals(1, r.corpus().skipped());

        TableView<CompareResult.TermRow> terms = robot.lookup("#corpus-terms").queryTableView();
        assertEquals(r.terms().size(), terms.getItems().size());
        assertTrue(terms.getItems().stream().anyMatch(t -> t.verdict().startsWith("same rule")));
        // a click on a term shows its scatter plot
        Node termRow = robot.lookup("#corpus-terms .table-row-cell").nth(3).query();
        robot.clickOn(termRow);
        WaitForAsyncUtils.waitForFxEvents();
        ScatterChart<?, ?> chart = robot.lookup("#corpus-scatter").query();
        assertTrue(chart.getTitle().startsWith(terms.getItems().get(3).id()), chart.getTitle());
        assertFalse(chart.getData().isEmpty());
        assertEquals(197, chart.getData().get(0).getData().size());

        robot.clickOn("Disagreements");
        WaitForAsyncUtils.waitForFxEvents();
        TableView<CompareResult.Disagreement> list = robot.lookup("#corpus-disagreements").queryTableView();
        assertFalse(list.getItems().isEmpty());
        Node firstRow = robot.lookup("#corpus-disagreements .table-row-cell").match(n -> n instanceof TableRow<?> row
                && !row.isEmpty() && row.getIndex() == 0).query();
        assertNotNull(firstRow);
        robot.clickOn(firstRow);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(r.disagreements().get(0).fen()), opened);
        // the largest disagreement of the final score comes first
        double first = Math.abs(r.disagreements().get(0).difference());
        assertTrue(r.disagreements().stream().allMatch(d -> Math.abs(d.difference()) <= first));

        Path json = dir.resolve("export.json");
        robot.interact(() -> {
            try {
                view.exportTo(json, "json");
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        assertTrue(Files.readString(json).contains("\"recovery\""));
    }

    @Test
    void cancelStopsTheRunAndShowsNoResult(FxRobot robot) throws Exception {
        // a PGN of many copies of a long game: long enough to cancel
        StringBuilder sb = new StringBuilder();
        for (int g = 0; g < 3000; g++) {
            sb.append("[Event \"g").append(g).append("\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 "
                    + "7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 1/2-1/2\n\n");
        }
        Path pgn = dir.resolve("many.pgn");
        Files.writeString(pgn, sb.toString());
        robot.interact(() -> view.setFile(pgn));
        robot.clickOn("#corpus-run");
        robot.clickOn("#corpus-cancel");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> robot.lookup("#corpus-status").queryLabeled().getText()
                .equals("cancelled"));
        assertEquals(null, view.resultProperty().get());
    }
}
