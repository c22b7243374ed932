package evalbench.core.search;

import evalbench.core.ExchangeEvaluator;
import evalbench.core.StaticExchange;
import evalbench.core.eval.Evaluator;
import java.util.List;
import java.util.Map;

/**
 * One engine's way of searching, supplied by its evaluator model: the settings of the shared driver, its clock rules,
 * the node search ({@link #newNodeSearch}: the engine's own, or engine-core's plain search for a model without one), the move
 * generation order, material draw rules, and the evaluation as the search sees it. Immutable: {@link #withOptions}
 * gives a configured copy.
 */
public interface SearchProfile {
    /** Display name, e.g. "Fruit 2.1". */
    String name();

    SearchSettings settings();

    /** Options a UCI client may set (in addition to Hash and the parameter file). */
    List<SearchOption> options();

    /** A copy with option values applied (names as in {@link #options()}; values already validated). */
    SearchProfile withOptions(Map<String, String> values);

    /**
     * The node search for one search thread, with its own transposition table of {@code hashMegabytes}; it counts
     * its nodes through {@code control}. A model with its engine's search returns it here. Default: engine-core's
     * plain search ({@link PlainSearch}: alpha-beta with a quiescence search and a simple table), which is no
     * engine's.
     */
    default NodeSearch newNodeSearch(int hashMegabytes, SearchControl control) {
        return new PlainSearch(hashMegabytes, control);
    }

    /**
     * How the time of a move is shared out (limits, and when the root's state ends a search). Default:
     * engine-core's plain rules ({@link ClockRules#plain()}), which are no engine's.
     */
    default ClockRules clockRules() {
        return ClockRules.plain();
    }

    /** A move source for one search thread. */
    MoveSource newMoveSource();

    /** The static exchange evaluation of the engine, for one search thread and its move source. */
    default ExchangeEvaluator exchange(Evaluator evaluator, MoveSource source) {
        return StaticExchange.standard();
    }

    /** Material draws recognised by the search, for one search thread. */
    default DrawRecogniser drawRecogniser(Evaluator evaluator) {
        return DrawRecogniser.NONE;
    }

    /**
     * The evaluation as the search calls it, for one search thread with its move source and exchange evaluator
     * (an evaluation that looks at exchanges must see them as the engine's search does).
     */
    default SearchEvaluation evaluation(Evaluator evaluator, MoveSource source, ExchangeEvaluator exchange) {
        return evaluator::evaluate;
    }

    /** A profile that is no engine's: the plain search, the builder's settings, engine-core's own move order. */
    static SearchProfile standard(String name) {
        return new StandardProfile(name, SearchSettings.standard());
    }
}
