package evalbench.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.app.gui.games.EvalGraph;
import evalbench.app.gui.games.GamesView;
import evalbench.app.gui.games.GameList;
import evalbench.app.gui.games.GameReader;
import evalbench.app.gui.games.GameRecord;
import evalbench.core.Position;
import evalbench.core.San;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.Models;
import evalbench.core.io.RandomPgn;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import javafx.concurrent.Task;
import javafx.geometry.Point2D;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.skin.ComboBoxListViewSkin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;

class GamesViewTest extends WindowTestBase {
    private static final String PGN = """
            [Event "Test one"]
            [White "A"]
            [Black "B"]
            [Result "*"]

            1. d4 d5 2. c4 *

            [Event "Opera game"]
            [Site "Paris"]
            [Date "1858.??.??"]
            [White "Morphy"]
            [Black "Duke and Count"]
            [Result "1-0"]

            1. e4 e5 2. Nf3 d6 {Philidor} 3. d4 Bg4?! (3... exd4 4. Nxd4) 4. dxe5 Bxf3 5. Qxf3 dxe5
            6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 $6 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8
            13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0
            """;

    /** Opens the test PGN in the Games view, picks its second game (the Opera game) and waits for its static graph. */
    private GamesView openTheOperaGame(FxRobot robot, Path dir) throws Exception {
        Path file = dir.resolve("games.pgn");
        Files.writeString(file, PGN);
        GamesView games = window.gamesView();
        Task<?>[] read = new Task<?>[1];
        robot.interact(() -> read[0] = games.open(file));
        read[0].get(10, TimeUnit.SECONDS);
        waitUntil(() -> games.picker().getItems().size() == 2);
        robot.interact(() -> games.picker().setValue(games.picker().getItems().get(1)));
        waitUntil(games::staticGraphReady);
        return games;
    }

    @Test
    void readerSkipsCommentsVariationsAndNags() {
        var games = GameReader.parse(PGN).games();
        assertThat(games).hasSize(2);
        assertThat(games.get(0).san()).containsExactly("d4", "d5", "c4");
        assertThat(games.get(1).san()).hasSize(33).startsWith("e4", "e5", "Nf3", "d6", "d4", "Bg4", "dxe5");
        assertThat(games.get(1).san().get(32)).isEqualTo("Rd8#");
        assertThat(games.get(1).title()).contains("Morphy").contains("1858");
    }

    /** Issue 23, item 13: the window's PGN reader is the corpus reader's, reads Latin-1 and shows what it skipped. */
    @Test
    void theWindowShowsWhatTheReaderSkipped(FxRobot robot, @TempDir Path dir) throws Exception {
        robot.interact(() -> window.showTab("Games"));
        Path file = dir.resolve("broken.pgn");
        String text = "[Event \"a\"]\n[White \"M\u00fcller\"]\n\n1. e4 { never closed e5\n\n"
                + "[Event \"b\"]\n[Site \"no quote]\n\n1. d4 *\n\n"
                + PGN;
        Files.write(file, text.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        GamesView games = window.gamesView();
        Task<?>[] read = new Task<?>[1];
        robot.interact(() -> read[0] = games.open(file));
        read[0].get(10, TimeUnit.SECONDS);
        waitUntil(() -> games.picker().getItems().size() == 3);
        GameRecord first = ((GameList) games.picker().getItems()).record(0);
        assertThat(first.tags().get("White")).isEqualTo("M\u00fcller");
        assertThat(first.san()).containsExactly("e4");
        waitUntil(() -> games.skippedNote().isVisible());
        assertThat(games.skippedNote().getText()).startsWith("2 games skipped or cut short")
                .contains("line 4: game 1 cut short after 1 moves").contains("game 2 skipped");
    }

    /**
     * A database is listed through the lazy index: the picker holds every game read, rows read their game when
     * they show, and a game late in the file opens with the moves it was written with (picked with the keyboard in
     * the real picker's popup).
     */
    @Test
    void aLargeFileIsListedLazilyAndALateGameOpensWithItsMoves(FxRobot robot, @TempDir Path dir) throws Exception {
        robot.interact(() -> window.showTab("Games"));
        Path file = dir.resolve("large.pgn");
        RandomPgn pgn = new RandomPgn(7);
        int count = 4000;
        pgn.write(file, count);
        GamesView games = window.gamesView();
        Task<?>[] read = new Task<?>[1];
        robot.interact(() -> read[0] = games.open(file));
        read[0].get(30, TimeUnit.SECONDS);
        waitUntil(() -> games.picker().getItems().size() == count - 4 && games.picker().getValue() != null);
        assertThat(games.picker().getItems()).isInstanceOf(GameList.class);
        assertThat(games.skippedNote().getText()).startsWith("8 games skipped or cut short")
                .contains("game 500 cut short after 6 moves").contains("game 1000 skipped");
        waitUntil(games::staticGraphReady);

        // open the popup, scroll near its end and click a row (at the top of the list, clear of any scroll bar)
        GameList list = (GameList) games.picker().getItems();
        int row = list.size() - 12;
        int number = list.index().number(row);
        assertThat(number).isEqualTo(count - 12); // games 1000, 2000 and 3000 have a broken tag and are not listed
        robot.clickOn(games.picker());
        waitUntil(() -> games.picker().isShowing());
        @SuppressWarnings("unchecked")
        ListView<GameList.Row> popup = (ListView<GameList.Row>) ((ComboBoxListViewSkin<GameList.Row>) games.picker()
                .getSkin()).getPopupContent();
        robot.interact(() -> popup.scrollTo(row));
        ListCell<?>[] cell = new ListCell<?>[1];
        waitUntil(() -> {
            for (javafx.scene.Node n : popup.lookupAll(".list-cell")) {
                // a row on screen (the list also keeps an invisible cell for measuring, under a hidden parent)
                if (n instanceof ListCell<?> c && c.getIndex() == row && c.getText() != null
                        && org.testfx.util.NodeQueryUtils.isVisible().test(c)) {
                    cell[0] = c;
                }
            }
            return cell[0] != null;
        });
        assertThat(cell[0].getText()).startsWith(number + ". " + RandomPgn.white(number) + " – Black");
        robot.clickOn(cell[0]);
        waitUntil(() -> !games.picker().isShowing());
        System.out.printf(Locale.ROOT, "[measure] %,d games listed; %d read from the file to show the picker, scroll "
                + "to row %,d and pick it%n", list.size(), list.reads(), row);
        assertThat(list.reads()).as("games read from the file for the rows shown").isLessThan(200);
        GameRecord picked = list.record(games.picker().getValue().index());
        assertThat(picked.number()).isEqualTo(number);
        assertThat(picked.tags().get("White")).isEqualTo(RandomPgn.white(number));
        waitUntil(() -> workbench().lineLength() == pgn.moves(number).size() && games.staticGraphReady());
        Position p = Position.start();
        List<String> san = new java.util.ArrayList<>();
        for (int m : workbench().lineMoves()) {
            san.add(San.format(p, m));
            p.makeMove(m);
        }
        assertThat(san).isEqualTo(pgn.moves(number));

        // a cut game late in the file: the moves before its damage
        int cut = 3500;
        robot.interact(() -> games.picker().getSelectionModel().select(list.index().indexOfNumber(cut)));
        waitUntil(() -> workbench().lineLength() == RandomPgn.CUT_AFTER);
        assertThat(list.record(games.picker().getValue().index()).san()).isEqualTo(pgn.movesRead(cut));
    }

    @Test
    void loadAPgnPickAGameAndClickTheGraph(FxRobot robot, @TempDir Path dir) throws Exception {
        robot.interact(() -> window.showTab("Games"));
        GamesView games = openTheOperaGame(robot, dir);
        assertThat(workbench().lineLength()).isEqualTo(33);

        // The graph's points are the evaluators' scores of every ply.
        Evaluator fruit = Models.byId("fruit").create();
        Evaluator rybka = Models.byId("rybka").create();
        Position p = Position.start();
        double[][] scores = games.graph().staticScores();
        List<Integer> moves = workbench().lineMoves();
        for (int ply = 0; ply <= moves.size(); ply++) {
            assertThat(scores[0][ply]).as("Fruit at ply %d", ply).isEqualTo(fruit.explain(p).whiteScore());
            assertThat(scores[1][ply]).as("Rybka at ply %d", ply).isEqualTo(rybka.explain(p).whiteScore());
            if (ply < moves.size()) {
                p.makeMove(moves.get(ply));
            }
        }

        // Clicking the graph at ply 20 puts the board there.
        EvalGraph graph = games.graph();
        Point2D at = graph.canvas().localToScreen(graph.xOf(20), graph.canvas().getHeight() / 2);
        robot.clickOn(at);
        waitUntil(() -> workbench().plyProperty().get() == 20);
        Position expected = Position.start();
        for (int i = 0; i < 20; i++) {
            expected.makeMove(moves.get(i));
        }
        waitForComparison(expected.toFen());
        assertThat(San.format(expected, moves.get(20))).isEqualTo("Bxb5+");

        // After a pasted position, a click on the graph brings the game back at that ply.
        robot.interact(() -> window.boardView().applyFen("8/8/3k4/8/3K4/8/8/8 w - - 0 1"));
        robot.clickOn(graph.canvas().localToScreen(graph.xOf(10), graph.canvas().getHeight() / 2));
        waitUntil(() -> workbench().plyProperty().get() == 10 && workbench().lineLength() == 33);
    }

    @Test
    void theGraphIsDrawnOnlyWhileItsTabIsInFront(FxRobot robot, @TempDir Path dir) throws Exception {
        robot.interact(() -> window.showTab("Games"));
        GamesView games = openTheOperaGame(robot, dir);
        EvalGraph graph = games.graph();
        javafx.scene.image.WritableImage[] before = new javafx.scene.image.WritableImage[1];
        robot.interact(() -> before[0] = graph.canvas().snapshot(null, null));

        robot.interact(() -> window.showTab("Search"));
        long drawsHidden = graph.draws();
        double[][] searched = new double[2][workbench().lineLength() + 1];
        java.util.Arrays.fill(searched[0], 300);
        java.util.Arrays.fill(searched[1], -300);
        robot.interact(() -> graph.setSearchScores(searched));
        robot.interact(() -> workbench().goToPly(5));
        assertThat(graph.draws()).as("draws while hidden").isEqualTo(drawsHidden);

        robot.interact(() -> window.showTab("Games"));
        assertThat(graph.draws()).as("draws when shown again").isEqualTo(drawsHidden + 1);
        javafx.scene.image.WritableImage[] after = new javafx.scene.image.WritableImage[1];
        robot.interact(() -> after[0] = graph.canvas().snapshot(null, null));
        // the searched lines (at +300 and -300) and the ply marker now show: the rows of those lines changed
        assertThat(rowDiffers(before[0], after[0], graph.canvas().getHeight(), 300)).isTrue();
        assertThat(rowDiffers(before[0], after[0], graph.canvas().getHeight(), -300)).isTrue();
    }

    /** Whether the pixel row of a score (cp) differs between two snapshots of the graph's canvas. */
    private static boolean rowDiffers(javafx.scene.image.Image a, javafx.scene.image.Image b, double height, int cp) {
        // EvalGraph's plot area: 10 px from the top, 26 from the bottom, ±600 cp
        double plot = height - 10 - 26;
        int y = (int) Math.round(10 + plot / 2 - cp / 600.0 * plot / 2);
        for (int x = 60; x < (int) a.getWidth() - 20; x++) {
            if (a.getPixelReader().getArgb(x, y) != b.getPixelReader().getArgb(x, y)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void theFxThreadKeepsPulsingWhileBothSearchesAndTheGameSearchesRun(FxRobot robot, @TempDir Path dir)
            throws Exception {
        GamesView games = openTheOperaGame(robot, dir);
        robot.interact(() -> {
            window.searchView().a().setLimit("infinite", "");
            window.searchView().b().setLimit("infinite", "");
        });
        FxStallMeter meter = new FxStallMeter();
        Task<?>[] perPly = new Task<?>[1];
        robot.interact(() -> {
            meter.start();
            window.searchView().startBoth();
            perPly[0] = games.searchEveryPly(9); // deep enough that the per-ply searches outlast the 3 s below
        });
        Thread.sleep(3000);
        assertThat(games.runningProperty().get()).isNotNull();
        robot.interact(() -> {
            games.cancelRunning();
            window.searchView().stopBoth();
        });
        waitUntil(() -> games.runningProperty().get() == null && !window.searchView().a().runningProperty().get()
                && !window.searchView().b().runningProperty().get());
        robot.interact(meter::stop);
        assertThat(perPly[0].isCancelled()).isTrue();
        double[][] searched = games.graph().searchScores();
        assertThat(searched[0][0]).isNotNaN();
        System.out.printf(Locale.ROOT, "[measure] both searches + per-ply game searches: longest FX pulse gap %.1f ms "
                + "(%.0f ms after start), 99th percentile %.1f ms, %d frames in ~3 s; load average %s%n",
                meter.longestMillis(), meter.longestAtMillis(), meter.percentileMillis(0.99), meter.frames(),
                java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        assertThat(meter.longestMillis()).isLessThan(5000);
    }
}
