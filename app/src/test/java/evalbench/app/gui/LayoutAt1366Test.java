package evalbench.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.app.OurModelOverUci;
import evalbench.app.gui.breakdown.BreakdownRow;
import evalbench.app.gui.corpus.CorpusView;
import evalbench.app.gui.corpus.FingerprintView;
import evalbench.app.gui.tables.PstView;
import evalbench.app.gui.tables.QuadView;
import evalbench.core.Position;
import evalbench.core.io.DataFolder;
import evalbench.studies.corpus.FingerprintResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeItem;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every tab at a laptop's size, 1366×768 (issue 34): no column header, figure cell, label or button cut short and no
 * map, chart, column or text outside the visible area or needing a sideways scroll ({@link LayoutCheck}); every
 * empty table and chart says what to do. Each tab is checked with the models the window starts with (Fruit and
 * Rybka) and with Fruit beside FabChess (the longest ids and parameter names), after a run where the tab has one
 * (the Breakdown tab's witness pane also with a witness found).
 */
class LayoutAt1366Test extends WindowTestBase {
    private static final double WIDTH = 1366;
    private static final double HEIGHT = 768;
    private static final String FEN = "r1bq1rk1/pp3ppp/2n1pn2/3p4/1bPP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 3 8";

    @TempDir
    static Path dir;

    @Override
    protected void open(Stage stage) {
        open(stage, WIDTH, HEIGHT);
    }

    /** Shows the tab and checks it and the board beside it. */
    private void check(FxRobot robot, String tab, String when) throws Exception {
        robot.interact(() -> window.showTab(tab));
        WaitForAsyncUtils.waitForFxEvents();
        List<String> problems = WaitForAsyncUtils.asyncFx(() -> {
            window.scene().getRoot().applyCss();
            window.scene().getRoot().layout();
            Node content = window.tabs().getSelectionModel().getSelectedItem().getContent();
            return LayoutCheck.problems(content, window.boardView());
        }).get();
        assertThat(window.scene().getWidth()).isEqualTo(WIDTH);
        assertThat(window.scene().getHeight()).isEqualTo(HEIGHT);
        assertThat(problems).as("%s tab, %s", tab, when).isEmpty();
    }

    private void fruitBesideFabChess(FxRobot robot) throws Exception {
        robot.interact(() -> workbench().chooseModels("fruit", "fabchess"));
        waitUntil(() -> workbench().comparisonProperty().get().b().modelId().equals("fabchess")
                && !workbench().evaluatingProperty().get());
    }

    private void onTheTourPosition(FxRobot robot) throws Exception {
        robot.interact(() -> window.boardView().applyFen(FEN));
        waitForComparison(Position.fromFen(FEN).toFen());
    }

    /** Opens every group and term of the breakdown, so every kind of row is drawn. */
    private void expandBreakdown(FxRobot robot) {
        robot.interact(() -> {
            for (TreeItem<?> group : window.breakdownView().table().getRoot().getChildren()) {
                group.setExpanded(true);
                group.getChildren().forEach(t -> t.setExpanded(true));
            }
        });
    }

    @Test
    void breakdown(FxRobot robot) throws Exception {
        onTheTourPosition(robot);
        check(robot, "Breakdown", "Fruit and Rybka");
        expandBreakdown(robot);
        check(robot, "Breakdown", "Fruit and Rybka, every term open");
        robot.interact(() -> window.breakdownView().centipawnsProperty().set(true));
        check(robot, "Breakdown", "Fruit and Rybka in centipawns");
        robot.interact(() -> window.breakdownView().centipawnsProperty().set(false));
        fruitBesideFabChess(robot);
        expandBreakdown(robot);
        check(robot, "Breakdown", "Fruit and FabChess, every term open");
        selectTerm(robot, "pawns/doubled"); // the witness pane under the table asks its (wrapped) question
        assertThat(workbench().selectedTermProperty().get()).isEqualTo("pawns/doubled");
        check(robot, "Breakdown", "Fruit and FabChess, a term selected for a witness");
    }

    /**
     * The witness pane with a witness found (Fruit and Rybka, doubled pawns: what it found, one line per proof, and
     * a button per position) and with the witness shown on the board.
     */
    @Test
    void witness(FxRobot robot) throws Exception {
        String fen = "4k3/pp3ppp/8/8/8/4P3/P3PPPP/4K3 w - - 0 1";
        robot.interact(() -> window.boardView().applyFen(fen));
        waitForComparison(fen);
        selectTerm(robot, "pawns/doubled");
        check(robot, "Breakdown", "Fruit and Rybka, doubled pawns selected");
        Node result = robot.lookup("#witnessResult").query();
        assertThat(result.isManaged()).as("the empty result line takes no room before a search").isFalse();
        robot.clickOn("#findWitness");
        var pane = window.breakdownView().witnessPane();
        WaitForAsyncUtils.waitFor(180, TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(() -> pane.witnessProperty().get() != null).get());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(pane.witnessProperty().get().found()).isTrue();
        assertThat(result.isManaged()).isTrue();
        check(robot, "Breakdown", "Fruit and Rybka, a witness for doubled pawns found");
        robot.clickOn("#showWitness1");
        waitForComparison(pane.witnessProperty().get().proofs().get(0).fens().get(0));
        check(robot, "Breakdown", "Fruit and Rybka, the witness on the board");
    }

    /** Selects a term's row in the breakdown (its group opened), as a click on it does. */
    private void selectTerm(FxRobot robot, String id) {
        robot.interact(() -> {
            var table = window.breakdownView().table();
            for (TreeItem<BreakdownRow> group : table.getRoot().getChildren()) {
                for (TreeItem<BreakdownRow> term : group.getChildren()) {
                    if (id.equals(term.getValue().termId())) {
                        group.setExpanded(true);
                        table.getSelectionModel().select(term);
                        table.scrollTo(table.getRow(term));
                    }
                }
            }
        });
    }

    @Test
    void allModels(FxRobot robot) throws Exception {
        onTheTourPosition(robot);
        check(robot, "All models", "Fruit and Rybka");
        fruitBesideFabChess(robot);
        check(robot, "All models", "Fruit and FabChess");
    }

    @Test
    void search(FxRobot robot) throws Exception {
        onTheTourPosition(robot);
        check(robot, "Search", "before a search");
        searchBoth(robot);
        check(robot, "Search", "Fruit and Rybka to depth 6");
        fruitBesideFabChess(robot);
        searchBoth(robot);
        check(robot, "Search", "Fruit and FabChess to depth 6");
    }

    private void searchBoth(FxRobot robot) throws Exception {
        robot.interact(() -> {
            window.showTab("Search");
            window.searchView().a().setLimit("depth", "6");
            window.searchView().b().setLimit("depth", "6");
            window.searchView().startBoth();
        });
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !window.searchView().a().runningProperty().get()
                && !window.searchView().b().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void parameters(FxRobot robot) throws Exception {
        check(robot, "Parameters", "Fruit and Rybka");
        robot.interact(() -> window.paramsView().panel("fruit").edit("DoubledOpening", "25"));
        check(robot, "Parameters", "Fruit and Rybka, one weight edited");
        fruitBesideFabChess(robot);
        check(robot, "Parameters", "Fruit and FabChess");
    }

    @Test
    void games(FxRobot robot) throws Exception {
        Path pgn = dir.resolve("opera.pgn");
        Files.writeString(pgn, """
                [Event "Opera game"]
                [Site "Paris"]
                [Date "1858.??.??"]
                [White "Morphy"]
                [Black "Duke and Count"]
                [Result "1-0"]

                1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5
                10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8
                17. Rd8# 1-0
                """);
        check(robot, "Games", "before a file is opened");
        robot.interact(() -> window.gamesView().open(pgn));
        waitUntil(() -> window.gamesView().picker().getValue() != null && window.gamesView().staticGraphReady());
        assertThat(robot.lookup(n -> n instanceof Label l && l.getText() != null && l.getText().endsWith("listed"))
                .queryAs(Label.class).getText()).isEqualTo("1 game listed");
        check(robot, "Games", "Fruit and Rybka, the Opera game");
        fruitBesideFabChess(robot);
        waitUntil(() -> window.gamesView().staticGraphReady());
        check(robot, "Games", "Fruit and FabChess, the Opera game");
    }

    @Test
    void pst(FxRobot robot) throws Exception {
        PstView view = (PstView) window.tabView("PST");
        robot.interact(() -> window.showTab("PST"));
        waitUntil(() -> view.viewModel().analysisProperty().get() != null && !view.viewModel().busyProperty().get());
        check(robot, "PST", "Fruit and Rybka");
        assertOneRow(robot);
        robot.interact(() -> view.viewModel().inCentipawnsProperty().set(true));
        check(robot, "PST", "Fruit and Rybka in centipawns");
        fruitBesideFabChess(robot);
        waitUntil(() -> !view.viewModel().busyProperty().get() && view.viewModel().analysisProperty().get()
                .models().get(1).modelId().equals("fabchess"));
        check(robot, "PST", "Fruit and FabChess in centipawns");
        robot.interact(() -> view.viewModel().inCentipawnsProperty().set(false));
        check(robot, "PST", "Fruit and FabChess");
        assertOneRow(robot);
    }

    /** At this width A's map, B's and their difference stand side by side (the difference is what the tab is for). */
    private void assertOneRow(FxRobot robot) {
        double[] tops = new double[3];
        String[] ids = {"#pst-a", "#pst-b", "#pst-difference"};
        robot.interact(() -> {
            for (int i = 0; i < 3; i++) {
                Node map = window.tabView("PST").lookup(ids[i]);
                tops[i] = map.localToScene(map.getLayoutBounds()).getMinY();
            }
        });
        assertThat(tops[1]).as("B's map beside A's").isEqualTo(tops[0]);
        assertThat(tops[2]).as("the difference beside them").isEqualTo(tops[0]);
    }

    @Test
    void quad(FxRobot robot) throws Exception {
        QuadView view = (QuadView) window.tabView("quad()");
        robot.interact(() -> window.showTab("quad()"));
        waitUntil(() -> !view.viewModel().rowsProperty().isEmpty() && !view.viewModel().busyProperty().get());
        check(robot, "quad()", "Fruit and Rybka");
        fruitBesideFabChess(robot);
        waitUntil(() -> !view.viewModel().busyProperty().get()
                && view.viewModel().rowsProperty().stream().anyMatch(r -> r.model().equals("fabchess")));
        check(robot, "quad()", "Fruit and FabChess");
    }

    @Test
    void corpus(FxRobot robot) throws Exception {
        CorpusView view = (CorpusView) window.tabView("Corpus");
        for (String tab : List.of("Terms", "Table 11", "Weight recovery", "Disagreements")) {
            showCorpusTab(robot, tab);
            check(robot, "Corpus", tab + ", before a run");
        }
        List<String> lines = Files.readAllLines(DataFolder.corpus("games.fen"));
        StringBuilder sample = new StringBuilder();
        for (int i = 0; i < lines.size(); i += 100) {
            sample.append(lines.get(i)).append('\n');
        }
        Path file = dir.resolve("sample.fen");
        Files.writeString(file, sample);
        for (String[] pair : List.of(new String[] {"fruit", "rybka"}, new String[] {"fruit", "fabchess"})) {
            Object before = view.resultProperty().get();
            robot.interact(() -> {
                window.showTab("Corpus");
                view.setModels(pair[0], pair[1]);
                view.setFile(file);
                view.run();
            });
            WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> view.resultProperty().get() != before);
            WaitForAsyncUtils.waitForFxEvents();
            for (String tab : List.of("Terms", "Table 11", "Weight recovery", "Disagreements")) {
                showCorpusTab(robot, tab);
                check(robot, "Corpus", tab + ", " + pair[0] + " and " + pair[1]);
            }
        }
        // sorted by its widest figure header: the header makes room for the sort arrow
        showCorpusTab(robot, "Terms");
        robot.interact(() -> {
            TableView<?> terms = (TableView<?>) window.tabView("Corpus").lookup("#corpus-terms");
            terms.getColumns().stream().filter(c -> c.getText().equals("Spearman")).findFirst().ifPresent(c -> {
                @SuppressWarnings({"unchecked", "rawtypes"})
                javafx.collections.ObservableList<javafx.scene.control.TableColumn> order =
                        (javafx.collections.ObservableList) terms.getSortOrder();
                order.setAll(c);
            });
        });
        check(robot, "Corpus", "Terms sorted by Spearman, fruit and fabchess");
    }

    private void showCorpusTab(FxRobot robot, String title) {
        robot.interact(() -> {
            window.showTab("Corpus");
            TabPane tabs = (TabPane) window.tabView("Corpus").lookup("#corpus-tabs");
            tabs.getTabs().stream().filter(t -> t.getText().equals(title)).findFirst()
                    .ifPresent(t -> tabs.getSelectionModel().select(t));
        });
    }

    @Test
    void fingerprint(FxRobot robot) throws Exception {
        FingerprintView view = (FingerprintView) window.tabView("Fingerprint");
        check(robot, "Fingerprint", "before a run");
        TableView<?> matrix = robot.lookup("#fingerprint-matrix").queryAs(TableView.class);
        assertThat(((Label) matrix.getPlaceholder()).getText()).isEqualTo("Add an engine per line and press Run");

        // two of our models as external UCI engines: Fruit and FabChess, the first under a long name
        String fruit = "our-fruit-2.1-model-over-uci-with-a-long-name=" + OurModelOverUci.script(dir, "fruit");
        String fabchess = "fabchess-uci=" + OurModelOverUci.script(dir, "fabchess");
        // first over 30 positions, with a third engine that cannot be started: the third is left out, and the
        // two keep fewer leaves than a correlation needs (Stats.MIN_SAMPLE): "not determined" in their cells, both
        // with their reasons (the system's error is long) on a wrapping line of their own
        String missing = "missing=" + dir.resolve("no-such-engine-for-the-layout-test");
        FingerprintResult r = fingerprint(robot, view, fruit + "\n" + fabchess + "\n" + missing, 30);
        assertThat(r.failedEngines()).extracting(FingerprintResult.FailedEngine::name).containsExactly("missing");
        assertThat(r.engines()).allSatisfy(e -> assertThat(e.notDetermined()).isNotNull());
        String notes = robot.lookup("#fingerprint-left-out").queryAs(Label.class).getText();
        assertThat(notes).startsWith("left out: missing (").contains("; not determined: fabchess-uci (");
        check(robot, "Fingerprint", "two engines over UCI not determined, a third left out");

        // then over 200 positions: every figure determined
        r = fingerprint(robot, view, fruit + "\n" + fabchess, 200);
        assertThat(robot.lookup("#fingerprint-left-out").queryAs(Label.class).isVisible()).isFalse();
        check(robot, "Fingerprint", "two engines over UCI");

        // the scatter shows the selected engine against the model it is closest to
        @SuppressWarnings("unchecked")
        ComboBox<String> model = robot.lookup("#fingerprint-scatter-model").queryAs(ComboBox.class);
        assertThat(r.engines().get(0).closestModel()).isEqualTo("fruit");
        assertThat(r.engines().get(1).closestModel()).isEqualTo("fabchess");
        assertThat(model.getValue()).isEqualTo("fruit");
        robot.interact(() -> matrix.getSelectionModel().select(1));
        assertThat(model.getValue()).isEqualTo("fabchess");
        check(robot, "Fingerprint", "FabChess over UCI selected");

        // the engine's cell names it (cut, with the whole name and its command as a tooltip if it does not fit)
        TableCell<?, ?> nameCell = robot.lookup(".table-cell").match(n -> n instanceof TableCell<?, ?> c
                && c.getTableView() == matrix && c.getIndex() == 0 && c.getTableColumn() == matrix.getColumns().get(0))
                .queryAs(TableCell.class);
        assertThat(nameCell.getText()).isEqualTo("our-fruit-2.1-model-over-uci-with-a-long-name");
        assertThat(nameCell.getTooltip().getText()).contains("fruit-uci.sh");
    }

    /** Runs the Fingerprint tab on these engine lines and waits for its result. */
    private FingerprintResult fingerprint(FxRobot robot, FingerprintView view, String engines, int positions)
            throws Exception {
        Object before = view.resultProperty().get();
        robot.interact(() -> {
            window.showTab("Fingerprint");
            view.setEngines(engines);
            view.setPositions(positions);
            view.run();
        });
        WaitForAsyncUtils.waitFor(180, TimeUnit.SECONDS, () -> view.resultProperty().get() != before);
        WaitForAsyncUtils.waitForFxEvents();
        return view.resultProperty().get();
    }
}
