package evalbench.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Colour;
import evalbench.core.ExchangeEvaluator;
import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The clock's SPI: the driver calls a profile's rules over its root state; engine-core's plain rules. */
class ClockRulesTest {
    private static final String FEN = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9";

    /** Rules that note what the driver tells them and end the search after the iteration of {@code endAfter}. */
    private static final class Recording implements ClockRules {
        final List<String> calls = new ArrayList<>();
        final int endAfter;
        int checks;

        Recording(int endAfter) {
            this.endAfter = endAfter;
        }

        @Override
        public void start(SearchLimits limits, int sideToMove, boolean ponderOption, RootState state) {
            calls.add("start " + limits + " side " + sideToMove + " ponder " + ponderOption);
            state.limitTime(1e9, 1e9);
        }

        @Override
        public void check(RootState state) {
            checks++;
        }

        @Override
        public void newBest(int depth, int value, RootState state) {
            if (!calls.get(calls.size() - 1).startsWith("best " + depth)) {
                calls.add("best " + depth);
            }
        }

        @Override
        public void rootChange(RootState state) {
        }

        @Override
        public void iterationDone(int depth, RootMoves list, RootState state) {
            calls.add("done " + depth + " completed " + state.completedDepth() + " last " + state.lastValue()
                    + " moves " + list.size());
            if (depth == endAfter) {
                state.markEnd();
            }
        }
    }

    /** A profile as given, with other clock rules. */
    private record WithClock(SearchProfile profile, ClockRules rules) implements SearchProfile {
        @Override
        public String name() {
            return profile.name();
        }

        @Override
        public SearchSettings settings() {
            return profile.settings();
        }

        @Override
        public List<SearchOption> options() {
            return profile.options();
        }

        @Override
        public SearchProfile withOptions(Map<String, String> values) {
            return this;
        }

        @Override
        public ClockRules clockRules() {
            return rules;
        }

        @Override
        public MoveSource newMoveSource() {
            return profile.newMoveSource();
        }

        @Override
        public SearchEvaluation evaluation(Evaluator evaluator, MoveSource source, ExchangeEvaluator exchange) {
            return profile.evaluation(evaluator, source, exchange);
        }
    }

    @Test
    void theDriverAsksTheProfilesRulesOverItsRootState() {
        Recording rules = new Recording(4);
        Search search = new Search(new WithClock(SearchProfile.standard("test"), rules), new MaterialEvaluator(), 4);
        search.setPonderOption(true);
        List<SearchInfo> bests = new ArrayList<>();
        SearchResult r = search.run(Position.fromFen(FEN), SearchLimits.none().withClock(60_000, 50_000, 0, 0, 0),
                info -> {
                    if (info.kind() == SearchInfo.Kind.ITERATION) {
                        bests.add(info);
                    }
                });
        assertThat(r.iterations()).as("ended by the rules after 4 plies").hasSize(4);
        assertThat(rules.calls.get(0)).isEqualTo("start wtime 60000 btime 50000 side 0 ponder true");
        assertThat(rules.calls).contains("best 1", "best 4");
        int moves = new StandardMoveSource().legal(Position.fromFen(FEN), new int[256], 0);
        for (int depth = 1; depth <= 4; depth++) {
            int value = bests.get(depth - 1).score().value();
            assertThat(rules.calls).contains("done " + depth + " completed " + depth + " last " + value + " moves "
                    + moves);
        }
        assertThat(rules.checks).as("a time-limited search asks every 1024 nodes").isEqualTo(r.nodes() / 1024);
    }

    @Test
    void plainRulesShareOutTheClock() {
        RootState s = started(SearchLimits.none().withClock(60_000, 1, 0, 0, 0));
        assertThat(s.softLimitMs()).isEqualTo(1900); // 57000 (5 % kept back) / 30
        assertThat(s.hardLimitMs()).isEqualTo(5700);
        s = started(SearchLimits.none().withClock(60_000, 1, 1000, 0, 10));
        assertThat(s.softLimitMs()).isEqualTo(6600); // (57000 + 9 x 1000) / 10
        assertThat(s.hardLimitMs()).isEqualTo(19_800);
        s = started(SearchLimits.none().withClock(3000, 1, 10_000, 0, 0));
        assertThat(s.softLimitMs()).as("never more than the time left").isEqualTo(2850);
        assertThat(s.hardLimitMs()).isEqualTo(2850);
    }

    @Test
    void plainRulesUseAllOfAMoveTimeAndNothingWithoutTime() {
        RootState s = started(SearchLimits.moveTime(500));
        assertThat(s.hardLimitMs()).isEqualTo(500);
        assertThat(s.softLimitMs() / 2).as("no iteration starts after half the soft limit").isEqualTo(500);
        assertThat(started(SearchLimits.depth(5)).timeLimited()).isFalse();
    }

    @Test
    void plainRulesStartNoIterationAfterHalfTheSoftLimitAndStopAtTheHardOne() {
        RootState s = new RootState();
        s.limitTime(0, 1e9);
        ClockRules.plain().iterationDone(3, null, s);
        assertThat(s.endMarked()).isTrue();
        s = new RootState();
        s.limitTime(1e9, 1e9);
        ClockRules.plain().check(s);
        ClockRules.plain().iterationDone(3, null, s);
        assertThat(s.endMarked()).isFalse();
        s.limitTime(1e9, 0);
        ClockRules.plain().check(s);
        assertThat(s.endMarked()).isTrue();
    }

    private static RootState started(SearchLimits limits) {
        RootState state = new RootState();
        ClockRules.plain().start(limits, Colour.WHITE, false, state);
        return state;
    }
}
