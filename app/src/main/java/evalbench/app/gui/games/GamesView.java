package evalbench.app.gui.games;

import evalbench.app.gui.model.ModelPair;
import evalbench.app.gui.model.Workbench;
import evalbench.core.Position;
import evalbench.core.San;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import evalbench.core.io.PgnIndex;
import evalbench.core.search.Score;
import evalbench.core.search.Search;
import evalbench.core.search.SearchLimits;
import evalbench.core.search.SearchResult;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.concurrent.Task;
import javafx.concurrent.Worker;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;
import javafx.stage.FileChooser;

/**
 * The Games tab: open a PGN file, pick a game (its moves go on the board, stepped with the board's buttons), see
 * both models' static evaluation of every ply at once, optionally a fixed-depth search of every ply in the
 * background (progress, cancel); click the graph to go to a ply.
 */
public final class GamesView extends VBox {
    private final Workbench workbench;
    private final Supplier<File> folder;
    private final ComboBox<GameList.Row> games = new ComboBox<>();
    private final Label info = new Label("open a PGN file (File ▸ Open PGN, Ctrl+O)");
    private final Label error = new Label();
    /** What the reader skipped or cut short in the open file (hidden when nothing was). */
    private final Label skippedNote = new Label();
    private final EvalGraph graph;
    private final ProgressBar progress = new ProgressBar(0);
    private final Label progressText = new Label();
    private final Spinner<Integer> depth = new Spinner<>(1, 20, 6);
    private final Button searchPlies = new Button("Search every ply");
    private final Button cancel = new Button("Cancel");
    private final ReadOnlyObjectWrapper<Task<?>> running = new ReadOnlyObjectWrapper<>(this, "running");
    private String lineStartFen;
    private List<Integer> lineMoves = List.of();
    private Task<double[][]> staticTask;
    /** The per-ply search run whose scores the graph shows (null: none). */
    private Object searchScoresOwner;

    public GamesView(Workbench workbench, Supplier<File> folder) {
        this.workbench = workbench;
        this.folder = folder;
        this.graph = new EvalGraph(this::goToPly);
        setId("games");
        setSpacing(6);
        setPadding(new Insets(8));
        Button open = new Button("Open PGN…");
        open.setOnAction(e -> choose());
        games.setId("gamePicker");
        // The popup measures its rows to size itself: all of them unless told (JavaFX's ComboBoxListViewSkin key),
        // which would read every game of a lazy list of millions. The first rows are enough for a width.
        games.getProperties().put("comboBoxRowsToMeasureWidth", 30);
        games.setCellFactory(v -> new RowCell());
        games.setButtonCell(new RowCell());
        games.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(games, Priority.ALWAYS);
        games.valueProperty().addListener((o, a, row) -> {
            if (row != null && games.getItems() instanceof GameList list) {
                show(list.record(row.index()));
            }
        });
        error.getStyleClass().add("error-text");
        error.setWrapText(true);
        error.managedProperty().bind(error.textProperty().isNotEmpty()); // no empty line while there is no error
        error.visibleProperty().bind(error.managedProperty());
        HBox top = new HBox(6, open, new Label("game"), games);
        top.setAlignment(Pos.CENTER_LEFT);
        Label nameA = new Label();
        Label nameB = new Label();
        nameA.textProperty().bind(workbench.modelAProperty());
        nameB.textProperty().bind(workbench.modelBProperty());
        // the legend wraps at a laptop's width rather than cut its last words
        javafx.scene.layout.FlowPane legend = new javafx.scene.layout.FlowPane(6, 2,
                new Rectangle(18, 3, EvalGraph.MODEL_A), nameA, new Rectangle(18, 3, EvalGraph.MODEL_B), nameB,
                new Label("   solid: static evaluation   dashed: search to the chosen depth   green: the board's ply"));
        legend.setAlignment(Pos.CENTER_LEFT);
        searchPlies.setId("searchPlies");
        cancel.setId("cancelGames");
        searchPlies.setOnAction(e -> searchEveryPly(depth.getValue()));
        cancel.setOnAction(e -> cancelRunning());
        cancel.disableProperty().bind(running.isNull());
        searchPlies.disableProperty().bind(running.isNotNull().or(games.valueProperty().isNull()));
        progress.setPrefWidth(220);
        progress.setId("gamesProgress");
        javafx.scene.layout.FlowPane searchBar = new javafx.scene.layout.FlowPane(6, 4, new Label("search depth"), depth,
                searchPlies, cancel, progress, progressText);
        searchBar.setAlignment(Pos.CENTER_LEFT);
        VBox.setVgrow(graph, Priority.ALWAYS);
        skippedNote.getStyleClass().add("error-text");
        skippedNote.setWrapText(true);
        skippedNote.setVisible(false);
        skippedNote.setManaged(false);
        getChildren().addAll(top, info, skippedNote, error, legend, graph, searchBar);
        workbench.plyProperty().addListener((o, a, b) -> graph.setPly(b.intValue()));
        // the graph shows models A and B: recomputed when either changes or gets another parameter set
        for (String id : ModelPair.ids()) {
            workbench.paramsProperty(id).addListener(o -> recomputeStatic());
        }
        workbench.modelAProperty().addListener(o -> recomputeStatic());
        workbench.modelBProperty().addListener(o -> recomputeStatic());
    }

    /** A row of the picker: the game's title, read from the file when the row shows. */
    private final class RowCell extends ListCell<GameList.Row> {
        @Override
        protected void updateItem(GameList.Row row, boolean empty) {
            super.updateItem(row, empty);
            setText(empty || row == null || !(games.getItems() instanceof GameList list) ? null
                    : list.record(row.index()).title());
        }
    }

    /** The note on what the reader skipped or cut short (empty when nothing was). */
    public Label skippedNote() {
        return skippedNote;
    }

    /** Asks for a PGN file and opens it. */
    public void choose() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open a PGN file");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("PGN", "*.pgn"));
        File dir = folder.get();
        if (dir != null && dir.isDirectory()) {
            chooser.setInitialDirectory(dir);
        }
        File file = chooser.showOpenDialog(getScene().getWindow());
        if (file != null) {
            open(file.toPath());
        }
    }

    /**
     * Indexes a PGN file on a background task (progress and Cancel below the graph) and shows its first game. Only
     * each game's place in the file is kept; a game is read when its row shows or it is picked.
     */
    public Task<GameList> open(Path file) {
        cancelRunning();
        error.setText("");
        Task<GameList> task = new Task<>() {
            @Override
            protected GameList call() throws Exception {
                String name = String.valueOf(file.getFileName());
                return new GameList(PgnIndex.build(file, (bytes, total, n) -> {
                    updateProgress(bytes, Math.max(1, total));
                    updateMessage(String.format(Locale.ROOT, "reading %s: %,d games, %,d of %,d MB", name, n,
                            bytes >> 20, total >> 20));
                }, this::isCancelled));
            }
        };
        progress.progressProperty().bind(task.progressProperty());
        progressText.textProperty().bind(task.messageProperty());
        running.set(task);
        task.stateProperty().addListener((o, a, state) -> {
            if ((state == Worker.State.SUCCEEDED || state == Worker.State.CANCELLED || state == Worker.State.FAILED)
                    && running.get() == task) {
                running.set(null);
                progress.progressProperty().unbind();
                progressText.textProperty().unbind();
                progress.setProgress(state == Worker.State.SUCCEEDED ? 1 : 0);
                progressText.setText(state == Worker.State.SUCCEEDED
                        ? String.format(Locale.ROOT, "%,d %s listed", task.getValue().size(),
                                task.getValue().size() == 1 ? "game" : "games")
                        : "reading " + file.getFileName() + ": " + state.toString().toLowerCase(Locale.ROOT));
            }
        });
        task.setOnSucceeded(e -> {
            GameList list = task.getValue();
            PgnIndex index = list.index();
            List<String> skipped = index.problems();
            int count = index.problemCount();
            String note = count == 0 ? "" : count + (count == 1 ? " game" : " games") + " skipped or cut short: "
                    + String.join("; ", skipped.subList(0, Math.min(3, skipped.size())))
                    + (count > 3 ? "; ..." : "");
            skippedNote.setText(note);
            skippedNote.setVisible(!note.isEmpty());
            skippedNote.setManaged(!note.isEmpty());
            error.setText(list.isEmpty() ? file + ": no games found" : "");
            games.setItems(list);
            games.setValue(list.isEmpty() ? null : list.get(0));
        });
        task.setOnFailed(e -> error.setText("cannot read " + file + ": " + task.getException().getMessage()));
        Thread t = new Thread(task, "read-pgn");
        t.setDaemon(true);
        t.start();
        return task;
    }

    /** Checks the game's moves, puts them on the board (at the start) and computes the static graph. */
    private void show(GameRecord game) {
        cancelRunning();
        if (!game.problem().isEmpty()) {
            error.setText("game " + game.number() + ": " + game.problem());
            return;
        }
        List<Integer> moves = new ArrayList<>();
        String problem = "";
        Position p;
        try {
            p = Position.fromFen(game.startFen());
        } catch (IllegalArgumentException e) {
            error.setText("game " + game.number() + ": " + e.getMessage());
            return;
        }
        for (int i = 0; i < game.san().size(); i++) {
            try {
                int m = San.parse(p, game.san().get(i));
                p.makeMove(m);
                moves.add(m);
            } catch (IllegalArgumentException e) {
                problem = "game " + game.number() + ", ply " + (i + 1) + " (" + game.san().get(i) + "): "
                        + e.getMessage() + " — the game is shown up to the move before";
                break;
            }
        }
        error.setText(problem);
        lineStartFen = Position.fromFen(game.startFen()).toFen();
        lineMoves = List.copyOf(moves);
        info.setText(game.title() + "   ·   " + moves.size() + (moves.size() == 1 ? " ply" : " plies"));
        workbench.loadLine(lineStartFen, lineMoves, 0);
        searchScoresOwner = null;
        graph.setSearchScores(EvalGraph.empty(moves.size() + 1));
        recomputeStatic();
    }

    private void recomputeStatic() {
        if (lineStartFen == null) {
            return;
        }
        if (staticTask != null) {
            staticTask.cancel();
        }
        String fen = lineStartFen;
        List<Integer> moves = lineMoves;
        EvaluatorModel modelA = ModelPair.byId(workbench.modelAProperty().get());
        EvaluatorModel modelB = ModelPair.byId(workbench.modelBProperty().get());
        ParameterSet setA = workbench.parameters(modelA.id());
        ParameterSet setB = workbench.parameters(modelB.id());
        graph.setStaticScores(EvalGraph.empty(moves.size() + 1));
        staticTask = new Task<>() {
            @Override
            protected double[][] call() {
                evalbench.app.gui.model.BackgroundPriority.lowerCurrentThread();
                Evaluator a = modelA.create(setA);
                Evaluator b = modelB.create(setB);
                double[][] scores = EvalGraph.empty(moves.size() + 1);
                Position p = Position.fromFen(fen);
                for (int ply = 0; ply <= moves.size() && !isCancelled(); ply++) {
                    scores[0][ply] = a.explain(p).whiteScore();
                    scores[1][ply] = b.explain(p).whiteScore();
                    if (ply < moves.size()) {
                        p.makeMove(moves.get(ply));
                    }
                }
                return scores;
            }
        };
        Task<double[][]> task = staticTask;
        task.setOnSucceeded(e -> graph.setStaticScores(task.getValue()));
        Thread t = new Thread(task, "game-graph");
        t.setDaemon(true);
        t.start();
    }

    /** Searches every ply of the game to {@code plies} with both models in the background (cancel stops it). */
    public Task<Void> searchEveryPly(int plies) {
        cancelRunning();
        depth.getValueFactory().setValue(plies);
        String fen = lineStartFen;
        List<Integer> moves = lineMoves;
        EvaluatorModel[] models = {ModelPair.byId(workbench.modelAProperty().get()),
            ModelPair.byId(workbench.modelBProperty().get())};
        ParameterSet[] sets = {workbench.parameters(models[0].id()), workbench.parameters(models[1].id())};
        // The worker writes each searched score here; the graph takes the newest scores four times a second (and
        // once more at the end), not once per search: each redraw of the graph's canvas is rendered in software,
        // even while its tab is hidden, on the cores the searches use.
        double[][] live = EvalGraph.empty(moves.size() + 1);
        java.util.concurrent.atomic.AtomicBoolean changed = new java.util.concurrent.atomic.AtomicBoolean();
        Object owner = new Object();
        searchScoresOwner = owner;
        Runnable showScores = () -> {
            // a late score of a cancelled run must not land on the graph of a newer run or another game
            if (changed.getAndSet(false) && searchScoresOwner == owner) {
                double[][] copy;
                synchronized (live) {
                    copy = new double[][] {live[0].clone(), live[1].clone()};
                }
                graph.setSearchScores(copy);
            }
        };
        javafx.animation.Timeline refresher = new javafx.animation.Timeline(
                new javafx.animation.KeyFrame(javafx.util.Duration.millis(250), e -> showScores.run()));
        refresher.setCycleCount(javafx.animation.Animation.INDEFINITE);
        graph.setSearchScores(EvalGraph.empty(moves.size() + 1));
        Search[] searches = new Search[2];
        Task<Void> task = new Task<>() {
            @Override
            protected Void call() {
                try {
                    searchAll();
                } finally {
                    // a search stopped by the cancel still reports its score
                    Platform.runLater(showScores);
                }
                return null;
            }

            private void searchAll() {
                evalbench.app.gui.model.BackgroundPriority.lowerCurrentThread();
                for (int m = 0; m < 2; m++) {
                    searches[m] = new Search(models[m].searchProfile(), models[m].create(sets[m]), 8);
                }
                int total = 2 * (moves.size() + 1);
                int done = 0;
                Position p = Position.fromFen(fen);
                for (int ply = 0; ply <= moves.size(); ply++) {
                    for (int m = 0; m < 2 && !isCancelled(); m++) {
                        SearchResult r = searches[m].run(p, SearchLimits.depth(plies), info -> { });
                        double white = whiteView(r.score(), p.sideToMove());
                        synchronized (live) {
                            live[m][ply] = white;
                        }
                        changed.set(true);
                        updateProgress(++done, total);
                        updateMessage(done + " of " + total + " searches (depth " + plies + ")");
                    }
                    if (isCancelled()) {
                        break;
                    }
                    if (ply < moves.size()) {
                        p.makeMove(moves.get(ply));
                    }
                }
            }

            @Override
            protected void cancelled() {
                for (Search s : searches) {
                    if (s != null) {
                        s.stop();
                    }
                }
            }
        };
        progress.progressProperty().bind(task.progressProperty());
        progressText.textProperty().bind(task.messageProperty());
        running.set(task);
        task.stateProperty().addListener((o, a, state) -> {
            if (state == javafx.concurrent.Worker.State.SUCCEEDED || state == javafx.concurrent.Worker.State.CANCELLED
                    || state == javafx.concurrent.Worker.State.FAILED) {
                refresher.stop();
                showScores.run();
                running.set(null);
                progressText.textProperty().unbind();
                progressText.setText(state == javafx.concurrent.Worker.State.SUCCEEDED ? "all plies searched"
                        : state.toString().toLowerCase(java.util.Locale.ROOT));
                workbench.setStatus("game searches: " + progressText.getText());
            }
        });
        refresher.play();
        Thread t = new Thread(null, task, "game-searches", 64L << 20);
        t.setDaemon(true);
        t.start();
        workbench.setStatus("searching every ply of the game to depth " + plies + " …");
        return task;
    }

    /** Shows the game at a ply; if the board has left the game's line since (a pasted FEN, other moves), the
     * game's line is put back first. */
    public void goToPly(int ply) {
        if (lineStartFen == null) {
            return;
        }
        if (!lineStartFen.equals(workbench.startFen()) || !lineMoves.equals(workbench.lineMoves())) {
            workbench.loadLine(lineStartFen, lineMoves, ply);
        } else {
            workbench.goToPly(ply);
        }
    }

    private static double whiteView(Score s, int sideToMove) {
        double v = s.isMate() ? Math.signum(s.value()) * EvalGraph.CLIP * 2 : s.value();
        return sideToMove == 0 ? v : -v;
    }

    public void cancelRunning() {
        Task<?> t = running.get();
        if (t != null) {
            t.cancel();
        }
    }

    /** The background per-ply search running now, or null. */
    public ReadOnlyObjectProperty<Task<?>> runningProperty() {
        return running.getReadOnlyProperty();
    }

    public EvalGraph graph() {
        return graph;
    }

    public ComboBox<GameList.Row> picker() {
        return games;
    }

    /** True once the static graph of the shown game is complete. */
    public boolean staticGraphReady() {
        double[][] s = graph.staticScores();
        return s[0].length > 0 && !Double.isNaN(s[0][s[0].length - 1]) && !Double.isNaN(s[1][s[1].length - 1]);
    }
}
