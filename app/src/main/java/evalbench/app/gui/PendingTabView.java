package evalbench.app.gui;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;

/**
 * Stands in for a tab whose view is built in another branch (PST heatmaps, quad() tables, corpus runs) until it
 * is merged; the window then registers the real view in its place.
 */
public final class PendingTabView extends StackPane {
    public PendingTabView(String what) {
        Label l = new Label(what + "\n\nThis view is being built in a separate branch and appears here once merged.");
        l.setWrapText(true);
        l.setPadding(new Insets(20));
        getChildren().add(l);
        setId("pending-" + what.replaceAll("[^A-Za-z]", "").toLowerCase(java.util.Locale.ROOT));
    }
}
