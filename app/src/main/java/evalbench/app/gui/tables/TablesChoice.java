package evalbench.app.gui.tables;

import evalbench.studies.tables.TablesAnalysis;
import evalbench.core.eval.ParameterSet;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;

/**
 * Which two models the PST and quad() tabs show (A and B, any two of the models that registered tables, see
 * {@link TablesAnalysis#ids()}), and where each model's parameter set in use comes from. The views read the
 * sets through {@code params} and follow their changes.
 */
public final class TablesChoice {
    private final StringProperty a = new SimpleStringProperty(this, "a");
    private final StringProperty b = new SimpleStringProperty(this, "b");
    private final Function<String, ObservableValue<ParameterSet>> params;
    private final List<String> ids = TablesAnalysis.ids();

    public TablesChoice(String a, String b, Function<String, ObservableValue<ParameterSet>> params) {
        this.params = params;
        this.a.set(a);
        this.b.set(b);
    }

    /** Model A (id); settable by the views' choosers and by the window. */
    public StringProperty aProperty() {
        return a;
    }

    public StringProperty bProperty() {
        return b;
    }

    /** The parameter set in use of a model id. */
    public ObservableValue<ParameterSet> params(String id) {
        return params.apply(id);
    }

    /** The models that have tables (the choosers' items). */
    public List<String> ids() {
        return ids;
    }

    /** Follows another pair (e.g. the breakdown's A and B) where its models have tables. */
    public void follow(ObservableValue<String> otherA, ObservableValue<String> otherB) {
        otherA.addListener((o, x, id) -> {
            if (ids.contains(id)) {
                a.set(id);
            }
        });
        otherB.addListener((o, x, id) -> {
            if (ids.contains(id)) {
                b.set(id);
            }
        });
    }
}
