package evalbench.studies.corpus;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A UPGMA tree ({@link Upgma}) over the names whose distances are determined: a name with a reason of its own (an
 * engine with too few samples, one that gave no legal answer) is left out first; then, while some distance between
 * the names left is not determined (NaN), the name with the most such distances is left out (of equal counts, the
 * later one). Nothing joins a tree at a distance nobody measured; every name left out is given with its reason.
 */
final class DistanceTree {
    /** The names in the tree, its merges and Newick form (null with fewer than two names), and the names left out. */
    record Result(List<String> names, List<SimilarityResult.Merge> merges, String newick, Map<String, String> leftOut) {
    }

    private DistanceTree() {
    }

    /**
     * @param distance symmetric, NaN where the distance is not determined
     * @param reasons names to leave out whatever their distances, with the reason (may be empty)
     */
    static Result of(List<String> names, double[][] distance, Map<String, String> reasons) {
        Map<String, String> leftOut = new LinkedHashMap<>();
        List<Integer> kept = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            String reason = reasons.get(names.get(i));
            if (reason == null) {
                kept.add(i);
            } else {
                leftOut.put(names.get(i), reason);
            }
        }
        while (true) {
            int worst = -1;
            int worstCount = 0;
            for (int i : kept) {
                int count = 0;
                for (int j : kept) {
                    count += i != j && Double.isNaN(distance[i][j]) ? 1 : 0;
                }
                if (count > 0 && count >= worstCount) {
                    worst = i;
                    worstCount = count;
                }
            }
            if (worst < 0) {
                break;
            }
            List<String> unmeasured = new ArrayList<>();
            for (int j : kept) {
                if (j != worst && Double.isNaN(distance[worst][j])) {
                    unmeasured.add(names.get(j));
                }
            }
            leftOut.put(names.get(worst), "no determined distance to " + String.join(", ", unmeasured));
            kept.remove(Integer.valueOf(worst));
        }
        List<String> treeNames = new ArrayList<>();
        double[][] d = new double[kept.size()][kept.size()];
        for (int a = 0; a < kept.size(); a++) {
            treeNames.add(names.get(kept.get(a)));
            for (int b = 0; b < kept.size(); b++) {
                d[a][b] = distance[kept.get(a)][kept.get(b)];
            }
        }
        if (treeNames.size() < 2) {
            return new Result(treeNames, List.of(), null, leftOut);
        }
        Upgma.Result tree = Upgma.cluster(treeNames, d);
        return new Result(treeNames, tree.merges(), tree.newick(), leftOut);
    }
}
