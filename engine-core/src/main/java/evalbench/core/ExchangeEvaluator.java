package evalbench.core;

/**
 * Static exchange evaluation of a move: the material it wins or loses on its target square when both sides
 * go on capturing there with their least valuable piece and stop when that would lose. Engines differ in the
 * details (which of two equal pieces goes first, what an x-ray reveals), and a search that reproduces an engine
 * needs its own: {@link StaticExchange} is engine-core's.
 */
@FunctionalInterface
public interface ExchangeEvaluator {
    /** The exchange result of a legal (or pseudo-legal) move from the mover's point of view, in centipawns. */
    int evaluate(Position position, int move);
}
