package evalbench.app.gui.model;

import evalbench.core.eval.Breakdown;
import java.util.List;

/**
 * Every model's breakdown of one position, and the two models the breakdown view compares (A and B, chosen in
 * the summary strip).
 *
 * @param fen    the position
 * @param all    one breakdown per model, in the workbench's model order
 * @param aIndex index in {@code all} of model A
 * @param bIndex index in {@code all} of model B
 * @param nanos  how long the explain() calls took on the evaluation thread
 */
public record Comparison(String fen, List<Breakdown> all, int aIndex, int bIndex, long nanos) {
    public Comparison {
        all = List.copyOf(all);
    }

    /** Model A's breakdown. */
    public Breakdown a() {
        return all.get(aIndex);
    }

    /** Model B's breakdown. */
    public Breakdown b() {
        return all.get(bIndex);
    }

    /** The breakdown of a model id, or null if that model is not among them. */
    public Breakdown of(String modelId) {
        for (Breakdown b : all) {
            if (b.modelId().equals(modelId)) {
                return b;
            }
        }
        return null;
    }

    /** The same breakdowns compared as another pair (no new evaluation). */
    public Comparison withPair(String aId, String bId) {
        return new Comparison(fen, all, indexOf(aId), indexOf(bId), nanos);
    }

    private int indexOf(String id) {
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).modelId().equals(id)) {
                return i;
            }
        }
        throw new IllegalArgumentException("no breakdown of model " + id);
    }

    /** Difference of the final scores, A minus B, centipawns, White's view. */
    public int difference() {
        return a().whiteScore() - b().whiteScore();
    }
}
