package evalbench.app.gui;

import evalbench.app.gui.breakdown.BreakdownRow;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.control.TreeItem;
import javafx.stage.Stage;

/**
 * Not a test: drives the real window through the views and takes a screenshot of each with ImageMagick's
 * {@code import -window root}. Arguments: the folder for the PNG files, a PGN file for the games view and,
 * optionally, a corpus file for the Corpus tab. The window is {@code -Dtour.width} × {@code -Dtour.height} (1366 ×
 * 768, a laptop's screen, unless given; run it under {@code xvfb-run -s "-screen 0 1366x768x24"}, the same size);
 * every file is named {@code gui-VIEW-WIDTH.png}, e.g. {@code gui-breakdown-1366.png}. With {@code -Dtour.b=ID} it
 * also shows that model as B beside Fruit (breakdown, PST, quad()); with {@code -Dtour.engines="NAME=COMMAND|…"}
 * (and {@code -Dtour.positions=N}, 200 unless given) it runs the Fingerprint tab on those engines. Last, it finds a
 * witness for Fruit against Rybka on doubled pawns and opens it on the board (gui-witness-WIDTH.png). Run it with the
 * application jar and this class only (not all of test-classes), or the app's test model is found on the class
 * path and appears in the window too.
 */
public final class ScreenshotTour {
    private static WorkbenchWindow window;
    private static Stage stage;
    private static final int WIDTH = Integer.getInteger("tour.width", 1366);
    private static final int HEIGHT = Integer.getInteger("tour.height", 768);

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        Path pgn = Path.of(args[1]);
        Files.createDirectories(out);
        CountDownLatch started = new CountDownLatch(1);
        RenderingDefaults.apply();
        Platform.startup(() -> {
            stage = new Stage();
            GuiPrefs prefs = new GuiPrefs("evalbench/screenshots");
            prefs.clear();
            prefs.put("width", WIDTH);
            prefs.put("height", HEIGHT);
            prefs.put("x", 0);
            prefs.put("y", 0);
            window = new WorkbenchWindow(stage, prefs, LaunchOptions.NONE);
            stage.setX(0);
            stage.setY(0);
            window.show();
            started.countDown();
        });
        started.await();
        String fen = "r1bq1rk1/pp3ppp/2n1pn2/3p4/1bPP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 3 8";
        fx(() -> window.boardView().applyFen(fen));
        waitFor(() -> window.workbench().comparisonProperty().get() != null
                && window.workbench().comparisonProperty().get().fen().startsWith("r1bq1rk1")
                && !window.workbench().evaluatingProperty().get());
        fx(() -> {
            var table = window.breakdownView().table();
            for (TreeItem<BreakdownRow> g : table.getRoot().getChildren()) {
                if (g.getValue().label().equals("pieces") || g.getValue().label().equals("pawns")) {
                    g.setExpanded(true);
                }
            }
            for (int i = 0; i < table.getExpandedItemCount(); i++) {
                TreeItem<BreakdownRow> item = table.getTreeItem(i);
                if (item.getValue() != null && "pieces/mobility/knight".equals(item.getValue().termId())) {
                    item.setExpanded(true);
                    table.getSelectionModel().select(item);
                }
            }
        });
        shot(out, "breakdown.png");

        fx(() -> window.breakdownView().centipawnsProperty().set(true));
        fx(() -> {
            window.scene().getStylesheets().add(WorkbenchWindow.class.getResource("/evalbench/app/gui/dark.css")
                    .toExternalForm());
        });
        shot(out, "breakdown-dark-centipawns.png");
        // back to the light theme and pawn units before the next shots, whichever of them the tour takes
        fx(() -> {
            window.scene().getStylesheets().removeIf(s -> s.endsWith("dark.css"));
            window.breakdownView().centipawnsProperty().set(false);
        });
        String other = System.getProperty("tour.b");
        if (other != null) { // model B chosen in the summary strip: the window compares Fruit with it
            fx(() -> window.workbench().chooseModels("fruit", other));
            waitFor(() -> window.workbench().comparisonProperty().get().b().modelId().equals(other));
            shot(out, "breakdown-fruit-" + other + ".png");
            fx(() -> window.showTab("PST"));
            var pst = (evalbench.app.gui.tables.PstView) window.tabView("PST");
            waitFor(() -> pst.viewModel().analysisProperty().get() != null
                    && pst.viewModel().analysisProperty().get().models().get(1).modelId().equals(other)
                    && !pst.viewModel().busyProperty().get());
            shot(out, "pst-fruit-" + other + ".png");
            fx(() -> window.showTab("quad()"));
            shot(out, "quad-fruit-" + other + ".png");
            fx(() -> {
                window.workbench().chooseModels("fruit", "rybka");
                window.showTab("Breakdown");
            });
            waitFor(() -> window.workbench().comparisonProperty().get().b().modelId().equals("rybka"));
        }
        fx(() -> window.showTab("All models"));
        shot(out, "all-models.png");

        fx(() -> {
            window.showTab("Search");
            window.searchView().a().setLimit("depth", "11");
            window.searchView().b().setLimit("depth", "11");
            window.searchView().startBoth();
        });
        waitFor(() -> !window.searchView().a().runningProperty().get()
                && !window.searchView().b().runningProperty().get());
        shot(out, "search.png");
        // The export of this position with both searches (export.html, .csv, .json), to look at in a browser.
        var export = get(() -> window.exportTo(out, "export"));
        waitFor(export::isDone);

        fx(() -> {
            window.showTab("Parameters");
            window.paramsView().panel("fruit").edit("DoubledOpening", "25");
            window.paramsView().panel("fruit").edit("KnightMobOpening", "6");
            window.paramsView().panel("rybka").edit("DoubledEndgame", "-300");
            window.paramsView().panel("fruit").setFilter("Doubled");
            window.paramsView().panel("rybka").setFilter("Doubled");
        });
        shot(out, "parameters.png");
        fx(() -> {
            window.paramsView().panel("fruit").resetToShipped();
            window.paramsView().panel("rybka").resetToShipped();
            window.paramsView().panel("fruit").setFilter("");
            window.paramsView().panel("rybka").setFilter("");
        });

        fx(() -> {
            window.showTab("Games");
            window.gamesView().open(pgn);
        });
        waitFor(() -> window.gamesView().picker().getItems().size() > 0);
        fx(() -> window.gamesView().picker().setValue(window.gamesView().picker().getItems()
                .get(window.gamesView().picker().getItems().size() - 1)));
        waitFor(() -> window.gamesView().staticGraphReady());
        fx(() -> window.gamesView().searchEveryPly(5));
        waitFor(() -> window.gamesView().runningProperty().get() == null);
        fx(() -> window.workbench().goToPly(20));
        shot(out, "games.png");
        fx(() -> {
            window.showTab("Breakdown");
            window.workbench().goToPly(21);
        });
        shot(out, "game-breakdown.png");

        fx(() -> window.showTab("PST"));
        shot(out, "pst.png");
        fx(() -> window.showTab("quad()"));
        shot(out, "quad.png");

        if (args.length > 2) { // a corpus for the Corpus tab, run with the bishop mobility scatter plot shown
            var corpus = (evalbench.app.gui.corpus.CorpusView) window.tabView("Corpus");
            fx(() -> {
                window.showTab("Corpus");
                corpus.setFile(Path.of(args[2]));
                corpus.run();
            });
            waitFor(() -> corpus.resultProperty().get() != null);
            fx(() -> {
                @SuppressWarnings("unchecked")
                var terms = (javafx.scene.control.TableView<evalbench.studies.corpus.CompareResult.TermRow>) corpus
                        .lookup("#corpus-terms");
                terms.getItems().stream().filter(t -> t.id().equals("pieces/mobility/bishop")).findFirst()
                        .ifPresent(t -> terms.getSelectionModel().select(t));
            });
            shot(out, "corpus.png");
        }

        String engines = System.getProperty("tour.engines");
        if (engines != null) { // the Fingerprint tab run on real engines, the first one's scatter shown
            var fingerprint = (evalbench.app.gui.corpus.FingerprintView) window.tabView("Fingerprint");
            fx(() -> {
                window.showTab("Fingerprint");
                fingerprint.setEngines(engines.replace('|', '\n'));
                fingerprint.setPositions(Integer.getInteger("tour.positions", 200));
                fingerprint.run();
            });
            waitFor(() -> fingerprint.resultProperty().get() != null);
            shot(out, "fingerprint.png");
        }

        // Find a witness: Fruit against Rybka on doubled pawns (the user guide's claim), the witness found and its
        // first position opened on the board, the term's squares marked for both models
        String doubled = "4k3/pp3ppp/8/8/8/4P3/P3PPPP/4K3 w - - 0 1";
        fx(() -> {
            window.showTab("Breakdown");
            window.boardView().applyFen(doubled);
        });
        waitFor(() -> window.workbench().comparisonProperty().get() != null
                && window.workbench().comparisonProperty().get().fen().equals(doubled)
                && !window.workbench().evaluatingProperty().get());
        fx(() -> {
            var table = window.breakdownView().table();
            for (TreeItem<BreakdownRow> g : table.getRoot().getChildren()) {
                g.setExpanded(g.getValue().label().equals("pawns"));
                for (TreeItem<BreakdownRow> t : g.getChildren()) {
                    if ("pawns/doubled".equals(t.getValue().termId())) {
                        table.getSelectionModel().select(t);
                    }
                }
            }
            window.breakdownView().witnessPane().start();
        });
        var witness = window.breakdownView().witnessPane().witnessProperty();
        waitFor(() -> witness.get() != null);
        String first = get(() -> witness.get().proofs().get(0).fens().get(0));
        fx(() -> ((javafx.scene.control.Button) window.scene().lookup("#showWitness1")).fire());
        waitFor(() -> window.workbench().comparisonProperty().get().fen().equals(first)
                && !window.workbench().evaluatingProperty().get());
        shot(out, "witness.png");
        Platform.exit();
        System.exit(0);
    }

    /**
     * Waits for ten pulses of the FX thread (each lays out and draws what changed): on a busy machine a fixed sleep
     * took the picture of the tab before.
     */
    private static void settle() throws Exception {
        CountDownLatch frames = new CountDownLatch(10);
        javafx.animation.AnimationTimer[] timer = new javafx.animation.AnimationTimer[1];
        fx(() -> {
            timer[0] = new javafx.animation.AnimationTimer() {
                @Override
                public void handle(long now) {
                    frames.countDown();
                }
            };
            timer[0].start();
        });
        frames.await();
        fx(() -> timer[0].stop());
    }

    private static void fx(Runnable r) throws Exception {
        AtomicReference<Throwable> error = new AtomicReference<>();
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(() -> {
            try {
                r.run();
            } catch (Throwable t) {
                error.set(t);
            }
            done.countDown();
        });
        done.await();
        if (error.get() != null) {
            throw new IllegalStateException(error.get());
        }
    }

    private static <T> T get(Supplier<T> s) throws Exception {
        AtomicReference<T> v = new AtomicReference<>();
        fx(() -> v.set(s.get()));
        return v.get();
    }

    private static void waitFor(BooleanSupplier condition) throws Exception {
        long end = System.currentTimeMillis() + 180_000;
        while (!get(condition::getAsBoolean)) {
            if (System.currentTimeMillis() > end) {
                throw new IllegalStateException("timed out");
            }
            Thread.sleep(100);
        }
    }

    /** Saves the screen as gui-NAME-WIDTH.png ("breakdown.png" at 1366 wide: gui-breakdown-1366.png). */
    private static void shot(Path out, String name) throws Exception {
        settle();
        Thread.sleep(1000);
        String file = "gui-" + name.replace(".png", "") + "-" + WIDTH + ".png";
        Process p = new ProcessBuilder("import", "-window", "root", out.resolve(file).toString()).inheritIO().start();
        p.waitFor();
        System.out.println("shot " + file);
    }
}
