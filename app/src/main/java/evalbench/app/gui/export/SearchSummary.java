package evalbench.app.gui.export;

/**
 * A finished (or stopped) search as reports show it.
 *
 * @param model     model id
 * @param limits    the limits asked for ("depth 12", "movetime 2000", ...)
 * @param depth     last iteration
 * @param selDepth  deepest ply reached
 * @param score     score for the side to move, for people ("+0.23", "#3")
 * @param nodes     nodes searched
 * @param nps       nodes per second
 * @param timeMs    time used
 * @param pvSan     the principal variation in SAN
 */
public record SearchSummary(String model, String limits, int depth, int selDepth, String score, long nodes, long nps,
        long timeMs, String pvSan) {
}
