package evalbench.fruit;

import evalbench.core.ExchangeEvaluator;
import evalbench.core.Position;
import evalbench.core.search.ClockRules;
import evalbench.core.search.DrawRecogniser;
import evalbench.core.search.MoveSource;
import evalbench.core.search.SearchEvaluation;
import evalbench.core.search.SearchOption;
import evalbench.core.search.SearchSettings;
import java.util.List;
import java.util.Map;

/**
 * The parts of Fruit 2.1's search besides its node search, for this model's profile and for searches that kept them
 * (Toga II 3.0's): the move generation order over Fruit's piece lists, the exchange evaluation over the same lists,
 * the material draw recognisers, Fruit's evaluation as the search calls it, its search options and the node-search
 * settings they make ({@link FruitSearchSettings}), and its root rules and time rules for the driver. A node search built on Fruit's
 * structure also uses the public classes {@link MovePicker}, {@link MoveHistory}, {@link SearchPath} and
 * {@link SearchRules}.
 */
public final class FruitSearchParts {
    private FruitSearchParts() {
    }

    /** A move source in Fruit's generation order (one per search thread). */
    public static MoveSource moveOrder() {
        return new FruitMoveOrder();
    }

    /**
     * Fruit's exchange evaluation with the exchange values of {@code parameters}, reading the attackers in the order
     * of {@code moveOrder}'s piece lists (a source from {@link #moveOrder}).
     */
    public static ExchangeEvaluator exchange(FruitParameters parameters, MoveSource moveOrder) {
        return exchange(parameters.exchangeValue, moveOrder);
    }

    /** The same with the exchange values (P N B R Q K by piece type) at hand. */
    static ExchangeEvaluator exchange(int[] values, MoveSource moveOrder) {
        if (!(moveOrder instanceof FruitMoveOrder order)) {
            throw new IllegalArgumentException("Fruit's exchange evaluation needs Fruit's move order");
        }
        return new FruitExchange(values, order.lists());
    }

    /** Fruit's material draws (recog_draw) under {@code parameters}. */
    public static DrawRecogniser drawRecogniser(FruitParameters parameters) {
        return new FruitDrawRecogniser(parameters);
    }

    /** Fruit 2.1's search options (UCI names, ranges and Fruit's defaults). */
    public static List<SearchOption> options() {
        return FruitSearchProfile.OPTIONS;
    }

    /** The node search's settings from a value for each of {@link #options()}. */
    public static FruitSearchSettings settings(Map<String, String> values) {
        return FruitSearchProfile.settingsOf(values);
    }

    /**
     * Fruit's root rules for the driver: depth 1 with every root move on the full window, a single legal move
     * searched to depth 4 (for its score and ponder move).
     */
    public static SearchSettings rootSettings() {
        return FruitSearchProfile.ROOT;
    }

    /** Fruit 2.1's time rules (soft and hard limits, the easy move, a falling score, a changing best move). */
    public static ClockRules clockRules() {
        return FruitClock.RULES;
    }

    /** Fruit's evaluation with the search's exchange evaluation; a result that used it is not reused elsewhere. */
    public static SearchEvaluation evaluation(FruitEvaluator fruit, ExchangeEvaluator exchange) {
        return new ListedExchangeEvaluation(fruit, exchange);
    }

    /** The free-passer test runs the search's exchange evaluation (over the search's piece lists). */
    private static final class ListedExchangeEvaluation implements SearchEvaluation {
        private final FruitEvaluator fruit;
        private final ExchangeEvaluator exchange;

        ListedExchangeEvaluation(FruitEvaluator fruit, ExchangeEvaluator exchange) {
            this.fruit = fruit;
            this.exchange = exchange;
        }

        @Override
        public int evaluate(Position position) {
            fruit.useExchange(exchange);
            try {
                return fruit.evaluate(position);
            } finally {
                fruit.useExchange(null);
            }
        }

        @Override
        public boolean lastResultReusable() {
            return !fruit.lastUsedExchange();
        }
    }
}
