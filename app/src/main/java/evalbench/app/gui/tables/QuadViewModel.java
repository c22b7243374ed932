package evalbench.app.gui.tables;

import evalbench.studies.tables.QuadCurve;
import evalbench.studies.tables.QuadFit;
import evalbench.studies.tables.QuadPairs;
import evalbench.studies.tables.Rounding;
import evalbench.studies.tables.TablesAnalysis;
import evalbench.studies.tables.TablesText;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyListProperty;
import javafx.beans.property.ReadOnlyListWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.collections.FXCollections;

/** State of the quad() tab, all derived from the two models chosen and their parameter sets, and read-only. */
public final class QuadViewModel {
    /**
     * One table row: an array of a model with its fit, and what Fruit's rounding would give with that (min, max) on
     * the ranks the fit covers ({@code fittedRanks}: ranks 1-7; the 8th-rank entry is outside, see {@code rank8}).
     */
    public record Row(String model, String param, String source, int min, int max, String rounding, String alsoFits,
            int maxAbsResidual, String rank8, int[] values, int[] residuals, int[] withFruitRounding, String differsAt,
            int fittedRanks) {
        /** True if Fruit's rounding of (min, max) gives another value on this rank (index 0-7) than the array. */
        public boolean fruitWouldDiffer(int rank) {
            return rank < fittedRanks && withFruitRounding[rank] != values[rank];
        }
    }

    private final TablesComputation computation;
    private final ReadOnlyListWrapper<Row> rows = new ReadOnlyListWrapper<>(this, "rows", FXCollections.observableArrayList());
    private final javafx.beans.property.ReadOnlyStringWrapper bonus = new javafx.beans.property.ReadOnlyStringWrapper(this,
            "bonus", "");
    private final ReadOnlyListWrapper<QuadPairs.Pair> pairs = new ReadOnlyListWrapper<>(this, "pairs",
            FXCollections.observableArrayList());

    private final TablesChoice choice;

    public QuadViewModel(TablesChoice choice) {
        this.choice = choice;
        computation = new TablesComputation(choice);
        computation.analysisProperty().addListener((o, a, b) -> update(b));
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

    public ReadOnlyListProperty<Row> rowsProperty() {
        return rows.getReadOnlyProperty();
    }

    public ReadOnlyListProperty<QuadPairs.Pair> pairsProperty() {
        return pairs.getReadOnlyProperty();
    }

    /** Fruit's Bonus array as text, "0 0 0 26 77 154 256 0 / 256" (set with the first analysis). */
    public ReadOnlyStringProperty bonusProperty() {
        return bonus.getReadOnlyProperty();
    }

    private static String bonusText() {
        QuadCurve c = TablesAnalysis.quadFitter().curve();
        int[] b = new int[c.ranks()];
        for (int r = 0; r < b.length; r++) {
            b[r] = c.bonus(r);
        }
        return TablesText.join(b) + " / " + c.unit();
    }

    private void update(TablesAnalysis a) {
        if (a == null) {
            rows.clear();
            pairs.clear();
            return;
        }
        QuadCurve curve = TablesAnalysis.quadFitter().curve();
        List<Row> list = new ArrayList<>();
        for (TablesAnalysis.QuadRow r : a.quad()) {
            QuadFit f = r.fit();
            int[] rounded = curve.array(f.min(), f.max(), Rounding.ROUND);
            StringJoiner differs = new StringJoiner(", ");
            for (int i = 0; i < f.fittedRanks(); i++) {
                if (rounded[i] != f.array()[i]) { // the same test as Row.fruitWouldDiffer
                    differs.add("rank " + (i + 1) + ": " + rounded[i]);
                }
            }
            list.add(new Row(r.model().modelId(), r.array().param(), r.array().source(), f.min(), f.max(),
                    f.exact() ? f.rounding().id() : "none (nearest " + f.nearest().id() + ")",
                    String.join(", ", f.alsoFits().stream().map(Rounding::id).toList()), f.maxAbsResidual(), f.rank8Holds(),
                    f.array(), f.residual(), rounded, differs.length() == 0 ? "the same" : differs.toString(),
                    f.fittedRanks()));
        }
        bonus.set(bonusText());
        rows.setAll(list);
        pairs.setAll(QuadPairs.pairs(a));
    }
}
