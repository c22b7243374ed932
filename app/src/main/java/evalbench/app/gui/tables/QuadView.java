package evalbench.app.gui.tables;

import evalbench.app.gui.ColumnFit;
import evalbench.studies.tables.QuadPairs;
import java.util.Locale;
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
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.TilePane;
import javafx.scene.layout.VBox;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;

/**
 * The quad() tab: the Bonus array; every passed-pawn and candidate array of both models by rank with the
 * recovered (min, max), rounding rule and largest residual — a rank's value highlighted where Fruit's rounding
 * of the same (min, max) would give another number — and, for the selected array, where it comes from, the other
 * rules that fit, what its 8th rank holds, its residual per rank and what Fruit's rounding would give; below, a
 * line chart per parameter with both models in centipawns, as many side by side as the width allows. Nothing
 * needs a sideways scroll at a laptop's width. Follows the parameter sets passed in.
 */
public class QuadView extends BorderPane {
    /** Charts side by side are never narrower than this (their legends name FabChess's long arrays). */
    private static final double MIN_CHART_WIDTH = 340;
    private static final double CHART_HEIGHT = 250;
    private static final double GAP = 6;
    /** Style class of a rank whose value Fruit's rounding would change (workbench.css, dark.css). */
    private static final String FRUIT_WOULD_DIFFER = "fruit-rounding-differs";
    private static final String RIGHT = "-fx-alignment: CENTER-RIGHT;";

    private final QuadViewModel model;
    private final TableView<QuadViewModel.Row> table = new TableView<>();
    private final TilePane charts = new TilePane();
    private final Label detail = new Label();
    private final ColumnFit<QuadViewModel.Row> fit;
    private final ScrollPane chartScroll;

    public QuadView(TablesChoice choice) {
        model = new QuadViewModel(choice);
        Label bonus = new Label();
        // the Bonus array comes with the analysis (computed off the FX thread)
        bonus.textProperty().bind(javafx.beans.binding.Bindings.concat("Fruit's Bonus by rank 1\u20138: ", model.bonusProperty(),
                "    quad(min, max, rank) = min + (max \u2212 min) \u00d7 Bonus[rank] / 256; Fruit rounds (+128), the table"
                + " shows each array's own rule"));
        bonus.setId("quad-bonus");
        bonus.setFont(Font.font(null, FontWeight.BOLD, 14));
        bonus.setWrapText(true);
        ProgressIndicator busy = new ProgressIndicator();
        busy.setPrefSize(20, 20);
        busy.visibleProperty().bind(model.busyProperty());
        Label error = new Label();
        error.setStyle("-fx-text-fill: #b00020;");
        error.setWrapText(true);
        error.textProperty().bind(model.errorProperty());
        ComboBox<String> modelA = chooser("quad-model-a", choice.aProperty(), choice);
        ComboBox<String> modelB = chooser("quad-model-b", choice.bProperty(), choice);
        FlowPane choosers = new FlowPane(12, 6, new Label("A"), modelA, new Label("B"), modelB, busy, error);
        choosers.setAlignment(Pos.CENTER_LEFT);
        VBox top = new VBox(6, choosers, bonus);
        top.setPadding(new Insets(8));
        setTop(top);

        table.setId("quad-table");
        fit = new ColumnFit<>(table::getItems);
        buildColumns();
        table.setItems(model.rowsProperty());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        table.setPlaceholder(new Label("fitting the arrays…"));
        table.setFixedCellSize(21);
        detail.setId("quad-detail");
        detail.setWrapText(true);
        detail.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // wrapped whole, the table gives way
        detail.setPadding(new Insets(2, 4, 2, 4));
        table.getSelectionModel().selectedItemProperty().addListener((o, a, row) -> showDetail(row));
        VBox.setVgrow(table, Priority.ALWAYS);
        VBox tablePane = new VBox(4, table, detail);

        charts.setId("quad-charts");
        charts.setHgap(GAP);
        charts.setVgap(GAP);
        charts.setPadding(new Insets(GAP));
        chartScroll = new ScrollPane(charts);
        chartScroll.setFitToWidth(true);
        chartScroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        // as many charts side by side as fit at their least width, sharing the width; never taller than the pane
        chartScroll.viewportBoundsProperty().addListener((o, a, b) -> layoutCharts(b.getWidth(), b.getHeight()));
        SplitPane split = new SplitPane(tablePane, chartScroll);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.5);
        setCenter(split);
        model.rowsProperty().addListener((javafx.collections.ListChangeListener<QuadViewModel.Row>) c -> {
            fit.fit();
            if (!table.getItems().isEmpty()) {
                table.getSelectionModel().select(0);
            }
        });
        model.pairsProperty().addListener((javafx.collections.ListChangeListener<QuadPairs.Pair>) c -> renderCharts());
        renderCharts();
        fit.fit();
    }

    public QuadViewModel viewModel() {
        return model;
    }

    private void layoutCharts(double width, double height) {
        double inner = width - 2 * GAP;
        int columns = Math.max(1, (int) Math.floor((inner + GAP) / (MIN_CHART_WIDTH + GAP)));
        charts.setPrefColumns(columns);
        charts.setPrefTileWidth(Math.floor((inner - (columns - 1) * GAP) / columns));
        charts.setPrefTileHeight(Math.max(160, Math.min(CHART_HEIGHT, height - 2 * GAP)));
    }

    private void buildColumns() {
        TableColumn<QuadViewModel.Row, String> modelColumn = column("model", QuadViewModel.Row::model);
        TableColumn<QuadViewModel.Row, String> paramColumn = column("parameter", QuadViewModel.Row::param);
        paramColumn.setCellFactory(ColumnFit.nameCells());
        TableColumn<QuadViewModel.Row, String> min = column("min", r -> Integer.toString(r.min()));
        TableColumn<QuadViewModel.Row, String> max = column("max", r -> Integer.toString(r.max()));
        TableColumn<QuadViewModel.Row, String> rounding = column("rounding", QuadViewModel.Row::rounding);
        TableColumn<QuadViewModel.Row, String> residual = column("max |res|", r -> Integer.toString(r.maxAbsResidual()));
        for (TableColumn<QuadViewModel.Row, String> figures : java.util.List.of(min, max, residual)) {
            figures.setStyle(RIGHT);
        }
        table.getColumns().addAll(java.util.List.of(modelColumn, paramColumn, min, max, rounding, residual));
        fit.text(modelColumn, QuadViewModel.Row::model).name(paramColumn).text(min, r -> Integer.toString(r.min()))
                .text(max, r -> Integer.toString(r.max())).text(rounding, QuadViewModel.Row::rounding)
                .text(residual, r -> Integer.toString(r.maxAbsResidual()));
        TableColumn<QuadViewModel.Row, String> ranks = new TableColumn<>("value by rank (native units)");
        ranks.setSortable(false);
        for (int i = 0; i < 8; i++) {
            int rank = i;
            TableColumn<QuadViewModel.Row, String> c = column(Integer.toString(i + 1),
                    r -> Integer.toString(r.values()[rank]));
            c.setCellFactory(col -> new RankCell(rank));
            fit.text(c, r -> Integer.toString(r.values()[rank]));
            ranks.getColumns().add(c);
        }
        table.getColumns().add(ranks);
    }

    /** A rank's value, highlighted where Fruit's rounding of the array's (min, max) would give another number. */
    private static final class RankCell extends TableCell<QuadViewModel.Row, String> {
        private final int rank;
        private final Tooltip tip = new Tooltip();

        RankCell(int rank) {
            this.rank = rank;
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty ? null : item);
            QuadViewModel.Row r = empty || getTableRow() == null ? null : getTableRow().getItem();
            boolean differs = r != null && r.fruitWouldDiffer(rank);
            setStyle(RIGHT);
            getStyleClass().remove(FRUIT_WOULD_DIFFER);
            if (differs) {
                getStyleClass().add(FRUIT_WOULD_DIFFER);
            }
            if (differs) {
                tip.setText(String.format(Locale.ROOT, "%s rank %d: %d; Fruit's rounding of quad(%d, %d) would give %d",
                        r.param(), rank + 1, r.values()[rank], r.min(), r.max(), r.withFruitRounding()[rank]));
            }
            setTooltip(differs ? tip : null);
        }
    }

    /** Everything else the fit says about the selected array, in one line under the table. */
    private void showDetail(QuadViewModel.Row r) {
        if (r == null) {
            detail.setText("Select an array for where it comes from, its residual per rank and what Fruit's rounding"
                    + " would give (highlighted ranks).");
            return;
        }
        detail.setText(r.model() + " " + r.param() + ":  from " + r.source() + ";  rounding " + r.rounding()
                + (r.alsoFits().isEmpty() ? "" : " (also fits: " + r.alsoFits() + ")") + ";  rank 8 holds " + r.rank8()
                + ";  residual r1\u2013r7: " + residuals(r.residuals()) + ";  Fruit's rounding would give: "
                + r.differsAt());
    }

    private static String residuals(int[] residual) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < 7; r++) {
            sb.append(r == 0 ? "" : " ").append(residual[r]);
        }
        return sb.toString();
    }

    private static TableColumn<QuadViewModel.Row, String> column(String title, Function<QuadViewModel.Row, String> value) {
        TableColumn<QuadViewModel.Row, String> c = new TableColumn<>(title);
        c.setPrefWidth(60);
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
            chart.setMinSize(0, 0);
            chart.setId("quad-chart-" + p.title());
            for (QuadPairs.Series s : p.series()) {
                XYChart.Series<Number, Number> series = new XYChart.Series<>();
                series.setName(s.label());
                for (int r = 0; r < 7; r++) {
                    series.getData().add(new XYChart.Data<>(r + 1, s.centipawns()[r]));
                }
                chart.getData().add(series);
            }
            chart.getStylesheets().add(QuadView.class.getResource("tables.css").toExternalForm());
            charts.getChildren().add(chart);
        }
        if (chartScroll != null && chartScroll.getViewportBounds() != null) {
            layoutCharts(chartScroll.getViewportBounds().getWidth(), chartScroll.getViewportBounds().getHeight());
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
