package evalbench.fruit;

import evalbench.core.ExchangeEvaluator;
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
import evalbench.fruit.FruitSearchSettings.Reduction;
import evalbench.fruit.FruitSearchSettings.Verification;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Fruit 2.1's search: its node search ({@link FruitSearch} with {@link FruitTable}) switched by its UCI options
 * (defaults Fruit's), its root rules for the driver, its move generation order ({@link FruitMoveOrder}), its exchange
 * evaluation, its material draw recognisers and its time rules ({@link FruitClock}).
 */
final class FruitSearchProfile implements SearchProfile {
    static final String NULL_MOVE = "NullMove Pruning";
    static final String NULL_REDUCTION = "NullMove Reduction";
    static final String VERIFICATION = "Verification Search";
    static final String VERIFICATION_REDUCTION = "Verification Reduction";
    static final String HISTORY = "History Pruning";
    static final String HISTORY_THRESHOLD = "History Threshold";
    static final String FUTILITY = "Futility Pruning";
    static final String FUTILITY_MARGIN = "Futility Margin";
    static final String DELTA = "Delta Pruning";
    static final String DELTA_MARGIN = "Delta Margin";
    static final String CHECK_PLIES = "Quiescence Check Plies";

    /** Fruit 2.1's own options with its defaults. */
    static final List<SearchOption> OPTIONS = List.of(
            SearchOption.combo(NULL_MOVE, "Fail High", List.of("Always", "Fail High", "Never"),
                    "null move everywhere, only when the evaluation is at least beta, or never"),
            SearchOption.spin(NULL_REDUCTION, 3, 1, 3, "R of the null move"),
            SearchOption.combo(VERIFICATION, "Endgame", List.of("Always", "Endgame", "Never"),
                    "verify null-move cut-offs (endgame: when the side to move has at most one piece)"),
            SearchOption.spin(VERIFICATION_REDUCTION, 5, 1, 6, "depth reduction of the verification search"),
            SearchOption.check(HISTORY, true, "search late quiet moves with a poor history one ply less"),
            SearchOption.spin(HISTORY_THRESHOLD, 60, 0, 100, "cut-off rate (%) below which a move is reduced"),
            SearchOption.check(FUTILITY, false, "futility pruning at depth 1"),
            SearchOption.spin(FUTILITY_MARGIN, 100, 0, 500, "its margin in centipawns"),
            SearchOption.check(DELTA, false, "delta pruning in the quiescence search"),
            SearchOption.spin(DELTA_MARGIN, 50, 0, 500, "its margin in centipawns"),
            SearchOption.spin(CHECK_PLIES, 1, 0, 2, "quiescence plies that also try quiet checks"));

    /** Fruit's root rules for the driver: depth 1 on the full window, a single legal move searched to depth 4. */
    static final SearchSettings ROOT = SearchSettings.builder().root(1, 4).build();

    private final Map<String, String> values;
    private final FruitSearchSettings nodeSettings;

    FruitSearchProfile() {
        this(defaults());
    }

    private FruitSearchProfile(Map<String, String> values) {
        this.values = Map.copyOf(values);
        this.nodeSettings = settingsOf(this.values);
    }

    private static Map<String, String> defaults() {
        Map<String, String> m = new LinkedHashMap<>();
        for (SearchOption o : OPTIONS) {
            m.put(o.name(), o.defaultValue());
        }
        return m;
    }

    static FruitSearchSettings settingsOf(Map<String, String> v) {
        String nullMove = v.get(NULL_MOVE);
        String verification = v.get(VERIFICATION);
        int reduction = Integer.parseInt(v.get(NULL_REDUCTION));
        // "Fail High": from depth R + 2 on the null move needs the static evaluation at beta or above.
        int evalMinDepth = nullMove.equals("Fail High") ? reduction + 2 : Integer.MAX_VALUE;
        FruitSearchSettings.Builder b = FruitSearchSettings.builder()
                .nullMove(!nullMove.equals("Never"), 2, reduction, evalMinDepth)
                .verification(verification.equals("Never") ? Verification.NEVER
                        : verification.equals("Always") ? Verification.ALWAYS : Verification.ENDGAME,
                        Integer.parseInt(v.get(VERIFICATION_REDUCTION)))
                .futility(Boolean.parseBoolean(v.get(FUTILITY)), Integer.parseInt(v.get(FUTILITY_MARGIN)))
                .delta(Boolean.parseBoolean(v.get(DELTA)), Integer.parseInt(v.get(DELTA_MARGIN)))
                .quiescenceCheckPlies(Integer.parseInt(v.get(CHECK_PLIES)));
        int threshold = (Integer.parseInt(v.get(HISTORY_THRESHOLD)) * 16384 + 50) / 100;
        b.reduction(Boolean.parseBoolean(v.get(HISTORY)) ? Reduction.HISTORY : Reduction.NONE, 3, 3, threshold, true);
        return b.build();
    }

    @Override
    public String name() {
        return "Fruit 2.1";
    }

    @Override
    public SearchSettings settings() {
        return ROOT;
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
                    .orElseThrow(() -> new IllegalArgumentException("Fruit has no search option '" + e.getKey() + "'"));
            m.put(option.name(), option.validate(e.getValue()));
        }
        return new FruitSearchProfile(m);
    }

    /** Fruit 2.1's time rules. */
    @Override
    public ClockRules clockRules() {
        return FruitClock.RULES;
    }

    /** Fruit's node search and table, switched by the options. */
    @Override
    public NodeSearch newNodeSearch(int hashMegabytes, SearchControl control) {
        return FruitSearch.create(nodeSettings, hashMegabytes, control);
    }

    @Override
    public MoveSource newMoveSource() {
        return FruitSearchParts.moveOrder();
    }

    /** Fruit's exchange evaluation reads the attackers in the order of the move source's piece lists. */
    @Override
    public ExchangeEvaluator exchange(Evaluator evaluator, MoveSource source) {
        return FruitSearchParts.exchange(fruit(evaluator).exchangeValues(), source);
    }

    /** The evaluator's free-passer test uses the same exchange evaluation as the search (same piece lists). */
    @Override
    public SearchEvaluation evaluation(Evaluator evaluator, MoveSource source, ExchangeEvaluator exchange) {
        return FruitSearchParts.evaluation(fruit(evaluator), exchange);
    }

    private static FruitEvaluator fruit(Evaluator evaluator) {
        if (!(evaluator instanceof FruitEvaluator f)) {
            throw new IllegalArgumentException("the Fruit profile needs a Fruit evaluator, got " + evaluator.model().id());
        }
        return f;
    }

    @Override
    public DrawRecogniser drawRecogniser(Evaluator evaluator) {
        return FruitSearchParts.drawRecogniser(new FruitParameters(evaluator.parameters()));
    }
}
