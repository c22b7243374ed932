package evalbench.app.gui.params;

import evalbench.app.gui.model.ModelPair;
import evalbench.app.gui.model.Workbench;
import java.io.File;
import java.util.function.Supplier;
import javafx.geometry.Orientation;
import javafx.scene.control.SplitPane;

/** The Parameters tab: Fruit's parameter table above Rybka's. */
public final class ParamsView extends SplitPane {
    private final ParamsPanel fruit;
    private final ParamsPanel rybka;

    public ParamsView(Workbench workbench, Supplier<File> folder) {
        fruit = new ParamsPanel(workbench, ModelPair.FRUIT, folder);
        rybka = new ParamsPanel(workbench, ModelPair.RYBKA, folder);
        getItems().addAll(fruit, rybka);
        setOrientation(Orientation.VERTICAL);
    }

    public ParamsPanel fruit() {
        return fruit;
    }

    public ParamsPanel rybka() {
        return rybka;
    }
}
