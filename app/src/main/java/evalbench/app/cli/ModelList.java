package evalbench.app.cli;

import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import evalbench.studies.corpus.SimilarityRun;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A {@code --model}/{@code --models} value: a comma list of model ids ({@code fruit,toga}) in the order given, or
 * {@code all} for every model on the class path ({@code both}, its name from the two-model days, means the same).
 */
final class ModelList {
    static final String ALL = "all";

    private ModelList() {
    }

    /** The models named by {@code spec}, from the given available models; an unknown id is a usage error. */
    static List<EvaluatorModel> parse(String spec, String option, List<EvaluatorModel> available) {
        String text = spec == null ? "" : spec.strip();
        if (text.equals(ALL) || text.equals("both")) {
            return List.copyOf(available);
        }
        Set<String> ids = new LinkedHashSet<>();
        for (String part : text.split(",")) {
            if (!part.isBlank()) {
                ids.add(part.strip());
            }
        }
        if (ids.isEmpty()) {
            throw new UsageError(option + " needs model ids or 'all' (known: " + known(available) + ")");
        }
        List<EvaluatorModel> list = new ArrayList<>();
        for (String id : ids) {
            list.add(available.stream().filter(m -> m.id().equals(id)).findFirst().orElseThrow(() -> new UsageError(
                    option + ": unknown model '" + id + "' (known: " + known(available) + ", all)")));
        }
        return list;
    }

    static List<EvaluatorModel> parse(String spec, String option) {
        return parse(spec, option, Models.all());
    }

    /** Each model with its own default parameter set, as the studies take them. */
    static List<SimilarityRun.ModelEngine> withDefaults(List<EvaluatorModel> models) {
        List<SimilarityRun.ModelEngine> list = new ArrayList<>();
        for (EvaluatorModel m : models) {
            list.add(new SimilarityRun.ModelEngine(m, m.defaultParameters()));
        }
        return list;
    }

    static String known(List<EvaluatorModel> available) {
        return available.stream().map(EvaluatorModel::id).collect(Collectors.joining(", "));
    }
}
