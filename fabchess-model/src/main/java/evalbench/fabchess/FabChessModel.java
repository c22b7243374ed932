package evalbench.fabchess;

import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.ParameterType;
import evalbench.core.eval.TermDef;
import evalbench.core.eval.TermValue;
import evalbench.core.eval.Units;
import evalbench.core.search.SearchProfile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * FabChess 1.15's static evaluation as an evaluator model: centipawns; FabChess's own phase (a double, 0.0 =
 * endgame .. 128.0 = middlegame) among the details, and for the workbench's views the same phase as an exact
 * integer share of the endgame, 0 (middlegame) .. PHASE_MG_LIMIT - PHASE_EG_LIMIT (endgame); the parameter set
 * {@code evalbench/fabchess/fabchess-1.15.params}; the columns of the reference files
 * {@code fabchess-1.15-eval-*.tsv}.
 */
public final class FabChessModel implements EvaluatorModel {
    public static final String ID = "fabchess";
    public static final String RESOURCE = "/evalbench/fabchess/fabchess-1.15.params";

    private static final String[] HALVES = {"_w_mg", "_w_eg", "_b_mg", "_b_eg"};

    private final ParameterSet defaults;
    private final Units units;
    private final List<String> columns;
    /** Term column stems in print order, each with its terms' sheet indices (a group sum: the stage's terms). */
    private final Map<String, int[]> termColumns;

    public FabChessModel() {
        this.defaults = ParameterSet.fromResource(FabChessModel.class, RESOURCE);
        FabChessParameters p = new FabChessParameters(defaults); // fail at start, not at the first evaluation
        // the endgame half is divided by 1.5 before the phase mix: the views' mixed centipawns do the same
        this.units = new Units("centipawn", 1, p.phaseMgLimit - p.phaseEgLimit,
                (double) p.endgameDivisorDenominator / p.endgameDivisorNumerator);
        this.termColumns = buildTermColumns();
        this.columns = buildColumns(termColumns);
    }

    private static Map<String, int[]> buildTermColumns() {
        Map<String, List<Integer>> map = new LinkedHashMap<>();
        List<TermDef> defs = Terms.DEFINITIONS;
        for (int t = 0; t < defs.size(); t++) {
            map.computeIfAbsent(Terms.COLUMN_OF_TERM.get(t), k -> new ArrayList<>()).add(t);
            String stage = defs.get(t).stage();
            boolean lastOfStage = t + 1 == defs.size() || !defs.get(t + 1).stage().equals(stage);
            if (lastOfStage && !stage.equals(Terms.STAGE_TEMPO)) {
                List<Integer> all = new ArrayList<>();
                for (int u = 0; u < defs.size(); u++) {
                    if (defs.get(u).stage().equals(stage)) {
                        all.add(u);
                    }
                }
                map.put(stage, all);
            }
        }
        Map<String, int[]> result = new LinkedHashMap<>();
        map.forEach((k, v) -> result.put(k, v.stream().mapToInt(Integer::intValue).toArray()));
        return result;
    }

    private static List<String> buildColumns(Map<String, int[]> termColumns) {
        List<String> c = new ArrayList<>(List.of("eval_white", "eval_stm", FabChessBreakdown.STATUS,
                FabChessBreakdown.PHASE, FabChessBreakdown.PHASE_BITS));
        for (String stem : termColumns.keySet()) {
            for (String half : HALVES) {
                c.add(stem + half);
            }
        }
        c.addAll(FabChessBreakdown.DETAIL_KEYS);
        c.addAll(List.of("mg_total", "eg_total", FabChessBreakdown.RESCALE_PROBE, FabChessBreakdown.EG_SCALE,
                FabChessBreakdown.EG_RESCALED, FabChessBreakdown.EG_DIV15, FabChessBreakdown.MIX,
                FabChessBreakdown.FINAL, FabChessBreakdown.VERIFY));
        return List.copyOf(c);
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return "FabChess 1.15";
    }

    @Override
    public Units units() {
        return units;
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
        return ParameterSet.fromFile(file, defaults, ParameterType.I16, FabChessParameters::new);
    }

    @Override
    public Evaluator create(ParameterSet parameters) {
        return new FabChessEvaluator(this, new FabChessParameters(parameters));
    }

    /**
     * FabChess's piece-square table of a piece type under a parameter set, one stage, by square a1..h8 from White's
     * side (Black reads the rank-mirrored square): for heatmaps and their decomposition.
     */
    public int[] pieceSquareTable(ParameterSet parameters, int pieceType, boolean endgame) {
        return PieceSquareTables.table(new FabChessParameters(parameters), pieceType, endgame);
    }

    @Override
    public List<String> tsvColumns() {
        return columns;
    }

    @Override
    public List<String> tsvRow(Breakdown b) {
        Map<String, String> d = b.details();
        boolean draw = FabChessEvaluator.STATUS_DRAW.equals(d.get(FabChessBreakdown.STATUS));
        List<String> row = new ArrayList<>(columns.size());
        row.add(Integer.toString(b.whiteScore()));
        row.add(Integer.toString(b.sideToMoveScore()));
        row.add(d.get(FabChessBreakdown.STATUS));
        row.add(d.get(FabChessBreakdown.PHASE));
        row.add(d.get(FabChessBreakdown.PHASE_BITS));
        List<TermValue> terms = b.terms();
        for (int[] members : termColumns.values()) {
            int[] sums = new int[4];
            for (int t : members) {
                TermValue v = terms.get(t);
                sums[0] += v.whiteOpening();
                sums[1] += v.whiteEndgame();
                sums[2] += v.blackOpening();
                sums[3] += v.blackEndgame();
            }
            for (int s : sums) {
                row.add(draw ? FabChessBreakdown.NA : Integer.toString(s));
            }
        }
        for (String key : FabChessBreakdown.DETAIL_KEYS) {
            row.add(draw ? FabChessBreakdown.NA : d.get(key));
        }
        row.add(draw ? FabChessBreakdown.NA : Integer.toString(b.openingTotal()));
        row.add(draw ? FabChessBreakdown.NA : Integer.toString(b.endgameTotal()));
        for (String key : List.of(FabChessBreakdown.RESCALE_PROBE, FabChessBreakdown.EG_SCALE,
                FabChessBreakdown.EG_RESCALED, FabChessBreakdown.EG_DIV15, FabChessBreakdown.MIX,
                FabChessBreakdown.FINAL)) {
            row.add(draw ? FabChessBreakdown.NA : d.get(key));
        }
        row.add(d.get(FabChessBreakdown.VERIFY));
        return row;
    }

    /** FabChess 1.15's own search (its move order, keys, SEE, table and pruning), see {@link FabChessNodeSearch}. */
    @Override
    public SearchProfile searchProfile() {
        return new FabChessSearchProfile();
    }
}
