package evalbench.toga;

import evalbench.core.ExchangeEvaluator;
import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import evalbench.core.search.ClockRules;
import evalbench.core.search.DrawRecogniser;
import evalbench.core.search.MoveSource;
import evalbench.core.search.NodeSearch;
import evalbench.core.search.SearchControl;
import evalbench.core.search.SearchEvaluation;
import evalbench.core.search.SearchOption;
import evalbench.core.search.SearchProfile;
import evalbench.core.search.SearchSettings;
import evalbench.core.search.SearchValues;
import evalbench.fruit.FruitEvaluator;
import evalbench.fruit.FruitParameters;
import evalbench.fruit.FruitSearchParts;
import evalbench.fruit.FruitSearchSettings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Toga II 3.0's search: its own node search ({@link TogaSearch} with {@link TogaTable}) over what Toga kept of
 * Fruit 2.1's ({@link FruitSearchParts}: the move generation order, the exchange evaluation, the material draw
 * recognisers); the driver's root rules and time rules are Fruit's ({@link FruitSearchParts#rootSettings},
 * {@link FruitSearchParts#clockRules}). Options: Fruit's, with Toga's defaults (null move
 * and verification always, history threshold 70 %, futility and delta pruning on), plus the extended futility
 * margin. "History Pruning" switches the late-move reductions; "NullMove Pruning" other than "Never" means
 * always (Toga's null move has no evaluation condition).
 */
final class TogaSearchProfile implements SearchProfile {
    static final String EXTENDED_FUTILITY_MARGIN = "Extended Futility Margin";
    /** Toga's defaults where they differ from Fruit's. */
    private static final Map<String, String> TOGA_DEFAULTS = Map.of(
            "NullMove Pruning", "Always",
            "Verification Search", "Always",
            "History Threshold", "70",
            "Futility Pruning", "true",
            "Delta Pruning", "true");
    static final List<SearchOption> OPTIONS = togaOptions();

    private final Map<String, String> values;
    private final FruitSearchSettings nodeSettings;
    private final int extendedFutilityMargin;

    TogaSearchProfile() {
        this(defaults());
    }

    private TogaSearchProfile(Map<String, String> values) {
        this.values = Map.copyOf(values);
        this.nodeSettings = FruitSearchParts.settings(this.values);
        this.extendedFutilityMargin = Integer.parseInt(this.values.get(EXTENDED_FUTILITY_MARGIN));
    }

    private static List<SearchOption> togaOptions() {
        List<SearchOption> list = new ArrayList<>();
        for (SearchOption o : FruitSearchParts.options()) {
            String value = TOGA_DEFAULTS.getOrDefault(o.name(), o.defaultValue());
            list.add(new SearchOption(o.name(), o.type(), value, o.min(), o.max(), o.choices(), o.description()));
        }
        list.add(SearchOption.spin(EXTENDED_FUTILITY_MARGIN, 200, 0, 900,
                "futility margin at depth 2 to 5 (plus the futility margin at odd depths)"));
        return List.copyOf(list);
    }

    private static Map<String, String> defaults() {
        Map<String, String> m = new LinkedHashMap<>();
        for (SearchOption o : OPTIONS) {
            m.put(o.name(), o.defaultValue());
        }
        return m;
    }

    @Override
    public String name() {
        return "Toga II 3.0";
    }

    /** Fruit's root rules. */
    @Override
    public SearchSettings settings() {
        return FruitSearchParts.rootSettings();
    }

    /** Fruit's time rules. */
    @Override
    public ClockRules clockRules() {
        return FruitSearchParts.clockRules();
    }

    @Override
    public List<SearchOption> options() {
        return OPTIONS;
    }

    @Override
    public SearchProfile withOptions(Map<String, String> changes) {
        Map<String, String> m = new LinkedHashMap<>(values);
        for (Map.Entry<String, String> e : changes.entrySet()) {
            SearchOption option = OPTIONS.stream().filter(o -> o.name().equalsIgnoreCase(e.getKey())).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("Toga has no search option '" + e.getKey() + "'"));
            m.put(option.name(), option.validate(e.getValue()));
        }
        return new TogaSearchProfile(m);
    }

    @Override
    public NodeSearch newNodeSearch(int hashMegabytes, SearchControl control) {
        return new TogaSearch(nodeSettings, extendedFutilityMargin, new TogaTable(hashMegabytes), control);
    }

    @Override
    public MoveSource newMoveSource() {
        return FruitSearchParts.moveOrder();
    }

    @Override
    public ExchangeEvaluator exchange(Evaluator evaluator, MoveSource source) {
        return FruitSearchParts.exchange(fruitParameters(evaluator), source);
    }

    @Override
    public DrawRecogniser drawRecogniser(Evaluator evaluator) {
        return FruitSearchParts.drawRecogniser(fruitParameters(evaluator));
    }

    /**
     * Toga's evaluation with the search's window (its lazy exits) and exchange evaluation; Fruit's evaluator (no lazy
     * exits) serves to try the search machinery.
     */
    @Override
    public SearchEvaluation evaluation(Evaluator evaluator, MoveSource source, ExchangeEvaluator exchange) {
        if (evaluator instanceof TogaEvaluator toga) {
            return new WindowedTogaEvaluation(toga, exchange);
        }
        if (evaluator instanceof FruitEvaluator fruit) {
            return FruitSearchParts.evaluation(fruit, exchange);
        }
        throw new IllegalArgumentException("the Toga profile needs a Toga evaluator, got " + evaluator.model().id());
    }

    /** The Fruit parameters of Toga's set (what its kept stages read), or of Fruit's own set. */
    private static FruitParameters fruitParameters(Evaluator evaluator) {
        if (evaluator instanceof TogaEvaluator) {
            return new TogaParameters(evaluator.parameters()).fruit();
        }
        return new FruitParameters(evaluator.parameters());
    }

    /** Toga's evaluation with the search's window and exchange evaluation (the free-passer test runs it). */
    private static final class WindowedTogaEvaluation implements SearchEvaluation, WindowedEvaluation {
        private final TogaEvaluator toga;
        private final ExchangeEvaluator exchange;

        WindowedTogaEvaluation(TogaEvaluator toga, ExchangeEvaluator exchange) {
            this.toga = toga;
            this.exchange = exchange;
        }

        @Override
        public int evaluate(Position position) {
            return evaluate(position, -SearchValues.INFINITE, SearchValues.INFINITE);
        }

        @Override
        public int evaluate(Position position, int low, int high) {
            toga.useExchange(exchange);
            try {
                return toga.evaluate(position, low, high);
            } finally {
                toga.useExchange(null);
            }
        }

        @Override
        public boolean lastResultReusable() {
            return !toga.lastUsedExchange();
        }
    }
}
