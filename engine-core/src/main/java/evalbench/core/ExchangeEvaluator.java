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

    /**
     * True if the move does not lose material by exchange, with the usual shortcuts (Fruit 2.1's
     * {@code capture_is_good}): en passant is good, an under-promotion bad, a capture with promotion or of a piece
     * worth at least the mover good; otherwise the exchange result decides. Engines with a cruder yes/no test
     * override this.
     */
    default boolean isGood(Position position, int move) {
        if (Move.isEnPassant(move)) {
            return true;
        }
        if (Move.isPromotion(move) && Move.promotionType(move) != PieceType.QUEEN) {
            return false;
        }
        int captured = position.pieceAt(Move.to(move));
        if (captured != Piece.NONE) {
            if (Move.isPromotion(move)) {
                return true;
            }
            if (ShortcutValues.VALUE[Piece.type(captured)] >= ShortcutValues.VALUE[Piece.type(position.pieceAt(Move.from(move)))]) {
                return true;
            }
        }
        return isAtLeast(position, move, 0);
    }

    /**
     * True if {@link #evaluate} would give at least {@code threshold}. Callers that compare the result with a
     * threshold ask this: an engine can answer it without the whole exchange, stopping once the result is known to
     * be on one side.
     */
    default boolean isAtLeast(Position position, int move, int threshold) {
        return evaluate(position, move) >= threshold;
    }

    /** Piece values of the shortcut (100, 325, 325, 500, 1000, 10000 by piece type). */
    final class ShortcutValues {
        static final int[] VALUE = {0, 100, 325, 325, 500, 1000, 10000};

        private ShortcutValues() {
        }
    }
}
