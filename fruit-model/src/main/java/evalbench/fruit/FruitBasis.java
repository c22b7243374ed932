package evalbench.fruit;

import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import evalbench.core.eval.ParameterSet;

/**
 * Fruit 2.1 as the basis of the forensic decompositions, typed: the one declared place where another module
 * (the studies) names the basis model. The table forensics decompose every engine's piece-square tables into
 * {@link PstFormula}'s columns and its passer arrays into {@link Quad} curves; the feature regressions count
 * Fruit's features and weigh them with {@link FruitParameters}' fields. A renamed Fruit parameter is then a compile
 * error in the studies, not a lookup that fails at run time.
 */
public final class FruitBasis {
    /** The basis model's id. */
    public static final String MODEL_ID = FruitModel.ID;

    private FruitBasis() {
    }

    /** The Fruit model as registered on the class path. */
    public static EvaluatorModel model() {
        return Models.byId(MODEL_ID);
    }

    /** Fruit 2.1's own parameter set, as shipped. */
    public static ParameterSet shippedSet() {
        return model().defaultParameters();
    }

    /** The typed weights of a Fruit parameter set (checked as the evaluator checks them). */
    public static FruitParameters weights(ParameterSet fruitSet) {
        return new FruitParameters(fruitSet);
    }

    /** Whether a model is the basis model. */
    public static boolean isBasis(EvaluatorModel model) {
        return MODEL_ID.equals(model.id());
    }

    /** Fruit's piece-square-table formula under a parameter set. */
    public static PstFormula pstFormula(FruitParameters weights) {
        return new PstFormula(weights);
    }

    /** Fruit's quad() under a parameter set. */
    public static Quad quad(FruitParameters weights) {
        return new Quad(weights);
    }
}
