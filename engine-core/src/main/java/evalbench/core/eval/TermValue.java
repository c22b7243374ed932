package evalbench.core.eval;

/**
 * One term's values in a breakdown, in the model's native units, each side from its own point of view
 * (positive = good for that side). The term adds {@code white - black} to the evaluation (White's view).
 * {@code squares} is the set of squares the term comes from (a bitboard; 0 if none).
 */
public record TermValue(TermDef def, int whiteOpening, int whiteEndgame, int blackOpening, int blackEndgame,
        long squares) {

    public String id() {
        return def.id();
    }

    public int netOpening() {
        return whiteOpening - blackOpening;
    }

    public int netEndgame() {
        return whiteEndgame - blackEndgame;
    }

    public boolean isZero() {
        return whiteOpening == 0 && whiteEndgame == 0 && blackOpening == 0 && blackEndgame == 0;
    }
}
