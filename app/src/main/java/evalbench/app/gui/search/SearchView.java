package evalbench.app.gui.search;

import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectWrapper;
import evalbench.app.gui.model.Workbench;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;

/**
 * The Search tab: one panel for model A and one for model B (the pair chosen in the breakdown's summary strip)
 * side by side; both may run at once. When the pair changes, a slot's panel is stopped and replaced.
 */
public final class SearchView extends BorderPane {
    private final Workbench workbench;
    private final Runnable showBreakdown;
    private final SplitPane split = new SplitPane();
    private final ReadOnlyObjectWrapper<SearchPanel> a = new ReadOnlyObjectWrapper<>(this, "a");
    private final ReadOnlyObjectWrapper<SearchPanel> b = new ReadOnlyObjectWrapper<>(this, "b");
    private final ReadOnlyBooleanWrapper anyRunning = new ReadOnlyBooleanWrapper(this, "anyRunning");

    public SearchView(Workbench workbench, Runnable showBreakdown) {
        this.workbench = workbench;
        this.showBreakdown = showBreakdown;
        Button both = new Button("Start both (F5)");
        Button stopBoth = new Button("Stop both (Esc)");
        both.setId("startBoth");
        stopBoth.setId("stopBoth");
        both.setOnAction(e -> startBoth());
        stopBoth.setOnAction(e -> stopBoth());
        Label note = new Label("models A and B (chosen on the Breakdown tab) search the board's position, each with"
                + " its own parameter set and a 16 MB hash; scores in pawns, from the side to move's point of view");
        note.setWrapText(true);
        both.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        stopBoth.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        HBox top = new HBox(8, both, stopBoth, note);
        top.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        top.setPadding(new Insets(8, 8, 0, 8));
        setTop(top);
        split.setOrientation(Orientation.HORIZONTAL);
        setCenter(split);
        a.set(panel(workbench.modelAProperty().get()));
        b.set(panel(workbench.modelBProperty().get()));
        split.getItems().setAll(a.get(), b.get());
        workbench.modelAProperty().addListener((o, x, id) -> replace(a, 0, id));
        workbench.modelBProperty().addListener((o, x, id) -> replace(b, 1, id));
        anyRunning.addListener((o, x, running) -> workbench.setStatus(running ? "searching: "
                + (a.get().runningProperty().get() ? a.get().modelId() + " " : "")
                + (b.get().runningProperty().get() ? b.get().modelId() : "") : "searches finished"));
    }

    private SearchPanel panel(String modelId) {
        SearchPanel p = new SearchPanel(workbench, modelId, showBreakdown);
        p.runningProperty().addListener((o, x, y) -> updateRunning());
        return p;
    }

    private void replace(ReadOnlyObjectWrapper<SearchPanel> slot, int index, String modelId) {
        if (slot.get().modelId().equals(modelId)) {
            return;
        }
        slot.get().stop();
        slot.set(panel(modelId));
        split.getItems().set(index, slot.get());
        updateRunning();
    }

    private void updateRunning() {
        anyRunning.set(a.get() != null && a.get().runningProperty().get()
                || b.get() != null && b.get().runningProperty().get());
    }

    public void startBoth() {
        a.get().start();
        b.get().start();
    }

    public void stopBoth() {
        a.get().stop();
        b.get().stop();
    }

    /** The panel of model A. */
    public SearchPanel a() {
        return a.get();
    }

    /** The panel of model B. */
    public SearchPanel b() {
        return b.get();
    }
}
