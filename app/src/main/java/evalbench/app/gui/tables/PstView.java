package evalbench.app.gui.tables;

import evalbench.app.tables.EvalStage;
import evalbench.app.tables.Pieces;
import evalbench.app.tables.ModelTables;
import evalbench.app.tables.PstBasis;
import evalbench.app.tables.PstFit;
import evalbench.app.tables.TablesAnalysis;
import evalbench.core.PieceType;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;

/**
 * The PST tab: for the chosen models (A and B), piece and stage, the two tables and their difference as heatmaps;
 * beside them each table's decomposition into Fruit's basis (weights, maximum residual, residual heatmaps).
 * Hovering a square shows its value; clicking it shows the formula with the numbers filled in. The maps
 * follow the parameter sets passed in: a change is recomputed off the FX thread and shown when ready.
 */
public class PstView extends BorderPane {
    private static final double CELL = 46;
    private static final double SMALL_CELL = 26;

    private final PstViewModel model;
    private final Heatmap fruitMap;
    private final Heatmap rybkaMap;
    private final Heatmap diffMap;
    private final Heatmap fruitResidual;
    private final Heatmap rybkaResidual;
    private final GridPane weights = new GridPane();
    private final Label formula = new Label();
    private final Label hover = new Label(" ");

    public PstView(TablesChoice choice) {
        model = new PstViewModel(choice);
        fruitMap = map("pst-a", CELL, "a");
        rybkaMap = map("pst-b", CELL, "b");
        diffMap = map("pst-difference", CELL, "difference");
        fruitResidual = map("pst-a-residual", SMALL_CELL, "a-residual");
        rybkaResidual = map("pst-b-residual", SMALL_CELL, "b-residual");

        setTop(controls());
        HBox maps = new HBox(8, fruitMap, rybkaMap, diffMap);
        Label residualHeading = new Label("Residual = table \u2212 Fruit's formula with the fitted integer weights (native units)");
        residualHeading.setFont(Font.font(null, FontWeight.BOLD, 13));
        HBox residuals = new HBox(24, fruitResidual, rybkaResidual);
        VBox centre = new VBox(10, maps, residualHeading, residuals);
        centre.setPadding(new Insets(6));
        setCenter(centre);
        setRight(decomposition());
        formula.setId("pst-formula");
        formula.setFont(Font.font("Monospaced", 14));
        formula.setWrapText(true);
        hover.setId("pst-hover");
        hover.setFont(Font.font(13));
        Label clickHint = new Label("Click a square for its formula; hover for its value.");
        clickHint.setStyle("-fx-text-fill: #555;");
        VBox bottom = new VBox(4, hover, formula, clickHint);
        bottom.setPadding(new Insets(8));
        setBottom(bottom);

        model.analysisProperty().addListener((o, a, b) -> render());
        model.pieceProperty().addListener((o, a, b) -> render());
        model.stageProperty().addListener((o, a, b) -> render());
        model.inCentipawnsProperty().addListener((o, a, b) -> render());
        model.selectedSquareProperty().addListener((o, a, b) -> highlight());
        formula.textProperty().bind(model.formulaProperty());
        hover.textProperty().bind(model.hoverProperty());
        render();
    }

    /** The view's state (for the shell and for tests). */
    public PstViewModel viewModel() {
        return model;
    }

    private Heatmap map(String id, double cell, String name) {
        return new Heatmap(id, cell, sq -> model.hover(name, sq), model::select);
    }

    private HBox controls() {
        ChoiceBox<String> piece = new ChoiceBox<>();
        piece.setId("pst-piece");
        for (int t = PieceType.PAWN; t <= PieceType.KING; t++) {
            piece.getItems().add(Pieces.name(t));
        }
        piece.setValue(Pieces.name(model.pieceProperty().get()));
        piece.valueProperty().addListener((o, a, b) -> model.pieceProperty().set(Pieces.parse(b)));
        ToggleGroup stages = new ToggleGroup();
        ToggleButton opening = new ToggleButton("Opening");
        ToggleButton endgame = new ToggleButton("Endgame");
        opening.setId("pst-opening");
        endgame.setId("pst-endgame");
        opening.setToggleGroup(stages);
        endgame.setToggleGroup(stages);
        opening.setSelected(true);
        stages.selectedToggleProperty().addListener((o, a, b) -> {
            if (b == null) {
                a.setSelected(true); // one stage is always chosen
            } else {
                model.stageProperty().set(b == opening ? EvalStage.OPENING : EvalStage.ENDGAME);
            }
        });
        CheckBox cp = new CheckBox("both in centipawns (else native units)");
        cp.setId("pst-cp");
        cp.selectedProperty().bindBidirectional(model.inCentipawnsProperty());
        ComboBox<String> modelA = chooser("pst-model-a", model.choice().aProperty());
        ComboBox<String> modelB = chooser("pst-model-b", model.choice().bProperty());
        ProgressIndicator busy = new ProgressIndicator();
        busy.setPrefSize(20, 20);
        busy.visibleProperty().bind(model.busyProperty());
        Label error = new Label();
        error.setStyle("-fx-text-fill: #b00020;");
        error.textProperty().bind(model.errorProperty());
        HBox box = new HBox(10, new Label("A"), modelA, new Label("B"), modelB, new Label("Piece"), piece, opening,
                endgame, cp, busy, error);
        box.setAlignment(Pos.CENTER_LEFT);
        box.setPadding(new Insets(8));
        return box;
    }

    /** A chooser of the models that have tables, two-way bound to a model slot of the choice. */
    private ComboBox<String> chooser(String id, javafx.beans.property.StringProperty slot) {
        ComboBox<String> box = new ComboBox<>(javafx.collections.FXCollections.observableArrayList(model.choice().ids()));
        box.setId(id);
        box.valueProperty().bindBidirectional(slot);
        return box;
    }

    private VBox decomposition() {
        Label heading = new Label("Decomposition into Fruit's basis");
        heading.setFont(Font.font(null, FontWeight.BOLD, 14));
        weights.setId("pst-weights");
        weights.setHgap(14);
        weights.setVgap(3);
        VBox box = new VBox(8, heading, weights);
        box.setPadding(new Insets(6, 12, 6, 6));
        box.setPrefWidth(330);
        return box;
    }

    private void render() {
        TablesAnalysis a = model.analysisProperty().get();
        if (a == null) {
            return;
        }
        ModelTables ma = PstViewModel.tables(a, 0);
        ModelTables mb = PstViewModel.tables(a, 1);
        PstFit fruit = model.fit(a, 0);
        PstFit rybka = model.fit(a, 1);
        int perCpA = ma.unitsPerCentipawn();
        int perCp = mb.unitsPerCentipawn();
        boolean cp = model.inCentipawnsProperty().get();
        double[] f = new double[64];
        double[] r = new double[64];
        double[] d = new double[64];
        double[] fr = new double[64];
        double[] rr = new double[64];
        double fMax = 1;
        double rMax = 1;
        double dMax = 1;
        for (int sq = 0; sq < 64; sq++) {
            f[sq] = cp ? fruit.table()[sq] / (double) perCpA : fruit.table()[sq];
            r[sq] = cp ? rybka.table()[sq] / (double) perCp : rybka.table()[sq];
            d[sq] = rybka.table()[sq] / (double) perCp - fruit.table()[sq] / (double) perCpA;
            fr[sq] = fruit.residual()[sq];
            rr[sq] = rybka.residual()[sq];
            fMax = Math.max(fMax, Math.abs(f[sq]));
            rMax = Math.max(rMax, Math.abs(r[sq]));
            dMax = Math.max(dMax, Math.abs(d[sq]));
        }
        if (cp || perCpA == perCp) {
            fMax = rMax = Math.max(fMax, rMax); // same unit: same scale, so the colours compare
        }
        String what = Pieces.name(model.pieceProperty().get()) + " " + model.stageProperty().get().id();
        fruitMap.show(ma.modelName() + " \u2014 " + what, f, fMax, cp ? "cp" : PstViewModel.unit(ma));
        rybkaMap.show(mb.modelName() + " \u2014 " + what, r, rMax, cp ? "cp" : PstViewModel.unit(mb));
        diffMap.show(mb.modelId() + " \u2212 " + ma.modelId() + " (cp)", d, dMax, "cp");
        fruitResidual.show(ma.modelId() + " residual (max " + fruit.maxAbsResidual() + ")", fr,
                Math.max(1, fruit.maxAbsResidual()), PstViewModel.unit(ma));
        rybkaResidual.show(mb.modelId() + " residual (max " + rybka.maxAbsResidual() + ")", rr,
                Math.max(1, rybka.maxAbsResidual()), PstViewModel.unit(mb));
        fillWeights(ma, mb, fruit, rybka);
        highlight();
    }

    private void highlight() {
        int sq = model.selectedSquareProperty().get();
        for (Heatmap h : new Heatmap[] {fruitMap, rybkaMap, diffMap, fruitResidual, rybkaResidual}) {
            h.highlight(sq);
        }
    }

    private void fillWeights(ModelTables ma, ModelTables mb, PstFit fruit, PstFit rybka) {
        weights.getChildren().clear();
        weights.add(bold("weight"), 0, 0);
        weights.add(bold(ma.modelId() + " (" + PstViewModel.unit(ma) + ")"), 1, 0);
        weights.add(bold(mb.modelId() + " (" + PstViewModel.unit(mb) + ")"), 2, 0);
        int row = 1;
        for (PstBasis.Column c : fruit.basis()) {
            Label name = new Label(c.name());
            name.setTooltip(new javafx.scene.control.Tooltip(c.name() + " = " + c.formula()));
            weights.add(name, 0, row);
            weights.add(number(fruit.weights().get(c.name())), 1, row);
            weights.add(number(rybka.weights().get(c.name())), 2, row);
            row++;
        }
        weights.add(bold("max |residual|"), 0, row);
        weights.add(number(fruit.maxAbsResidual()), 1, row);
        weights.add(number(rybka.maxAbsResidual()), 2, row);
        Label verdict = new Label(fruit.exact() && rybka.exact()
                ? "Both tables are Fruit's formula exactly (integer weights, residual 0)."
                : "Not exactly Fruit's formula: see the residual maps.");
        verdict.setWrapText(true);
        verdict.setMaxWidth(300);
        weights.add(verdict, 0, row + 1, 3, 1);
        Label basisHeading = bold("Basis (from Fruit 2.1's parameter file)");
        GridPane.setMargin(basisHeading, new Insets(12, 0, 0, 0));
        weights.add(basisHeading, 0, row + 2, 3, 1);
        int r = row + 3;
        for (PstBasis.Column c : fruit.basis()) {
            Label l = new Label(c.name() + " = " + c.formula());
            l.setWrapText(true);
            l.setMaxWidth(310);
            weights.add(l, 0, r++, 3, 1);
        }
        Label note = new Label("table(square) = \u03a3 weight \u00d7 basis(square); a penalty column is \u22121 on its squares.");
        note.setWrapText(true);
        note.setMaxWidth(310);
        note.setStyle("-fx-text-fill: #555;");
        weights.add(note, 0, r, 3, 1);
    }

    private static Label bold(String text) {
        Label l = new Label(text);
        l.setFont(Font.font(null, FontWeight.BOLD, 13));
        return l;
    }

    private static Label number(int v) {
        Label l = new Label(Integer.toString(v));
        l.setFont(Font.font(13));
        l.setMaxWidth(Double.MAX_VALUE);
        l.setAlignment(Pos.CENTER_RIGHT);
        return l;
    }
}
