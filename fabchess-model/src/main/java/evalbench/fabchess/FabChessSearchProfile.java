package evalbench.fabchess;

import evalbench.core.ExchangeEvaluator;
import evalbench.core.eval.Evaluator;
import evalbench.core.search.MoveSource;
import evalbench.core.search.NodeSearch;
import evalbench.core.search.SearchControl;
import evalbench.core.search.SearchEvaluation;
import evalbench.core.search.SearchOption;
import evalbench.core.search.SearchProfile;
import evalbench.core.search.SearchSettings;
import evalbench.core.search.StandardMoveSource;
import java.util.List;
import java.util.Map;

/**
 * FabChess 1.15's search ({@link FabChessNodeSearch}: its own node search, move order, SEE, hash keys and table). Of
 * the driver's settings only the single-move depth matters: FabChess answers a single legal move without searching,
 * so the driver runs one (empty) iteration then. The time rules are engine-core's plain ones
 * ({@link evalbench.core.search.ClockRules#plain()}, the profile's default), not FabChess's own: our facts do not
 * specify them, and fixed-depth searches never consult them.
 */
final class FabChessSearchProfile implements SearchProfile {
    private static final SearchSettings SETTINGS = SearchSettings.builder().root(0, 1).build();

    @Override
    public String name() {
        return "FabChess 1.15";
    }

    @Override
    public SearchSettings settings() {
        return SETTINGS;
    }

    @Override
    public List<SearchOption> options() {
        return List.of();
    }

    @Override
    public SearchProfile withOptions(Map<String, String> values) {
        if (!values.isEmpty()) {
            throw new IllegalArgumentException("FabChess has no search option '" + values.keySet().iterator().next()
                    + "'");
        }
        return this;
    }

    @Override
    public NodeSearch newNodeSearch(int hashMegabytes, SearchControl control) {
        return new FabChessNodeSearch(hashMegabytes, control);
    }

    /** The driver asks for the root's legal moves through it; the node search generates its own. */
    @Override
    public MoveSource newMoveSource() {
        return new StandardMoveSource();
    }

    @Override
    public SearchEvaluation evaluation(Evaluator evaluator, MoveSource source, ExchangeEvaluator exchange) {
        if (!(evaluator instanceof FabChessEvaluator fab)) {
            throw new IllegalArgumentException("the FabChess profile needs a FabChess evaluator, got "
                    + evaluator.model().id());
        }
        return new FabChessSearchEvaluation(fab);
    }
}
