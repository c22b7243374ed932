package evalbench.studies.corpus;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * UPGMA (average-linkage) clustering of engines by distance 1 - share of equal best moves: the closest two
 * clusters are merged, distances to the merged cluster are the size-weighted averages; ties go to the pair
 * listed first. Gives the merges in order and the tree in Newick form.
 */
public final class Upgma {
    public record Result(List<SimilarityResult.Merge> merges, String newick) {
    }

    private Upgma() {
    }

    public static Result cluster(List<String> names, double[][] distance) {
        int n = names.size();
        List<String> label = new ArrayList<>(names);
        List<String> newick = new ArrayList<>(names);
        List<Integer> size = new ArrayList<>();
        List<Double> height = new ArrayList<>();
        double[][] d = new double[n][n];
        for (int i = 0; i < n; i++) {
            size.add(1);
            height.add(0.0);
            d[i] = distance[i].clone();
        }
        List<Integer> alive = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            alive.add(i);
        }
        List<SimilarityResult.Merge> merges = new ArrayList<>();
        while (alive.size() > 1) {
            int bi = -1;
            int bj = -1;
            double best = Double.POSITIVE_INFINITY;
            for (int x = 0; x < alive.size(); x++) {
                for (int y = x + 1; y < alive.size(); y++) {
                    double v = d[alive.get(x)][alive.get(y)];
                    if (v < best) {
                        best = v;
                        bi = alive.get(x);
                        bj = alive.get(y);
                    }
                }
            }
            double h = best / 2;
            merges.add(new SimilarityResult.Merge(label.get(bi), label.get(bj), best, h));
            String nw = String.format(Locale.ROOT, "(%s:%.4f,%s:%.4f)", newick.get(bi), h - height.get(bi),
                    newick.get(bj), h - height.get(bj));
            int si = size.get(bi);
            int sj = size.get(bj);
            for (int k : alive) {
                if (k != bi && k != bj) {
                    double v = (d[bi][k] * si + d[bj][k] * sj) / (si + sj);
                    d[bi][k] = v;
                    d[k][bi] = v;
                }
            }
            label.set(bi, label.get(bi) + "+" + label.get(bj));
            newick.set(bi, nw);
            size.set(bi, si + sj);
            height.set(bi, h);
            alive.remove(Integer.valueOf(bj));
        }
        return new Result(merges, newick.get(alive.get(0)) + ";");
    }
}
