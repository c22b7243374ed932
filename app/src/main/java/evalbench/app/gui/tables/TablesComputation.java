package evalbench.app.gui.tables;

import evalbench.studies.tables.TablesAnalysis;
import evalbench.core.eval.ParameterSet;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Keeps a {@link TablesAnalysis} of the two models chosen (A and B) under their parameter sets in use: whenever
 * the choice or a set changes it is recomputed on a background thread and published on the FX thread; a result
 * that an even newer change has overtaken is dropped. The analysis lists A's tables first, then B's. Properties
 * are read-only to the views.
 */
final class TablesComputation {
    private static final ExecutorService WORKER = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "tables-analysis");
        t.setDaemon(true);
        return t;
    });

    private final TablesChoice choice;
    private final ReadOnlyObjectWrapper<TablesAnalysis> analysis = new ReadOnlyObjectWrapper<>(this, "analysis");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private long generation;

    TablesComputation(TablesChoice choice) {
        this.choice = choice;
        choice.aProperty().addListener((o, a, b) -> recompute());
        choice.bProperty().addListener((o, a, b) -> recompute());
        for (String id : choice.ids()) {
            choice.params(id).addListener((o, a, b) -> recompute());
        }
        recompute();
    }

    ReadOnlyObjectProperty<TablesAnalysis> analysisProperty() {
        return analysis.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    private void recompute() {
        String idA = choice.aProperty().get();
        String idB = choice.bProperty().get();
        ParameterSet f = idA == null ? null : choice.params(idA).getValue();
        ParameterSet r = idB == null ? null : choice.params(idB).getValue();
        long mine = ++generation;
        if (f == null || r == null) {
            analysis.set(null);
            return;
        }
        busy.set(true);
        WORKER.submit(() -> {
            TablesAnalysis result = null;
            String problem = "";
            try {
                result = new TablesAnalysis(List.of(TablesAnalysis.tables(idA, f), TablesAnalysis.tables(idB, r)));
            } catch (RuntimeException e) {
                problem = e.getMessage() == null ? e.toString() : e.getMessage();
            }
            TablesAnalysis done = result;
            String message = problem;
            Platform.runLater(() -> {
                if (mine != generation) {
                    return; // overtaken by a newer parameter set
                }
                error.set(message);
                if (done != null) {
                    analysis.set(done);
                }
                busy.set(false);
            });
        });
    }
}
