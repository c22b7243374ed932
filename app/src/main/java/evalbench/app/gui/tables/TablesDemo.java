package evalbench.app.gui.tables;

import evalbench.app.tables.EvalStage;
import evalbench.app.tables.Pieces;
import evalbench.core.eval.ParameterSet;
import evalbench.fruit.FruitModel;
import evalbench.rybka.RybkaModel;
import java.util.Map;
import javafx.application.Application;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Scene;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;

/**
 * The two table views in a window of their own, without the workbench shell: for screenshots and for trying
 * the views (hidden command {@code ./evalbench tables-view --tab pst|quad}). Named parameters: tab, piece,
 * stage, square, width, height.
 */
public final class TablesDemo extends Application {
    @Override
    public void start(Stage window) {
        Map<String, String> named = getParameters().getNamed();
        SimpleObjectProperty<ParameterSet> fruit = new SimpleObjectProperty<>(new FruitModel().defaultParameters());
        SimpleObjectProperty<ParameterSet> rybka = new SimpleObjectProperty<>(new RybkaModel().defaultParameters());
        PstView pst = new PstView(fruit, rybka);
        QuadView quad = new QuadView(fruit, rybka);
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
        window.setScene(new Scene(tabs, width, height));
        window.setX(0);
        window.setY(0);
        window.show();
    }
}
