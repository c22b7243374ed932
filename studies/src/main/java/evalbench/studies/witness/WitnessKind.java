package evalbench.studies.witness;

/** What a witness shows (the names the reports use). */
public enum WitnessKind {
    /**
     * One position where one model's term is zero for both sides in both stages under every member of its rule
     * family (its rule does not fire), and the other model's net value is not zero.
     */
    ZERO_VS_NONZERO("zero-vs-nonzero"),
    /**
     * One position where, in a stage, every member of each family gives one sign and the two signs disagree once
     * the sign of the corpus-fitted weight ratio is taken into account.
     */
    OPPOSITE_SIGN("opposite-sign"),
    /** Two positions one model's whole rule family scores alike (each side, each stage) and the other's does not. */
    RATIO("ratio"),
    /** None found in the positions tried. */
    NONE("none");

    private final String id;

    WitnessKind(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
