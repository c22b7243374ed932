package evalbench.core.eval;

/**
 * How a model counts: its native unit per centipawn (Fruit 1, Rybka 32), the top of its phase scale
 * (Fruit 256, Rybka 24; 0 = opening, max = endgame) and the factor its endgame half is multiplied by before the
 * phase mix (1 for most models; FabChess 1.15 divides its endgame by 1.5).
 */
public record Units(String name, int perCentipawn, int phaseMax, double endgameScale) {
    public static final Units CENTIPAWN_256 = new Units("centipawn", 1, 256);

    public Units(String name, int perCentipawn, int phaseMax) {
        this(name, perCentipawn, phaseMax, 1.0);
    }

    /** Opening/endgame mix of one term at a phase, in centipawns, unrounded (for display). */
    public double mixedCentipawns(int opening, int endgame, int phase) {
        return ((double) opening * (phaseMax - phase) + endgame * endgameScale * phase) / phaseMax / perCentipawn;
    }
}
