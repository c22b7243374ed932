package evalbench.app.gui.breakdown;

import evalbench.app.gui.BackgroundTask;
import evalbench.app.gui.model.ModelPair;
import evalbench.app.gui.model.Workbench;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.io.CorpusOptions;
import evalbench.core.io.Samples;
import evalbench.studies.witness.Witness;
import evalbench.studies.witness.WitnessReports;
import evalbench.studies.witness.WitnessResult;
import evalbench.studies.witness.WitnessRun;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The breakdown's witness pane: for the selected term, "Find a witness" searches (on a background task, with
 * progress and cancel) for the smallest position that proves A's and B's rules differ, as the {@code witness}
 * command does, from the built-in games; then offers to open the witness on the board, where the term's squares are
 * marked for both models.
 */
public final class WitnessPane extends VBox {
    /** Positions tried per search in the window (the command's default is larger). */
    static final long TRIES = 5_000;

    private final Workbench workbench;
    private final Label term = new Label("Select a term to look for a witness that A's and B's rules differ.");
    private final Button find = new Button("Find a witness");
    private final Button cancel = new Button("Cancel");
    private final ProgressBar progress = new ProgressBar(0);
    private final Label result = new Label();
    private final HBox show = new HBox(6);
    private final ReadOnlyObjectWrapper<Witness> witness = new ReadOnlyObjectWrapper<>(this, "witness");
    private Task<WitnessResult> task;

    public WitnessPane(Workbench workbench) {
        this.workbench = workbench;
        setId("witnessPane");
        find.setId("findWitness");
        cancel.setId("cancelWitness");
        result.setId("witnessResult");
        result.setWrapText(true);
        progress.setPrefWidth(140);
        progress.setVisible(false);
        cancel.setDisable(true);
        find.setOnAction(e -> start());
        cancel.setOnAction(e -> cancel());
        // the question wraps; the buttons keep their whole titles (a long term id squeezed them to "Find a wit...")
        for (javafx.scene.layout.Region r : List.of(find, cancel, progress)) {
            r.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        HBox controls = new HBox(8, term, find, progress, cancel);
        controls.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(term, Priority.ALWAYS);
        term.setMaxWidth(Double.MAX_VALUE);
        term.setWrapText(true);
        show.setAlignment(Pos.CENTER_LEFT);
        // what is not shown takes no room: the pane is one line under the table until a search runs (at 1366x768
        // the empty result line and button row cost the table a row), and Cancel stands beside Find a witness
        progress.managedProperty().bind(progress.visibleProperty());
        result.managedProperty().bind(result.textProperty().isNotEmpty());
        result.visibleProperty().bind(result.managedProperty());
        show.managedProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(show.getChildren()));
        show.visibleProperty().bind(show.managedProperty());
        getChildren().addAll(controls, result, show);
        setSpacing(4);
        setPadding(new Insets(4, 8, 4, 8));
        workbench.selectedTermProperty().addListener((o, a, b) -> selected());
        workbench.modelAProperty().addListener((o, a, b) -> selected());
        workbench.modelBProperty().addListener((o, a, b) -> selected());
        selected();
    }

    /** The last witness found (null before, or when none was found). */
    public ReadOnlyObjectProperty<Witness> witnessProperty() {
        return witness.getReadOnlyProperty();
    }

    private String selectedTerm() {
        return workbench.selectedTermProperty().get();
    }

    private boolean shared(String id) {
        EvaluatorModel a = ModelPair.byId(workbench.modelAProperty().get());
        EvaluatorModel b = ModelPair.byId(workbench.modelBProperty().get());
        return id != null && WitnessRun.sharedTerms(a, b).contains(id) && !a.id().equals(b.id());
    }

    private void selected() {
        String id = selectedTerm();
        boolean running = task != null && task.isRunning();
        if (id == null) {
            term.setText("Select a term to look for a witness that A's and B's rules differ.");
        } else if (!shared(id)) {
            term.setText(id + ": not a term of both A and B (or A is B): no witness to look for.");
        } else {
            term.setText(id + ": is there a position where " + workbench.modelAProperty().get() + "'s and "
                    + workbench.modelBProperty().get() + "'s rules differ in kind, not only in weight?");
        }
        find.setDisable(running || id == null || !shared(id));
    }

    /** Starts the search for the selected term (no-op while one runs or when A and B do not share it). */
    public void start() {
        String id = selectedTerm();
        if (id == null || !shared(id) || (task != null && task.isRunning())) {
            return;
        }
        EvaluatorModel a = ModelPair.byId(workbench.modelAProperty().get());
        EvaluatorModel b = ModelPair.byId(workbench.modelBProperty().get());
        WitnessRun run = new WitnessRun(new WitnessRun.Side(a, workbench.parameters(a.id())),
                new WitnessRun.Side(b, workbench.parameters(b.id())), List.of(id), TRIES, 1, 1);
        Path corpus = Samples.resolve("sample:games");
        task = new Task<>() {
            @Override
            protected WitnessResult call() throws Exception {
                updateMessage("reading the built-in games, drawing the rule families…");
                return run.run(corpus, CorpusOptions.defaults(), new WitnessRun.Progress() {
                    @Override
                    public void termDone(String t, int done, int total) {
                    }

                    @Override
                    public void tried(String t, long tried, long tries) {
                        updateProgress(tried, tries);
                        updateMessage(String.format(Locale.ROOT, "%,d of up to %,d positions tried", tried, tries));
                    }
                }, this::isCancelled);
            }
        };
        witness.set(null);
        show.getChildren().clear();
        progress.setVisible(true);
        find.setDisable(true);
        cancel.setDisable(false);
        BackgroundTask.start(task, "witness", progress, result.textProperty(),
                (r, message) -> finished(r == null ? null : r.witnesses().get(0), message));
    }

    public void cancel() {
        if (task != null) {
            task.cancel(false);
        }
    }

    private void finished(Witness w, String message) {
        progress.setVisible(false);
        cancel.setDisable(true);
        selected();
        if (w == null) {
            result.setText(message);
            return;
        }
        witness.set(w);
        if (!w.found()) {
            result.setText(w.term() + ": " + w.verdict() + " \u2014 " + WitnessReports.evidence(w) + ".");
            return;
        }
        result.setText(w.term() + ": " + w.verdict() + " \u2014 " + WitnessReports.evidence(w) + ".");
        int n = 0;
        for (Witness.Proof p : w.proofs()) {
            for (String fen : p.fens()) {
                n++;
                Button open = new Button("Show position " + n);
                open.setId("showWitness" + n);
                open.setOnAction(e -> {
                    workbench.applyFen(fen);
                    workbench.selectTerm(w.term());
                });
                show.getChildren().add(open);
            }
        }
    }
}
