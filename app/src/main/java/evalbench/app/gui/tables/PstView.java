package evalbench.app.gui.tables;

import evalbench.studies.tables.EvalStage;
import evalbench.studies.tables.Pieces;
import evalbench.studies.tables.ModelTables;
import evalbench.fruit.PstFormula;
import evalbench.studies.tables.PstFit;
import evalbench.studies.tables.TablesAnalysis;
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
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;

/**
 * The PST tab: for the chosen models (A and B), piece and stage, the two tables and their difference as heatmaps
 * side by side, scaled to the width the tab has (they wrap to a second row only below about 700 px); below them
 * the square's formula, each table's residual after its decomposition into Fruit's basis and the decomposition
 * itself (weights, maximum residual). The tab scrolls vertically, never sideways. Hovering a square shows its
 * value; clicking it shows the formula with the numbers filled in. The maps follow the parameter sets passed in: a
 * change is recomputed off the FX thread and shown when ready.
 */
public class PstView extends BorderPane {
    /** The largest and least square of the three main maps, in pixels. */
    private static final double CELL = 46;
    private static final double MIN_CELL = 26;
    /** What a map takes besides its squares: rank labels, gaps, padding, and a few pixels to spare. */
    private static final double MAP_EXTRA = 36;
    private static final double GAP = 8;
    private static final double SMALL_CELL = 26;

    private final PstViewModel model;
    private final Heatmap mapA;
    private final Heatmap mapB;
    private final Heatmap diffMap;
    private final Heatmap residualA;
    private final Heatmap residualB;
    private final GridPane weights = new GridPane();
    private final Label formula = new Label();
    private final Label hover = new Label(" ");
    private final ScrollPane scroll;

    public PstView(TablesChoice choice) {
        model = new PstViewModel(choice);
        mapA = map("pst-a", CELL, "a");
        mapB = map("pst-b", CELL, "b");
        diffMap = map("pst-difference", CELL, "difference");
        residualA = map("pst-a-residual", SMALL_CELL, "a-residual");
        residualB = map("pst-b-residual", SMALL_CELL, "b-residual");

        setTop(controls());
        FlowPane maps = new FlowPane(GAP, GAP, mapA, mapB, diffMap);
        maps.setId("pst-maps");
        formula.setId("pst-formula");
        formula.setFont(Font.font("Monospaced", 14));
        formula.setWrapText(true);
        hover.setId("pst-hover");
        hover.setFont(Font.font(13));
        hover.setWrapText(true);
        Label clickHint = new Label("Click a square for its formula; hover for its value.");
        clickHint.setStyle("-fx-text-fill: #555;");
        VBox square = new VBox(4, hover, formula, clickHint);
        Label residualHeading = new Label("Residual = table \u2212 Fruit's formula with the fitted integer weights (native units)");
        residualHeading.setFont(Font.font(null, FontWeight.BOLD, 13));
        residualHeading.setWrapText(true);
        FlowPane residuals = new FlowPane(24, GAP, residualA, residualB, decomposition());
        residuals.setAlignment(Pos.TOP_LEFT);
        residuals.setRowValignment(javafx.geometry.VPos.TOP);
        VBox centre = new VBox(10, maps, square, residualHeading, residuals);
        centre.setPadding(new Insets(6));
        scroll = new ScrollPane(centre);
        scroll.setId("pst-scroll");
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        // the maps take the width there is: three side by side as large as fits (the wrap lengths follow)
        scroll.viewportBoundsProperty().addListener((o, a, b) -> {
            double width = b.getWidth() - 12;
            maps.setPrefWrapLength(width);
            residuals.setPrefWrapLength(width);
            scale(width);
        });
        setCenter(scroll);

        model.analysisProperty().addListener((o, a, b) -> render());
        model.pieceProperty().addListener((o, a, b) -> render());
        model.stageProperty().addListener((o, a, b) -> render());
        model.inCentipawnsProperty().addListener((o, a, b) -> render());
        model.selectedSquareProperty().addListener((o, a, b) -> highlight());
        formula.textProperty().bind(model.formulaProperty());
        hover.textProperty().bind(model.hoverProperty());
        render();
    }

    /**
     * Sets the squares' size for a width: the three maps in one row if each square can be at least
     * {@value #MIN_CELL} px, else two or one per row; never larger than {@value #CELL} px. The residual maps are
     * a little smaller.
     */
    private void scale(double width) {
        double cell = MIN_CELL;
        for (int perRow = 3; perRow >= 1; perRow--) {
            double c = Math.floor((width - (perRow - 1) * GAP - perRow * MAP_EXTRA) / (8 * perRow));
            if (c >= MIN_CELL || perRow == 1) {
                cell = Math.max(MIN_CELL, Math.min(CELL, c));
                break;
            }
        }
        for (Heatmap h : new Heatmap[] {mapA, mapB, diffMap}) {
            h.setCellSize(cell);
        }
        double small = Math.max(22, Math.min(SMALL_CELL, Math.floor(cell * 0.75)));
        residualA.setCellSize(small);
        residualB.setCellSize(small);
    }

    /** The view's state (for the shell and for tests). */
    public PstViewModel viewModel() {
        return model;
    }

    private Heatmap map(String id, double cell, String name) {
        return new Heatmap(id, cell, sq -> model.hover(name, sq), model::select);
    }

    private FlowPane controls() {
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
        error.setWrapText(true);
        FlowPane box = new FlowPane(10, 6, new Label("A"), modelA, new Label("B"), modelB, new Label("Piece"), piece,
                opening, endgame, cp, busy, error);
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
        box.setMinWidth(330);
        return box;
    }

    private void render() {
        TablesAnalysis a = model.analysisProperty().get();
        if (a == null) {
            return;
        }
        ModelTables ma = PstViewModel.tables(a, 0);
        ModelTables mb = PstViewModel.tables(a, 1);
        PstFit fitA = model.fit(a, 0);
        PstFit fitB = model.fit(a, 1);
        int perCpA = ma.unitsPerCentipawn();
        int perCpB = mb.unitsPerCentipawn();
        boolean cp = model.inCentipawnsProperty().get();
        double[] valuesA = new double[64];
        double[] valuesB = new double[64];
        double[] d = new double[64];
        double[] residualsA = new double[64];
        double[] residualsB = new double[64];
        double maxA = 1;
        double maxB = 1;
        double dMax = 1;
        for (int sq = 0; sq < 64; sq++) {
            valuesA[sq] = cp ? fitA.table()[sq] / (double) perCpA : fitA.table()[sq];
            valuesB[sq] = cp ? fitB.table()[sq] / (double) perCpB : fitB.table()[sq];
            d[sq] = fitB.table()[sq] / (double) perCpB - fitA.table()[sq] / (double) perCpA;
            residualsA[sq] = fitA.residual()[sq];
            residualsB[sq] = fitB.residual()[sq];
            maxA = Math.max(maxA, Math.abs(valuesA[sq]));
            maxB = Math.max(maxB, Math.abs(valuesB[sq]));
            dMax = Math.max(dMax, Math.abs(d[sq]));
        }
        if (cp || perCpA == perCpB) {
            maxA = maxB = Math.max(maxA, maxB); // same unit: same scale, so the colours compare
        }
        String what = Pieces.name(model.pieceProperty().get()) + " " + model.stageProperty().get().id();
        mapA.show(ma.modelName() + " \u2014 " + what, valuesA, maxA, cp ? "cp" : PstViewModel.unit(ma));
        mapB.show(mb.modelName() + " \u2014 " + what, valuesB, maxB, cp ? "cp" : PstViewModel.unit(mb));
        diffMap.show(mb.modelId() + " \u2212 " + ma.modelId() + " (cp)", d, dMax, "cp");
        residualA.show(ma.modelId() + " residual (max " + fitA.maxAbsResidual() + ")", residualsA,
                Math.max(1, fitA.maxAbsResidual()), PstViewModel.unit(ma));
        residualB.show(mb.modelId() + " residual (max " + fitB.maxAbsResidual() + ")", residualsB,
                Math.max(1, fitB.maxAbsResidual()), PstViewModel.unit(mb));
        fillWeights(ma, mb, fitA, fitB);
        highlight();
    }

    private void highlight() {
        int sq = model.selectedSquareProperty().get();
        for (Heatmap h : new Heatmap[] {mapA, mapB, diffMap, residualA, residualB}) {
            h.highlight(sq);
        }
    }

    private void fillWeights(ModelTables ma, ModelTables mb, PstFit fitA, PstFit fitB) {
        weights.getChildren().clear();
        weights.add(bold("weight"), 0, 0);
        weights.add(bold(ma.modelId() + " (" + PstViewModel.unit(ma) + ")"), 1, 0);
        weights.add(bold(mb.modelId() + " (" + PstViewModel.unit(mb) + ")"), 2, 0);
        int row = 1;
        for (PstFormula.Column c : fitA.basis()) {
            Label name = new Label(c.name());
            name.setTooltip(new javafx.scene.control.Tooltip(c.name() + " = " + c.formula()));
            weights.add(name, 0, row);
            weights.add(number(fitA.weights().get(c.name())), 1, row);
            weights.add(number(fitB.weights().get(c.name())), 2, row);
            row++;
        }
        weights.add(bold("max |residual|"), 0, row);
        weights.add(number(fitA.maxAbsResidual()), 1, row);
        weights.add(number(fitB.maxAbsResidual()), 2, row);
        Label verdict = new Label(fitA.exact() && fitB.exact()
                ? "Both tables are Fruit's formula exactly (integer weights, residual 0)."
                : "Not exactly Fruit's formula: see the residual maps.");
        verdict.setWrapText(true);
        verdict.setMaxWidth(300);
        weights.add(verdict, 0, row + 1, 3, 1);
        Label basisHeading = bold("Basis (from Fruit 2.1's parameter file)");
        GridPane.setMargin(basisHeading, new Insets(12, 0, 0, 0));
        weights.add(basisHeading, 0, row + 2, 3, 1);
        int r = row + 3;
        for (PstFormula.Column c : fitA.basis()) {
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
