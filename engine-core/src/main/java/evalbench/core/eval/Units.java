package evalbench.core.eval;

/**
 * How a model counts: its native unit per centipawn (Fruit 1, Rybka 32) and the top of its phase scale
 * (Fruit 256, Rybka 24; 0 = opening, max = endgame).
 */
public record Units(String name, int perCentipawn, int phaseMax) {
    public static final Units CENTIPAWN_256 = new Units("centipawn", 1, 256);

    /** Opening/endgame mix of one term at a phase, in centipawns, unrounded (for display). */
    public double mixedCentipawns(int opening, int endgame, int phase) {
        return ((double) opening * (phaseMax - phase) + (double) endgame * phase) / phaseMax / perCentipawn;
    }
}
