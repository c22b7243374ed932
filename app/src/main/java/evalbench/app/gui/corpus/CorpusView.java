package evalbench.app.gui.corpus;

import evalbench.studies.corpus.CompareReports;
import evalbench.studies.corpus.ReportJson;
import evalbench.studies.report.AtomicOutput;
import evalbench.studies.corpus.CompareResult;
import evalbench.studies.corpus.CompareRun;
import evalbench.studies.corpus.SimilarityRun;
import evalbench.studies.corpus.Verdicts;
import evalbench.app.gui.BackgroundTask;
import evalbench.app.gui.ColumnFit;
import evalbench.app.gui.model.ModelPair;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import evalbench.core.io.CorpusOptions;
import evalbench.core.io.Samples;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.collections.FXCollections;
import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.ScatterChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/**
 * The window's Corpus tab: open a FEN/EPD/PGN file, run both evaluators over it on a background task (progress
 * bar, cancel), then the per-term table with verdicts (a click shows that term's scatter plot), Watkins' Table
 * 11 overlap, the weight recovery, and the disagreements (a click sends the position's FEN to {@code openFen},
 * which the window wires to its board). Export writes the HTML, CSV or JSON report.
 */
public final class CorpusView extends BorderPane {
    private final Consumer<String> openFen;
    private final Label fileLabel = new Label("no corpus opened");
    private final Button openButton = new Button("Open…");
    /** The corpora built into the jar, so the tab works before the user has a file of their own. */
    private final MenuButton samplesButton = new MenuButton("Samples");
    private final Button runButton = new Button("Run");
    private final Button cancelButton = new Button("Cancel");
    private final MenuButton exportButton = new MenuButton("Export");
    private final ProgressBar progress = new ProgressBar(0);
    private final Label status = new Label("");
    private final TableView<CompareResult.TermRow> terms = new TableView<>();
    private final ScatterChart<Number, Number> scatter = new ScatterChart<>(new NumberAxis(), new NumberAxis());
    private final TableView<CompareResult.OverlapRow> overlap = new TableView<>();
    private final Label overlapSummary = new Label();
    private final TableView<CompareResult.RecoveredWeight> recovery = new TableView<>();
    private final Label recoverySummary = new Label();
    private final ComboBox<String> disagreementScope = new ComboBox<>();
    private final TableView<CompareResult.Disagreement> disagreements = new TableView<>();
    private final ReadOnlyObjectWrapper<CompareResult> result = new ReadOnlyObjectWrapper<>();
    /** The two models compared (A on x, B on y); any two of the models on the class path. */
    private final ComboBox<String> modelA = new ComboBox<>();
    private final ComboBox<String> modelB = new ComboBox<>();
    /** Column headers and labels that name the models of the result shown: relabelled by {@link #relabel}. */
    private final List<Runnable> relabels = new ArrayList<>();
    private final SimpleObjectProperty<Path> file = new SimpleObjectProperty<>();
    /** Each table's figure columns as wide as their widest text; its name column takes what is left. */
    private final ColumnFit<CompareResult.TermRow> termsFit = new ColumnFit<>(terms::getItems);
    private final ColumnFit<CompareResult.OverlapRow> overlapFit = new ColumnFit<>(overlap::getItems);
    private final ColumnFit<CompareResult.RecoveredWeight> recoveryFit = new ColumnFit<>(recovery::getItems);
    private final ColumnFit<CompareResult.Disagreement> disagreementsFit = new ColumnFit<>(disagreements::getItems);
    private Task<CompareResult> task;

    public CorpusView(Consumer<String> openFen) {
        this.openFen = Objects.requireNonNull(openFen);
        getStyleClass().add("corpus-view");
        var css = CorpusView.class.getResource("corpus.css");
        if (css != null) {
            getStylesheets().add(css.toExternalForm());
        }
        overlapSummary.getStyleClass().add("summary");
        overlapSummary.setWrapText(true);
        recoverySummary.getStyleClass().add("summary");
        List<String> ids = ModelPair.ids();
        modelA.setItems(FXCollections.observableArrayList(ids));
        modelB.setItems(FXCollections.observableArrayList(ids));
        modelA.setValue(ModelPair.defaultA());
        modelB.setValue(ModelPair.defaultB());
        setTop(toolbar());
        setCenter(tabs());
        setBottom(statusBar());
        termsFit.refitOnSort(terms);
        overlapFit.refitOnSort(overlap);
        recoveryFit.refitOnSort(recovery);
        disagreementsFit.refitOnSort(disagreements);
        relabel(modelA.getValue(), modelB.getValue());
        updateButtons();
    }

    /** Every table's columns fitted to the texts they show now (headers name the models). */
    private void fitColumns() {
        termsFit.fit();
        overlapFit.fit();
        recoveryFit.fit();
        disagreementsFit.fit();
    }

    /** The last completed run's result (null before the first). */
    public ReadOnlyObjectProperty<CompareResult> resultProperty() {
        return result.getReadOnlyProperty();
    }

    /** The two models the next run compares (ids). */
    public void setModels(String a, String b) {
        modelA.setValue(a);
        modelB.setValue(b);
    }

    private String nameA = "A";
    private String nameB = "B";

    /** Puts the models' ids into every header and label that names them. */
    private void relabel(String a, String b) {
        nameA = a;
        nameB = b;
        relabels.forEach(Runnable::run);
        fitColumns();
    }

    /** The corpus file to run on. */
    public void setFile(Path path) {
        file.set(path);
        // the file's name; its whole path as a tooltip (a long path would push the buttons off the bar)
        fileLabel.setText(path == null ? "no corpus opened" : String.valueOf(path.getFileName()));
        fileLabel.setTooltip(path == null ? null : new Tooltip(path.toString()));
        updateButtons();
    }

    private FlowPane toolbar() {
        openButton.setId("corpus-open");
        runButton.setId("corpus-run");
        cancelButton.setId("corpus-cancel");
        exportButton.setId("corpus-export");
        openButton.setOnAction(e -> chooseFile());
        samplesButton.setId("corpus-samples");
        for (Samples.Sample sample : Samples.all()) {
            MenuItem item = new MenuItem(sample.label() + " — " + sample.description());
            item.setOnAction(e -> {
                setFile(Samples.path(sample));
                fileLabel.setText(sample.label());
            });
            samplesButton.getItems().add(item);
        }
        runButton.setOnAction(e -> run());
        cancelButton.setOnAction(e -> cancel());
        for (String[] kind : new String[][] {{"HTML report…", "html"}, {"CSV (per term)…", "csv"}, {"JSON…", "json"}}) {
            MenuItem item = new MenuItem(kind[0]);
            item.setOnAction(e -> export(kind[1]));
            exportButton.getItems().add(item);
        }
        progress.setPrefWidth(160);
        progress.setId("corpus-progress");
        fileLabel.setMinWidth(Region.USE_PREF_SIZE);
        modelA.setId("corpus-model-a");
        modelB.setId("corpus-model-b");
        for (Region r : List.of(openButton, samplesButton, runButton, cancelButton, exportButton, modelA, modelB)) {
            r.setMinWidth(Region.USE_PREF_SIZE); // a button shows its whole name; the bar wraps instead
        }
        // the file, then what runs on it: at a laptop's width the second group goes to a second line
        HBox corpus = new HBox(8, openButton, samplesButton, fileLabel);
        corpus.setAlignment(Pos.CENTER_LEFT);
        HBox run = new HBox(8, new Label("A"), modelA, new Label("B"), modelB, runButton, cancelButton, progress,
                exportButton);
        run.setAlignment(Pos.CENTER_LEFT);
        FlowPane bar = new FlowPane(24, 6, corpus, run);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(6, 8, 6, 8));
        return bar;
    }

    private HBox statusBar() {
        status.setId("corpus-status");
        status.setWrapText(true);
        HBox bar = new HBox(status);
        bar.setPadding(new Insets(4, 8, 4, 8));
        return bar;
    }

    private TabPane tabs() {
        TabPane pane = new TabPane(
                new Tab("Terms", termsPane()),
                new Tab("Table 11", overlapPane()),
                new Tab("Weight recovery", recoveryPane()),
                new Tab("Disagreements", disagreementsPane()));
        pane.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        pane.setId("corpus-tabs");
        return pane;
    }

    // ---- terms and scatter -----------------------------------------------------------------------

    private SplitPane termsPane() {
        terms.setId("corpus-terms");
        TableColumn<CompareResult.TermRow, String> term = text("term", 172, CompareResult.TermRow::id);
        term.setCellFactory(ColumnFit.nameCells());
        terms.getColumns().add(term);
        termsFit.name(term);
        terms.getColumns().add(named(number(termsFit, "", t -> (double) t.aNonzero(), 0), () -> nameA + " ≠ 0"));
        terms.getColumns().add(named(number(termsFit, "", t -> (double) t.bNonzero(), 0), () -> nameB + " ≠ 0"));
        terms.getColumns().add(number(termsFit, "both", t -> (double) t.bothNonzero(), 0));
        terms.getColumns().add(number(termsFit, "Pearson", CompareResult.TermRow::pearson, 3));
        terms.getColumns().add(number(termsFit, "Spearman", CompareResult.TermRow::spearman, 3));
        terms.getColumns().add(number(termsFit, "slope", CompareResult.TermRow::slope, 3));
        terms.getColumns().add(number(termsFit, "R²", CompareResult.TermRow::r2, 3));
        TableColumn<CompareResult.TermRow, String> verdict = text("verdict", 180, CompareResult.TermRow::verdict);
        termsFit.text(verdict, CompareResult.TermRow::verdict);
        verdict.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setStyle(empty || item == null ? "" : "-fx-background-color: " + verdictColour(item) + ";");
            }
        });
        terms.getColumns().add(verdict);
        terms.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        terms.getSelectionModel().selectedItemProperty().addListener((o, old, row) -> showScatter(row));
        terms.setPlaceholder(new Label("Open a corpus (or pick a sample) and press Run."));

        scatter.setId("corpus-scatter");
        scatter.setTitle(NO_TERM);
        scatter.setLegendVisible(false);
        scatter.setAnimated(false);
        relabels.add(() -> ((NumberAxis) scatter.getXAxis()).setLabel(nameA + " (cp, mixed)"));
        relabels.add(() -> ((NumberAxis) scatter.getYAxis()).setLabel(nameB + " (cp, mixed)"));
        ((NumberAxis) scatter.getXAxis()).setForceZeroInRange(false);
        ((NumberAxis) scatter.getYAxis()).setForceZeroInRange(false);
        // the split gives the table less before the plot gets too short for its upright axis label (cut to
        // "fabchess (cp, mix..." when a wrapped status line took 17 px at 1366x768)
        scatter.setMinHeight(CHART_MIN_HEIGHT);
        SplitPane split = new SplitPane(terms, scatter);
        // the scatter beside the table where the tab is wide enough for both, else below it
        split.widthProperty().addListener((o, a, w) -> {
            Orientation wanted = w.doubleValue() >= SIDE_BY_SIDE ? Orientation.HORIZONTAL : Orientation.VERTICAL;
            if (split.getOrientation() != wanted) {
                split.setOrientation(wanted);
                split.setDividerPositions(wanted == Orientation.HORIZONTAL ? 0.72 : 0.6);
            }
        });
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.6);
        return split;
    }

    /** The least width of the Terms tab with the scatter beside the table (the table alone needs about 900 px). */
    private static final double SIDE_BY_SIDE = 1250;
    /** A scatter's least height: a two-line title, the x axis and room for a y-axis label of up to 150 px. */
    static final double CHART_MIN_HEIGHT = 270;
    private static final String NO_TERM = "Run a corpus, then click a term for its scatter plot";

    /** A column whose header names a model: set now and again whenever the models change. */
    private <S, T> TableColumn<S, T> named(TableColumn<S, T> column, java.util.function.Supplier<String> header) {
        relabels.add(() -> column.setText(header.get()));
        return column;
    }

    private static String verdictColour(String verdict) {
        return switch (verdict) {
            case Verdicts.SAME -> "#cdeccd";
            case Verdicts.SAME_OTHER_WEIGHT -> "#e6f2c2";
            case Verdicts.DIFFERENT -> "#f4d2d2";
            default -> "#e4e4e4";
        };
    }

    private void showScatter(CompareResult.TermRow row) {
        scatter.getData().clear();
        CompareResult r = result.get();
        if (row == null || r == null || r.scatter() == null) {
            scatter.setTitle(r == null ? NO_TERM : "click a term for its scatter plot");
            return;
        }
        for (CompareResult.Scatter s : r.scatter()) {
            if (s.id().equals(row.id())) {
                XYChart.Series<Number, Number> series = new XYChart.Series<>();
                for (int i = 0; i < s.a().length; i++) {
                    series.getData().add(new XYChart.Data<>(s.a()[i], s.b()[i]));
                }
                scatter.getData().add(series);
                scatter.setTitle(String.format(Locale.ROOT, "%s%nr %.3f, slope %.3f (%d points)", row.id(),
                        row.pearson(), row.slope(), s.a().length));
                return;
            }
        }
    }

    // ---- overlap, recovery ----------------------------------------------------------------------

    private VBox overlapPane() {
        overlap.setId("corpus-overlap");
        TableColumn<CompareResult.OverlapRow, String> feature = text("feature (Watkins)", 140,
                CompareResult.OverlapRow::feature);
        overlap.getColumns().add(feature);
        overlap.getColumns().add(number(overlapFit, "Watkins", CompareResult.OverlapRow::watkins, 1));
        overlap.getColumns().add(number(overlapFit, "measured", CompareResult.OverlapRow::measured, 2));
        TableColumn<CompareResult.OverlapRow, String> by = text("measured by", 300, CompareResult.OverlapRow::measuredBy);
        overlap.getColumns().add(by);
        TableColumn<CompareResult.OverlapRow, String> verdict = text("verdict", 300, CompareResult.OverlapRow::verdict);
        verdict.setCellFactory(ColumnFit.nameCells());
        overlap.getColumns().add(verdict);
        overlapFit.text(feature, CompareResult.OverlapRow::feature).text(by, CompareResult.OverlapRow::measuredBy)
                .name(verdict);
        overlap.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        overlap.setPlaceholder(new Label("Run a corpus: Watkins' Table 11 features, scored from its verdicts."));
        VBox box = new VBox(6, overlapSummary, overlap);
        box.setPadding(new Insets(6));
        VBox.setVgrow(overlap, Priority.ALWAYS);
        return box;
    }

    private VBox recoveryPane() {
        recovery.setId("corpus-recovery");
        TableColumn<CompareResult.RecoveredWeight, String> feature = text("feature", 300,
                CompareResult.RecoveredWeight::feature);
        feature.setCellFactory(ColumnFit.nameCells());
        recovery.getColumns().add(feature);
        TableColumn<CompareResult.RecoveredWeight, String> stage = text("stage", 80, CompareResult.RecoveredWeight::stage);
        recovery.getColumns().add(stage);
        recovery.getColumns().add(number(recoveryFit, "Fruit (cp)", CompareResult.RecoveredWeight::fruit, 0));
        recovery.getColumns().add(named(number(recoveryFit, "", CompareResult.RecoveredWeight::recovered, 1),
                () -> "recovered (" + nameB + " units)"));
        recovery.getColumns().add(named(number(recoveryFit, "", CompareResult.RecoveredWeight::actual, 0),
                () -> nameB + " actual"));
        TableColumn<CompareResult.RecoveredWeight, String> parameter = named(text("", 220,
                CompareResult.RecoveredWeight::parameter), () -> nameB + " parameter");
        parameter.setCellFactory(ColumnFit.wrappingCells()); // "PST fit: KnightCentre (KnightLine[file] + …)"
        recovery.getColumns().add(parameter);
        recoveryFit.name(feature).text(stage, CompareResult.RecoveredWeight::stage).fill(parameter);
        recovery.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        recovery.setPlaceholder(new Label("Run a corpus: B's total regressed on Fruit 2.1's feature counts."));
        recoverySummary.setWrapText(true);
        VBox box = new VBox(6, recoverySummary, recovery);
        box.setPadding(new Insets(6));
        VBox.setVgrow(recovery, Priority.ALWAYS);
        return box;
    }

    // ---- disagreements --------------------------------------------------------------------------

    private static final String OVERALL = "final score";

    private VBox disagreementsPane() {
        disagreements.setId("corpus-disagreements");
        TableColumn<CompareResult.Disagreement, String> where = text("where", 200, CompareResult.Disagreement::where);
        disagreements.getColumns().add(where);
        disagreements.getColumns().add(named(number(disagreementsFit, "", CompareResult.Disagreement::a, 1),
                () -> nameA + " (cp)"));
        disagreements.getColumns().add(named(number(disagreementsFit, "", CompareResult.Disagreement::b, 1),
                () -> nameB + " (cp)"));
        disagreements.getColumns().add(number(disagreementsFit, "difference", CompareResult.Disagreement::difference, 1));
        TableColumn<CompareResult.Disagreement, String> fen = text("FEN", 460, CompareResult.Disagreement::fen);
        fen.setCellFactory(ColumnFit.nameCells());
        disagreements.getColumns().add(fen);
        disagreementsFit.text(where, CompareResult.Disagreement::where).name(fen);
        disagreements.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        disagreements.setPlaceholder(new Label("Run a corpus: the positions where A and B disagree most."));
        disagreements.setRowFactory(t -> {
            TableRow<CompareResult.Disagreement> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                if (!row.isEmpty()) {
                    openFen.accept(row.getItem().fen());
                }
            });
            row.setTooltip(new Tooltip("click: show this position on the board"));
            return row;
        });
        disagreementScope.setId("corpus-disagreement-scope");
        disagreementScope.valueProperty().addListener((o, old, v) -> showDisagreements(v));
        Label hint = new Label();
        hint.setWrapText(true);
        relabels.add(() -> hint.setText("Largest |" + nameA + " − " + nameB
                + "|; click a row to open the position on the board."));
        HBox top = new HBox(8, new Label("by"), disagreementScope, hint);
        top.setAlignment(Pos.CENTER_LEFT);
        VBox box = new VBox(6, top, disagreements);
        box.setPadding(new Insets(6));
        VBox.setVgrow(disagreements, Priority.ALWAYS);
        return box;
    }

    private void showDisagreements(String scope) {
        CompareResult r = result.get();
        if (r == null || scope == null) {
            disagreements.getItems().clear();
            return;
        }
        List<CompareResult.Disagreement> list = OVERALL.equals(scope) ? r.disagreements()
                : r.termDisagreements().getOrDefault(scope, List.of());
        disagreements.setItems(FXCollections.observableArrayList(list));
    }

    // ---- running ----------------------------------------------------------------------------------

    private void chooseFile() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open a corpus");
        chooser.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter("Positions and games", "*.fen", "*.epd", "*.pgn", "*.txt"),
                new FileChooser.ExtensionFilter("All files", "*"));
        File f = chooser.showOpenDialog(getScene() == null ? null : getScene().getWindow());
        if (f != null) {
            setFile(f.toPath());
        }
    }

    /** Starts a run over the chosen file on a background task (no-op if one is running or no file is set). */
    public void run() {
        Path path = file.get();
        if (path == null || (task != null && !task.isDone())) {
            return;
        }
        EvaluatorModel a = Models.byId(modelA.getValue());
        EvaluatorModel b = Models.byId(modelB.getValue());
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
        task = new Task<>() {
            @Override
            protected CompareResult call() throws IOException {
                CompareRun run = new CompareRun(a, a.defaultParameters(), b, b.defaultParameters(), threads);
                return run.run(path, CorpusOptions.defaults(), (n, share) -> {
                    updateProgress(share, 1.0);
                    updateMessage(String.format(Locale.ROOT, "%,d positions (%.0f %% of the file)", n, share * 100));
                }, this::isCancelled);
            }
        };
        task.stateProperty().addListener((o, old, state) -> updateButtons());
        BackgroundTask.start(task, "corpus-compare", progress, status.textProperty(), this::finished);
        updateButtons();
    }

    /** Asks a running task to stop at its next chunk; nothing is shown from a cancelled run. */
    public void cancel() {
        if (task != null) {
            task.cancel(false);
        }
    }

    private void finished(CompareResult r, String message) {
        if (r == null) {
            progress.setProgress(0);
            status.setText(message);
        } else {
            progress.setProgress(1);
            show(r);
        }
        updateButtons();
    }

    private void show(CompareResult r) {
        relabel(r.params().get(0).model(), r.params().get(1).model());
        result.set(r);
        terms.setItems(FXCollections.observableArrayList(r.terms()));
        overlap.setItems(FXCollections.observableArrayList(r.overlap().rows()));
        overlapSummary.setText(String.format(Locale.ROOT, "Feature overlap on Watkins' scale (1 same, 0.5 re-used"
                + " differently, 0 absent): measured %.1f of %d measurable features; Watkins %.1f for the same"
                + " features (%.1f of 24 in all).", r.overlap().measured(), r.overlap().measurable(),
                r.overlap().watkinsSame(), r.overlap().watkinsAll()));
        recovery.setItems(FXCollections.observableArrayList(r.recovery().features()));
        recoverySummary.setText(String.format(Locale.ROOT, "%s's evaluation regressed on Fruit 2.1's feature counts"
                + " (%s, λ = %.0e): R² = %.4f over %,d positions; residual sd %.1f (%s's units).", nameB,
                "ridge regression", r.recovery().lambda(), r.recovery().r2(), r.recovery().rows(),
                r.recovery().residualSd(), nameB));
        List<String> scopes = new ArrayList<>();
        scopes.add(OVERALL);
        scopes.addAll(r.termDisagreements().keySet());
        disagreementScope.setItems(FXCollections.observableArrayList(scopes));
        disagreementScope.setValue(OVERALL);
        showDisagreements(OVERALL);
        status.setText(String.format(Locale.ROOT, "%,d positions read, %,d skipped%s; corpus SHA-256 %s…%s",
                r.corpus().read(), r.corpus().skipped(), r.corpus().skipped() == 0 ? "" : " " + r.corpus().skippedByKind(),
                r.corpus().hash().substring(0, 16), r.notDetermined().isEmpty() ? ""
                        : "; not determined: " + String.join("; ", r.notDetermined())));
        fitColumns();
        if (!r.terms().isEmpty()) {
            terms.getSelectionModel().select(0);
        }
    }

    private void updateButtons() {
        boolean running = task != null && !task.isDone(); // READY until its thread starts: already "running" here
        runButton.setDisable(running || file.get() == null);
        openButton.setDisable(running);
        samplesButton.setDisable(running);
        cancelButton.setDisable(!running);
        exportButton.setDisable(running || result.get() == null);
    }

    private void export(String kind) {
        CompareResult r = result.get();
        if (r == null) {
            return;
        }
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export the comparison");
        chooser.setInitialFileName("compare." + kind);
        File f = chooser.showSaveDialog(getScene() == null ? null : getScene().getWindow());
        if (f == null) {
            return;
        }
        try {
            exportTo(f.toPath(), kind);
            status.setText("written: " + f);
        } catch (IOException e) {
            new Alert(Alert.AlertType.ERROR, "Cannot write " + f + ": " + e.getMessage()).showAndWait();
        }
    }

    /** Writes the current result as "html", "csv" or "json". */
    public void exportTo(Path target, String kind) throws IOException {
        CompareResult r = Objects.requireNonNull(result.get(), "no result yet");
        AtomicOutput.Batch out = new AtomicOutput.Batch();
        switch (kind) {
            case "html" -> CompareReports.writeHtml(out, target, r, CompareReports.tableFits(r.params().stream()
                    .map(p -> Models.byId(p.model())).map(m -> new SimilarityRun.ModelEngine(m, m.defaultParameters()))
                    .toArray(SimilarityRun.ModelEngine[]::new)));
            case "csv" -> CompareReports.writeCsv(out, target, r);
            case "json" -> ReportJson.write(out, target, r);
            default -> throw new IllegalArgumentException("unknown export kind " + kind);
        }
        out.commit();
    }

    // ---- table helpers ----------------------------------------------------------------------------

    private static <T> TableColumn<T, String> text(String title, double width, Function<T, String> value) {
        TableColumn<T, String> c = new TableColumn<>(title);
        c.setPrefWidth(width);
        c.setCellValueFactory(d -> new SimpleStringProperty(value.apply(d.getValue())));
        return c;
    }

    /** A figure column, right-aligned, as wide as its widest figure (through {@code fit}). */
    private static <T> TableColumn<T, Number> number(ColumnFit<T> fit, String title, Function<T, Double> value,
            int decimals) {
        TableColumn<T, Number> c = number(title, 80, value, decimals);
        fit.text(c, row -> format(value.apply(row), decimals));
        return c;
    }

    private static String format(Double v, int decimals) {
        return v == null ? "" : Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%,." + decimals + "f", v);
    }

    private static <T> TableColumn<T, Number> number(String title, double width, Function<T, Double> value,
            int decimals) {
        TableColumn<T, Number> c = new TableColumn<>(title);
        c.setPrefWidth(width);
        c.setCellValueFactory(d -> new SimpleObjectProperty<>(value.apply(d.getValue())));
        c.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(Number item, boolean empty) {
                super.updateItem(item, empty);
                if (empty || item == null) {
                    setText(null);
                } else {
                    setText(format(item.doubleValue(), decimals));
                }
                setAlignment(Pos.CENTER_RIGHT);
            }
        });
        return c;
    }
}
