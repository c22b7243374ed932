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
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The window's Fingerprint tab: external engines (one NAME=COMMAND or NAME=xboard:COMMAND per line) run over a
 * built-in sample on a background task (progress, cancel); then the matrix of Pearson's and positional r of every
 * engine against every model, and the scatter of the selected engine's leaf scores against a model's evaluation
 * of the same leaves. The method is {@code fingerprint}'s (docs/fingerprint.md).
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
    private final TableView<FingerprintResult.Engine> matrix = new TableView<>();
    private final ComboBox<String> scatterModel = new ComboBox<>();
    private final ScatterChart<Number, Number> scatter = new ScatterChart<>(new NumberAxis(), new NumberAxis());
    private final ReadOnlyObjectWrapper<FingerprintResult> result = new ReadOnlyObjectWrapper<>();
    private Task<FingerprintResult> task;

    public FingerprintView() {
        engines.setPromptText("one engine per line: toga2=/usr/games/toga2, phalanx=xboard:/usr/games/phalanx -b - -l -");
        engines.setPrefRowCount(3);
        engines.setId("fingerprint-engines");
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
        HBox bar = new HBox(8, new Label("corpus"), sample, new Label("positions"), positions, new Label("leaf rule"), rule,
                runButton, cancelButton, progress, status);
        bar.setAlignment(Pos.CENTER_LEFT);
        VBox top = new VBox(6, engines, bar);
        top.setPadding(new Insets(6, 8, 6, 8));
        setTop(top);
        matrix.setId("fingerprint-matrix");
        matrix.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        matrix.getSelectionModel().selectedItemProperty().addListener((o, old, e) -> drawScatter());
        scatterModel.setOnAction(e -> drawScatter());
        scatter.setId("fingerprint-scatter");
        scatter.setAnimated(false);
        scatter.getXAxis().setLabel("model's evaluation (cp, leaf side to move)");
        scatter.getYAxis().setLabel("engine's leaf score (cp)");
        VBox right = new VBox(4, new HBox(6, new Label("model"), scatterModel), scatter);
        SplitPane split = new SplitPane(matrix, right);
        split.setOrientation(Orientation.VERTICAL);
        setCenter(split);
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
        progress.progressProperty().bind(task.progressProperty());
        status.textProperty().bind(task.messageProperty());
        task.setOnSucceeded(e -> finished(task.getValue(), null));
        task.setOnCancelled(e -> finished(null, "cancelled"));
        task.setOnFailed(e -> finished(null, "failed: " + task.getException().getMessage()));
        runButton.setDisable(true);
        cancelButton.setDisable(false);
        Thread t = new Thread(task, "fingerprint");
        t.setDaemon(true);
        t.start();
    }

    /** Asks a running task to stop after the position each engine is on; nothing is shown from it. */
    public void cancel() {
        if (task != null) {
            task.cancel(false);
        }
    }

    private void finished(FingerprintResult r, String message) {
        progress.progressProperty().unbind();
        status.textProperty().unbind();
        runButton.setDisable(false);
        cancelButton.setDisable(true);
        if (r == null) {
            progress.setProgress(0);
            status.setText(message);
            return;
        }
        progress.setProgress(1);
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "%d positions, %d s", r.settings().positions(),
                r.seconds()));
        r.failedEngines().forEach(f -> text.append("; left out: ").append(f.name()).append(" (").append(f.reason())
                .append(')'));
        status.setText(text.toString());
        show(r);
    }

    private void show(FingerprintResult r) {
        matrix.getColumns().clear();
        TableColumn<FingerprintResult.Engine, String> name = new TableColumn<>("engine");
        name.setCellValueFactory(c -> new SimpleStringProperty(c.getValue().name()));
        TableColumn<FingerprintResult.Engine, String> samples = new TableColumn<>("leaves");
        samples.setCellValueFactory(c -> new SimpleStringProperty(Long.toString(c.getValue().samples())));
        TableColumn<FingerprintResult.Engine, String> closest = new TableColumn<>("closest");
        closest.setCellValueFactory(c -> new SimpleStringProperty(c.getValue().closestModel() == null ? "-"
                : c.getValue().closestModel()));
        matrix.getColumns().add(name);
        matrix.getColumns().add(samples);
        matrix.getColumns().add(closest);
        List<String> models = r.matrix().models();
        for (int m = 0; m < models.size(); m++) {
            final int mi = m;
            TableColumn<FingerprintResult.Engine, String> col = new TableColumn<>("r / positional r: " + models.get(m));
            col.setCellValueFactory(c -> {
                FingerprintResult.ModelFit f = c.getValue().models().get(mi);
                if (c.getValue().notDetermined() != null) {
                    return new SimpleStringProperty("not determined: " + c.getValue().notDetermined());
                }
                return new SimpleStringProperty(String.format(Locale.ROOT, "%.3f [%.3f, %.3f] / %.3f", f.pearson(),
                        f.ciLow(), f.ciHigh(), f.positional()));
            });
            matrix.getColumns().add(col);
        }
        scatterModel.setItems(FXCollections.observableArrayList(models));
        if (!models.isEmpty()) {
            scatterModel.getSelectionModel().select(0);
        }
        matrix.setItems(FXCollections.observableArrayList(r.engines()));
        result.set(r);
        if (!r.engines().isEmpty()) {
            matrix.getSelectionModel().select(0);
        }
        drawScatter();
    }

    /** The selected engine's leaves against the chosen model: one point per kept leaf. */
    private void drawScatter() {
        scatter.getData().clear();
        FingerprintResult.Engine e = matrix.getSelectionModel().getSelectedItem();
        int m = scatterModel.getSelectionModel().getSelectedIndex();
        if (e == null || m < 0) {
            return;
        }
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
