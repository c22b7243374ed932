package evalbench.app.gui.tables;

import evalbench.studies.tables.EvalStage;
import evalbench.studies.tables.ModelTables;
import evalbench.studies.tables.Pieces;
import evalbench.studies.tables.PstFit;
import evalbench.studies.tables.TablesAnalysis;
import evalbench.core.PieceType;
import evalbench.core.Square;
import java.util.Locale;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * State of the PST tab: the choice (models A and B, piece, stage, native units or cp) is the user's; the
 * analysis, the selected square and the texts shown are derived and read-only.
 */
public final class PstViewModel {
    private final TablesComputation computation;
    private final IntegerProperty piece = new SimpleIntegerProperty(this, "piece", PieceType.KNIGHT);
    private final ObjectProperty<EvalStage> stage = new SimpleObjectProperty<>(this, "stage", EvalStage.OPENING);
    private final TablesChoice choice;
    private final BooleanProperty inCentipawns = new SimpleBooleanProperty(this, "inCentipawns", false);
    private final ReadOnlyIntegerWrapper selectedSquare = new ReadOnlyIntegerWrapper(this, "selectedSquare", Square.E4);
    private final ReadOnlyStringWrapper formula = new ReadOnlyStringWrapper(this, "formula", "");
    private final ReadOnlyStringWrapper hover = new ReadOnlyStringWrapper(this, "hover", "");

    public PstViewModel(TablesChoice choice) {
        this.choice = choice;
        computation = new TablesComputation(choice);
        computation.analysisProperty().addListener((o, a, b) -> updateFormula());
        piece.addListener((o, a, b) -> updateFormula());
        stage.addListener((o, a, b) -> updateFormula());
        selectedSquare.addListener((o, a, b) -> updateFormula());
    }

    public IntegerProperty pieceProperty() {
        return piece;
    }

    public ObjectProperty<EvalStage> stageProperty() {
        return stage;
    }

    /** True: both maps in centipawns; false: each model's native units. */
    public BooleanProperty inCentipawnsProperty() {
        return inCentipawns;
    }

    /** The two models shown. */
    public TablesChoice choice() {
        return choice;
    }

    public ReadOnlyObjectProperty<TablesAnalysis> analysisProperty() {
        return computation.analysisProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return computation.busyProperty();
    }

    public ReadOnlyStringProperty errorProperty() {
        return computation.errorProperty();
    }

    public ReadOnlyIntegerProperty selectedSquareProperty() {
        return selectedSquare.getReadOnlyProperty();
    }

    /** The formula of the selected square with the numbers filled in, for both models. */
    public ReadOnlyStringProperty formulaProperty() {
        return formula.getReadOnlyProperty();
    }

    /** The value under the mouse. */
    public ReadOnlyStringProperty hoverProperty() {
        return hover.getReadOnlyProperty();
    }

    public void select(int square) {
        selectedSquare.set(square);
    }

    /** Reports the hovered square of a map ("a", "b", "difference", "a-residual" or "b-residual"). */
    public void hover(String map, int square) {
        TablesAnalysis a = analysisProperty().get();
        if (a == null) {
            return;
        }
        ModelTables ma = tables(a, 0);
        ModelTables mb = tables(a, 1);
        PstFit fa = fit(a, 0);
        PstFit fb = fit(a, 1);
        String sq = Square.name(square);
        String text;
        switch (map) {
            case "a":
                text = value(ma, sq, fa.table()[square]);
                break;
            case "b":
                text = value(mb, sq, fb.table()[square]);
                break;
            case "difference":
                double x = cp(ma, fa.table()[square]);
                double y = cp(mb, fb.table()[square]);
                text = String.format(Locale.ROOT, "%s: %s %.2f cp \u2212 %s %.2f cp = %.2f cp", sq, mb.modelId(), y,
                        ma.modelId(), x, y - x);
                break;
            default:
                boolean isA = map.startsWith("a");
                text = String.format(Locale.ROOT, "%s residual %s: %d (%s)", (isA ? ma : mb).modelId(), sq,
                        (isA ? fa : fb).residual()[square], unit((isA ? ma : mb)));
        }
        hover.set(text);
    }

    /** "fruit d4: 5 cp" or "rybka b3: -694 (1/32 cp) = -21.69 cp". */
    private static String value(ModelTables m, String square, int v) {
        if (m.unitsPerCentipawn() == 1) {
            return String.format(Locale.ROOT, "%s %s: %d cp", m.modelId(), square, v);
        }
        return String.format(Locale.ROOT, "%s %s: %d (%s) = %.2f cp", m.modelId(), square, v, unit(m), cp(m, v));
    }

    static String unit(ModelTables m) {
        return m.unitsPerCentipawn() == 1 ? "cp" : "1/" + m.unitsPerCentipawn() + " cp";
    }

    static double cp(ModelTables m, int v) {
        return v / (double) m.unitsPerCentipawn();
    }

    /** Model A's (slot 0) or B's (slot 1) tables in an analysis. */
    static ModelTables tables(TablesAnalysis a, int slot) {
        return a.models().get(slot);
    }

    PstFit fit(TablesAnalysis a, int slot) {
        return a.pst(tables(a, slot).modelId(), piece.get(), stage.get()).fit();
    }

    private void updateFormula() {
        TablesAnalysis a = analysisProperty().get();
        if (a == null) {
            formula.set("");
            return;
        }
        int sq = selectedSquare.get();
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%s, %s %s", Square.name(sq),
                Pieces.name(piece.get()), stage.get().id()));
        for (int slot = 0; slot < 2; slot++) {
            ModelTables m = tables(a, slot);
            PstFit f = fit(a, slot);
            sb.append(String.format(Locale.ROOT, "%n%s:  %s", m.modelId(), f.formula(sq)));
            sb.append(m.unitsPerCentipawn() == 1 ? " cp" : String.format(Locale.ROOT, "  (= %.2f cp)",
                    cp(m, f.table()[sq])));
        }
        formula.set(sb.toString());
    }
}
