package evalbench.studies.tables;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Groups the quad arrays of the models by the seeds' pairing (Fruit's parameter as the key: Rybka's three
 * partial free-passer arrays go with Fruit's FreePasser), each series in centipawns, for charts and the tab.
 */
public final class QuadPairs {
    /** One line of a chart. */
    public record Series(String model, String label, double[] centipawns, TablesAnalysis.QuadRow row) {
    }

    /** One chart: a Fruit parameter and what corresponds to it. */
    public record Pair(String title, List<Series> series) {
    }

    private QuadPairs() {
    }

    public static List<Pair> pairs(TablesAnalysis a) {
        Map<String, List<Series>> groups = new LinkedHashMap<>();
        for (TablesAnalysis.QuadRow r : a.quad()) {
            String key = r.model().modelId().equals(TablesAnalysis.BASIS_MODEL) ? r.array().param() : r.array().counterpart();
            double[] cp = new double[8];
            for (int i = 0; i < 8; i++) {
                cp[i] = r.fit().array()[i] / (double) r.model().unitsPerCentipawn();
            }
            String param = r.array().param();
            // short legend labels: the model alone when it uses the chart's own name, else the distinguishing part
            String label = param.equals(key) ? r.model().modelId()
                    : r.model().modelId() + " " + param.replace("PassedUnblocked", "Unblocked").replace("Passed", "");
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(new Series(r.model().modelId(), label, cp, r));
        }
        List<Pair> pairs = new ArrayList<>();
        groups.forEach((k, v) -> pairs.add(new Pair(k, List.copyOf(v))));
        return pairs;
    }
}
