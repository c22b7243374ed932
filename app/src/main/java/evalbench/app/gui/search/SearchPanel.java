package evalbench.app.gui.search;

import evalbench.app.gui.ColumnFit;
import evalbench.app.gui.export.SearchSummary;
import evalbench.app.gui.model.ModelPair;
import evalbench.app.gui.model.Workbench;
import evalbench.core.Move;
import evalbench.core.Position;
import evalbench.core.San;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import evalbench.core.search.Search;
import evalbench.core.search.SearchInfo;
import evalbench.core.search.SearchLimits;
import evalbench.core.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * One model's engine: limits, start/stop, the live figures of the running search, its PV in SAN (each move
 * clickable), the history of its iterations, "play best move" and "explain the PV's end". The search runs on a
 * Task of its own; its reports reach the FX thread at most once per pulse (newest wins).
 */
public final class SearchPanel extends VBox {
    private static final int HASH_MB = 16;
    /** PV links made before the first search (a longer PV makes more). */
    private static final int PV_LINKS = 40;
    /**
     * Rows of the iteration table before its first search; a deeper search adds {@link #MORE_LINES} at a time. They
     * fit the table at the window's usual size, and a search's first seconds stay well inside them.
     */
    private static final int LINES = 24;
    private static final int MORE_LINES = 16;

    private final Workbench workbench;
    private final String modelId;
    private final EvaluatorModel model;
    private final Runnable showBreakdown;
    private final ChoiceBox<String> mode = new ChoiceBox<>(FXCollections.observableArrayList(
            "depth", "movetime ms", "nodes", "infinite"));
    private final TextField limit = new TextField("10");
    private final Button start = new Button("Start");
    private final Button stop = new Button("Stop");
    private final Button playBest = new Button("Play best move");
    private final Button explainEnd = new Button("Explain the PV's end");
    private final Label depth = value("depth");
    private final Label selDepth = value("seldepth");
    private final Label score = value("score");
    private final Label nodes = value("nodes");
    private final Label nps = value("nps");
    private final Label hashFull = value("hashfull");
    private final Label time = value("time");
    private final ProgressBar progress = new ProgressBar(0);
    private final FlowPane pv = new FlowPane(2, 2);
    // The table's rows are lines whose contents change, never added or removed during a search: JavaFX rebuilds
    // every row of a table whenever its row count changes (CSS and layout of all cells on the FX thread, several
    // times in the first second of a search), but a changed line only updates its own cells.
    private final TableView<IterationLine> iterations = new TableView<>();
    /** The iteration table's figure columns as wide as their widest figure; the PV takes what is left. */
    private final ColumnFit<IterationRow> fit;
    /** The finished iterations the table shows, in order (its first lines). */
    private final ObservableList<IterationRow> shownIterations = FXCollections.observableArrayList();
    private final ObservableList<IterationRow> shownIterationsReadOnly =
            FXCollections.unmodifiableObservableList(shownIterations);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyObjectWrapper<SearchInfo> lastInfo = new ReadOnlyObjectWrapper<>(this, "lastInfo");
    private final ReadOnlyObjectWrapper<SearchResult> lastResult = new ReadOnlyObjectWrapper<>(this, "lastResult");
    private final AtomicReference<SearchInfo> pending = new AtomicReference<>();
    // The search thread only stores its newest report; the FX thread shows it ten times a second, so a fast
    // stream of reports never floods the FX thread (which shares two cores with both searches).
    private final javafx.animation.Timeline refresher = new javafx.animation.Timeline(
            new javafx.animation.KeyFrame(javafx.util.Duration.millis(100), e -> drain()));
    // Finished iterations are all kept for the history table; other reports only the newest.
    private final java.util.concurrent.ConcurrentLinkedQueue<SearchInfo> finishedIterations =
            new java.util.concurrent.ConcurrentLinkedQueue<>();
    private volatile Search search;
    private volatile long stopRequestedAt;
    private volatile long stopLatencyNanos = -1;
    private ParameterSet searchParams;
    private String rootFen;
    /** The PV the links show, and the position it starts from. */
    private int[] shownPv;
    private String shownPvRoot;
    private SearchLimits limits;

    /** One finished iteration as the table shows it. */
    public record IterationRow(int depth, int selDepth, String score, long nodes, long timeMs, long nps, String pv) {
    }

    /** A line of the iteration table: empty (null) until an iteration is shown on it. */
    private static final class IterationLine {
        final ObjectProperty<IterationRow> row = new SimpleObjectProperty<>();
    }

    public SearchPanel(Workbench workbench, String modelId, Runnable showBreakdown) {
        this.fit = new ColumnFit<>(() -> shownIterations);
        this.workbench = workbench;
        this.modelId = modelId;
        this.model = ModelPair.byId(modelId);
        this.showBreakdown = showBreakdown;
        setId("search-" + modelId);
        refresher.setCycleCount(javafx.animation.Animation.INDEFINITE);
        setSpacing(6);
        setPadding(new Insets(8));

        Label title = new Label(model.name() + " — its own search");
        title.getStyleClass().add("score-label");
        mode.setValue("depth");
        mode.valueProperty().addListener((o, a, b) -> limit.setText(switch (b) {
            case "movetime ms" -> "2000";
            case "nodes" -> "1000000";
            case "infinite" -> "";
            default -> "10";
        }));
        limit.disableProperty().bind(mode.valueProperty().isEqualTo("infinite"));
        limit.setPrefColumnCount(8);
        start.setId("start-" + modelId);
        stop.setId("stop-" + modelId);
        playBest.setId("play-" + modelId);
        explainEnd.setId("explain-" + modelId);
        start.setOnAction(e -> start());
        stop.setOnAction(e -> stop());
        playBest.setOnAction(e -> playBest());
        explainEnd.setOnAction(e -> explainEnd());
        start.disableProperty().bind(running);
        stop.disableProperty().bind(running.not());
        playBest.disableProperty().bind(lastResult.isNull().or(running));
        explainEnd.disableProperty().bind(lastResult.isNull().or(running));
        HBox controls = new HBox(6, new Label("limit"), mode, limit, start, stop);
        controls.setAlignment(Pos.CENTER_LEFT);
        HBox actions = new HBox(6, playBest, explainEnd);

        GridPane figures = new GridPane();
        figures.setHgap(14);
        figures.setVgap(2);
        String[] names = {"depth", "seldepth", "score", "nodes", "nodes/s", "hash ‰", "ms"};
        Label[] values = {depth, selDepth, score, nodes, nps, hashFull, time};
        for (int i = 0; i < names.length; i++) {
            Label name = new Label(names[i]);
            name.setMinWidth(Region.USE_PREF_SIZE);
            values[i].setMinWidth(Region.USE_PREF_SIZE);
            figures.add(name, i, 0);
            figures.add(values[i], i, 1);
        }
        progress.setMaxWidth(Double.MAX_VALUE);
        progress.setId("progress-" + modelId);
        pv.setId("pv-" + modelId);
        pv.setPrefWrapLength(400);
        iterations.setId("iterations-" + modelId);
        TableColumn<IterationLine, String> pvColumn = column("PV (SAN)", IterationRow::pv, 300);
        pvColumn.setCellFactory(ColumnFit.nameCells(javafx.scene.control.OverrunStyle.ELLIPSIS)); // first moves first
        fit.name(pvColumn);
        iterations.getColumns().addAll(List.of(
                figure("depth", r -> Integer.toString(r.depth()), "99"),
                figure("sel", r -> Integer.toString(r.selDepth()), "99"),
                figure("score", IterationRow::score, "+00.00"),
                figure("nodes", r -> Long.toString(r.nodes()), "0000000"),
                figure("ms", r -> Long.toString(r.timeMs()), "00000"),
                figure("nodes/s", r -> Long.toString(r.nps()), "0000000"),
                pvColumn));
        iterations.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        iterations.setPlaceholder(new Label("no iterations yet"));
        fit.fit();
        addLines(LINES);
        VBox.setVgrow(iterations, Priority.ALWAYS);
        getChildren().addAll(title, controls, figures, progress, new Label("principal variation (click a move to "
                + "see that position):"), pv, actions, new Label("iterations"), iterations);
        iterations.skinProperty().addListener((o, old, skin) -> {
            if (old == null && skin != null) {
                javafx.application.Platform.runLater(this::warmUpRows);
            }
        });
    }

    /**
     * Fills the iteration table's lines once with placeholder rows and empties them again, before any search: the
     * cells' text is made and styled now, not during the first search (where that stalled the FX thread for
     * 0.1-0.3 s).
     */
    private void warmUpRows() {
        if (!shownIterations.isEmpty() || running.get()) {
            return;
        }
        for (int i = 0; i < iterations.getItems().size(); i++) {
            iterations.getItems().get(i).row.set(new IterationRow(i + 1, i + 1, "+0.00", 0, 0, 0, ""));
        }
        iterations.applyCss();
        iterations.layout();
        iterations.getItems().forEach(line -> line.row.set(null));
        while (pv.getChildren().size() < PV_LINKS) {
            newPvLink();
        }
        pv.applyCss();
    }

    /**
     * A PV move link, hidden until a PV needs it. The links stay in the PV's pane once made (hidden links are not
     * laid out): a link added during a search got its skin and CSS then, a stall of the FX thread each time the
     * PV grew.
     */
    private Hyperlink newPvLink() {
        Hyperlink link = new Hyperlink();
        link.getStyleClass().add("pv-move");
        showLink(link, false);
        pv.getChildren().add(link);
        return link;
    }

    private static void showLink(Hyperlink link, boolean shown) {
        if (link.isVisible() != shown) {
            link.setVisible(shown);
            link.setManaged(shown);
        }
    }

    private static Label value(String id) {
        Label l = new Label("–");
        l.getStyleClass().add("numeric");
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }

    private void addLines(int count) {
        List<IterationLine> lines = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            lines.add(new IterationLine());
        }
        iterations.getItems().addAll(lines);
    }

    /** A column showing one figure of its line's iteration; an empty line shows nothing. */
    private static TableColumn<IterationLine, String> column(String title,
            java.util.function.Function<IterationRow, String> f, double width) {
        TableColumn<IterationLine, String> c = new TableColumn<>(title);
        c.setCellValueFactory(p -> p.getValue().row.map(f));
        c.setSortable(false);
        c.setPrefWidth(width);
        return c;
    }

    /**
     * A figure column, right-aligned, as wide as its widest figure so far: {@code template} the widest a search's
     * first seconds show; a deeper search widens it as its numbers grow (the next start narrows it again).
     */
    private TableColumn<IterationLine, String> figure(String title, java.util.function.Function<IterationRow, String> f,
            String template) {
        TableColumn<IterationLine, String> c = column(title, f, 60);
        c.setStyle("-fx-alignment: CENTER-RIGHT;");
        fit.figure(c, f, template, false);
        return c;
    }

    /** Sets the limit fields (for menus and tests): mode is depth, movetime ms, nodes or infinite. */
    public void setLimit(String modeName, String value) {
        mode.setValue(modeName);
        limit.setText(value);
    }

    private SearchLimits readLimits() {
        String m = mode.getValue();
        if (m.equals("infinite")) {
            return SearchLimits.untilStopped();
        }
        long v = Long.parseLong(limit.getText().strip());
        return switch (m) {
            case "movetime ms" -> SearchLimits.moveTime(v);
            case "nodes" -> SearchLimits.nodes(v);
            default -> SearchLimits.depth((int) v);
        };
    }

    /** Starts a search of the board's position (does nothing while one runs). */
    public void start() {
        if (running.get()) {
            return;
        }
        try {
            limits = readLimits();
        } catch (IllegalArgumentException e) {
            workbench.setStatus(model.name() + ": bad limit: " + e.getMessage());
            return;
        }
        Position root = workbench.positionProperty().get().copy();
        rootFen = root.toFen();
        ParameterSet params = workbench.parameters(modelId);
        iterations.getItems().forEach(line -> line.row.set(null));
        shownIterations.clear();
        fit.fit();
        reveal(0);
        finishedIterations.clear();
        stopRequestedAt = 0;
        stopLatencyNanos = -1;
        pv.getChildren().forEach(link -> showLink((Hyperlink) link, false));
        shownPv = null;
        lastResult.set(null);
        // No indeterminate animation for open-ended searches: it would repaint every frame while the FX thread
        // shares the cores with both searches; the live depth and node count show the progress instead.
        progress.setProgress(0);
        SearchLimits taskLimits = limits;
        Task<SearchResult> task = new Task<>() {
            @Override
            protected SearchResult call() {
                evalbench.app.gui.model.BackgroundPriority.lowerCurrentThread();
                if (search == null || searchParams != params) {
                    search = new Search(model.searchProfile(), model.create(params), HASH_MB);
                    searchParams = params;
                }
                SearchResult result = search.run(root, taskLimits, info -> {
                    if (info.kind() == SearchInfo.Kind.ITERATION) {
                        finishedIterations.add(info);
                    }
                    pending.set(info);
                });
                long asked = stopRequestedAt;
                stopLatencyNanos = asked == 0 ? -1 : System.nanoTime() - asked;
                return result;
            }
        };
        task.setOnSucceeded(e -> finished(task.getValue(), null));
        task.setOnFailed(e -> finished(null, task.getException()));
        running.set(true);
        refresher.play();
        Thread t = new Thread(null, task, "search-" + modelId, 64L << 20);
        t.setDaemon(true);
        t.start();
    }

    /** Asks the running search to stop; it reports its best move so far. */
    public void stop() {
        Search s = search;
        if (s != null && running.get()) {
            stopRequestedAt = System.nanoTime();
            s.stop();
        }
    }

    private void drain() {
        SearchInfo info = pending.getAndSet(null);
        if (!running.get()) {
            return;
        }
        List<SearchInfo> done = new ArrayList<>();
        for (SearchInfo d = finishedIterations.poll(); d != null; d = finishedIterations.poll()) {
            done.add(d);
        }
        addIterations(done);
        if (info != null) {
            show(info);
        }
    }

    private void show(SearchInfo info) {
        lastInfo.set(info);
        depth.setText(Integer.toString(info.depth()));
        selDepth.setText(Integer.toString(info.selDepth()));
        score.setText(info.score().toDisplay());
        nodes.setText(String.format(Locale.ROOT, "%,d", info.nodes()));
        nps.setText(String.format(Locale.ROOT, "%,d", info.nps()));
        hashFull.setText(Integer.toString(info.hashFull()));
        time.setText(Long.toString(info.timeMs()));
        showPv(info.pv());
        if (!limits.isOpenEnded()) {
            double p = 0;
            if (limits.depth() > 0) {
                p = Math.max(p, info.depth() / (double) limits.depth());
            }
            if (limits.moveTimeMs() > 0) {
                p = Math.max(p, info.timeMs() / (double) limits.moveTimeMs());
            }
            if (limits.nodes() > 0) {
                p = Math.max(p, info.nodes() / (double) limits.nodes());
            }
            progress.setProgress(Math.min(1, p));
        }
    }

    /**
     * Shows the iterations the table does not have yet on its next empty lines and, if the last one is out of
     * sight, scrolls to it, once: each scroll lays out and styles the table's cells at once, and the first refresh
     * of a search brings a dozen iterations (scrolling per row stalled the FX thread for 0.45 s).
     */
    private void addIterations(List<SearchInfo> infos) {
        boolean added = false;
        for (SearchInfo info : infos) {
            added |= addIteration(info);
        }
        if (added) {
            fit.fit(); // a column changes width only when a figure outgrows it
            reveal(shownIterations.size() - 1);
        }
    }

    /**
     * Scrolls the iteration table only as far as needed to show a line, and not at all if it is in sight: the
     * flow's scrollTo does that; the table's own puts the line at the top and lays out the cells each time.
     */
    private void reveal(int line) {
        if (iterations.lookup(".virtual-flow") instanceof javafx.scene.control.skin.VirtualFlow<?> flow) {
            flow.scrollTo(line);
        }
    }

    /** Shows a finished iteration on the next line unless the table has it already; true if it showed one. */
    private boolean addIteration(SearchInfo info) {
        if (!shownIterations.isEmpty() && shownIterations.get(shownIterations.size() - 1).depth() >= info.depth()) {
            return false;
        }
        IterationRow row = new IterationRow(info.depth(), info.selDepth(), info.score().toDisplay(), info.nodes(),
                info.timeMs(), info.nps(), String.join(" ", san(info.pv())));
        if (shownIterations.size() == iterations.getItems().size()) {
            // A deeper search than the lines allow: a one-off rebuild of the table's rows, seconds into a search.
            addLines(MORE_LINES);
        }
        iterations.getItems().get(shownIterations.size()).row.set(row);
        shownIterations.add(row);
        return true;
    }

    private List<String> san(int[] moves) {
        List<String> list = new ArrayList<>();
        Position p = Position.fromFen(rootFen);
        for (int m : moves) {
            try {
                list.add(San.format(p, m));
                p.makeMove(m);
            } catch (IllegalArgumentException e) {
                list.add(Move.toUci(m) + "?");
                break;
            }
        }
        return list;
    }

    /**
     * Shows the PV as links. The same PV (most refreshes) changes nothing, and the links are reused: a new
     * control per move and refresh meant skins and CSS for every one, the FX thread's main cost during a search.
     */
    private void showPv(int[] moves) {
        if (java.util.Arrays.equals(moves, shownPv) && rootFen.equals(shownPvRoot)) {
            return;
        }
        shownPv = moves.clone();
        shownPvRoot = rootFen;
        List<String> sans = san(moves);
        Position p = Position.fromFen(rootFen);
        var links = pv.getChildren();
        for (int i = 0; i < sans.size(); i++) {
            boolean white = p.sideToMove() == 0;
            String prefix = white ? (p.fullmoveNumber() + ". ") : (i == 0 ? p.fullmoveNumber() + "… " : "");
            Hyperlink link = i < links.size() ? (Hyperlink) links.get(i) : newPvLink();
            link.setVisited(false);
            link.setText(prefix + sans.get(i));
            showLink(link, true);
            int[] line = java.util.Arrays.copyOf(moves, i + 1);
            link.setOnAction(e -> playLine(line, false));
            if (i < moves.length) {
                try {
                    p.makeMove(moves[i]);
                } catch (RuntimeException e) {
                    break;
                }
            }
        }
        for (int i = sans.size(); i < links.size(); i++) {
            showLink((Hyperlink) links.get(i), false);
        }
    }

    private boolean boardAtRoot() {
        if (!rootFen.equals(workbench.fenProperty().get())) {
            workbench.setStatus(model.name() + ": the board has moved on since this search started");
            return false;
        }
        return true;
    }

    /** Plays the first moves of the PV on the board (from the searched position). */
    private void playLine(int[] line, boolean explain) {
        if (boardAtRoot()) {
            workbench.playAll(line);
            if (explain) {
                showBreakdown.run();
            }
        }
    }

    private void playBest() {
        SearchResult r = lastResult.get();
        if (r != null && r.bestMove() != Move.NONE) {
            playLine(new int[] {r.bestMove()}, false);
        }
    }

    /** Plays the whole PV on the board and shows the breakdown of its last position. */
    public void explainEnd() {
        SearchResult r = lastResult.get();
        if (r != null) {
            playLine(r.pv(), true);
        }
    }

    private void finished(SearchResult result, Throwable error) {
        refresher.stop();
        running.set(false);
        pending.set(null);
        if (error != null) {
            workbench.setStatus(model.name() + " search failed: " + error.getMessage());
            return;
        }
        lastResult.set(result);
        if (!result.iterations().isEmpty()) {
            show(result.iterations().get(result.iterations().size() - 1));
        }
        addIterations(result.iterations());
        nodes.setText(String.format(Locale.ROOT, "%,d", result.nodes()));
        nps.setText(String.format(Locale.ROOT, "%,d", result.nps()));
        time.setText(Long.toString(result.timeMs()));
        score.setText(result.score().toDisplay());
        showPv(result.pv());
        progress.setProgress(1);
    }

    /** Time from the last stop request to the search returning its result, ms (-1 if it ended on its own). */
    public double lastStopLatencyMillis() {
        return stopLatencyNanos < 0 ? -1 : stopLatencyNanos / 1e6;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** The newest report shown (null before the first). */
    public ReadOnlyObjectProperty<SearchInfo> lastInfoProperty() {
        return lastInfo.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<SearchResult> lastResultProperty() {
        return lastResult.getReadOnlyProperty();
    }

    /** The finished iterations the table shows, in order (read-only). */
    public ObservableList<IterationRow> iterations() {
        return shownIterationsReadOnly;
    }

    /** The last finished search for reports, or null. */
    public SearchSummary summary() {
        SearchResult r = lastResult.get();
        if (r == null) {
            return null;
        }
        SearchInfo last = r.iterations().isEmpty() ? null : r.iterations().get(r.iterations().size() - 1);
        return new SearchSummary(modelId, limits.toString(), r.depth(), last == null ? 0 : last.selDepth(),
                r.score().toDisplay(), r.nodes(), r.nps(), r.timeMs(), String.join(" ", san(r.pv())));
    }

    public String modelId() {
        return modelId;
    }
}
