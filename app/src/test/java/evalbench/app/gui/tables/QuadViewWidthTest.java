package evalbench.app.gui.tables;

import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.core.eval.Models;
import evalbench.core.eval.ParameterSet;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Scene;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The quad() table's model, parameter and rounding columns show their longest entries whole, for every pair with tables. */
@ExtendWith(ApplicationExtension.class)
class QuadViewWidthTest {
    private final Map<String, SimpleObjectProperty<ParameterSet>> sets = new HashMap<>();
    private QuadView view;

    @Start
    void start(Stage stage) {
        java.util.List<String> ids = evalbench.studies.tables.TablesAnalysis.ids();
        for (String id : ids) {
            sets.put(id, new SimpleObjectProperty<>(Models.byId(id).defaultParameters()));
        }
        // the last model with tables against the first: in this repository FabChess (the longest names) and Fruit
        view = new QuadView(new TablesChoice(ids.get(0), ids.get(ids.size() - 1), sets::get));
        stage.setScene(new Scene(view, 1280, 800));
        stage.show();
    }

    @Test
    void modelAndParameterColumnsFitTheirLongestEntry(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !view.viewModel().rowsProperty().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        TableView<?> table = robot.lookup("#quad-table").queryAs(TableView.class);
        TableColumn<?, ?> modelColumn = table.getColumns().get(0);
        TableColumn<?, ?> paramColumn = table.getColumns().get(1);
        TableColumn<?, ?> roundingColumn = table.getColumns().get(4);
        double longestModel = 0;
        double longestParam = 0;
        double longestRounding = 0;
        for (QuadViewModel.Row r : view.viewModel().rowsProperty()) {
            longestModel = Math.max(longestModel, new Text(r.model()).getLayoutBounds().getWidth());
            longestParam = Math.max(longestParam, new Text(r.param()).getLayoutBounds().getWidth());
            longestRounding = Math.max(longestRounding, new Text(r.rounding()).getLayoutBounds().getWidth());
        }
        // a cell needs its text plus some padding
        assertTrue(modelColumn.getWidth() >= longestModel + 8, modelColumn.getWidth() + " < " + longestModel);
        assertTrue(paramColumn.getWidth() >= longestParam + 8, paramColumn.getWidth() + " < " + longestParam);
        assertTrue(roundingColumn.getWidth() >= longestRounding + 8,
                roundingColumn.getWidth() + " < " + longestRounding);
    }
}
