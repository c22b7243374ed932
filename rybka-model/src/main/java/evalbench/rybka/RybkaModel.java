package evalbench.rybka;

import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Factor;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.ParameterType;
import evalbench.core.eval.TermDef;
import evalbench.core.eval.TermIds;
import evalbench.core.eval.TermValue;
import evalbench.core.eval.Units;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Rybka 1.0 Beta's evaluation as reconstructed by Strelka 2.0 B: 1/32-centipawn units (pawn = 3399), a
 * generated material table, Fruit-style piece-square tables with Rybka's weights, pawn structure with
 * shelter/storm pattern tables, pieces, king attack, passed pawns, patterns, opposite-bishop halving,
 * linear phase interpolation over 0..24 and a tempo bonus. Its {@code eval --format tsv} columns are those
 * of {@code data/reference/strelka-eval-games.tsv}.
 */
public final class RybkaModel implements EvaluatorModel {
    public static final String ID = "rybka";
    public static final String NAME = "Rybka 1.0 Beta (Strelka 2.0 B)";
    public static final Units UNITS = new Units("1/32 centipawn", 32, 24);
    /** The parameter set shipped with the model (class-path resource). */
    public static final String DEFAULT_PARAMETERS = "/evalbench/rybka/rybka-1.0-beta.params";

    static final String FACTOR_OCB = "ocb_halved";
    static final String DETAIL_MAT_INDEX = "mat_index";
    static final String DETAIL_MAT_VALUE = "mat_value";
    static final String DETAIL_MAT_FLAGS = "mat_flags";
    static final String DETAIL_LAZY = "lazy";

    /**
     * The per-term columns of the reference file, in its order, and the term ids each one sums
     * ({@code king_shelter} is shelter and storm together).
     */
    private static final String[][] TERM_COLUMNS = {
        {"pst", TermIds.PST},
        {"pawn_doubled", TermIds.PAWNS_DOUBLED},
        {"pawn_isolated", TermIds.PAWNS_ISOLATED},
        {"pawn_backward", TermIds.PAWNS_BACKWARD},
        {"pawn_candidate", TermIds.PAWNS_CANDIDATE},
        {"king_shelter", TermIds.KING_SHELTER, TermIds.KING_STORM},
        {"mob_knight", TermIds.MOBILITY_KNIGHT},
        {"mob_bishop", TermIds.MOBILITY_BISHOP},
        {"mob_rook", TermIds.MOBILITY_ROOK},
        {"mob_queen", TermIds.MOBILITY_QUEEN},
        {"rook_open_file", TermIds.ROOK_OPEN_FILE},
        {"rook_king_file", TermIds.ROOK_KING_FILE},
        {"rook_7th", TermIds.ROOK_SEVENTH},
        {"queen_7th", TermIds.QUEEN_SEVENTH},
        {"king_attack", TermIds.KING_ATTACK},
        {"passer_rank", TermIds.PASSERS_RANK},
        {"passer_unstoppable", TermIds.PASSERS_UNSTOPPABLE},
        {"passer_unblocked_own", Terms.PASSERS_UNBLOCKED_OWN_ID},
        {"passer_unblocked_opp", Terms.PASSERS_UNBLOCKED_OPP_ID},
        {"passer_free", TermIds.PASSERS_FREE},
        {"passer_king_dist", TermIds.PASSERS_KING_DISTANCE},
        {"trapped_bishop", TermIds.TRAPPED_BISHOP},
        {"blocked_bishop", TermIds.BLOCKED_BISHOP},
        {"blocked_rook", TermIds.BLOCKED_ROOK}};

    private static final List<String> COLUMNS = columns();

    /** The shipped set, read and checked once (it holds the large material-table components). */
    private final ParameterSet defaults;

    public RybkaModel() {
        this.defaults = ParameterSet.fromResource(RybkaModel.class, DEFAULT_PARAMETERS);
        RybkaParameters.from(defaults); // fail at start, not at the first evaluation
    }

    private static List<String> columns() {
        List<String> c = new ArrayList<>(List.of("white_cp", "stm_cp", "value_cp_no_tempo", "phase",
                DETAIL_MAT_INDEX, DETAIL_MAT_VALUE, DETAIL_MAT_FLAGS, DETAIL_LAZY));
        for (String stage : Terms.STAGES) {
            c.add(stage + "_op");
            c.add(stage + "_eg");
        }
        c.addAll(List.of("sum_op", "sum_eg", FACTOR_OCB, "total_op", "total_eg"));
        for (String[] t : TERM_COLUMNS) {
            for (String side : new String[] {"_w", "_b"}) {
                c.add(t[0] + side + "_op");
                c.add(t[0] + side + "_eg");
            }
        }
        return List.copyOf(c);
    }

    @Override
    public evalbench.core.search.SearchProfile searchProfile() {
        return new RybkaSearchProfile();
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Units units() {
        return UNITS;
    }

    @Override
    public List<TermDef> terms() {
        return Terms.DEFS;
    }

    @Override
    public ParameterSet defaultParameters() {
        return defaults;
    }

    @Override
    public ParameterSet loadParameters(Path file) throws IOException {
        return ParameterSet.fromFile(file, defaults, ParameterType.INT, RybkaParameters::from);
    }

    @Override
    public Evaluator create(ParameterSet parameters) {
        return new RybkaEvaluator(this, parameters);
    }

    @Override
    public List<String> tsvColumns() {
        return COLUMNS;
    }

    @Override
    public List<String> tsvRow(Breakdown b) {
        List<String> row = new ArrayList<>(COLUMNS.size());
        row.add(Integer.toString(b.whiteScore()));
        row.add(Integer.toString(b.sideToMoveScore()));
        row.add(Integer.toString(b.mixed()));
        row.add(Integer.toString(b.phase()));
        row.add(detail(b, DETAIL_MAT_INDEX));
        row.add(detail(b, DETAIL_MAT_VALUE));
        row.add(detail(b, DETAIL_MAT_FLAGS));
        row.add(detail(b, DETAIL_LAZY));
        for (String stage : Terms.STAGES) {
            int[] total = b.stageTotal(stage);
            row.add(Integer.toString(total[0]));
            row.add(Integer.toString(total[1]));
        }
        int sumOp = b.openingTotal();
        int sumEg = b.endgameTotal();
        boolean halved = ocbHalved(b);
        row.add(Integer.toString(sumOp));
        row.add(Integer.toString(sumEg));
        row.add(halved ? "1" : "0");
        row.add(Integer.toString(halved ? sumOp / 2 : sumOp));
        row.add(Integer.toString(halved ? sumEg / 2 : sumEg));
        for (String[] t : TERM_COLUMNS) {
            int wOp = 0;
            int wEg = 0;
            int bOp = 0;
            int bEg = 0;
            for (int i = 1; i < t.length; i++) {
                TermValue v = b.term(t[i]);
                wOp += v.whiteOpening();
                wEg += v.whiteEndgame();
                bOp += v.blackOpening();
                bEg += v.blackEndgame();
            }
            row.add(Integer.toString(wOp));
            row.add(Integer.toString(wEg));
            row.add(Integer.toString(bOp));
            row.add(Integer.toString(bEg));
        }
        return row;
    }

    private static String detail(Breakdown b, String key) {
        String v = b.details().get(key);
        if (v == null) {
            throw new IllegalArgumentException("breakdown of model " + b.modelId() + " has no '" + key + "' detail");
        }
        return v;
    }

    private static boolean ocbHalved(Breakdown b) {
        for (Factor f : b.factors()) {
            if (f.id().equals(FACTOR_OCB)) {
                return f.value() != 0;
            }
        }
        throw new IllegalArgumentException("breakdown of model " + b.modelId() + " has no '" + FACTOR_OCB + "' factor");
    }
}
