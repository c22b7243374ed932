package evalbench.studies.witness;

import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterEdits;
import evalbench.core.eval.ParameterSet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;

/**
 * A model's rule as a family: its parameter set and {@code size} random sets, every number drawn afresh (a whole
 * parameter set to zero with probability 1/8; else each non-zero value times a factor between 1/2 and 2, its sign
 * kept, and each zero value from -8 to 8 but not 0). "The other model is this rule with other numbers" means: it is
 * a member of this family. A relation every member obeys at a position (silent; a fixed ratio between two
 * positions; one sign) and the other model breaks there proves it is not.
 *
 * <p>Drawing every number, thresholds and units included, only makes the family larger: a relation all its members
 * obey is then rarer, so the witnesses stay sound. A parameter whose random or zero value makes the model refuse the
 * set or fail on an evaluation (an array index, a divisor) is held at the set's value, for every member, and named
 * in {@link #held()}. The sets are made once; each thread makes its own evaluators from them ({@link #evaluators}).
 */
final class RuleFamily {
    private final EvaluatorModel model;
    private final ParameterSet base;
    private final List<ParameterSet> sets = new ArrayList<>();
    private final TreeSet<String> held = new TreeSet<>();
    /** Parameters that break the model at zero but not at random values: drawn, never zero. */
    private final TreeSet<String> neverZero = new TreeSet<>();

    /** @param validation positions every member must evaluate without failing (spread over the corpus) */
    RuleFamily(EvaluatorModel model, ParameterSet base, int size, long seed, List<Position> validation) {
        this(model, base, size, seed, validation, null);
    }

    /** A family of another size and seed that holds what {@code like} found must be held (no search again). */
    RuleFamily(RuleFamily like, int size, long seed, List<Position> validation) {
        this(like.model, like.base, size, seed, validation, like);
    }

    private RuleFamily(EvaluatorModel model, ParameterSet base, int size, long seed, List<Position> validation,
            RuleFamily like) {
        this.model = model;
        this.base = base;
        sets.add(base);
        SplittableRandom random = new SplittableRandom(seed ^ model.id().hashCode() * 0x9E3779B97F4A7C15L);
        if (like == null) {
            List<ParameterSet.Parameter> all = new ArrayList<>(base.parameters().values());
            findUnsafe(all, true, random.split(), validation);
            findUnsafe(all, false, random.split(), validation);
        } else {
            held.addAll(like.held);
            neverZero.addAll(like.neverZero);
        }
        for (int k = 0; k < size; k++) {
            sets.add(member(random.split(), validation, k));
        }
    }

    EvaluatorModel model() {
        return model;
    }

    ParameterSet parameters() {
        return base;
    }

    int size() {
        return sets.size();
    }

    /** Parameters held at the set's values because a random or zero value made the model refuse or fail. */
    List<String> held() {
        return List.copyOf(held);
    }

    /** Fresh evaluators for one thread: index 0 under the model's own set, then the random members. */
    List<Evaluator> evaluators() {
        List<Evaluator> list = new ArrayList<>(sets.size());
        for (ParameterSet s : sets) {
            list.add(model.create(s));
        }
        return list;
    }

    private ParameterSet member(SplittableRandom random, List<Position> validation, int index) {
        for (int attempt = 0; attempt < 16; attempt++) {
            ParameterSet set = tryMember(draws(random.split()), validation, index);
            if (set != null) {
                return set;
            }
        }
        throw new IllegalStateException(model.id() + ": no random parameter set could be evaluated; held " + held);
    }

    /**
     * Finds, by groups, the parameters that break the model set to zero ({@code zero}: they are then never zero) or
     * drawn at random (held): a group that survives (one all-zero set, or three random draws) is safe; one that does
     * not is halved until the single culprits are found.
     */
    private void findUnsafe(List<ParameterSet.Parameter> group, boolean zero, SplittableRandom random,
            List<Position> validation) {
        List<ParameterSet.Parameter> open = group.stream().filter(p -> !held.contains(p.name())
                && !(zero && neverZero.contains(p.name()))).toList();
        if (open.isEmpty()) {
            return;
        }
        boolean safe = true;
        for (int trial = 0; trial < (zero ? 1 : 3) && safe; trial++) {
            Map<String, int[]> changes = new LinkedHashMap<>();
            for (ParameterSet.Parameter p : open) {
                changes.put(p.name(), zero ? new int[p.values().length] : drawn(p.values(), random));
            }
            safe = tryMember(changes, validation, -1) != null;
        }
        if (safe) {
            return;
        }
        if (open.size() == 1) {
            (zero ? neverZero : held).add(open.get(0).name());
            return;
        }
        int half = open.size() / 2;
        findUnsafe(open.subList(0, half), zero, random, validation);
        findUnsafe(open.subList(half, open.size()), zero, random, validation);
    }

    /** Parameters never set to zero in a member (zero breaks the model), though drawn at random. */
    List<String> neverZero() {
        return List.copyOf(neverZero);
    }

    private Map<String, int[]> draws(SplittableRandom random) {
        Map<String, int[]> changes = new LinkedHashMap<>();
        for (ParameterSet.Parameter p : base.parameters().values()) {
            // drawn for every parameter, held or not, so the draws do not depend on what is held
            boolean zero = random.nextInt(8) == 0 && !neverZero.contains(p.name());
            int[] values = zero ? new int[p.values().length] : drawn(p.values(), random);
            if (!held.contains(p.name())) {
                changes.put(p.name(), values);
            }
        }
        return changes;
    }

    static int[] drawn(int[] values, SplittableRandom random) {
        int[] v = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            double factor = Math.exp((random.nextDouble() * 2 - 1) * Math.log(2));
            if (values[i] == 0) {
                int magnitude = 1 + random.nextInt(8);
                v[i] = random.nextBoolean() ? magnitude : -magnitude;
            } else {
                long scaled = Math.round(values[i] * factor);
                if (scaled == 0) {
                    scaled = Long.signum(values[i]);
                }
                v[i] = (int) Math.max(Integer.MIN_VALUE / 4, Math.min(Integer.MAX_VALUE / 4, scaled));
            }
        }
        return v;
    }

    private ParameterSet tryMember(Map<String, int[]> changes, List<Position> validation, int index) {
        try {
            ParameterSet set = ParameterEdits.with(base, changes, base.name() + "-family-" + index);
            Evaluator e = model.create(set);
            int[] values = new int[model.terms().size() * 4];
            for (Position p : validation) {
                e.termValues(p, values);
                e.evaluate(p);
            }
            return set;
        } catch (RuntimeException e) {
            return null;
        }
    }
}
