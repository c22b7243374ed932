package evalbench.app.gui.model;

import evalbench.core.eval.Breakdown;

/**
 * Both models' breakdowns of one position, with the parameter sets that produced them.
 *
 * @param fen     the position
 * @param fruit   Fruit 2.1's breakdown
 * @param rybka   Rybka 1.0 Beta's breakdown
 * @param nanos   how long the two explain() calls took on the evaluation thread
 */
public record Comparison(String fen, Breakdown fruit, Breakdown rybka, long nanos) {
    /** Difference of the final scores, Fruit minus Rybka, centipawns, White's view. */
    public int difference() {
        return fruit.whiteScore() - rybka.whiteScore();
    }
}
