package evalbench.app.gui.breakdown;

import evalbench.core.eval.Units;

/**
 * One row of the breakdown table. Index 0 is model A, 1 is model B. Opening/endgame values are White-minus-Black
 * (or one side's own value on a side row) in the model's native units; mixed values are centipawns at the
 * position's phase; {@code text} replaces a model's cells on rows that carry words (phase, factors).
 */
public final class BreakdownRow {
    /** What a row stands for. */
    public enum Kind { GROUP, TERM, SIDE, SUM, INFO, FINAL }

    final String label;
    final String termId;
    final Kind kind;
    final Integer[] opening = new Integer[2];
    final Integer[] endgame = new Integer[2];
    final Double[] mixed = new Double[2];
    final String[] text = new String[2];
    final Units[] units = new Units[2];
    /** "ID only" for terms one of the two models lacks, else null. */
    String onlyIn;

    BreakdownRow(String label, String termId, Kind kind) {
        this.label = label;
        this.termId = termId;
        this.kind = kind;
    }

    public String label() {
        return label;
    }

    public String termId() {
        return termId;
    }

    public Kind kind() {
        return kind;
    }

    public String onlyIn() {
        return onlyIn;
    }

    /** Mixed centipawns of a model (0 A, 1 B), or null if the row has none. */
    public Double mixed(int model) {
        return mixed[model];
    }

    public Integer opening(int model) {
        return opening[model];
    }

    public Integer endgame(int model) {
        return endgame[model];
    }

    /** A minus B in centipawns; a model without the term counts 0. Null on rows without numbers. */
    public Double delta() {
        if (mixed[0] == null && mixed[1] == null) {
            return null;
        }
        return (mixed[0] == null ? 0 : mixed[0]) - (mixed[1] == null ? 0 : mixed[1]);
    }

    void set(int model, Units u, int op, int eg, int phase) {
        units[model] = u;
        opening[model] = op;
        endgame[model] = eg;
        mixed[model] = u.mixedCentipawns(op, eg, phase);
    }
}
