package evalbench.fruit;

import evalbench.core.ExchangeEvaluator;
import evalbench.core.Position;

/**
 * Fruit's exchange evaluation for a position without a search behind it: piece lists built from the board as
 * Fruit builds them when it reads a FEN, once per evaluation ({@link #newPosition}) however many passers ask, not
 * once per call. The evaluation never changes the board, so the lists stay right until the next one.
 *
 * <p>API for models derived from Fruit: the free-passer test of {@link PassedPawns} runs through it.
 */
public final class BoardExchange implements ExchangeEvaluator {
    private final PieceLists lists = new PieceLists();
    private final FruitExchange exchange;
    private boolean stale = true;

    /** @param values exchange values by piece type (index 0 unused), as {@link FruitParameters#exchangeValues()} */
    public BoardExchange(int[] values) {
        this.exchange = new FruitExchange(values, lists);
    }

    /** The next call builds the lists afresh: a new evaluation (perhaps of another position) has begun. */
    public void newPosition() {
        stale = true;
    }

    @Override
    public int evaluate(Position position, int move) {
        listsFor(position);
        return exchange.evaluate(position, move);
    }

    @Override
    public boolean isAtLeast(Position position, int move, int threshold) {
        listsFor(position);
        return exchange.isAtLeast(position, move, threshold);
    }

    private void listsFor(Position position) {
        if (stale) {
            lists.reset(position);
            stale = false;
        }
    }
}
