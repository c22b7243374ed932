package evalbench.studies.witness;

/**
 * A proof as the search holds it: the kind, the position(s), the model whose rule family obeys a relation there
 * ({@code family}: silent, a fixed ratio between the two positions, one sign) that the other model's own values
 * break, and the stage of a sign (0 opening, 1 endgame; -1 otherwise). It proves: the other model is not the
 * family's rule with other numbers.
 */
record Finding(WitnessKind kind, Placement first, Placement second, String family, int stage) {
    int men() {
        return second == null ? first.men() : Math.max(first.men(), second.men());
    }

    int pieces() {
        return second == null ? first.pieces() : Math.max(first.pieces(), second.pieces());
    }

    /** The same evidence read the other way round (the other family obeying, this model breaking). */
    Finding reversed(String otherFamily) {
        return new Finding(kind, first, second, otherFamily, stage);
    }
}
