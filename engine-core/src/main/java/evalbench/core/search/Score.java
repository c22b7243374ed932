package evalbench.core.search;

/**
 * A search result's value as people read it: centipawns, or a mate in N moves (positive: the side to move
 * mates; negative: it is mated), with its bound. Always from the side to move's point of view at the root.
 */
public record Score(Kind kind, int value, Bound bound) {
    /** Centipawns or moves to mate. */
    public enum Kind { CP, MATE }

    public Score {
        if (kind == null || bound == null) {
            throw new IllegalArgumentException("score kind and bound are required");
        }
    }

    public static Score cp(int centipawns, Bound bound) {
        return new Score(Kind.CP, centipawns, bound);
    }

    public static Score mate(int moves, Bound bound) {
        return new Score(Kind.MATE, moves, bound);
    }

    public boolean isMate() {
        return kind == Kind.MATE;
    }

    /** UCI form: "cp 23", "mate -3", "cp 40 lowerbound". */
    public String toUci() {
        return (kind == Kind.CP ? "cp " : "mate ") + value + bound.uciSuffix();
    }

    /** Short form for people: "+0.23", "#3", "#-2" (bounds as "≥"/"≤"). */
    public String toDisplay() {
        String prefix = bound == Bound.LOWER ? "≥" : bound == Bound.UPPER ? "≤" : "";
        if (kind == Kind.MATE) {
            return prefix + "#" + value;
        }
        return prefix + String.format(java.util.Locale.ROOT, "%+.2f", value / 100.0);
    }
}
