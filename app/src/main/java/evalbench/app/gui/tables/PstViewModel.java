package evalbench.app.gui.tables;

import evalbench.app.tables.EvalStage;
import evalbench.app.tables.Pieces;
import evalbench.app.tables.PstFit;
import evalbench.app.tables.TablesAnalysis;
import evalbench.core.PieceType;
import evalbench.core.Square;
import evalbench.core.eval.ParameterSet;
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
import javafx.beans.value.ObservableValue;

/**
 * State of the PST tab: the choice (piece, stage, Rybka in native units or cp) is the user's; the analysis,
 * the selected square and the texts shown are derived and read-only.
 */
public final class PstViewModel {
    private final TablesComputation computation;
    private final IntegerProperty piece = new SimpleIntegerProperty(this, "piece", PieceType.KNIGHT);
    private final ObjectProperty<EvalStage> stage = new SimpleObjectProperty<>(this, "stage", EvalStage.OPENING);
    private final BooleanProperty rybkaInCentipawns = new SimpleBooleanProperty(this, "rybkaInCentipawns", false);
    private final ReadOnlyIntegerWrapper selectedSquare = new ReadOnlyIntegerWrapper(this, "selectedSquare", Square.E4);
    private final ReadOnlyStringWrapper formula = new ReadOnlyStringWrapper(this, "formula", "");
    private final ReadOnlyStringWrapper hover = new ReadOnlyStringWrapper(this, "hover", "");

    public PstViewModel(ObservableValue<ParameterSet> fruit, ObservableValue<ParameterSet> rybka) {
        computation = new TablesComputation(fruit, rybka);
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

    public BooleanProperty rybkaInCentipawnsProperty() {
        return rybkaInCentipawns;
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

    /** Reports the hovered square of a map ("fruit", "rybka", "difference", or a residual map). */
    public void hover(String map, int square) {
        TablesAnalysis a = analysisProperty().get();
        if (a == null) {
            return;
        }
        PstFit fruit = fit(a, "fruit");
        PstFit rybka = fit(a, "rybka");
        double f = fruit.table()[square];
        double r = rybka.table()[square] / (double) perCentipawn(a, "rybka");
        String text;
        switch (map) {
            case "fruit":
                text = String.format(Locale.ROOT, "Fruit %s: %d cp", Square.name(square), fruit.table()[square]);
                break;
            case "rybka":
                text = String.format(Locale.ROOT, "Rybka %s: %d (1/32 cp) = %.2f cp", Square.name(square), rybka.table()[square], r);
                break;
            case "difference":
                text = String.format(Locale.ROOT, "%s: Rybka %.2f cp \u2212 Fruit %.0f cp = %.2f cp", Square.name(square), r, f, r - f);
                break;
            default:
                PstFit fit = map.startsWith("fruit") ? fruit : rybka;
                text = String.format(Locale.ROOT, "%s residual %s: %d", map.startsWith("fruit") ? "Fruit" : "Rybka",
                        Square.name(square), fit.residual()[square]);
        }
        hover.set(text);
    }

    PstFit fit(TablesAnalysis a, String model) {
        return a.pst(model, piece.get(), stage.get()).fit();
    }

    static int perCentipawn(TablesAnalysis a, String model) {
        return a.models().stream().filter(m -> m.modelId().equals(model)).findFirst().orElseThrow().unitsPerCentipawn();
    }

    private void updateFormula() {
        TablesAnalysis a = analysisProperty().get();
        if (a == null) {
            formula.set("");
            return;
        }
        int sq = selectedSquare.get();
        PstFit fruit = fit(a, "fruit");
        PstFit rybka = fit(a, "rybka");
        formula.set(String.format(Locale.ROOT, "%s, %s %s%nFruit:  %s cp%nRybka:  %s  (= %.2f cp)", Square.name(sq),
                Pieces.name(piece.get()), stage.get().id(), fruit.formula(sq), rybka.formula(sq), rybka.table()[sq] / (double) perCentipawn(a, "rybka")));
    }
}
