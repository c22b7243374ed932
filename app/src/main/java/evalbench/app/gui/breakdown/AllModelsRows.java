package evalbench.app.gui.breakdown;

import evalbench.core.eval.Breakdown;
import evalbench.core.eval.TermIds;
import evalbench.core.eval.TermValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every model's breakdown of one position as one compact table: a row per term id of any model (groups in the
 * seeds' order, shared ids lined up), a column per model with the term's phase-mixed centipawns (null where the
 * model has no such term), then the sum of the terms and the final score (White's view, cp).
 */
public final class AllModelsRows {
    /** One row: its group, term id (or a total's name), and the mixed centipawns per model. */
    public record Row(String group, String label, Double[] mixed, boolean total) {
    }

    private AllModelsRows() {
    }

    public static List<Row> of(List<Breakdown> all) {
        int n = all.size();
        List<String> groups = new ArrayList<>(TermIds.GROUPS);
        all.forEach(b -> b.terms().forEach(t -> {
            if (!groups.contains(t.def().group())) {
                groups.add(t.def().group());
            }
        }));
        List<Row> rows = new ArrayList<>();
        for (String g : groups) {
            Map<String, Double[]> byId = new LinkedHashMap<>();
            for (int m = 0; m < n; m++) {
                Breakdown b = all.get(m);
                for (TermValue t : b.terms()) {
                    if (t.def().group().equals(g)) {
                        byId.computeIfAbsent(t.id(), k -> new Double[n])[m] =
                                b.units().mixedCentipawns(t.netOpening(), t.netEndgame(), b.phase());
                    }
                }
            }
            byId.forEach((id, values) -> rows.add(new Row(g, id, values, false)));
        }
        Double[] sum = new Double[n];
        Double[] fin = new Double[n];
        for (int m = 0; m < n; m++) {
            Breakdown b = all.get(m);
            sum[m] = b.units().mixedCentipawns(b.openingTotal(), b.endgameTotal(), b.phase());
            fin[m] = (double) b.whiteScore();
        }
        rows.add(new Row("total", "sum of the terms", sum, true));
        rows.add(new Row("total", "final score", fin, true));
        return rows;
    }
}
