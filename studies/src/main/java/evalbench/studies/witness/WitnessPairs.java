package evalbench.studies.witness;

import evalbench.core.io.CorpusOptions;
import evalbench.studies.corpus.Upgma;
import evalbench.studies.corpus.Verdicts;
import evalbench.studies.report.ProgramVersion;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * The witness study of every pair of N models ({@link WitnessRun} per pair, over the terms both have), and the
 * family tree from its verdicts: the similarity of a pair is the weighted share of its common terms whose rules the
 * witnesses do not tell apart, each term weighted by 1 minus the share of all pairs having it that share its rule.
 */
public final class WitnessPairs {
    /** Progress: a pair's term finished. */
    public interface Progress {
        void update(String a, String b, String term, int done, int total);
    }

    private final List<WitnessRun.Side> models;
    private final long tries;
    private final long seed;
    private final int threads;

    public WitnessPairs(List<WitnessRun.Side> models, long tries, long seed, int threads) {
        if (models.size() < 2) {
            throw new IllegalArgumentException("the witness study of pairs needs at least two models");
        }
        this.models = List.copyOf(models);
        this.tries = tries;
        this.seed = seed;
        this.threads = threads;
    }

    public WitnessMatrix run(Path file, CorpusOptions options, Progress progress, BooleanSupplier cancelled)
            throws IOException {
        long started = System.nanoTime();
        List<String> names = models.stream().map(m -> m.model().id()).toList();
        List<List<Witness>> results = new ArrayList<>();
        List<int[]> pairIndex = new ArrayList<>();
        WitnessRun.FamilyCache families = new WitnessRun.FamilyCache();
        for (int x = 0; x < models.size(); x++) {
            for (int y = x + 1; y < models.size(); y++) {
                WitnessRun.Side a = models.get(x);
                WitnessRun.Side b = models.get(y);
                WitnessRun run = new WitnessRun(a, b, List.of(), tries, seed, threads).sharing(families);
                WitnessResult r = run.run(file, options, (term, done, total) ->
                        progress.update(a.model().id(), b.model().id(), term, done, total), cancelled);
                results.add(r.witnesses());
                pairIndex.add(new int[] {x, y});
            }
        }
        Map<String, Double> weights = weights(results);
        List<WitnessMatrix.Pair> pairs = new ArrayList<>();
        double[][] distance = new double[models.size()][models.size()];
        for (int i = 0; i < results.size(); i++) {
            int x = pairIndex.get(i)[0];
            int y = pairIndex.get(i)[1];
            WitnessMatrix.Pair p = pair(names.get(x), names.get(y), results.get(i), weights);
            pairs.add(p);
            double d = Double.isNaN(p.weightedShare()) ? 1 : 1 - p.weightedShare();
            distance[x][y] = d;
            distance[y][x] = d;
        }
        Upgma.Result tree = Upgma.cluster(names, distance);
        double seconds = Math.round((System.nanoTime() - started) / 1e7) / 100.0;
        return new WitnessMatrix(ProgramVersion.text(), names, seed,
                new WitnessResult.Settings(tries, WitnessRun.FAMILY_SIZE, WitnessRun.VERIFY_SIZE, WitnessRun.SEEDS,
                        threads), pairs, weights, tree.merges(), tree.newick(), seconds);
    }

    /** Whether a verdict says the two rules are one (with the same weight or another). */
    static boolean sameRule(String verdict) {
        return verdict.equals(Verdicts.SAME) || verdict.equals(Verdicts.SAME_OTHER_WEIGHT);
    }

    /** Per term: 1 minus the share of the pairs having it (and using it) whose rules the witnesses do not tell apart. */
    static Map<String, Double> weights(List<List<Witness>> pairs) {
        Map<String, int[]> counts = new LinkedHashMap<>(); // term -> {pairs compared, same rule}
        for (List<Witness> pair : pairs) {
            for (Witness w : pair) {
                if (w.verdict().equals(Verdicts.ONE_MODEL)) {
                    continue;
                }
                int[] c = counts.computeIfAbsent(w.term(), t -> new int[2]);
                c[0]++;
                c[1] += sameRule(w.verdict()) ? 1 : 0;
            }
        }
        Map<String, Double> weights = new LinkedHashMap<>();
        counts.forEach((term, c) -> weights.put(term, 1 - c[1] / (double) c[0]));
        return weights;
    }

    private static WitnessMatrix.Pair pair(String a, String b, List<Witness> terms, Map<String, Double> weights) {
        int compared = 0;
        int same = 0;
        int sameWeight = 0;
        int different = 0;
        double weightSum = 0;
        double sameWeightSum = 0;
        Map<String, Boolean> seen = new HashMap<>();
        for (Witness w : terms) {
            if (w.verdict().equals(Verdicts.ONE_MODEL) || seen.put(w.term(), true) != null) {
                continue;
            }
            compared++;
            double weight = weights.getOrDefault(w.term(), 0.0);
            weightSum += weight;
            if (sameRule(w.verdict())) {
                same++;
                sameWeightSum += weight;
                sameWeight += w.verdict().equals(Verdicts.SAME) ? 1 : 0;
            } else {
                different++;
            }
        }
        return new WitnessMatrix.Pair(a, b, compared, same, sameWeight, different,
                compared == 0 ? Double.NaN : same / (double) compared,
                weightSum == 0 ? Double.NaN : sameWeightSum / weightSum, terms);
    }
}
