package evalbench.app.gui.params;

import evalbench.app.gui.model.ModelPair;
import evalbench.app.gui.model.Workbench;
import java.io.File;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;

/**
 * The Parameters tab: the parameter tables of models A and B (the pair chosen in the breakdown's summary strip),
 * one above the other, so each shows a useful number of rows at a laptop's height. Every model has its panel
 * (edits are kept when a model leaves the pair and comes back); the same model as A and B shows once.
 */
public final class ParamsView extends BorderPane {
    private final Map<String, ParamsPanel> panels = new LinkedHashMap<>();
    private final SplitPane split = new SplitPane();

    public ParamsView(Workbench workbench, Supplier<File> folder) {
        for (String id : ModelPair.ids()) {
            panels.put(id, new ParamsPanel(workbench, id, folder));
        }
        split.setOrientation(Orientation.VERTICAL);
        Label note = new Label("Models A and B of the Breakdown tab's strip; choose others there to see their"
                + " parameters.");
        note.setWrapText(true);
        note.setPadding(new Insets(6, 8, 0, 8));
        setTop(note);
        setCenter(split);
        show(workbench.modelAProperty().get(), workbench.modelBProperty().get());
        workbench.modelAProperty().addListener((o, x, id) -> show(id, workbench.modelBProperty().get()));
        workbench.modelBProperty().addListener((o, x, id) -> show(workbench.modelAProperty().get(), id));
    }

    private void show(String a, String b) {
        split.getItems().setAll(a.equals(b) ? List.of(panel(a)) : List.of(panel(a), panel(b)));
    }

    /** The panel of a model id (shown or not). */
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
