package evalbench.fruit;

import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.ParameterType;
import evalbench.core.eval.TermDef;
import evalbench.core.eval.Units;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Fruit 2.1's static evaluation as an evaluator model: centipawns, phase 0..256, the parameter set
 * {@code evalbench/fruit/fruit-2.1.params}, and the columns of {@code data/reference/fruit21-eval-*.tsv}.
 */
public final class FruitModel implements EvaluatorModel {
    public static final String ID = "fruit";
    public static final String RESOURCE = "/evalbench/fruit/fruit-2.1.params";
    public static final Units UNITS = new Units("centipawn", 1, FruitEvaluator.PHASE_MAX);

    // breakdown detail keys (also the reference column names)
    public static final String MAT_MUL_W = "mat_mul_w";
    public static final String MAT_MUL_B = "mat_mul_b";
    public static final String DRAW_MUL_W = "draw_mul_w";
    public static final String DRAW_MUL_B = "draw_mul_b";
    public static final String RECOG = "recog";
    public static final String MAT_FLAGS = "mat_flags";
    public static final String CFLAGS_W = "cflags_w";
    public static final String CFLAGS_B = "cflags_b";
    public static final String STM_IN_CHECK = "stm_in_check";
    public static final String STATUS = "status";
    public static final String INTERP = "interp";
    public static final String SCALED = "scaled";
    public static final String VERIFY = "verify";
    public static final String NA = "NA";

    /** Stages whose columns are NA after an early draw (Fruit never ran them). */
    private static final List<String> LATE_STAGES = List.of(Terms.STAGE_PIECE, Terms.STAGE_KING,
            Terms.STAGE_PASSER, Terms.STAGE_PATTERN);

    private static final List<String> COLUMNS = List.copyOf(ReferenceColumns.columns(Terms.STAGES));

    private final ParameterSet defaults;
    /** Built once per parameter set: tables that depend only on the parameters or on board geometry. */
    private final KingAttackTable attackTable = new KingAttackTable();

    public FruitModel() {
        this.defaults = ParameterSet.fromResource(FruitModel.class, RESOURCE);
        new FruitParameters(defaults); // fail at start, not at the first evaluation
    }

    @Override
    public evalbench.core.search.SearchProfile searchProfile() {
        return new FruitSearchProfile();
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return "Fruit 2.1";
    }

    @Override
    public Units units() {
        return UNITS;
    }

    @Override
    public List<TermDef> terms() {
        return Terms.DEFINITIONS;
    }

    @Override
    public ParameterSet defaultParameters() {
        return defaults;
    }

    @Override
    public ParameterSet loadParameters(Path file) throws IOException {
        return ParameterSet.fromFile(file, defaults, ParameterType.INT, FruitParameters::new);
    }

    @Override
    public Evaluator create(ParameterSet parameters) {
        return create(parameters, true);
    }

    /** An evaluator with the material and pawn caches on or off (off: every call computes everything). */
    public Evaluator create(ParameterSet parameters, boolean caches) {
        FruitParameters p = new FruitParameters(parameters);
        return new FruitEvaluator(this, p, new PieceSquareTables(p), attackTable, caches);
    }

    /** Fruit's piece-square tables built from a parameter set (for heatmaps and their decomposition). */
    public PieceSquareTables pieceSquareTables(ParameterSet parameters) {
        return new PieceSquareTables(new FruitParameters(parameters));
    }

    /** Fruit's quad() with a parameter set's Bonus[] (for the passed-pawn tables). */
    public Quad quad(ParameterSet parameters) {
        return new Quad(new FruitParameters(parameters));
    }

    @Override
    public List<String> tsvColumns() {
        return COLUMNS;
    }

    @Override
    public List<String> tsvRow(Breakdown b) {
        return ReferenceColumns.row(b, Terms.STAGES, LATE_STAGES);
    }
}
