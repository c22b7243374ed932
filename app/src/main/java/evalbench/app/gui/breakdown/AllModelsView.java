package evalbench.app.gui.breakdown;

import evalbench.app.gui.ColumnFit;
import evalbench.app.gui.model.Comparison;
import evalbench.app.gui.model.ModelPair;
import evalbench.app.gui.model.Workbench;
import evalbench.core.eval.EvaluatorModel;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.SimpleStringProperty;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;

/**
 * The "All models" tab: every model's breakdown of the board's position in one compact table, a column per
 * model (phase-mixed centipawns, White's view; "–" where a model has no such term), shared term ids on one row,
 * then the sum of the terms and the final score. Follows the workbench's comparison (computed off the FX thread).
 */
public final class AllModelsView extends BorderPane {
    private final TableView<AllModelsRows.Row> table = new TableView<>();
    private final Label finals = new Label();
    /** The model columns as wide as their widest figure; the term column takes what is left. */
    private final ColumnFit<AllModelsRows.Row> fit = new ColumnFit<AllModelsRows.Row>(table::getItems).boldRows();

    public AllModelsView(Workbench workbench) {
        table.setId("allModelsTable");
        TableColumn<AllModelsRows.Row, String> group = text("group", 90, AllModelsRows.Row::group);
        TableColumn<AllModelsRows.Row, String> term = text("term", 260, AllModelsRows.Row::label);
        table.getColumns().add(group);
        table.getColumns().add(term);
        term.setCellFactory(ColumnFit.nameCells());
        fit.text(group, AllModelsRows.Row::group).name(term);
        List<EvaluatorModel> models = ModelPair.all();
        for (int m = 0; m < models.size(); m++) {
            int index = m;
            TableColumn<AllModelsRows.Row, String> c = new TableColumn<>(models.get(m).id() + " (cp)");
            c.setId("allModels-" + models.get(m).id());
            c.setCellValueFactory(p -> new SimpleStringProperty(format(p.getValue(), index)));
            c.setCellFactory(col -> new TableCell<>() {
                @Override
                protected void updateItem(String item, boolean empty) {
                    super.updateItem(item, empty);
                    setText(empty ? null : item);
                }
            });
            c.setStyle("-fx-alignment: CENTER-RIGHT;");
            c.setPrefWidth(96);
            fit.figure(c, r -> format(r, index), "-0000.00", false);
            c.setSortable(false);
            table.getColumns().add(c);
        }
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(AllModelsRows.Row item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().remove("final-row");
                if (!empty && item != null && item.total()) {
                    getStyleClass().add("final-row");
                }
            }
        });
        table.setPlaceholder(new Label("evaluating…"));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        Label note = new Label("Every model on the class path; phase-mixed centipawns from White's point of view, each "
                + "model with its own phase; \u2013 = the model has no such term. Compare two of them term by term on "
                + "the Breakdown tab.");
        note.setWrapText(true);
        finals.setId("allModelsFinals");
        finals.getStyleClass().add("score-label");
        finals.setWrapText(true);
        javafx.scene.layout.VBox top = new javafx.scene.layout.VBox(6, finals, note);
        top.setPadding(new Insets(8));
        setTop(top);
        setCenter(table);
        workbench.comparisonProperty().addListener((o, a, c) -> show(c));
        show(workbench.comparisonProperty().get());
    }

    private void show(Comparison c) {
        if (c != null) {
            table.setItems(FXCollections.observableArrayList(AllModelsRows.of(c.all())));
            fit.fit();
            StringBuilder sb = new StringBuilder("final scores (White's view): ");
            for (int m = 0; m < c.all().size(); m++) {
                sb.append(m == 0 ? "" : "   ").append(String.format(Locale.ROOT, "%s %+d cp",
                        c.all().get(m).modelName(), c.all().get(m).whiteScore()));
            }
            finals.setText(sb.toString());
        }
    }

    private static String format(AllModelsRows.Row r, int model) {
        Double v = r.mixed()[model];
        if (v == null) {
            return "\u2013";
        }
        return r.label().equals("final score") ? String.format(Locale.ROOT, "%+d", Math.round(v))
                : String.format(Locale.ROOT, "%.2f", v);
    }

    private static TableColumn<AllModelsRows.Row, String> text(String title, double width,
            java.util.function.Function<AllModelsRows.Row, String> value) {
        TableColumn<AllModelsRows.Row, String> c = new TableColumn<>(title);
        c.setCellValueFactory(p -> new SimpleStringProperty(value.apply(p.getValue())));
        c.setPrefWidth(width);
        c.setSortable(false);
        return c;
    }

    public TableView<AllModelsRows.Row> table() {
        return table;
    }
}
