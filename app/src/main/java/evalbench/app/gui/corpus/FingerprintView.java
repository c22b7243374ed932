package evalbench.app.gui.corpus;

import evalbench.studies.corpus.FingerprintResult;
import evalbench.studies.corpus.FingerprintRun;
import evalbench.studies.corpus.QuietLeaf;
import evalbench.studies.corpus.SimilarityRun;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import evalbench.core.io.CorpusOptions;
import evalbench.core.io.Samples;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.collections.FXCollections;
import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.ScatterChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import evalbench.app.gui.BackgroundTask;
import evalbench.app.gui.ColumnFit;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The window's Fingerprint tab: external engines (one NAME=COMMAND or NAME=xboard:COMMAND per line) run over a
 * built-in sample on a background task (progress, cancel); then the matrix of every engine against every model
 * (Pearson's r with its 95 % interval and the positional r, stacked in one cell per model so the matrix fits a
 * laptop's width; the closest model in bold), and the scatter of the selected engine's leaf scores against a
 * model's evaluation of the same leaves — the model it is closest to, until another is chosen. The method is
 * {@code fingerprint}'s (docs/fingerprint.md).
 */
public final class FingerprintView extends BorderPane {
    private final TextArea engines = new TextArea();
    private final ComboBox<String> sample = new ComboBox<>();
    private final Spinner<Integer> positions = new Spinner<>(10, 100_000, 200, 50);
    private final ComboBox<String> rule = new ComboBox<>(FXCollections.observableArrayList("strict", "see"));
    private final Button runButton = new Button("Run");
    private final Button cancelButton = new Button("Cancel");
    private final ProgressBar progress = new ProgressBar(0);
    private final Label status = new Label("");
    /** Engines left out of the last run and those whose figures it could not determine, with the reasons. */
    private final Label leftOut = new Label("");
    private final TableView<FingerprintResult.Engine> matrix = new TableView<>();
    private final ComboBox<String> scatterModel = new ComboBox<>();
    private final ScatterChart<Number, Number> scatter = new ScatterChart<>(new NumberAxis(), new NumberAxis());
    private final ReadOnlyObjectWrapper<FingerprintResult> result = new ReadOnlyObjectWrapper<>();
    private Task<FingerprintResult> task;

    public FingerprintView() {
        engines.setPromptText("one engine per line: toga2=/usr/games/toga2, phalanx=xboard:/usr/games/phalanx -b - -l -");
        engines.setPrefRowCount(3);
        engines.setId("fingerprint-engines");
        engines.setWrapText(false);
        for (Samples.Sample s : Samples.all()) {
            sample.getItems().add(s.label());
        }
        sample.getSelectionModel().select(Samples.PREFIX + "games");
        rule.getSelectionModel().select("strict");
        runButton.setId("fingerprint-run");
        cancelButton.setId("fingerprint-cancel");
        progress.setId("fingerprint-progress");
        runButton.setOnAction(e -> run());
        cancelButton.setOnAction(e -> cancel());
        cancelButton.setDisable(true);
        for (javafx.scene.layout.Region r : List.of(runButton, cancelButton, sample, rule)) {
            r.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        HBox settings = new HBox(8, new Label("corpus"), sample, new Label("positions"), positions, new Label("leaf rule"),
                rule);
        settings.setAlignment(Pos.CENTER_LEFT);
        HBox running = new HBox(8, runButton, cancelButton, progress, status);
        running.setAlignment(Pos.CENTER_LEFT);
        FlowPane bar = new FlowPane(16, 6, settings, running);
        bar.setAlignment(Pos.CENTER_LEFT);
        Label legend = new Label("Per engine and model: Pearson's r of the engine's leaf scores against the model's"
                + " evaluation of the same leaves, its 95 % bootstrap interval, and the positional r (material"
                + " regressed out of both); the closest model (largest r) in bold.");
        legend.setWrapText(true);
        // a reason can be long (an engine's error): its own line, wrapped, and no line at all when there is none
        leftOut.setId("fingerprint-left-out");
        leftOut.setWrapText(true);
        leftOut.getStyleClass().add("warning-text");
        leftOut.visibleProperty().bind(leftOut.textProperty().isNotEmpty());
        leftOut.managedProperty().bind(leftOut.visibleProperty());
        VBox top = new VBox(6, engines, bar, leftOut, legend);
        top.setPadding(new Insets(6, 8, 6, 8));
        setTop(top);
        matrix.setId("fingerprint-matrix");
        matrix.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        matrix.setPlaceholder(new Label("Add an engine per line and press Run"));
        // a newly selected engine is shown against the model it is closest to
        matrix.getSelectionModel().selectedItemProperty().addListener((o, old, e) -> {
            if (e != null && scatterModel.getItems().contains(e.closestModel())) {
                scatterModel.setValue(e.closestModel());
            }
            drawScatter();
        });
        scatterModel.setId("fingerprint-scatter-model");
        scatterModel.setOnAction(e -> drawScatter());
        scatter.setId("fingerprint-scatter");
        scatter.setAnimated(false);
        scatter.setLegendVisible(false);
        scatter.setTitle(NO_SCATTER);
        scatter.getXAxis().setLabel("model's evaluation (cp, leaf side to move)");
        scatter.getYAxis().setLabel("engine's leaf score (cp)");
        HBox modelBar = new HBox(6, new Label("model"), scatterModel);
        modelBar.setAlignment(Pos.CENTER_LEFT);
        VBox right = new VBox(4, modelBar, scatter);
        VBox.setVgrow(scatter, javafx.scene.layout.Priority.ALWAYS);
        // the split gives the matrix less before the plot gets too short for "engine's leaf score (cp)" upright
        scatter.setMinHeight(CorpusView.CHART_MIN_HEIGHT);
        right.setPadding(new Insets(4, 8, 4, 8));
        SplitPane split = new SplitPane(matrix, right);
        split.setOrientation(Orientation.VERTICAL);
        setCenter(split);
    }

    private static final String NO_SCATTER = "Run, then select an engine: its leaf scores against a model's evaluation";

    /** The engine lines as written (NAME=COMMAND per line); the window keeps them in its preferences. */
    public javafx.beans.property.ReadOnlyStringProperty engineLinesProperty() {
        return engines.textProperty();
    }

    /** The last completed run (null before the first). */
    public ReadOnlyObjectProperty<FingerprintResult> resultProperty() {
        return result.getReadOnlyProperty();
    }

    /** Sets the engine lines (NAME=COMMAND per line). */
    public void setEngines(String lines) {
        engines.setText(lines);
    }

    public void setPositions(int n) {
        positions.getValueFactory().setValue(n);
    }

    /** Starts a run on a background task (no-op while one runs or when no engine is given). */
    public void run() {
        if (task != null && !task.isDone()) {
            return;
        }
        List<FingerprintRun.EngineSpec> specs = new ArrayList<>();
        for (String line : engines.getText().split("\\R")) {
            int eq = line.indexOf('=');
            if (eq > 0 && eq < line.length() - 1) {
                specs.add(FingerprintRun.EngineSpec.parse(line.substring(0, eq).strip(), line.substring(eq + 1).strip()));
            }
        }
        if (specs.isEmpty()) {
            status.setText("no engine: write NAME=COMMAND lines");
            return;
        }
        List<SimilarityRun.ModelEngine> models = new ArrayList<>();
        for (EvaluatorModel m : Models.all()) {
            models.add(new SimilarityRun.ModelEngine(m, m.defaultParameters()));
        }
        Path file = Samples.resolve(sample.getValue());
        int n = positions.getValue();
        QuietLeaf.Rule leafRule = "see".equals(rule.getValue()) ? QuietLeaf.Rule.SEE : QuietLeaf.Rule.STRICT;
        task = new Task<>() {
            @Override
            protected FingerprintResult call() throws IOException {
                return new FingerprintRun(models, specs, "depth 1", 3, 1, 16, 60_000, leafRule).run(file,
                        CorpusOptions.defaults(), n, null, (done, total) -> {
                            updateProgress(done, total);
                            updateMessage(String.format(Locale.ROOT, "%,d of %,d answers", done, total));
                        }, this::isCancelled);
            }
        };
        leftOut.setText("");
        runButton.setDisable(true);
        cancelButton.setDisable(false);
        BackgroundTask.start(task, "fingerprint", progress, status.textProperty(), this::finished);
    }

    /** Asks a running task to stop after the position each engine is on; nothing is shown from it. */
    public void cancel() {
        if (task != null) {
            task.cancel(false);
        }
    }

    private void finished(FingerprintResult r, String message) {
        runButton.setDisable(false);
        cancelButton.setDisable(true);
        if (r == null) { // "cancelled" beside the button; why a run failed can be long: on the wrapping line
            progress.setProgress(0);
            status.setText(message.startsWith("failed") ? "failed" : message);
            leftOut.setText(message.startsWith("failed") ? message : "");
            return;
        }
        progress.setProgress(1);
        status.setText(String.format(Locale.ROOT, "%d positions, %d s", r.settings().positions(), r.seconds()));
        List<String> notes = new java.util.ArrayList<>();
        r.failedEngines().forEach(f -> notes.add("left out: " + f.name() + " (" + f.reason() + ")"));
        r.engines().stream().filter(e -> e.notDetermined() != null)
                .forEach(e -> notes.add("not determined: " + e.name() + " (" + e.notDetermined() + ")"));
        leftOut.setText(String.join("; ", notes));
        show(r);
    }

    private void show(FingerprintResult r) {
        matrix.getColumns().clear();
        ColumnFit<FingerprintResult.Engine> fit = new ColumnFit<>(matrix::getItems);
        TableColumn<FingerprintResult.Engine, String> name = new TableColumn<>("engine");
        name.setCellValueFactory(c -> new SimpleStringProperty(c.getValue().name()));
        name.setCellFactory(c -> new EngineCell());
        TableColumn<FingerprintResult.Engine, String> samples = new TableColumn<>("leaves");
        samples.setCellValueFactory(c -> new SimpleStringProperty(leaves(c.getValue())));
        samples.setStyle("-fx-alignment: TOP-RIGHT;"); // every cell at the top of its (three-line) row
        TableColumn<FingerprintResult.Engine, String> closest = new TableColumn<>("closest");
        closest.setCellValueFactory(c -> new SimpleStringProperty(closest(c.getValue())));
        closest.setStyle("-fx-alignment: TOP-LEFT;");
        matrix.getColumns().add(name);
        matrix.getColumns().add(samples);
        matrix.getColumns().add(closest);
        fit.name(name).text(samples, FingerprintView::leaves).text(closest, FingerprintView::closest);
        List<String> models = r.matrix().models();
        for (int m = 0; m < models.size(); m++) {
            final int mi = m;
            TableColumn<FingerprintResult.Engine, String> col = new TableColumn<>(models.get(m));
            col.setCellValueFactory(c -> new SimpleStringProperty(fitText(c.getValue(), mi)));
            col.setCellFactory(c -> new FitCell(mi));
            fit.figure(col, e -> fitText(e, mi), "", false);
            matrix.getColumns().add(col);
        }
        for (TableColumn<FingerprintResult.Engine, ?> c : matrix.getColumns()) {
            c.setSortable(false);
        }
        scatterModel.setItems(FXCollections.observableArrayList(models));
        matrix.setItems(FXCollections.observableArrayList(r.engines()));
        fit.boldRows().fit();
        result.set(r);
        if (!r.engines().isEmpty()) {
            matrix.getSelectionModel().select(0);
        } else if (!models.isEmpty()) {
            scatterModel.getSelectionModel().select(0);
        }
        drawScatter();
    }

    private static String leaves(FingerprintResult.Engine e) {
        return String.format(Locale.ROOT, "%,d", e.samples());
    }

    /** The model the engine is closest to, "-" when no correlation is determined. */
    private static String closest(FingerprintResult.Engine e) {
        return e.closestModel() == null ? "-" : e.closestModel();
    }

    /**
     * A model's cell: r, its 95 % interval, the positional r, one under the other; "not determined" (on two lines,
     * as narrow as the figures) where the engine kept too few leaves, the reason in the tooltip and under the bar.
     */
    private static String fitText(FingerprintResult.Engine e, int model) {
        if (e.notDetermined() != null) {
            return "not\ndetermined";
        }
        FingerprintResult.ModelFit f = e.models().get(model);
        return String.format(Locale.ROOT, "%.3f%n[%.3f, %.3f]%npos. %.3f", f.pearson(), f.ciLow(), f.ciHigh(),
                f.positional());
    }

    /** The engine's name; its command as a tooltip, with the name (which may be cut in a narrow window). */
    private static final class EngineCell extends TableCell<FingerprintResult.Engine, String> {
        private final Tooltip tip = new Tooltip();

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            FingerprintResult.Engine e = empty || getTableRow() == null ? null : getTableRow().getItem();
            setText(empty ? null : item);
            setAlignment(Pos.TOP_LEFT);
            setTextOverrun(javafx.scene.control.OverrunStyle.CENTER_ELLIPSIS);
            if (e != null) {
                tip.setText(e.name() + "\n" + e.protocol() + ": " + e.command());
            }
            setTooltip(e == null ? null : tip);
        }
    }

    /** A model's figures for an engine, bold for the engine's closest model; the positional interval as a tooltip. */
    private static final class FitCell extends TableCell<FingerprintResult.Engine, String> {
        private final int model;
        private final Tooltip tip = new Tooltip();

        FitCell(int model) {
            this.model = model;
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            FingerprintResult.Engine e = empty || getTableRow() == null ? null : getTableRow().getItem();
            setText(empty ? null : item);
            boolean closest = e != null && e.models().get(model).model().equals(e.closestModel());
            setAlignment(Pos.TOP_RIGHT);
            setTextAlignment(javafx.scene.text.TextAlignment.RIGHT); // the three figures' last digits one above the other
            setStyle(closest ? "-fx-font-weight: bold;" : "");
            if (e != null && e.notDetermined() != null) {
                tip.setText(e.name() + " against " + e.models().get(model).model() + ": not determined, "
                        + e.notDetermined());
            } else if (e != null) {
                FingerprintResult.ModelFit f = e.models().get(model);
                tip.setText(String.format(Locale.ROOT, "%s against %s, %,d leaves%nr %.3f [%.3f, %.3f]%n"
                        + "positional r %.3f [%.3f, %.3f]%nslope %.3f [%.3f, %.3f]", e.name(), f.model(), f.n(),
                        f.pearson(), f.ciLow(), f.ciHigh(), f.positional(), f.positionalCiLow(), f.positionalCiHigh(),
                        f.slope(), f.slopeCiLow(), f.slopeCiHigh()));
            }
            setTooltip(e == null ? null : tip);
        }
    }

    /** The selected engine's leaves against the chosen model: one point per kept leaf. */
    private void drawScatter() {
        scatter.getData().clear();
        FingerprintResult.Engine e = matrix.getSelectionModel().getSelectedItem();
        int m = scatterModel.getSelectionModel().getSelectedIndex();
        if (e == null || m < 0) {
            scatter.setTitle(result.get() == null ? NO_SCATTER : "select an engine and a model");
            return;
        }
        FingerprintResult.ModelFit f = e.models().get(m);
        scatter.setTitle(e.notDetermined() != null
                ? String.format(Locale.ROOT, "%s against %s: not determined, %s", e.name(), f.model(), e.notDetermined())
                : String.format(Locale.ROOT, "%s against %s: r %.3f, positional r %.3f (%,d leaves)", e.name(),
                        f.model(), f.pearson(), f.positional(), e.leaves().size()));
        XYChart.Series<Number, Number> series = new XYChart.Series<>();
        series.setName(e.name() + " vs " + scatterModel.getValue());
        for (FingerprintResult.Leaf leaf : e.leaves()) {
            series.getData().add(new XYChart.Data<>(leaf.evals().get(m), leaf.score()));
        }
        scatter.getData().add(series);
    }

    /** The points drawn now (for tests). */
    int scatterPoints() {
        return scatter.getData().isEmpty() ? 0 : scatter.getData().get(0).getData().size();
    }
}
