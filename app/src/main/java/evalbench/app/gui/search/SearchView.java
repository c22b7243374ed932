package evalbench.app.gui.search;

import evalbench.app.gui.model.ModelPair;
import evalbench.app.gui.model.Workbench;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;

/** The Search tab: one panel per model side by side; both may run at once. */
public final class SearchView extends BorderPane {
    private final SearchPanel fruit;
    private final SearchPanel rybka;
    // Held so the binding (and its listener) lives as long as the view.
    private final javafx.beans.binding.BooleanBinding anyRunning;

    public SearchView(Workbench workbench, Runnable showBreakdown) {
        fruit = new SearchPanel(workbench, ModelPair.FRUIT, showBreakdown);
        rybka = new SearchPanel(workbench, ModelPair.RYBKA, showBreakdown);
        Button both = new Button("Start both (F5)");
        Button stopBoth = new Button("Stop both (Esc)");
        both.setId("startBoth");
        stopBoth.setId("stopBoth");
        both.setOnAction(e -> startBoth());
        stopBoth.setOnAction(e -> stopBoth());
        Label note = new Label("each engine searches the board's position with its own parameter set and a "
                + "16 MB hash; scores in pawns, from the side to move's point of view");
        note.setWrapText(true);
        both.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        stopBoth.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        HBox top = new HBox(8, both, stopBoth, note);
        top.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        top.setPadding(new Insets(8, 8, 0, 8));
        setTop(top);
        SplitPane split = new SplitPane(fruit, rybka);
        split.setOrientation(Orientation.HORIZONTAL);
        setCenter(split);
        anyRunning = Bindings.or(fruit.runningProperty(), rybka.runningProperty());
        anyRunning.addListener((o, a, b) -> workbench.setStatus(
                b ? "searching: " + (fruit.runningProperty().get() ? "Fruit " : "") + (rybka.runningProperty().get()
                        ? "Rybka" : "") : "searches finished"));
    }

    public void startBoth() {
        fruit.start();
        rybka.start();
    }

    public void stopBoth() {
        fruit.stop();
        rybka.stop();
    }

    public SearchPanel fruit() {
        return fruit;
    }

    public SearchPanel rybka() {
        return rybka;
    }
}
