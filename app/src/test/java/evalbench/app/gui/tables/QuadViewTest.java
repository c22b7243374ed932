package evalbench.app.gui.tables;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.core.eval.ParameterSet;
import evalbench.fruit.FruitModel;
import evalbench.rybka.RybkaModel;
import java.util.concurrent.TimeUnit;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Scene;
import javafx.scene.chart.LineChart;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The quad() view headless: every array is a row, every Fruit parameter a chart, an edited set shows. */
@ExtendWith(ApplicationExtension.class)
class QuadViewTest {
    private final ParameterSet rybkaSet = new RybkaModel().defaultParameters();
    private final SimpleObjectProperty<ParameterSet> fruit = new SimpleObjectProperty<>(new FruitModel().defaultParameters());
    private final SimpleObjectProperty<ParameterSet> rybka = new SimpleObjectProperty<>(rybkaSet);
    private QuadView view;

    @Start
    void start(Stage stage) {
        view = new QuadView(new TablesChoice("fruit", "rybka", id -> id.equals("fruit") ? fruit : rybka));
        stage.setScene(new Scene(view, 1280, 800));
        stage.show();
    }

    @Test
    void rowsChartsAndAnEditedArray(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> view.viewModel().rowsProperty().size() == 18);
        WaitForAsyncUtils.waitForFxEvents();
        TableView<?> table = robot.lookup("#quad-table").queryAs(TableView.class);
        assertEquals(18, table.getItems().size()); // 8 Fruit arrays, 9 Rybka arrays and Rybka's UnstoppablePasser
        assertEquals(8, robot.lookup(".chart").queryAllAs(LineChart.class).size());
        assertTrue(robot.lookup("#quad-bonus").queryAs(javafx.scene.control.Label.class).getText()
                .contains("0 0 0 26 77 154 256 0 / 256"));
        QuadViewModel.Row free = row("rybka", "PassedFree");
        assertArrayEquals(rybkaSet.values("PassedFree", 8), free.values());
        assertEquals("truncate", free.rounding());
        // quad(0, 1000) rounded: 101.56 -> 102, 300.78 -> 301, 601.56 -> 602
        assertEquals("rank 4: 102, rank 5: 301, rank 6: 602", free.differsAt());
        // the table highlights exactly those ranks; never the 8th, which the fit does not cover (Rybka's arrays
        // hold max there, quad() gives 0)
        assertArrayEquals(new int[] {3, 4, 5}, java.util.stream.IntStream.range(0, 8).filter(free::fruitWouldDiffer)
                .toArray());
        QuadViewModel.Row opening = row("rybka", "PassedOpening");
        assertTrue(opening.values()[7] != opening.withFruitRounding()[7]);
        assertTrue(!opening.fruitWouldDiffer(7));

        String edited = rybkaSet.source().replace("PassedFree [seed] = 0 0 0 101 300 601 1000 1000",
                "PassedFree [seed] = 0 0 0 100 300 600 1000 1000");
        robot.interact(() -> rybka.set(ParameterSet.parse(edited, "edited")));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> row("rybka", "PassedFree").values()[3] == 100);
        assertTrue(row("rybka", "PassedFree").rounding().startsWith("none"));
        assertEquals(1, row("rybka", "PassedFree").maxAbsResidual());
    }

    private QuadViewModel.Row row(String model, String param) {
        return view.viewModel().rowsProperty().stream().filter(r -> r.model().equals(model) && r.param().equals(param))
                .findFirst().orElseThrow();
    }
}
