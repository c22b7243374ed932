package evalbench.app.gui.params;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import evalbench.app.gui.model.ModelPair;
import evalbench.app.gui.model.Workbench;
import java.io.File;
import java.util.function.Supplier;
import javafx.geometry.Orientation;
import javafx.scene.control.SplitPane;

/** The Parameters tab: one parameter table per model, one above the other. */
public final class ParamsView extends SplitPane {
    private final Map<String, ParamsPanel> panels = new LinkedHashMap<>();

    public ParamsView(Workbench workbench, Supplier<File> folder) {
        for (String id : ModelPair.ids()) {
            ParamsPanel p = new ParamsPanel(workbench, id, folder);
            panels.put(id, p);
            getItems().add(p);
        }
        setOrientation(Orientation.VERTICAL);
    }

    /** The panel of a model id. */
    public ParamsPanel panel(String modelId) {
        ParamsPanel p = panels.get(modelId);
        if (p == null) {
            throw new IllegalArgumentException("no parameter panel for model " + modelId);
        }
        return p;
    }

    /** Every panel, in the models' order. */
    public Collection<ParamsPanel> panels() {
        return panels.values();
    }
}
