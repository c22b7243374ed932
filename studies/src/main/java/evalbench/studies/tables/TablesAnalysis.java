package evalbench.studies.tables;

import evalbench.core.PieceType;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import evalbench.core.eval.TableSource;
import evalbench.fruit.FruitBasis;
import evalbench.fruit.FruitParameters;
import evalbench.fruit.PstFormula;
import java.util.ArrayList;
import java.util.List;

/**
 * Every table of the given models decomposed: each PST fitted to Fruit's basis and each passer/candidate
 * array fitted to quad(). The basis arrays and the Bonus curve always come from the shipped Fruit 2.1 set,
 * so an edited parameter set is measured against the original formula.
 */
public final class TablesAnalysis {
    /** One PST of one model, with its fit. */
    public record PstRow(ModelTables model, int piece, EvalStage stage, PstFit fit) {
        public String pieceName() {
            return Pieces.name(piece);
        }
    }

    /** One rank array of one model, with its fit. */
    public record QuadRow(ModelTables model, QuadArray array, QuadFit fit) {
    }

    /**
     * The model whose formula is the basis of every fit, by definition: Fruit 2.1's PST formula and quad() curve
     * are what the tables are decomposed into (docs/tables.md), through fruit-model's typed basis API.
     */
    public static final String BASIS_MODEL = FruitBasis.MODEL_ID;
    private static final ParameterSet SHIPPED_FRUIT = FruitBasis.shippedSet();
    private static final FruitParameters SHIPPED_WEIGHTS = FruitBasis.weights(SHIPPED_FRUIT);
    private static final PstFormula BASIS = FruitBasis.pstFormula(SHIPPED_WEIGHTS);
    private static final QuadFitter QUAD = new QuadFitter(QuadCurve.of(FruitBasis.quad(SHIPPED_WEIGHTS)));

    private final List<ModelTables> models;
    private final List<PstRow> pst = new ArrayList<>();
    private final List<QuadRow> quad = new ArrayList<>();

    public TablesAnalysis(List<ModelTables> models) {
        this.models = List.copyOf(models);
        for (ModelTables m : models) {
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                for (EvalStage stage : EvalStage.values()) {
                    pst.add(new PstRow(m, type, stage, PstDecomposer.fit(m.pst(type, stage), BASIS.columns(type))));
                }
            }
        }
        for (ModelTables m : models) {
            for (QuadArray a : m.quadArrays()) {
                quad.add(new QuadRow(m, a, QUAD.fit(a.values())));
            }
        }
    }

    /** Fruit's basis (from the shipped Fruit set). */
    public static PstFormula basis() {
        return BASIS;
    }

    /** quad() with Fruit's Bonus array (from the shipped Fruit set). */
    public static QuadFitter quadFitter() {
        return QUAD;
    }

    /** The shipped Fruit 2.1 set the basis and curve come from. */
    public static ParameterSet shippedFruit() {
        return SHIPPED_FRUIT;
    }

    /** Its typed weights. */
    public static FruitParameters shippedFruitWeights() {
        return SHIPPED_WEIGHTS;
    }

    public List<ModelTables> models() {
        return models;
    }

    public List<PstRow> pst() {
        return List.copyOf(pst);
    }

    public List<QuadRow> quad() {
        return List.copyOf(quad);
    }

    public PstRow pst(String modelId, int piece, EvalStage stage) {
        for (PstRow r : pst) {
            if (r.model().modelId().equals(modelId) && r.piece() == piece && r.stage() == stage) {
                return r;
            }
        }
        return null;
    }

    /** The tables of a model id under a parameter set, through the {@link TableSource} the model registered. */
    public static ModelTables tables(String modelId, ParameterSet set) {
        EvaluatorModel model = Models.byId(modelId);
        TableSource source = TableSource.of(modelId).orElseThrow(() -> new IllegalArgumentException(
                "model '" + modelId + "' has no tables (models with tables: " + String.join(", ", ids()) + ")"));
        return new SourcedTables(model, source, set);
    }

    /** The ids of the models that registered tables, in {@link Models#all()} order. */
    public static List<String> ids() {
        List<String> sources = TableSource.all().stream().map(TableSource::modelId).toList();
        return Models.all().stream().map(EvaluatorModel::id).filter(sources::contains).toList();
    }
}
