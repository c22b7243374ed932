package evalbench.rybka;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Colour;
import evalbench.core.Position;
import evalbench.core.search.Search;
import evalbench.core.search.SearchLimits;
import evalbench.core.search.SearchListener;
import evalbench.core.search.SearchProfile;
import evalbench.core.search.SearchResult;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The seeds' lazy evaluation: its window, its material-only score, and its effect on a search. */
class LazyEvaluationTest {
    private static final RybkaModel MODEL = new RybkaModel();

    private static LazyEvaluation lazy(LazyEvaluation.Mode mode) {
        return new LazyEvaluation((RybkaEvaluator) MODEL.create(), mode);
    }

    @Test
    void theWindowIsTheRootScoreInPawnsPlusMinusThreeFromIterationSixOn() {
        LazyEvaluation bounds = lazy(LazyEvaluation.Mode.BOUNDS);
        bounds.iterationFinished(5, 500, Colour.WHITE);
        assertThat(bounds.window()).isEqualTo("none");
        // 500 cp = 16000/32 cp = 4.7 pawns of 3399: floor 4, ceiling 5.
        bounds.iterationFinished(6, 500, Colour.WHITE);
        assertThat(bounds.window()).isEqualTo("[1, 8]");
        // From Black's side the same score means White is worse.
        bounds.iterationFinished(7, 500, Colour.BLACK);
        assertThat(bounds.window()).isEqualTo("[-8, -1]");
    }

    @Test
    void theOriginalBugTakesCentipawnsForThirtySecondsAndCollapsesTheWindow() {
        LazyEvaluation bug = lazy(LazyEvaluation.Mode.ORIGINAL_BUG);
        bug.iterationFinished(6, 500, Colour.WHITE);
        assertThat(bug.window()).isEqualTo("[-3, 4]"); // as seed 001 describes for a positive root score
        bug.iterationFinished(6, -500, Colour.WHITE);
        assertThat(bug.window()).isEqualTo("[-4, 3]");
    }

    @Test
    void outsideTheWindowOnlyMaterialCountsAndEveryExitIsCounted() {
        LazyEvaluation bug = lazy(LazyEvaluation.Mode.ORIGINAL_BUG);
        RybkaEvaluator full = (RybkaEvaluator) MODEL.create();
        // White is two rooks and a knight up (13 pawn units): outside [-3, 4].
        Position p = Position.fromFen("4k3/pppp4/8/8/8/8/PPPP4/RN2K1R1 w - - 0 1");
        assertThat(full.materialUnits(p)).isEqualTo(13);
        assertThat(bug.evaluate(p)).isEqualTo(full.evaluate(p)); // no window yet
        bug.iterationFinished(6, 10, Colour.WHITE);
        int lazyScore = bug.evaluate(p);
        assertThat(lazyScore).isEqualTo(full.materialOnlyWhite(p, 13)).isNotEqualTo(full.evaluate(p));
        assertThat(bug.counters()).isEqualTo(Map.of("lazy exits", 1L));
        // A balanced position stays inside the window: full evaluation, no exit.
        Position start = Position.start();
        assertThat(bug.evaluate(start)).isEqualTo(full.evaluate(start));
        assertThat(bug.counters()).isEqualTo(Map.of("lazy exits", 1L));
        assertThat(lazy(LazyEvaluation.Mode.OFF).counters()).isEmpty();
    }

    @Test
    void aSearchWithTheBugExitsLazilyAndReportsIt() {
        SearchProfile profile = MODEL.searchProfile().withOptions(Map.of("Lazy Eval", "original-bug"));
        Search search = new Search(profile, MODEL.create(), 16);
        SearchResult result = search.run(Position.fromFen("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9"),
                SearchLimits.depth(8), SearchListener.NONE);
        assertThat(result.counters()).containsKey("lazy exits");
        assertThat(result.counters().get("lazy exits")).isPositive();
        SearchResult off = new Search(MODEL.searchProfile(), MODEL.create(), 16).run(
                Position.fromFen("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9"),
                SearchLimits.depth(8), SearchListener.NONE);
        assertThat(off.counters()).doesNotContainKey("lazy exits");
    }
}
