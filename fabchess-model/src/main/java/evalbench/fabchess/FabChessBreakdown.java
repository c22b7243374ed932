package evalbench.fabchess;

import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ScoreSheet;
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

    private FabChessBreakdown() {
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
                "endgame total " + sheet.totalEndgame() + " divided by this (truncated): " + f.egRescaled
                        + " (the side ahead has at most " + p.rescalePawnLimit
                        + " pawn and cannot win; 1 = unchanged)");
        String divisor = DoubleText.shortest((double) p.endgameDivisorNumerator / p.endgameDivisorDenominator);
        b.factor("eg_divisor", "Endgame / " + divisor, p.endgameDivisorNumerator * 100 / p.endgameDivisorDenominator,
                "endgame " + f.egRescaled + " / " + divisor + " = " + f.egDivided
                        + " (divisor in hundredths; in double, truncated) before the phase mix;"
                        + " the mixed cp column mixes the undivided endgame values");
        Counts counts = e.counts();
        for (int i = 0; i < Counts.NAMES.size(); i++) {
            for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
                b.detail(Counts.NAMES.get(i) + "_" + SIDES[c] + "_n", counts.get(i, c));
            }
        }
        KingAttack k = e.kingAttack();
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            String s = SIDES[c];
            for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
                String piece = ATTACK_PIECES.get(type - PieceType.KNIGHT);
                b.detail("attackers_" + piece + "_" + s + "_n", k.attackers[c][type]);
                b.detail("attack_units_" + piece + "_" + s + "_mg", k.unitsMg[c][type]);
                b.detail("attack_units_" + piece + "_" + s + "_eg", k.unitsEg[c][type]);
            }
            b.detail("attackers_" + s + "_n", k.totalAttackers[c]);
            b.detail("attack_units_" + s + "_mg", k.totalUnitsMg[c]);
            b.detail("attack_units_" + s + "_eg", k.totalUnitsEg[c]);
            b.detail("safety_table_" + s + "_mg", k.safetyMg[c]);
            b.detail("safety_table_" + s + "_eg", k.safetyEg[c]);
            b.detail("attack_weight_" + s + "_mg", k.weightMg[c]);
            b.detail("attack_weight_" + s + "_eg", k.weightEg[c]);
        }
        b.detail(RESCALE_PROBE, f.probe)
                .detail(EG_SCALE, scale)
                .detail(EG_RESCALED, f.egRescaled)
                .detail(EG_DIV15, f.egDivided)
                .detail(MIX, DoubleText.shortest(f.mix))
                .detail(FINAL, f.score)
                .detail(VERIFY, verify(sheet, f, phase) ? "ok" : "mismatch");
        return b.build();
    }

    /**
     * The breakdown's own consistency check: the terms add up to the totals the score came from, and the probe
     * and the mix recompute from the recorded columns.
     */
    private static boolean verify(ScoreSheet sheet, FinalScore f, double phase) {
        int mg = 0;
        int eg = 0;
        for (int t = 0; t < Terms.COUNT; t++) {
            mg += sheet.net(t, ScoreSheet.OPENING);
            eg += sheet.net(t, ScoreSheet.ENDGAME);
        }
        return mg == sheet.totalOpening() && eg == sheet.totalEndgame()
                && (int) f.interpolate(mg, eg, phase) == f.probe
                && f.interpolate(mg, f.egDivided, phase) == f.mix && (int) f.mix == f.score;
    }
}
