package evalbench.studies.witness;

import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import evalbench.core.io.CorpusOptions;
import evalbench.core.io.CorpusReader;
import evalbench.core.io.CorpusUnit;
import evalbench.studies.corpus.CompareResult;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * The corpus side of a witness run: the positions read (those where neither model warns), each term's values there in
 * both models, the positions every family member must evaluate, and each term's seeds.
 */
final class SeedCorpus {
    private final List<Placement> placements = new ArrayList<>();
    private static final int VALIDATION = 24;
    private static final int VALIDATION_STEP = 300;
    private final List<Position> positions = new ArrayList<>();
    private final List<Position> validation = new ArrayList<>();
    /** Per term, per position: A's net opening and endgame, B's net opening and endgame. */
    private final Map<String, List<int[]>> values = new LinkedHashMap<>();
    private final int unitsA;
    private final int unitsB;
    private CompareResult.Corpus summary;

    private SeedCorpus(int unitsA, int unitsB) {
        this.unitsA = unitsA;
        this.unitsB = unitsB;
    }

    static SeedCorpus read(Path file, CorpusOptions options, WitnessRun.Side a, WitnessRun.Side b, List<String> terms,
            BooleanSupplier cancelled) throws IOException {
        SeedCorpus c = new SeedCorpus(a.model().units().perCentipawn(), b.model().units().perCentipawn());
        terms.forEach(t -> c.values.put(t, new ArrayList<>()));
        Evaluator ea = a.model().create(a.parameters());
        Evaluator eb = b.model().create(b.parameters());
        int[] indexA = indices(a.model(), terms);
        int[] indexB = indices(b.model(), terms);
        int[] va = new int[a.model().terms().size() * 4];
        int[] vb = new int[b.model().terms().size() * 4];
        Set<String> seen = new java.util.HashSet<>();
        try (CorpusReader reader = new CorpusReader(file, options)) {
            for (CorpusUnit u = reader.next(); u != null; u = reader.next()) {
                if (cancelled.getAsBoolean()) {
                    throw new CancellationException("witness run cancelled");
                }
                if (c.positions.size() >= WitnessRun.CORPUS_LIMIT) {
                    continue; // read to the end all the same: the summary counts every entry
                }
                Position p = u.position();
                if (u.index() % VALIDATION_STEP == 0 && c.validation.size() < VALIDATION) {
                    c.validation.add(p);
                }
                Placement placement = Placement.of(p);
                Position edited = placement.position();
                if (!seen.add(placement.fen()) || edited == null) {
                    continue;
                }
                if (!ea.termValues(edited, va) || !eb.termValues(edited, vb)) {
                    continue; // a model returns early here: no term is evidence
                }
                c.placements.add(placement);
                c.positions.add(edited);
                for (int t = 0; t < terms.size(); t++) {
                    int i = 4 * indexA[t];
                    int j = 4 * indexB[t];
                    c.values.get(terms.get(t)).add(new int[] {va[i] - va[i + 2], va[i + 1] - va[i + 3],
                            vb[j] - vb[j + 2], vb[j + 1] - vb[j + 3]});
                }
            }
            c.summary = CompareResult.Corpus.of(file, reader);
        }
        return c;
    }

    /** Each term's index in the model's terms. */
    private static int[] indices(evalbench.core.eval.EvaluatorModel model, List<String> terms) {
        List<String> ids = model.terms().stream().map(evalbench.core.eval.TermDef::id).toList();
        return terms.stream().mapToInt(ids::indexOf).toArray();
    }

    CompareResult.Corpus summary() {
        return summary;
    }

    /**
     * Positions every family member must evaluate: every {@value #VALIDATION_STEP}th position read (whatever
     * either model makes of it), {@value #VALIDATION} at most — the same for every pair on one corpus, so a
     * model's family is the same in every pair.
     */
    List<Position> validation() {
        return List.copyOf(validation);
    }

    /**
     * The term's seeds: positions where exactly one model's term is non-zero (largest first), where both are
     * and they differ most in centipawns, then positions spread over the corpus; {@link WitnessRun#SEEDS} at most.
     */
    List<Placement> seeds(String term) {
        List<int[]> v = values.get(term);
        List<Integer> one = new ArrayList<>();
        List<Integer> both = new ArrayList<>();
        for (int i = 0; i < v.size(); i++) {
            boolean za = v.get(i)[0] == 0 && v.get(i)[1] == 0;
            boolean zb = v.get(i)[2] == 0 && v.get(i)[3] == 0;
            if (za != zb) {
                one.add(i);
            } else if (!za) {
                both.add(i);
            }
        }
        Comparator<Integer> byMagnitude = Comparator.comparingDouble(i -> -magnitude(v.get(i)));
        Comparator<Integer> byDifference = Comparator.comparingDouble(i -> -difference(v.get(i)));
        one.sort(byMagnitude.thenComparingInt(i -> i));
        both.sort(byDifference.thenComparingInt(i -> i));
        LinkedHashSet<Integer> chosen = new LinkedHashSet<>();
        one.stream().limit(WitnessRun.SEEDS / 3).forEach(chosen::add);
        both.stream().limit(WitnessRun.SEEDS / 3).forEach(chosen::add);
        int step = Math.max(1, v.size() / WitnessRun.SEEDS);
        for (int i = 0; i < v.size() && chosen.size() < WitnessRun.SEEDS; i += step) {
            chosen.add(i);
        }
        return chosen.stream().map(placements::get).toList();
    }

    private double magnitude(int[] v) {
        return Math.abs(v[0] / (double) unitsA) + Math.abs(v[1] / (double) unitsA)
                + Math.abs(v[2] / (double) unitsB) + Math.abs(v[3] / (double) unitsB);
    }

    private double difference(int[] v) {
        return Math.abs(v[0] / (double) unitsA - v[2] / (double) unitsB)
                + Math.abs(v[1] / (double) unitsA - v[3] / (double) unitsB);
    }
}
