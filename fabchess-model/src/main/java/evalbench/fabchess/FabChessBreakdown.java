package evalbench.fabchess;

import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ScoreSheet;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a recording run of the {@link FabChessEvaluator} into a {@link Breakdown}: the terms from the sheet, the
 * phase (on the workbench's integer scale, and as FabChess's double with its bits among the details), the
 * endgame rescaling and ÷ 1.5 as factors, and every count and king-attack detail the reference file prints.
 */
final class FabChessBreakdown {
    static final String STATUS = "status";
    static final String PHASE = "phase";
    static final String PHASE_BITS = "phase_bits";
    static final String RESCALE_PROBE = "rescale_probe";
    static final String EG_SCALE = "eg_scale";
    static final String EG_RESCALED = "eg_rescaled";
    static final String EG_DIV15 = "eg_div15";
    static final String MIX = "mix";
    static final String FINAL = "final";
    static final String VERIFY = "verify";
    static final String NA = "NA";
    static final String[] SIDES = {"w", "b"};
    static final List<String> ATTACK_PIECES = List.of("knight", "bishop", "rook", "queen");

    /** The count and king-attack details, in the reference file's column order. */
    static final List<String> DETAIL_KEYS = detailKeys();

    private FabChessBreakdown() {
    }

    private static List<String> detailKeys() {
        List<String> keys = new ArrayList<>();
        for (String name : Counts.NAMES) {
            for (String side : SIDES) {
                keys.add(name + "_" + side + "_n");
            }
        }
        for (String s : SIDES) {
            for (String piece : ATTACK_PIECES) {
                keys.add("attackers_" + piece + "_" + s + "_n");
                keys.add("attack_units_" + piece + "_" + s + "_mg");
                keys.add("attack_units_" + piece + "_" + s + "_eg");
            }
            keys.addAll(List.of("attackers_" + s + "_n", "attack_units_" + s + "_mg", "attack_units_" + s + "_eg",
                    "safety_table_" + s + "_mg", "safety_table_" + s + "_eg", "attack_weight_" + s + "_mg",
                    "attack_weight_" + s + "_eg"));
        }
        return List.copyOf(keys);
    }

    /** The values of {@link #DETAIL_KEYS}, in the same order. */
    private static int[] detailValues(Counts counts, KingAttack k) {
        int[] v = new int[DETAIL_KEYS.size()];
        int i = 0;
        for (int n = 0; n < Counts.NAMES.size(); n++) {
            for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
                v[i++] = counts.get(n, c);
            }
        }
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
                v[i++] = k.attackers[c][type];
                v[i++] = k.unitsMg[c][type];
                v[i++] = k.unitsEg[c][type];
            }
            v[i++] = k.totalAttackers[c];
            v[i++] = k.totalUnitsMg[c];
            v[i++] = k.totalUnitsEg[c];
            v[i++] = k.safetyMg[c];
            v[i++] = k.safetyEg[c];
            v[i++] = k.weightMg[c];
            v[i++] = k.weightEg[c];
        }
        return v;
    }

    static Breakdown build(EvaluatorModel model, Position position, FabChessEvaluator e) {
        int white = e.whiteScore();
        int stm = position.sideToMove() == Colour.WHITE ? white : -white;
        FabChessParameters p = e.params();
        FinalScore f = e.finalScore();
        ScoreSheet sheet = e.sheet();
        double phase = e.phaseValue();
        Breakdown.Builder b = Breakdown.builder(model, position.toFen())
                .phase(e.endgameSteps())
                .terms(Terms.DEFINITIONS, sheet)
                .tempo(0)
                .scores(white, white, stm);
        b.detail(STATUS, e.draw() ? FabChessEvaluator.STATUS_DRAW : FabChessEvaluator.STATUS_OK)
                .detail(PHASE, DoubleText.shortest(phase))
                .detail(PHASE_BITS, DoubleText.bits(phase));
        String phaseText = DoubleText.shortest(phase);
        // two decimals for display; the exact double is in the details and the factor below
        b.nativePhase(String.format(java.util.Locale.ROOT, "%.2f of %d, %d = middlegame", phase, p.phaseScale,
                p.phaseScale));
        b.factor(PHASE, "Phase " + phaseText + " of " + p.phaseScale, (int) phase,
                "FabChess's phase " + phaseText + " (0.0 = endgame, " + p.phaseScale + ".0 = middlegame); above as "
                        + e.endgameSteps() + " of " + model.units().phaseMax() + " endgame steps ("
                        + p.phaseMgLimit + " - material); score = (mg x phase + eg x (" + p.phaseScale
                        + " - phase)) / " + p.phaseScale + " in double" + (e.draw() ? "" : " = "
                        + DoubleText.shortest(f.mix)) + ", truncated toward zero");
        if (e.draw()) {
            b.warning("lone minor pieces: FabChess returns 0 before computing any term (no tempo)");
            b.detail(VERIFY, "ok");
            return b.build();
        }
        String scale = f.egDivisor == FinalScore.NO_RESCALING ? "1" : "1/" + f.egDivisor;
        b.factor(EG_SCALE, "Endgame rescaling x " + scale, f.egDivisor,
                "endgame total " + e.totalEndgame() + " divided by this (truncated): " + f.egRescaled
                        + " (the side ahead has at most " + p.rescalePawnLimit
                        + " pawn and cannot win; 1 = unchanged)");
        String divisor = DoubleText.shortest((double) p.endgameDivisorNumerator / p.endgameDivisorDenominator);
        b.factor("eg_divisor", "Endgame / " + divisor, p.endgameDivisorNumerator * 100 / p.endgameDivisorDenominator,
                "endgame " + f.egRescaled + " / " + divisor + " = " + f.egDivided
                        + " (divisor in hundredths; in double, truncated) before the phase mix;"
                        + " the mixed cp column divides each term's endgame value the same way");
        int[] values = detailValues(e.counts(), e.kingAttack());
        for (int i = 0; i < values.length; i++) {
            b.detail(DETAIL_KEYS.get(i), values[i]);
        }
        b.detail(RESCALE_PROBE, f.probe())
                .detail(EG_SCALE, scale)
                .detail(EG_RESCALED, f.egRescaled)
                .detail(EG_DIV15, f.egDivided)
                .detail(MIX, DoubleText.shortest(f.mix))
                .detail(FINAL, f.score)
                .detail(VERIFY, verify(e, sheet, f, phase) ? "ok" : "mismatch");
        return b.build();
    }

    /**
     * The breakdown's own consistency check: the terms add up to the totals the score came from, and the probe
     * and the mix recompute from the recorded columns.
     */
    private static boolean verify(FabChessEvaluator e, ScoreSheet sheet, FinalScore f, double phase) {
        int mg = 0;
        int eg = 0;
        for (int t = 0; t < Terms.COUNT; t++) {
            mg += sheet.net(t, ScoreSheet.OPENING);
            eg += sheet.net(t, ScoreSheet.ENDGAME);
        }
        return mg == e.totalOpening() && eg == e.totalEndgame()
                && (int) f.interpolate(mg, eg, phase) == f.probe()
                && f.interpolate(mg, f.egDivided, phase) == f.mix && (int) f.mix == f.score;
    }
}
