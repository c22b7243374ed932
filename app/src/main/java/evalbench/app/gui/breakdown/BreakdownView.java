package evalbench.app.gui.breakdown;

import evalbench.app.gui.model.Comparison;
import evalbench.app.gui.model.ModelPair;
import evalbench.app.gui.model.Workbench;
import evalbench.core.eval.Units;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import evalbench.app.gui.ColumnFit;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.controlsfx.control.SegmentedButton;

/**
 * The main view: a summary strip (the two models compared, A and B, chosen from every model on the class path;
 * both final scores, their difference and the three terms that explain most of it) above one tree table with
 * A's and B's opening, endgame and mixed values side by side and their difference. Selecting a term shows its
 * squares on the board.
 */
public final class BreakdownView extends BorderPane {
    private final Workbench workbench;
    private final TreeTableView<BreakdownRow> table = new TreeTableView<>();
    private final BooleanProperty centipawns = new SimpleBooleanProperty(this, "centipawns", false);
    private final ComboBox<String> modelA = new ComboBox<>();
    private final ComboBox<String> modelB = new ComboBox<>();
    private final Label scoreA = new Label("A: …");
    private final Label scoreB = new Label("B: …");
    private final Label difference = new Label();
    private final Label largest = new Label();
    private final Label warnings = new Label();
    private final Label paramSets = new Label();
    private final Set<String> expanded = new HashSet<>();
    private final TreeTableColumn<BreakdownRow, String> aOp;
    private final TreeTableColumn<BreakdownRow, String> aEg;
    private final TreeTableColumn<BreakdownRow, String> bOp;
    private final TreeTableColumn<BreakdownRow, String> bEg;
    private final TreeTableColumn<BreakdownRow, String> aGroup = new TreeTableColumn<>("A");
    private final TreeTableColumn<BreakdownRow, String> bGroup = new TreeTableColumn<>("B");
    private final TreeTableColumn<BreakdownRow, String> diffGroup = new TreeTableColumn<>("A − B");
    private final ToggleButton nativeUnits = new ToggleButton("native units");
    /** The figure columns as wide as their widest figure; the term column takes what is left. */
    private final ColumnFit<BreakdownRow> fit = new ColumnFit<>(this::allRows);
    private final WitnessPane witnessPane;

    public BreakdownView(Workbench workbench) {
        this.workbench = workbench;
        scoreA.setId("scoreA");
        scoreB.setId("scoreB");
        difference.setId("scoreDifference");
        largest.setId("largestTerms");
        warnings.setId("warnings");
        table.setId("breakdownTable");
        for (Label l : List.of(scoreA, scoreB, difference)) {
            l.getStyleClass().add("score-label");
        }

        TreeTableColumn<BreakdownRow, String> term = column("term", r -> r.label
                + (r.onlyIn == null ? "" : "   [" + r.onlyIn + "]"), false);
        term.setPrefWidth(330);
        term.setCellFactory(ColumnFit.treeNameCells());
        aOp = column("op", r -> stage(r, 0, true), true);
        aEg = column("eg", r -> stage(r, 0, false), true);
        TreeTableColumn<BreakdownRow, String> aMixed = column("mixed cp", r -> mixed(r, 0), true);
        bOp = column("op", r -> stage(r, 1, true), true);
        bEg = column("eg", r -> stage(r, 1, false), true);
        TreeTableColumn<BreakdownRow, String> bMixed = column("mixed cp", r -> mixed(r, 1), true);
        TreeTableColumn<BreakdownRow, String> delta = column("Δ cp", BreakdownView::delta, true);
        delta.setId("deltaColumn");
        delta.setPrefWidth(90);
        aGroup.getColumns().addAll(List.of(aOp, aEg, aMixed));
        bGroup.getColumns().addAll(List.of(bOp, bEg, bMixed));
        diffGroup.getColumns().add(delta);
        table.getColumns().addAll(List.of(term, aGroup, bGroup, diffGroup));
        // native op/eg up to five digits and a sign (Rybka's 1/32 cp), mixed and delta up to four digits and two
        // decimals: the columns keep their width from one position to the next
        fit.name(term).boldRows()
                .figure(aOp, r -> stage(r, 0, true), "-00000", true)
                .figure(aEg, r -> stage(r, 0, false), "-00000", true)
                .figure(aMixed, r -> mixed(r, 0), "-0000.00", true)
                .figure(bOp, r -> stage(r, 1, true), "-00000", true)
                .figure(bEg, r -> stage(r, 1, false), "-00000", true)
                .figure(bMixed, r -> mixed(r, 1), "-0000.00", true)
                .figure(delta, BreakdownView::delta, "+0000.00", true);
        table.setShowRoot(false);
        table.setPlaceholder(new Label("evaluating…"));
        table.setColumnResizePolicy(TreeTableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        table.setRowFactory(t -> new StyledRow());
        table.getSelectionModel().selectedItemProperty().addListener((o, a, item) -> {
            BreakdownRow r = item == null ? null : item.getValue();
            workbench.selectTerm(r == null || r.termId == null || r.termId.startsWith("group:") ? null : r.termId);
        });
        centipawns.addListener((o, a, b) -> {
            updateHeaders();
            table.refresh();
        });

        ToggleButton cp = new ToggleButton("both in centipawns");
        nativeUnits.setId("nativeUnits");
        cp.setId("bothCentipawns");
        SegmentedButton units = new SegmentedButton(nativeUnits, cp);
        nativeUnits.setSelected(true);
        cp.selectedProperty().addListener((o, a, b) -> centipawns.set(b));
        nativeUnits.selectedProperty().addListener((o, a, b) -> {
            if (!b && !cp.isSelected()) {
                nativeUnits.setSelected(true);
            }
        });

        modelA.setId("modelA");
        modelB.setId("modelB");
        modelA.setItems(FXCollections.observableArrayList(ModelPair.ids()));
        modelB.setItems(FXCollections.observableArrayList(ModelPair.ids()));
        modelA.setTooltip(new Tooltip("model A: the left columns"));
        modelB.setTooltip(new Tooltip("model B: the right columns; Δ = A − B"));
        // the choosers show the workbench's pair and change it only through the workbench
        modelA.setValue(workbench.modelAProperty().get());
        modelB.setValue(workbench.modelBProperty().get());
        workbench.modelAProperty().addListener((o, x, id) -> modelA.setValue(id));
        workbench.modelBProperty().addListener((o, x, id) -> modelB.setValue(id));
        modelA.valueProperty().addListener((o, x, id) -> {
            if (id != null && !id.equals(workbench.modelAProperty().get())) {
                workbench.chooseModels(id, workbench.modelBProperty().get());
            }
        });
        modelB.valueProperty().addListener((o, x, id) -> {
            if (id != null && !id.equals(workbench.modelBProperty().get())) {
                workbench.chooseModels(workbench.modelAProperty().get(), id);
            }
        });
        Label compare = new Label("compare A");
        Label with = new Label("with B");
        for (javafx.scene.control.Control c : List.of(compare, with, modelA, modelB)) {
            c.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        HBox choosers = new HBox(6, compare, modelA, with, modelB);
        choosers.setAlignment(Pos.CENTER_LEFT);
        for (Label l : List.of(scoreA, scoreB)) {
            l.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        // the strip's lines wrap at a laptop's width rather than cut a score or a name
        FlowPane scores = new FlowPane(24, 2, scoreA, scoreB, difference);
        scores.setAlignment(Pos.CENTER_LEFT);
        largest.setWrapText(true);
        FlowPane tools = new FlowPane(12, 4, new Label("op / eg columns:"), units, paramSets);
        tools.setAlignment(Pos.CENTER_LEFT);
        VBox top = new VBox(6, choosers, scores, largest, tools);
        top.setPadding(new Insets(8));
        top.getStyleClass().add("summary-strip");
        setTop(top);
        setCenter(table);
        warnings.setWrapText(true);
        warnings.getStyleClass().add("warning-text");
        warnings.setPadding(new Insets(4, 8, 4, 8));
        witnessPane = new WitnessPane(workbench);
        setBottom(new VBox(warnings, witnessPane));
        javafx.scene.control.MenuItem findWitness = new javafx.scene.control.MenuItem("Find a witness for this term");
        findWitness.setId("findWitnessMenu");
        findWitness.setOnAction(e -> witnessPane.start());
        table.setContextMenu(new javafx.scene.control.ContextMenu(findWitness));
        updateHeaders();

        workbench.comparisonProperty().addListener((o, a, c) -> show(c));
        if (workbench.comparisonProperty().get() != null) {
            show(workbench.comparisonProperty().get());
        }
    }

    private static TreeTableColumn<BreakdownRow, String> column(String title, Function<BreakdownRow, String> value,
            boolean numeric) {
        TreeTableColumn<BreakdownRow, String> c = new TreeTableColumn<>(title);
        c.setCellValueFactory(p -> new SimpleObjectProperty<>(p.getValue() == null || p.getValue().getValue() == null
                ? "" : value.apply(p.getValue().getValue())));
        c.setSortable(false);
        if (numeric) {
            c.setStyle("-fx-alignment: CENTER-RIGHT;");
            c.getStyleClass().add("numeric");
            c.setPrefWidth(76);
            c.setCellFactory(col -> new TreeTableCell<>() {
                @Override
                protected void updateItem(String item, boolean empty) {
                    super.updateItem(item, empty);
                    setText(empty ? null : item);
                }
            });
        }
        return c;
    }

    private void updateHeaders() {
        Comparison c = workbench.comparisonProperty().get();
        String fUnit = c == null ? "" : unit(c.a().units());
        String rUnit = c == null ? "" : unit(c.b().units());
        aOp.setText("op " + fUnit);
        aEg.setText("eg " + fUnit);
        bOp.setText("op " + rUnit);
        bEg.setText("eg " + rUnit);
        if (c != null) {
            aGroup.setText(c.a().modelName());
            bGroup.setText(c.b().modelName());
            diffGroup.setText(c.a().modelId() + " − " + c.b().modelId());
            nativeUnits.setText("native units (" + c.a().modelId() + " " + unit(c.a().units(), false) + ", "
                    + c.b().modelId() + " " + unit(c.b().units(), false) + ")");
            fit.fit();
            table.refresh();
        }
    }

    /** Every row of the tree, open or not (the figure columns fit all of them). */
    private List<BreakdownRow> allRows() {
        List<BreakdownRow> rows = new java.util.ArrayList<>();
        if (table.getRoot() != null) {
            collect(table.getRoot(), rows);
        }
        return rows;
    }

    private static void collect(TreeItem<BreakdownRow> item, List<BreakdownRow> rows) {
        if (item.getValue() != null) {
            rows.add(item.getValue());
        }
        item.getChildren().forEach(child -> collect(child, rows));
    }

    private String unit(Units u) {
        return unit(u, centipawns.get());
    }

    /** "cp", or "1/32 cp" for a model counting in 1/32 centipawns (native units). */
    private static String unit(Units u, boolean centipawns) {
        return centipawns || u.perCentipawn() == 1 ? "cp" : "1/" + u.perCentipawn() + " cp";
    }

    /** True while op/eg are shown in centipawns for both models. */
    public BooleanProperty centipawnsProperty() {
        return centipawns;
    }

    private String stage(BreakdownRow r, int model, boolean opening) {
        if (r.text[model] != null) {
            return opening ? "" : "";
        }
        Integer v = opening ? r.opening[model] : r.endgame[model];
        if (v == null) {
            return r.kind == BreakdownRow.Kind.FINAL ? "" : "–";
        }
        int per = r.units[model].perCentipawn();
        if (!centipawns.get() || per == 1) {
            return Integer.toString(v);
        }
        return String.format(Locale.ROOT, "%.2f", v / (double) per);
    }

    private static String mixed(BreakdownRow r, int model) {
        if (r.text[model] != null) {
            return r.text[model];
        }
        Double v = r.mixed[model];
        if (v == null) {
            return "–";
        }
        if (r.kind == BreakdownRow.Kind.FINAL) {
            return String.format(Locale.ROOT, "%+d", Math.round(v));
        }
        return String.format(Locale.ROOT, "%.2f", v);
    }

    private static String delta(BreakdownRow r) {
        if (r.text[0] != null || r.text[1] != null) {
            return "";
        }
        Double d = r.delta();
        if (d == null) {
            return "";
        }
        return r.kind == BreakdownRow.Kind.FINAL ? String.format(Locale.ROOT, "%+d", Math.round(d))
                : String.format(Locale.ROOT, "%+.2f", d);
    }

    private void show(Comparison c) {
        if (c == null) {
            return;
        }
        String selected = selectedKey();
        TreeItem<BreakdownRow> root = BreakdownRows.tree(c);
        restoreExpansion(root);
        table.setRoot(root);
        reselect(root, selected);
        updateHeaders();
        scoreA.setText(String.format(Locale.ROOT, "%s: %+d cp", c.a().modelName(), c.a().whiteScore()));
        scoreB.setText(String.format(Locale.ROOT, "%s: %+d cp", c.b().modelName(), c.b().whiteScore()));
        difference.setText(String.format(Locale.ROOT, "difference (%s − %s): %+d cp   (White's view)",
                c.a().modelId(), c.b().modelId(), c.difference()));
        StringBuilder sb = new StringBuilder("largest term differences: ");
        List<BreakdownRow> top = BreakdownRows.largestDifferences(c, 3);
        if (top.isEmpty()) {
            sb.append("none");
        }
        for (int i = 0; i < top.size(); i++) {
            BreakdownRow r = top.get(i);
            sb.append(i == 0 ? "" : ",  ").append(r.termId).append(String.format(Locale.ROOT, " %+.2f cp", r.delta()));
            if (r.onlyIn != null) {
                sb.append(" (").append(r.onlyIn).append(')');
            }
        }
        largest.setText(sb.toString());
        paramSets.setText("parameter sets: " + setLabel(c.a().modelName(), workbench.parameters(c.a().modelId()))
                + ",  " + setLabel(c.b().modelName(), workbench.parameters(c.b().modelId())));
        StringBuilder w = new StringBuilder();
        c.a().warnings().forEach(x -> w.append(c.a().modelId()).append(": ").append(x).append('\n'));
        if (c.bIndex() != c.aIndex()) {
            c.b().warnings().forEach(x -> w.append(c.b().modelId()).append(": ").append(x).append('\n'));
        }
        warnings.setText(w.length() == 0 ? "no warnings from the evaluators" : w.toString().strip());
    }

    private static String setLabel(String model, evalbench.core.eval.ParameterSet set) {
        return set.name() + " (" + set.sha256().substring(0, 8) + ")";
    }

    private String selectedKey() {
        TreeItem<BreakdownRow> item = table.getSelectionModel().getSelectedItem();
        return item == null || item.getValue() == null ? null : key(item);
    }

    private static String key(TreeItem<BreakdownRow> item) {
        BreakdownRow r = item.getValue();
        if (r.termId != null) {
            return r.termId;
        }
        TreeItem<BreakdownRow> parent = item.getParent();
        return (parent != null && parent.getValue() != null && parent.getValue().termId != null
                ? parent.getValue().termId + "/" : "") + r.label;
    }

    private void restoreExpansion(TreeItem<BreakdownRow> root) {
        for (TreeItem<BreakdownRow> g : root.getChildren()) {
            track(g);
            for (TreeItem<BreakdownRow> t : g.getChildren()) {
                track(t);
            }
        }
    }

    private void track(TreeItem<BreakdownRow> item) {
        String k = key(item);
        item.setExpanded(expanded.contains(k));
        item.expandedProperty().addListener((o, a, b) -> {
            if (b) {
                expanded.add(k);
            } else {
                expanded.remove(k);
            }
        });
    }

    private void reselect(TreeItem<BreakdownRow> root, String selected) {
        if (selected == null) {
            return;
        }
        for (int i = 0; i < table.getExpandedItemCount(); i++) {
            TreeItem<BreakdownRow> item = table.getTreeItem(i);
            if (item != null && item.getValue() != null && selected.equals(key(item))) {
                table.getSelectionModel().select(i);
                return;
            }
        }
    }

    /** The witness pane under the table. */
    public WitnessPane witnessPane() {
        return witnessPane;
    }

    public TreeTableView<BreakdownRow> table() {
        return table;
    }

    /** Rows styled by kind: groups bold, one-model terms italic, the final score highlighted. */
    private static final class StyledRow extends TreeTableRow<BreakdownRow> {
        @Override
        protected void updateItem(BreakdownRow item, boolean empty) {
            super.updateItem(item, empty);
            getStyleClass().removeAll("group-row", "only-row", "final-row", "side-row", "sum-row");
            if (empty || item == null) {
                return;
            }
            switch (item.kind) {
                case GROUP -> getStyleClass().add("group-row");
                case FINAL -> getStyleClass().add("final-row");
                case SIDE -> getStyleClass().add("side-row");
                case SUM -> getStyleClass().add("sum-row");
                default -> { }
            }
            if (item.onlyIn != null) {
                getStyleClass().add("only-row");
            }
        }
    }
}
