package evalbench.rybka;

import evalbench.core.ExchangeEvaluator;
import evalbench.core.eval.Evaluator;
import evalbench.core.search.ClockRules;
import evalbench.core.search.MoveSource;
import evalbench.core.search.NodeSearch;
import evalbench.core.search.SearchControl;
import evalbench.core.search.SearchEvaluation;
import evalbench.core.search.SearchOption;
import evalbench.core.search.SearchProfile;
import evalbench.core.search.SearchSettings;
import java.util.List;
import java.util.Map;

/**
 * Rybka 1.0 Beta's search as Strelka 2.0 B reconstructs it (spec §14): Strelka's own node search
 * ({@link StrelkaSearch} with its {@link StrelkaTable}, this profile's {@link #newNodeSearch}) with Strelka's move
 * generation order, quiescence checks and hash keys ({@link StrelkaMoveOrder}) and its yes/no exchange test
 * ({@link StrelkaExchange}); the driver stops deepening at a mate and shares out the time by Strelka's rules
 * ({@link StrelkaClock}: its two limits, its root thresholds easy 150 and bad 50, no stop on time before 5 plies).
 * Plus the seeds' lazy evaluation as the option "Lazy Eval" (off / bounds / original-bug, see
 * {@link LazyEvaluation}); off, the search is Strelka's node for node.
 */
final class RybkaSearchProfile implements SearchProfile {
    static final String LAZY_EVAL = "Lazy Eval";
    static final List<SearchOption> OPTIONS = List.of(SearchOption.combo(LAZY_EVAL, "off",
            List.of("off", "bounds", "original-bug"),
            "material-only exits outside a window set by the root score at iterations of 6 plies or more"));

    /** No short search, no single-move rule, stop deepening at a mate. */
    static final SearchSettings SETTINGS = SearchSettings.builder().stopAtMate(true).build();

    private final LazyEvaluation.Mode lazy;

    RybkaSearchProfile() {
        this(LazyEvaluation.Mode.OFF);
    }

    private RybkaSearchProfile(LazyEvaluation.Mode lazy) {
        this.lazy = lazy;
    }

    @Override
    public String name() {
        return "Rybka 1.0 Beta (Strelka 2.0 B)";
    }

    @Override
    public SearchSettings settings() {
        return SETTINGS;
    }

    @Override
    public List<SearchOption> options() {
        return OPTIONS;
    }

    @Override
    public SearchProfile withOptions(Map<String, String> values) {
        LazyEvaluation.Mode mode = lazy;
        for (Map.Entry<String, String> e : values.entrySet()) {
            if (!e.getKey().equalsIgnoreCase(LAZY_EVAL)) {
                throw new IllegalArgumentException("Rybka has no search option '" + e.getKey() + "'");
            }
            mode = LazyEvaluation.Mode.of(OPTIONS.get(0).validate(e.getValue()));
        }
        return new RybkaSearchProfile(mode);
    }

    /** Strelka 2.0 B's time rules. */
    @Override
    public ClockRules clockRules() {
        return StrelkaClock.RULES;
    }

    /** Strelka's own node search and table; of the driver's settings only the mate stop applies. */
    @Override
    public NodeSearch newNodeSearch(int hashMegabytes, SearchControl control) {
        return new StrelkaSearch(new StrelkaTable(hashMegabytes), control);
    }

    @Override
    public MoveSource newMoveSource() {
        return new StrelkaMoveOrder();
    }

    /** Strelka's yes/no exchange test decides good and bad captures and safe checks. */
    @Override
    public ExchangeEvaluator exchange(Evaluator evaluator, MoveSource source) {
        return new StrelkaExchange();
    }

    @Override
    public SearchEvaluation evaluation(Evaluator evaluator, MoveSource source, ExchangeEvaluator exchange) {
        if (!(evaluator instanceof RybkaEvaluator rybka)) {
            throw new IllegalArgumentException("the Rybka profile needs a Rybka evaluator, got " + evaluator.model().id());
        }
        return new LazyEvaluation(rybka, lazy);
    }

    LazyEvaluation.Mode lazyMode() {
        return lazy;
    }
}
