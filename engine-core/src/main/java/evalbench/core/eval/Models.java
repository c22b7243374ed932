package evalbench.core.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/** The evaluator models on the class path, found through {@link ServiceLoader}. */
public final class Models {
    private Models() {
    }

    public static List<EvaluatorModel> all() {
        List<EvaluatorModel> list = new ArrayList<>();
        ServiceLoader.load(EvaluatorModel.class).forEach(list::add);
        list.sort((a, b) -> a.id().compareTo(b.id()));
        return list;
    }

    /** The model with this id; the error lists the known ids. */
    public static EvaluatorModel byId(String id) {
        List<EvaluatorModel> all = all();
        for (EvaluatorModel m : all) {
            if (m.id().equals(id)) {
                return m;
            }
        }
        throw new IllegalArgumentException("unknown model '" + id + "' (known: "
                + all.stream().map(EvaluatorModel::id).collect(Collectors.joining(", ")) + ")");
    }
}
