package evalbench.studies.tables;

/**
 * One rank-indexed passed-pawn or candidate table of a model, in the model's units.
 *
 * @param param the model's parameter name
 * @param counterpart the other model's parameter it corresponds to (the seeds' pairing)
 * @param source how the array comes out of the parameter set (e.g. "quad(10, 70, rank)" or "array")
 */
public record QuadArray(String param, String counterpart, int[] values, String source) {
}
