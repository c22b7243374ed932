package evalbench.app.gui.model;

import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import java.util.List;

/**
 * The models the workbench shows, found once through {@link Models} (every model on the class path), and the
 * pair it compares at start: Fruit 2.1 and Rybka 1.0 Beta when they are there (the question the workbench was
 * built for), else the first two.
 */
public final class ModelPair {
    private static final List<EvaluatorModel> ALL = List.copyOf(Models.all());

    private ModelPair() {
    }

    /** Every model, in {@link Models#all()} order (by id). */
    public static List<EvaluatorModel> all() {
        return ALL;
    }

    public static List<String> ids() {
        return ALL.stream().map(EvaluatorModel::id).toList();
    }

    public static EvaluatorModel byId(String id) {
        for (EvaluatorModel m : ALL) {
            if (m.id().equals(id)) {
                return m;
            }
        }
        throw new IllegalArgumentException("unknown model '" + id + "' (known: " + String.join(", ", ids()) + ")");
    }

    /** Model A at start. */
    public static String defaultA() {
        return ids().contains("fruit") ? "fruit" : ALL.get(0).id();
    }

    /** Model B at start. */
    public static String defaultB() {
        if (ids().contains("rybka") && !defaultA().equals("rybka")) {
            return "rybka";
        }
        return ALL.stream().map(EvaluatorModel::id).filter(id -> !id.equals(defaultA())).findFirst()
                .orElse(defaultA());
    }
}
