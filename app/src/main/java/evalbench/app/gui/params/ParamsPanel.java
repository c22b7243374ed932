package evalbench.app.gui.params;

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
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
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
        HBox buttons = new HBox(6, open, save, reset, off, filter);
        buttons.setAlignment(Pos.CENTER_LEFT);

        TableColumn<Row, String> name = new TableColumn<>("parameter");
        name.setCellValueFactory(p -> new SimpleStringProperty(p.getValue().name()));
        name.setPrefWidth(210);
        TableColumn<Row, String> section = new TableColumn<>("section");
        section.setCellValueFactory(p -> new SimpleStringProperty(p.getValue().section()));
        section.setPrefWidth(150);
        TableColumn<Row, String> shipped = new TableColumn<>("shipped");
        shipped.setCellValueFactory(p -> new SimpleStringProperty(ParameterEdits.format(p.getValue().shipped())));
        shipped.setPrefWidth(190);
        TableColumn<Row, String> current = new TableColumn<>("in use (double-click to edit)");
        current.setCellValueFactory(p -> new SimpleStringProperty(ParameterEdits.format(p.getValue().current())));
        current.setPrefWidth(230);
        current.setEditable(true);
        current.setCellFactory(c -> new TextFieldTableCell<>(new javafx.util.converter.DefaultStringConverter()) {
            @Override
            public void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                Row r = getTableRow() == null ? null : getTableRow().getItem();
                getStyleClass().remove("changed-cell");
                if (!empty && r != null && r.changed()) {
                    getStyleClass().add("changed-cell");
                }
            }
        });
        current.setOnEditCommit(e -> edit(e.getRowValue().name(), e.getNewValue()));
        TableColumn<Row, String> provenance = new TableColumn<>("provenance");
        provenance.setCellValueFactory(p -> new SimpleStringProperty(p.getValue().provenance()));
        TableColumn<Row, String> mark = new TableColumn<>("changed");
        mark.setCellValueFactory(p -> new SimpleStringProperty(p.getValue().changed() ? "●" : ""));
        mark.setPrefWidth(74);
        mark.setMinWidth(74);
        mark.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setStyle("-fx-alignment: CENTER; -fx-text-fill: #c05000;");
            }
        });
        table.getColumns().addAll(java.util.List.of(name, section, shipped, current, mark, provenance));
        table.setEditable(true);
        table.setId("paramsTable-" + modelId);
        VBox.setVgrow(table, Priority.ALWAYS);
        title.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        HBox head = new HBox(16, title, inUse);
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

    /** Shows only parameters whose name or section contains {@code text}. */
    public void setFilter(String text) {
        filter.setText(text);
    }

    public Label errorLabel() {
        return error;
    }
}
