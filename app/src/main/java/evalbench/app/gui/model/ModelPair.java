package evalbench.app.gui.model;

import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;

/** The two models the workbench compares, found once through {@link Models}. */
public final class ModelPair {
    public static final String FRUIT = "fruit";
    public static final String RYBKA = "rybka";

    private static final EvaluatorModel FRUIT_MODEL = Models.byId(FRUIT);
    private static final EvaluatorModel RYBKA_MODEL = Models.byId(RYBKA);

    private ModelPair() {
    }

    public static EvaluatorModel fruit() {
        return FRUIT_MODEL;
    }

    public static EvaluatorModel rybka() {
        return RYBKA_MODEL;
    }

    public static EvaluatorModel byId(String id) {
        return FRUIT.equals(id) ? FRUIT_MODEL : RYBKA_MODEL;
    }
}
