package evalbench.app.gui.model;

import evalbench.core.FenException;
import evalbench.core.Position;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The workbench's state, shared by every view: the moves on the board, the parameter set in use per model, every
 * model's breakdown of the current position and the two models compared (A and B), the selected term and what runs in the background. Views read the
 * read-only properties and change the state only through the methods here. FX thread only.
 */
public final class Workbench {
    private final GameLine line = new GameLine(Position.START_FEN);
    private final ReadOnlyObjectWrapper<Position> position = new ReadOnlyObjectWrapper<>(this, "position");
    private final ReadOnlyStringWrapper fen = new ReadOnlyStringWrapper(this, "fen");
    private final ReadOnlyStringWrapper fenError = new ReadOnlyStringWrapper(this, "fenError", "");
    private final ReadOnlyIntegerWrapper ply = new ReadOnlyIntegerWrapper(this, "ply");
    private final ObservableList<String> moves = FXCollections.observableArrayList();
    private final ObservableList<String> movesView = FXCollections.unmodifiableObservableList(moves);
    /** The parameter set in use per model id (every model of {@link ModelPair#all()}). */
    private final Map<String, ReadOnlyObjectWrapper<ParameterSet>> params = new LinkedHashMap<>();
    /** The two models the breakdown compares, A and B. */
    private final ReadOnlyStringWrapper modelA = new ReadOnlyStringWrapper(this, "modelA", ModelPair.defaultA());
    private final ReadOnlyStringWrapper modelB = new ReadOnlyStringWrapper(this, "modelB", ModelPair.defaultB());
    private final ReadOnlyObjectWrapper<Comparison> comparison = new ReadOnlyObjectWrapper<>(this, "comparison");
    private final ReadOnlyStringWrapper selectedTerm = new ReadOnlyStringWrapper(this, "selectedTerm");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "ready");
    private final ReadOnlyDoubleWrapper lastUpdateMillis = new ReadOnlyDoubleWrapper(this, "lastUpdateMillis");
    private final EvaluationService evaluation = new EvaluationService();
    private long requestedAt;

    public Workbench() {
        for (EvaluatorModel m : ModelPair.all()) {
            params.put(m.id(), new ReadOnlyObjectWrapper<>(this, m.id() + "Params", m.defaultParameters()));
        }
        evaluation.setOnSucceeded(e -> {
            EvaluationService.Evaluated done = evaluation.getValue();
            // A slower, older request may finish after a newer one was asked for: show only the newest.
            if (done.fen().equals(fen.get())) {
                comparison.set(new Comparison(done.fen(), done.breakdowns(), 0, 0, done.nanos())
                        .withPair(modelA.get(), modelB.get()));
                lastUpdateMillis.set((System.nanoTime() - requestedAt) / 1e6);
                status.set(String.format(java.util.Locale.ROOT, "evaluated in %.1f ms", done.nanos() / 1e6));
            }
        });
        evaluation.setOnFailed(e -> status.set("evaluation failed: " + evaluation.getException().getMessage()));
        refresh();
    }

    /**
     * Reads a FEN and, if it is valid, makes it the board's start position. An invalid FEN changes nothing
     * but {@link #fenErrorProperty()}, which then holds the reader's message (field and reason).
     */
    public boolean applyFen(String text) {
        String trimmed = text == null ? "" : text.strip();
        Position parsed;
        try {
            parsed = Position.fromFen(trimmed);
        } catch (FenException e) {
            fenError.set(e.getMessage());
            return false;
        }
        fenError.set("");
        line.reset(parsed.toFen(), List.of());
        refresh();
        return true;
    }

    /** Loads a start position and a whole line of moves (a game), with the board at {@code atPly}. */
    public void loadLine(String startFen, List<Integer> lineMoves, int atPly) {
        fenError.set("");
        line.reset(startFen, lineMoves);
        line.goTo(atPly);
        refresh();
    }

    /** Plays a legal move of the current position (cutting the line if it differs from the next move). */
    public void play(int move) {
        line.play(move);
        refresh();
    }

    /** Plays several moves from the current position (a PV), leaving the board after the last. */
    public void playAll(int[] lineMoves) {
        for (int m : lineMoves) {
            line.play(m);
        }
        refresh();
    }

    public void takeBack() {
        if (line.ply() > 0) {
            line.goTo(line.ply() - 1);
            refresh();
        }
    }

    public void forward() {
        if (line.ply() < line.length()) {
            line.goTo(line.ply() + 1);
            refresh();
        }
    }

    public void goToPly(int target) {
        line.goTo(target);
        refresh();
    }

    public int lineLength() {
        return line.length();
    }

    public List<Integer> lineMoves() {
        return line.moves();
    }

    public String startFen() {
        return line.startFen();
    }

    /** Uses another parameter set for a model (by id); the breakdowns are recomputed. */
    public void setParameters(String modelId, ParameterSet set) {
        wrapper(modelId).set(set);
        evaluate();
    }

    public ParameterSet parameters(String modelId) {
        return wrapper(modelId).get();
    }

    private ReadOnlyObjectWrapper<ParameterSet> wrapper(String modelId) {
        ReadOnlyObjectWrapper<ParameterSet> w = params.get(modelId);
        if (w == null) {
            throw new IllegalArgumentException("unknown model '" + modelId + "' (known: "
                    + String.join(", ", params.keySet()) + ")");
        }
        return w;
    }

    /**
     * Compares another pair of models (any two ids of {@link ModelPair#ids()}, A may equal B); the breakdowns
     * already computed are shown for the new pair at once.
     */
    public void chooseModels(String a, String b) {
        wrapper(a);
        wrapper(b);
        modelA.set(a);
        modelB.set(b);
        Comparison c = comparison.get();
        if (c != null) {
            comparison.set(c.withPair(a, b));
        }
    }

    /** Model A of the breakdown (id). */
    public ReadOnlyStringProperty modelAProperty() {
        return modelA.getReadOnlyProperty();
    }

    /** Model B of the breakdown (id). */
    public ReadOnlyStringProperty modelBProperty() {
        return modelB.getReadOnlyProperty();
    }

    public void selectTerm(String termId) {
        selectedTerm.set(termId);
    }

    /** Text for the status bar's "background" field (views report their running work here). */
    public void setStatus(String text) {
        status.set(text);
    }

    private void refresh() {
        Position p = line.current();
        position.set(p);
        fen.set(p.toFen());
        ply.set(line.ply());
        List<String> san = line.san();
        if (!san.equals(moves)) {
            moves.setAll(san);
        }
        evaluate();
    }

    private void evaluate() {
        requestedAt = System.nanoTime();
        evaluation.request(fen.get(), params.values().stream().map(ReadOnlyObjectWrapper::get).toList());
    }

    /** The position on the board. Treat it as read-only: views get a fresh object after every change. */
    public ReadOnlyObjectProperty<Position> positionProperty() {
        return position.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty fenProperty() {
        return fen.getReadOnlyProperty();
    }

    /** Empty, or the FEN reader's message for the last rejected FEN. */
    public ReadOnlyStringProperty fenErrorProperty() {
        return fenError.getReadOnlyProperty();
    }

    /** How many moves of the line are on the board. */
    public ReadOnlyIntegerProperty plyProperty() {
        return ply.getReadOnlyProperty();
    }

    /** The line's moves in SAN (all of them, also those after the board's ply). */
    public ObservableList<String> moves() {
        return movesView;
    }

    /** The parameter set in use for a model id. */
    public ReadOnlyObjectProperty<ParameterSet> paramsProperty(String modelId) {
        return wrapper(modelId).getReadOnlyProperty();
    }

    /** The breakdowns of the current position (null until the first evaluation finishes). */
    public ReadOnlyObjectProperty<Comparison> comparisonProperty() {
        return comparison.getReadOnlyProperty();
    }

    /** The term id selected in the breakdown (null = none); the board highlights its squares. */
    public ReadOnlyStringProperty selectedTermProperty() {
        return selectedTerm.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Time from the last change of position or parameters to the new breakdowns being shown, ms. */
    public ReadOnlyDoubleProperty lastUpdateMillisProperty() {
        return lastUpdateMillis.getReadOnlyProperty();
    }

    /** True while the breakdown of the current position is being computed. */
    public javafx.beans.property.ReadOnlyBooleanProperty evaluatingProperty() {
        return evaluation.runningProperty();
    }
}
