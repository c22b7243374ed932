package evalbench.app.gui.tables;

import evalbench.studies.tables.EvalStage;
import evalbench.studies.tables.Pieces;
import evalbench.studies.tables.TablesAnalysis;
import evalbench.core.eval.Models;
import evalbench.core.eval.ParameterSet;
import java.util.List;
import java.util.Map;
import javafx.application.Application;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Scene;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;

/**
 * The two table views in a window of their own, without the workbench shell: for screenshots and for trying
 * the views (test sources, not a test: run its main with the test class path). Named parameters: tab, a, b (model
 * ids), piece, stage, square, width, height, e.g. {@code java -cp app/target/evalbench.jar:app/target/test-classes
 * evalbench.app.gui.tables.TablesDemo\$Launch --tab=quad --a=fruit --b=fabchess}.
 */
public final class TablesDemo extends Application {
    /**
     * The entry point: java's launcher refuses a main class that extends Application unless JavaFX is on the module
     * path ("JavaFX runtime components are missing"); this one does not extend it.
     */
    public static final class Launch {
        private Launch() {
        }

        public static void main(String[] args) {
            Application.launch(TablesDemo.class, args);
        }
    }

    @Override
    public void start(Stage window) {
        Map<String, String> named = getParameters().getNamed();
        // every model with tables under its shipped set; A and B named (a=ID, b=ID) or the first two
        Map<String, SimpleObjectProperty<ParameterSet>> sets = new java.util.HashMap<>();
        for (String id : TablesAnalysis.ids()) {
            sets.put(id, new SimpleObjectProperty<>(Models.byId(id).defaultParameters()));
        }
        List<String> ids = TablesAnalysis.ids();
        String a = named.getOrDefault("a", ids.get(0));
        String b = named.getOrDefault("b", ids.get(Math.min(1, ids.size() - 1)));
        PstView pst = new PstView(new TablesChoice(a, b, sets::get));
        QuadView quad = new QuadView(new TablesChoice(a, b, sets::get));
        if (named.containsKey("piece")) {
            pst.viewModel().pieceProperty().set(Pieces.parse(named.get("piece")));
        }
        if (named.containsKey("stage")) {
            pst.viewModel().stageProperty().set(EvalStage.parse(named.get("stage")));
        }
        if (named.containsKey("square")) {
            pst.viewModel().select(evalbench.core.Square.parse(named.get("square")));
        }
        TabPane tabs = new TabPane(new Tab("PST", pst), new Tab("quad()", quad));
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        if ("quad".equals(named.get("tab"))) {
            tabs.getSelectionModel().select(1);
        }
        double width = Double.parseDouble(named.getOrDefault("width", "1600"));
        double height = Double.parseDouble(named.getOrDefault("height", "1000"));
        window.setTitle("evalbench \u2014 tables");
        Scene scene = new Scene(tabs, width, height);
        scene.getStylesheets().add(TablesDemo.class.getResource("/evalbench/app/gui/workbench.css").toExternalForm());
        window.setScene(scene);
        window.setX(0);
        window.setY(0);
        window.show();
    }
}
