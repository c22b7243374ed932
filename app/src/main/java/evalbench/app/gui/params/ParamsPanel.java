package evalbench.app.gui.params;

import evalbench.app.gui.ColumnFit;
import evalbench.core.eval.ParameterEdits;
import evalbench.app.gui.model.ModelPair;
import evalbench.app.gui.model.Workbench;
import evalbench.studies.report.AtomicOutput;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import javafx.beans.property.SimpleStringProperty;
import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.stage.FileChooser;

/**
 * One model's parameters: every weight and array with the shipped value beside the value in use (changed cells
 * marked), editable in place; "switch off" sets a parameter to zeros (ablation); open and save parameter files.
 * Every change makes a new parameter set (own name and SHA-256) that the breakdown uses at once.
 */
public final class ParamsPanel extends VBox {
    private final Workbench workbench;
    private final String modelId;
    private final EvaluatorModel model;
    private final Supplier<File> folder;
    private final TableView<Row> table = new TableView<>();
    private final Label inUse = new Label();
    private final Label error = new Label();
    private final TextField filter = new TextField();
    private final Map<String, int[]> edits = new LinkedHashMap<>();
    private ParameterSet base;
    private final ColumnFit<Row> fit;

    /** One parameter: its shipped values and the values in use. */
    public record Row(String name, String section, String provenance, int[] shipped, int[] current) {
        boolean changed() {
            return !Arrays.equals(shipped, current);
        }
    }

    public ParamsPanel(Workbench workbench, String modelId, Supplier<File> folder) {
        this.workbench = workbench;
        this.modelId = modelId;
        this.model = ModelPair.byId(modelId);
        this.folder = folder;
        this.base = workbench.parameters(modelId);
        setId("params-" + modelId);
        setSpacing(6);
        setPadding(new Insets(8));
        Label title = new Label(model.name() + " parameters");
        title.getStyleClass().add("score-label");
        inUse.setId("paramsInUse-" + modelId);
        error.getStyleClass().add("error-text");
        error.setId("paramsError-" + modelId);
        error.setWrapText(true);
        error.managedProperty().bind(error.textProperty().isNotEmpty());
        error.visibleProperty().bind(error.managedProperty());

        Button open = new Button("Open file…");
        Button save = new Button("Save as…");
        Button reset = new Button("Reset to shipped");
        Button off = new Button("Switch off selected (zero)");
        for (Button b : java.util.List.of(open, save, reset, off)) {
            b.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        off.setId("switchOff-" + modelId);
        open.setOnAction(e -> chooseAndOpen());
        save.setOnAction(e -> chooseAndSave());
        reset.setOnAction(e -> resetToShipped());
        off.setOnAction(e -> {
            Row r = table.getSelectionModel().getSelectedItem();
            if (r != null) {
                edit(r.name(), ParameterEdits.format(new int[r.current().length]));
            }
        });
        filter.setPromptText("filter by name or section");
        filter.textProperty().addListener((o, a, b) -> fillTable());
        filter.setPrefColumnCount(18);
        javafx.scene.layout.FlowPane buttons = new javafx.scene.layout.FlowPane(6, 4, open, save, reset, off, filter);
        buttons.setAlignment(Pos.CENTER_LEFT);

        // the name with its section under it (the filter finds either): one column less for the values' width
        TableColumn<Row, String> name = new TableColumn<>("parameter\nsection");
        name.setCellValueFactory(p -> new SimpleStringProperty(p.getValue().name()));
        name.setCellFactory(c -> new NameCell());
        // One value column, not "shipped" beside "in use": an array of 64 or 128 numbers needs the width, and the
        // two are the same in nearly every row. The shipped values show under the ones in use where they differ.
        TableColumn<Row, String> current = new TableColumn<>("in use (double-click to edit)\nshipped values below where changed");
        current.setCellValueFactory(p -> new SimpleStringProperty(ParameterEdits.format(p.getValue().current())));
        current.setEditable(true);
        current.setSortable(false);
        current.setCellFactory(c -> new ValueCell(c));
        current.setOnEditCommit(e -> edit(e.getRowValue().name(), e.getNewValue()));
        TableColumn<Row, String> provenance = new TableColumn<>("provenance");
        provenance.setCellValueFactory(p -> new SimpleStringProperty(p.getValue().provenance()));
        TableColumn<Row, String> mark = new TableColumn<>("changed");
        mark.setCellValueFactory(p -> new SimpleStringProperty(p.getValue().changed() ? "●" : ""));
        mark.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setStyle("-fx-alignment: CENTER; -fx-text-fill: #c05000;");
            }
        });
        table.getColumns().addAll(java.util.List.of(name, current, mark, provenance));
        // names with their sections and provenance as wide as their longest entry (of all parameters, not only the
        // filtered ones, so a filter does not move the columns); the values take what is left and wrap
        fit = new ColumnFit<>(() -> workbench.parameters(modelId).parameters().values().stream()
                .map(p -> new Row(p.name(), p.section(), p.provenance(), new int[0], p.values())).toList());
        fit.text(name, r -> r.name() + "\n" + r.section()).text(mark, r -> "●").text(provenance, Row::provenance)
                .fill(current);
        fit.fit();
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        table.setPlaceholder(new Label("no parameter matches the filter"));
        table.setEditable(true);
        table.setId("paramsTable-" + modelId);
        VBox.setVgrow(table, Priority.ALWAYS);
        title.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        javafx.scene.layout.FlowPane head = new javafx.scene.layout.FlowPane(16, 2, title, inUse);
        head.setAlignment(Pos.BASELINE_LEFT);
        getChildren().addAll(head, buttons, error, table);
        workbench.paramsProperty(modelId).addListener(o -> refreshLabel());
        refreshLabel();
        fillTable();
    }

    private void refreshLabel() {
        ParameterSet set = workbench.parameters(modelId);
        inUse.setText("in use: " + set.name() + "   sha256 " + set.sha256());
    }

    private void fillTable() {
        ParameterSet shipped = model.defaultParameters();
        ParameterSet current = workbench.parameters(modelId);
        String f = filter.getText() == null ? "" : filter.getText().strip().toLowerCase(java.util.Locale.ROOT);
        Row selected = table.getSelectionModel().getSelectedItem();
        table.getItems().clear();
        for (ParameterSet.Parameter p : current.parameters().values()) {
            if (!f.isEmpty() && !p.name().toLowerCase(java.util.Locale.ROOT).contains(f)
                    && !p.section().toLowerCase(java.util.Locale.ROOT).contains(f)) {
                continue;
            }
            int[] ship = shipped.has(p.name()) ? shipped.parameter(p.name()).values() : new int[0];
            table.getItems().add(new Row(p.name(), p.section(), p.provenance(), ship, p.values()));
        }
        if (selected != null) {
            table.getItems().stream().filter(r -> r.name().equals(selected.name())).findFirst()
                    .ifPresent(r -> table.getSelectionModel().select(r));
        }
    }

    /**
     * Sets one parameter's values (text as in a parameter file: blanks between the numbers). Returns false, with
     * the reason shown, if the text is not the right number of integers or the model rejects the set.
     */
    public boolean edit(String parameter, String text) {
        ParameterSet current = workbench.parameters(modelId);
        int[] values;
        try {
            values = ParameterEdits.parseValues(text, current.parameter(parameter).values().length);
        } catch (IllegalArgumentException e) {
            error.setText(parameter + ": " + e.getMessage() + " — nothing changed");
            fillTable();
            return false;
        }
        Map<String, int[]> next = new LinkedHashMap<>(edits);
        next.put(parameter, values);
        ParameterSet set;
        try {
            set = ParameterEdits.with(base, next, baseName() + "+edited");
            model.create(set);
        } catch (RuntimeException e) {
            error.setText(parameter + ": " + e.getMessage() + " — nothing changed");
            fillTable();
            return false;
        }
        edits.put(parameter, values);
        error.setText("");
        workbench.setParameters(modelId, set);
        fillTable();
        return true;
    }

    private String baseName() {
        String n = base.name();
        return n.endsWith("+edited") ? n.substring(0, n.length() - "+edited".length()) : n;
    }

    public void resetToShipped() {
        edits.clear();
        base = model.defaultParameters();
        error.setText("");
        workbench.setParameters(modelId, base);
        fillTable();
    }

    /** Uses a parameter set read from a file (edits made so far are dropped). */
    public void use(ParameterSet set) {
        edits.clear();
        base = set;
        error.setText("");
        workbench.setParameters(modelId, set);
        fillTable();
    }

    private void chooseAndOpen() {
        FileChooser chooser = chooser("Open a " + model.name() + " parameter file");
        File file = chooser.showOpenDialog(getScene().getWindow());
        if (file != null) {
            open(file.toPath());
        }
    }

    /** Reads a parameter file on a background task; a bad file leaves everything as it was and says why. */
    public Task<ParameterSet> open(Path file) {
        Task<ParameterSet> task = new Task<>() {
            @Override
            protected ParameterSet call() throws Exception {
                ParameterSet set = model.loadParameters(file);
                model.create(set);
                return set;
            }
        };
        task.setOnSucceeded(e -> use(task.getValue()));
        task.setOnFailed(e -> error.setText("cannot use " + file + ": " + task.getException().getMessage()));
        Thread t = new Thread(task, "open-params");
        t.setDaemon(true);
        t.start();
        return task;
    }

    private void chooseAndSave() {
        FileChooser chooser = chooser("Save the " + model.name() + " parameter set");
        chooser.setInitialFileName(workbench.parameters(modelId).name().replace('+', '-') + ".params");
        File file = chooser.showSaveDialog(getScene().getWindow());
        if (file != null) {
            save(file.toPath());
        }
    }

    /** Writes the set in use as a parameter file (temporary file moved into place) on a background task. */
    public Task<Path> save(Path file) {
        String text = workbench.parameters(modelId).source();
        Task<Path> task = new Task<>() {
            @Override
            protected Path call() throws Exception {
                AtomicOutput.write(file, w -> w.write(text));
                return file;
            }
        };
        task.setOnSucceeded(e -> workbench.setStatus("saved " + file));
        task.setOnFailed(e -> error.setText("cannot save " + file + ": " + task.getException().getMessage()));
        Thread t = new Thread(task, "save-params");
        t.setDaemon(true);
        t.start();
        return task;
    }

    private FileChooser chooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("parameter files", "*.params"));
        File dir = folder.get();
        if (dir != null && dir.isDirectory()) {
            chooser.setInitialDirectory(dir);
        }
        return chooser;
    }

    public TableView<Row> table() {
        return table;
    }

    /** A parameter's name and, under it in small grey letters, its section of the parameter file. */
    private static final class NameCell extends TableCell<Row, String> {
        private final Label name = new Label();
        private final Label section = new Label();
        private final VBox box = new VBox(name, section);

        NameCell() {
            section.getStyleClass().add("parameter-section");
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            Row r = empty || getIndex() < 0 || getIndex() >= getTableView().getItems().size() ? null
                    : getTableView().getItems().get(getIndex());
            setText(null);
            if (r == null) {
                setGraphic(null);
                return;
            }
            name.setText(r.name());
            section.setText(r.section());
            section.setVisible(!r.section().isEmpty());
            section.setManaged(!r.section().isEmpty());
            setGraphic(box);
        }
    }

    /**
     * A value cell: the values in use wrapped to the column's width (every number shows, however long the array),
     * the shipped values under them where they differ, highlighted; double-click edits the values in use.
     */
    private static final class ValueCell extends TextFieldTableCell<Row, String> {
        private final Text shown = new Text();

        ValueCell(TableColumn<Row, String> column) {
            super(new javafx.util.converter.DefaultStringConverter());
            shown.wrappingWidthProperty().bind(column.widthProperty().subtract(12));
            shown.fontProperty().bind(fontProperty());
            shown.fillProperty().bind(textFillProperty());
        }

        @Override
        public void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            Row r = getTableRow() == null ? null : getTableRow().getItem();
            getStyleClass().remove("changed-cell");
            if (!empty && r != null && r.changed()) {
                getStyleClass().add("changed-cell");
            }
            showValues();
        }

        @Override
        public void cancelEdit() {
            super.cancelEdit();
            showValues();
        }

        private void showValues() {
            Row r = getTableRow() == null ? null : getTableRow().getItem();
            if (isEmpty() || getItem() == null || isEditing() || r == null) {
                return;
            }
            shown.setText(getItem() + (r.changed() ? "\nshipped: " + ParameterEdits.format(r.shipped()) : ""));
            setText(null);
            setGraphic(shown);
        }
    }

    /** Shows only parameters whose name or section contains {@code text}. */
    public void setFilter(String text) {
        filter.setText(text);
    }

    public Label errorLabel() {
        return error;
    }
}
