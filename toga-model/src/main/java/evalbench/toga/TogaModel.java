package evalbench.toga;

import evalbench.core.PieceType;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.ParameterType;
import evalbench.core.eval.TermDef;
import evalbench.core.eval.TermValue;
import evalbench.core.eval.Units;
import evalbench.fruit.FruitModel;
import evalbench.fruit.KingAttackTable;
import evalbench.fruit.PieceSquareTables;
import evalbench.fruit.ReferenceColumns;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Toga II 3.0's static evaluation as an evaluator model: Fruit 2.1's units (centipawns, phase 0..256), the parameter
 * set {@code evalbench/toga/toga-ii-3.0.params}, and the columns of the reference files
 * {@code data/reference/toga2-eval-*.tsv} (stages in Toga's order, then the finer terms).
 */
public final class TogaModel implements EvaluatorModel {
    public static final String ID = "toga";
    public static final String RESOURCE = "/evalbench/toga/toga-ii-3.0.params";
    public static final Units UNITS = new Units("centipawn", 1, 256);

    /** Stages whose columns are NA after an early draw (Toga never ran them). */
    private static final List<String> LATE_STAGES = List.of(Terms.STAGE_TEMPO, Terms.STAGE_PATTERN,
            Terms.STAGE_KING, Terms.STAGE_PASSER, Terms.STAGE_PIECE);

    private static final String[] MATERIAL_COLUMNS = {"", "mat_pawn", "mat_knight", "mat_bishop", "mat_rook",
        "mat_queen"};

    /**
     * The finer columns after {@code verify}: each is the sum of these terms (sheet indices). The material columns by
     * piece kind come from the breakdown's details instead.
     */
    private static final List<Finer> FINER = List.of(
            new Finer("mat_bishop_pair", false, Terms.BISHOP_PAIR),
            new Finer("mat_exchange", false, Terms.EXCHANGE),
            new Finer("mat_pawn_ending", false, Terms.PAWN_ENDING),
            new Finer("mat_rook_ending", false, Terms.ROOK_ENDING),
            new Finer("mat_qn_qb", false, Terms.QUEEN_MINOR),
            new Finer("king_shelter", true, Terms.KING_SHELTER, Terms.KING_STORM),
            new Finer("king_storm", true, Terms.STORM_AGAIN),
            new Finer("king_attack", true, Terms.KING_ATTACK),
            new Finer("piece_knight_mob", true, Terms.MOBILITY_KNIGHT),
            new Finer("piece_knight_outpost", true, Terms.KNIGHT_OUTPOST),
            new Finer("piece_bishop_mob", true, Terms.MOBILITY_BISHOP),
            new Finer("piece_rook_mob", true, Terms.MOBILITY_ROOK),
            new Finer("piece_rook_file", true, Terms.ROOK_OPEN_FILE),
            new Finer("piece_rook_king_file", true, Terms.ROOK_KING_FILE),
            new Finer("piece_rook_7th", true, Terms.ROOK_SEVENTH),
            new Finer("piece_queen_tropism", true, Terms.QUEEN_TROPISM),
            new Finer("piece_queen_7th", true, Terms.QUEEN_SEVENTH),
            new Finer("piece_space", true, Terms.SPACE));

    /** A finer reference column: the sum of some terms; {@code late}: NA after an early draw. */
    private record Finer(String column, boolean late, int... terms) {
    }

    private static final List<String> COLUMNS = buildColumns();

    private final ParameterSet defaults;
    /** Fruit's table of kept attack targets, built once (board geometry only). */
    private final KingAttackTable attackTable = new KingAttackTable();

    public TogaModel() {
        this.defaults = ParameterSet.fromResource(TogaModel.class, RESOURCE);
        new TogaParameters(defaults); // fail at start, not at the first evaluation
    }

    private static List<String> buildColumns() {
        List<String> c = ReferenceColumns.columns(Terms.STAGES);
        for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
            c.add(MATERIAL_COLUMNS[type] + "_op");
            c.add(MATERIAL_COLUMNS[type] + "_eg");
        }
        for (Finer f : FINER) {
            c.add(f.column() + "_op");
            c.add(f.column() + "_eg");
        }
        return List.copyOf(c);
    }

    /** The finer column (without _op/_eg) of the material term's share of a piece type. */
    static String materialColumn(int pieceType) {
        return MATERIAL_COLUMNS[pieceType];
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return "Toga II 3.0";
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
        return ParameterSet.fromFile(file, defaults, ParameterType.INT, TogaParameters::new);
    }

    /** Toga II 3.0's own node search over the parts it kept of Fruit's ({@link TogaSearchProfile}). */
    @Override
    public evalbench.core.search.SearchProfile searchProfile() {
        return new TogaSearchProfile();
    }

    @Override
    public Evaluator create(ParameterSet parameters) {
        return create(parameters, true);
    }

    /** An evaluator with the material and pawn caches on or off (off: every call computes everything). */
    public TogaEvaluator create(ParameterSet parameters, boolean caches) {
        TogaParameters p = new TogaParameters(parameters);
        return new TogaEvaluator(this, p, new PieceSquareTables(p.fruit()), attackTable, caches);
    }

    @Override
    public List<String> tsvColumns() {
        return COLUMNS;
    }

    @Override
    public List<String> tsvRow(Breakdown b) {
        boolean earlyDraw = ReferenceColumns.earlyDraw(b);
        List<String> row = ReferenceColumns.row(b, Terms.STAGES, LATE_STAGES);
        for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
            row.add(b.details().get(MATERIAL_COLUMNS[type] + "_op"));
            row.add(b.details().get(MATERIAL_COLUMNS[type] + "_eg"));
        }
        List<TermValue> terms = b.terms();
        for (Finer f : FINER) {
            if (earlyDraw && f.late()) {
                row.add(FruitModel.NA);
                row.add(FruitModel.NA);
                continue;
            }
            int op = 0;
            int eg = 0;
            for (int t : f.terms()) {
                op += terms.get(t).netOpening();
                eg += terms.get(t).netEndgame();
            }
            row.add(Integer.toString(op));
            row.add(Integer.toString(eg));
        }
        return row;
    }
}
