package evalbench.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.beans.property.SimpleStringProperty;
import javafx.scene.Scene;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A table of one name column and two figure columns under a group header, 420 px wide: the figures grow to their
 * widest text, the group header's title is never cut, and the name column gives way so the table stays inside its
 * width (JavaFX's constrained policy alone left it too wide after a column grew).
 */
@ExtendWith(ApplicationExtension.class)
class ColumnFitTest {
    // made in start(): a control's class cannot load before the toolkit runs (when this test runs first, or alone)
    private TableView<String[]> table;
    private TableColumn<String[], String> name;
    private TableColumn<String[], String> a;
    private TableColumn<String[], String> b;
    private TableColumn<String[], String> group;
    private ColumnFit<String[]> fit;

    private static TableColumn<String[], String> column(String title, int index) {
        TableColumn<String[], String> c = new TableColumn<>(title);
        c.setCellValueFactory(p -> new SimpleStringProperty(p.getValue()[index]));
        c.setSortable(false);
        return c;
    }

    @Start
    void start(Stage stage) {
        table = new TableView<>();
        table.setPlaceholder(new javafx.scene.control.Label("no rows"));
        name = column("name", 0);
        a = column("a", 1);
        b = column("b", 2);
        group = new TableColumn<>("a rather long group title");
        fit = new ColumnFit<>(table::getItems);
        group.getColumns().addAll(List.of(a, b));
        table.getColumns().addAll(List.of(name, group));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        name.setCellFactory(ColumnFit.nameCells());
        fit.name(name).text(a, r -> r[1]).text(b, r -> r[2]);
        table.getItems().add(new String[] {"a short name", "1", "2"});
        stage.setScene(new Scene(table, 420, 200));
        stage.show();
    }

    @Test
    void figuresGrowTheGroupTitleFitsAndTheNameColumnGivesWay(FxRobot robot) {
        robot.interact(fit::fit);
        WaitForAsyncUtils.waitForFxEvents();
        double narrow = a.getWidth();
        assertThat(a.getWidth() + b.getWidth()).as("the group's columns hold its title")
                .isGreaterThanOrEqualTo(ColumnFitTest.titleWidth(group.getText()));

        robot.interact(() -> {
            table.getItems().add(new String[] {"another name, long enough to be cut at this width, surely", "-1234567.89",
                "-98765432.10"});
            fit.fit();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(a.getWidth()).as("a grew with its widest figure").isGreaterThan(narrow);
        assertThat(a.getWidth()).isGreaterThanOrEqualTo(titleWidth("-1234567.89"));
        assertThat(b.getWidth()).isGreaterThanOrEqualTo(titleWidth("-98765432.10"));
        double sum = name.getWidth() + a.getWidth() + b.getWidth();
        assertThat(sum).as("the columns stay inside the table").isLessThanOrEqualTo(table.getWidth());
        assertThat(name.getWidth()).as("the name column took the rest").isGreaterThanOrEqualTo(90);
    }

    /**
     * A short text of wide letters is wider than a long one of narrow letters: the column fits the widest text,
     * not the longest ("WWW" is about 37 px in DejaVu Sans 12, "iiiiii" about 20; a fit that measured only texts
     * nearly as long as the longest gave the column 30 px and cut "WWW").
     */
    @Test
    void aShortTextOfWideLettersIsNotCut(FxRobot robot) throws Exception {
        robot.interact(() -> {
            table.getItems().setAll(List.<String[]>of(new String[] {"narrow", "iiiiii", "2"},
                    new String[] {"wide", "WWW", "3"}));
            fit.fit();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(a.getWidth()).as("a holds 'WWW' and a cell's padding")
                .isGreaterThan(titleWidth("WWW") + 6);
        List<String> problems = WaitForAsyncUtils.asyncFx(() -> LayoutCheck.problems(table)).get();
        assertThat(problems).as("nothing of the table cut").isEmpty();
    }

    /**
     * A fit that changes no width does not run the table's resize policy again (the breakdown fits at every
     * position); one that does, does. The group's title is wider than its columns, so its last column is widened
     * beyond its figures: that width is no change at the next fit.
     */
    @Test
    void theResizePolicyRunsAgainOnlyWhenAWidthChanged(FxRobot robot) {
        int[] runs = new int[3];
        robot.interact(() -> {
            var constrained = table.getColumnResizePolicy();
            table.setColumnResizePolicy(features -> {
                runs[0]++;
                return constrained.call(features);
            });
            fit.fit();
            runs[0] = 0;
            fit.fit();
            runs[1] = runs[0];
            table.getItems().add(new String[] {"another name", "-1234567.89", "2"});
            runs[0] = 0;
            fit.fit();
            runs[2] = runs[0];
        });
        assertThat(runs[1]).as("policy runs of a fit that changed nothing").isZero();
        assertThat(runs[2]).as("policy runs of a fit that widened a column").isEqualTo(1);
    }

    /** A lower bound: the text's width in the window's font (the column adds its padding on top). */
    private static double titleWidth(String text) {
        javafx.scene.text.Text t = new javafx.scene.text.Text(text);
        t.setFont(javafx.scene.text.Font.font("DejaVu Sans", 12));
        return t.getLayoutBounds().getWidth();
    }
}
