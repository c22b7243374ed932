package evalbench.core.search;

import evalbench.core.ExchangeEvaluator;
import evalbench.core.eval.Evaluator;
import java.util.List;

/**
 * Test kit: a profile that answers as another one does, for the tests that change one of its parts (its clock
 * rules, its evaluation, its node search) and override only that. {@link #withOptions} stays each test's choice:
 * whether the changed part survives new options.
 */
public interface ProfileDelegate extends SearchProfile {
    /** The profile answered for everything not overridden. */
    SearchProfile delegate();

    @Override
    default String name() {
        return delegate().name();
    }

    @Override
    default SearchSettings settings() {
        return delegate().settings();
    }

    @Override
    default List<SearchOption> options() {
        return delegate().options();
    }

    @Override
    default NodeSearch newNodeSearch(int hashMegabytes, SearchControl control) {
        return delegate().newNodeSearch(hashMegabytes, control);
    }

    @Override
    default ClockRules clockRules() {
        return delegate().clockRules();
    }

    @Override
    default MoveSource newMoveSource() {
        return delegate().newMoveSource();
    }

    @Override
    default ExchangeEvaluator exchange(Evaluator evaluator, MoveSource source) {
        return delegate().exchange(evaluator, source);
    }

    @Override
    default DrawRecogniser drawRecogniser(Evaluator evaluator) {
        return delegate().drawRecogniser(evaluator);
    }

    @Override
    default SearchEvaluation evaluation(Evaluator evaluator, MoveSource source, ExchangeEvaluator exchange) {
        return delegate().evaluation(evaluator, source, exchange);
    }
}
