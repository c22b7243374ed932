package evalbench.app.gui.tables;

import evalbench.studies.tables.QuadPairs;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.TilePane;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;

/**
 * The quad() tab: the Bonus array; every passed-pawn and candidate array of both models by rank with the
 * recovered (min, max), rounding rule and residual, and what Fruit's rounding would make of that (min, max);
 * below, a line chart per parameter with both models in centipawns. Follows the parameter sets passed in.
 */
public class QuadView extends BorderPane {
    private final QuadViewModel model;
    private final TableView<QuadViewModel.Row> table = new TableView<>();
    private final TilePane charts = new TilePane();

    public QuadView(TablesChoice choice) {
        model = new QuadViewModel(choice);
        Label bonus = new Label();
        // the Bonus array comes with the analysis (computed off the FX thread)
        bonus.textProperty().bind(javafx.beans.binding.Bindings.concat("Fruit's Bonus by rank 1\u20138: ", model.bonusProperty(),
                "    quad(min, max, rank) = min + (max \u2212 min) \u00d7 Bonus[rank] / 256; Fruit rounds (+128), the table"
                + " shows each array's own rule"));
        bonus.setId("quad-bonus");
        bonus.setFont(Font.font(null, FontWeight.BOLD, 14));
        ProgressIndicator busy = new ProgressIndicator();
        busy.setPrefSize(20, 20);
        busy.visibleProperty().bind(model.busyProperty());
        Label error = new Label();
        error.setStyle("-fx-text-fill: #b00020;");
        error.textProperty().bind(model.errorProperty());
        ComboBox<String> modelA = chooser("quad-model-a", choice.aProperty(), choice);
        ComboBox<String> modelB = chooser("quad-model-b", choice.bProperty(), choice);
        HBox top = new HBox(12, new Label("A"), modelA, new Label("B"), modelB, bonus, busy, error);
        top.setAlignment(Pos.CENTER_LEFT);
        top.setPadding(new Insets(8));
        setTop(top);

        table.setId("quad-table");
        buildColumns();
        table.setItems(model.rowsProperty());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        charts.setId("quad-charts");
        charts.setPrefColumns(4);
        charts.setHgap(6);
        charts.setVgap(6);
        charts.setPadding(new Insets(6));
        ScrollPane chartScroll = new ScrollPane(charts);
        chartScroll.setFitToWidth(true);
        SplitPane split = new SplitPane(table, chartScroll);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.47);
        table.setFixedCellSize(21);
        setCenter(split);
        model.pairsProperty().addListener((javafx.collections.ListChangeListener<QuadPairs.Pair>) c -> renderCharts());
        renderCharts();
    }

    public QuadViewModel viewModel() {
        return model;
    }

    private void buildColumns() {
        TableColumn<QuadViewModel.Row, String> modelColumn = column("model", 50, QuadViewModel.Row::model);
        TableColumn<QuadViewModel.Row, String> paramColumn = column("parameter", 132, QuadViewModel.Row::param);
        table.getColumns().add(modelColumn);
        table.getColumns().add(paramColumn);
        table.getColumns().add(column("from", 132, QuadViewModel.Row::source));
        table.getColumns().add(column("min", 50, r -> Integer.toString(r.min())));
        table.getColumns().add(column("max", 50, r -> Integer.toString(r.max())));
        TableColumn<QuadViewModel.Row, String> roundingColumn = column("rounding", 72, QuadViewModel.Row::rounding);
        table.getColumns().add(roundingColumn);
        table.getColumns().add(column("also fits", 66, QuadViewModel.Row::alsoFits));
        table.getColumns().add(column("max |res|", 62, r -> Integer.toString(r.maxAbsResidual())));
        TableColumn<QuadViewModel.Row, String> ranks = new TableColumn<>("value by rank (native units)");
        for (int i = 0; i < 8; i++) {
            int rank = i;
            ranks.getColumns().add(column(Integer.toString(i + 1), 44, r -> Integer.toString(r.values()[rank])));
        }
        table.getColumns().add(ranks);
        table.getColumns().add(column("rank 8", 52, QuadViewModel.Row::rank8));
        table.getColumns().add(column("residual r1\u2013r7", 100, r -> residuals(r.residuals())));
        table.getColumns().add(column("Fruit's rounding would give", 230, QuadViewModel.Row::differsAt));
        // Ids, parameter names and rounding notes differ in length between models (FabChess: long): widen to fit
        model.rowsProperty().addListener((javafx.collections.ListChangeListener<QuadViewModel.Row>) c -> {
            fitToContent(modelColumn, QuadViewModel.Row::model);
            fitToContent(paramColumn, QuadViewModel.Row::param);
            fitToContent(roundingColumn, QuadViewModel.Row::rounding);
        });
    }

    /** At least the column's first width, and as wide as its widest text (measured in the table's font). */
    private void fitToContent(TableColumn<QuadViewModel.Row, String> column, Function<QuadViewModel.Row, String> value) {
        double widest = 0;
        javafx.scene.text.Text probe = new javafx.scene.text.Text();
        for (QuadViewModel.Row r : model.rowsProperty()) {
            probe.setText(value.apply(r));
            widest = Math.max(widest, probe.getLayoutBounds().getWidth());
        }
        Object first = column.getProperties().computeIfAbsent("firstWidth", k -> column.getPrefWidth());
        double width = Math.max((Double) first, Math.ceil(widest) + 18);
        column.setMinWidth(width); // the table's constrained resize policy may not squeeze it below its text
        column.setPrefWidth(width);
    }

    private static String residuals(int[] residual) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < 7; r++) {
            sb.append(r == 0 ? "" : " ").append(residual[r]);
        }
        return sb.toString();
    }

    private static TableColumn<QuadViewModel.Row, String> column(String title, double width,
            Function<QuadViewModel.Row, String> value) {
        TableColumn<QuadViewModel.Row, String> c = new TableColumn<>(title);
        c.setPrefWidth(width);
        c.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        c.setSortable(false);
        return c;
    }

    private void renderCharts() {
        charts.getChildren().clear();
        for (QuadPairs.Pair p : model.pairsProperty()) {
            NumberAxis x = new NumberAxis("rank", 1, 7, 1);
            NumberAxis y = new NumberAxis();
            y.setLabel("cp");
            LineChart<Number, Number> chart = new LineChart<>(x, y);
            chart.setTitle(p.title());
            chart.setAnimated(false);
            chart.setCreateSymbols(true);
            chart.setPrefSize(385, 232);
            chart.setId("quad-chart-" + p.title());
            for (QuadPairs.Series s : p.series()) {
                XYChart.Series<Number, Number> series = new XYChart.Series<>();
                series.setName(s.label());
                for (int r = 0; r < 7; r++) {
                    series.getData().add(new XYChart.Data<>(r + 1, s.centipawns()[r]));
                }
                chart.getData().add(series);
            }
            if (p.series().size() > 2) {
                chart.setLegendSide(javafx.geometry.Side.RIGHT); // Rybka's three free-passer parts
            }
            chart.getStylesheets().add(QuadView.class.getResource("tables.css").toExternalForm());
            charts.getChildren().add(chart);
        }
    }

    /** A chooser of the models that have tables, two-way bound to a model slot of the choice. */
    private static ComboBox<String> chooser(String id, javafx.beans.property.StringProperty slot, TablesChoice choice) {
        ComboBox<String> box = new ComboBox<>(javafx.collections.FXCollections.observableArrayList(choice.ids()));
        box.setId(id);
        box.valueProperty().bindBidirectional(slot);
        return box;
    }
}
