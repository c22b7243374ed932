package evalbench.fabchess;

import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;

/**
 * FabChess's game phase: the non-pawn material of both sides (PHASE_SCORE_* per piece), clamped to
 * [PHASE_EG_LIMIT, PHASE_MG_LIMIT] and scaled in IEEE double to 0.0 (endgame) .. PHASE_SCALE (middlegame) —
 * the opposite direction to Fruit's phase.
 */
final class Phase {
    private final FabChessParameters p;

    Phase(FabChessParameters p) {
        this.p = p;
    }

    /** The clamped material sum M. */
    int material(Position position) {
        int m = 0;
        for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
            m += p.phaseScore[type] * (position.count(Colour.WHITE, type) + position.count(Colour.BLACK, type));
        }
        return Math.max(p.phaseEgLimit, Math.min(p.phaseMgLimit, m));
    }

    /**
     * The phase as the original computes it: the integer difference converted to double, times the scale, then
     * divided by the width of the clamp range (both in double, in this order: the bits matter, see the mix).
     */
    double of(int clampedMaterial) {
        return (double) (clampedMaterial - p.phaseEgLimit) * (double) p.phaseScale
                / (double) (p.phaseMgLimit - p.phaseEgLimit);
    }

    /**
     * The share of the endgame on an integer scale of {@link #range()} steps, 0 = middlegame (as the
     * workbench's breakdowns count phase): exactly (scale - phase) / scale of the double phase.
     */
    int endgameSteps(int clampedMaterial) {
        return p.phaseMgLimit - clampedMaterial;
    }

    int range() {
        return p.phaseMgLimit - p.phaseEgLimit;
    }
}
