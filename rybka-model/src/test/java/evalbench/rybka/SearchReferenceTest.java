package evalbench.rybka;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.io.SharedData;
import evalbench.core.search.Search;
import evalbench.core.search.SearchReference;
import evalbench.core.search.SearchReference.Outcome;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Rybka model's search against Strelka 2.0 B at depth 8 ({@code strelka-search-d8-games.tsv}: fresh 64 MB
 * hash per position). A mate found by both counts as the same best move (Strelka stops deepening at a mate).
 * Strelka's node column is counted differently from ours, so only moves and scores are compared. Every tenth
 * row in the normal build, all 491 under -Pslow.
 */
class SearchReferenceTest {
    private static List<Outcome> run(int every) {
        RybkaModel model = new RybkaModel();
        Search search = new Search(model.searchProfile(), model.create(), 64);
        SearchReference reference = SearchReference.read(SharedData.reference("strelka-search-d8-games.tsv"));
        List<Outcome> outcomes = reference.runAll(search, i -> i % every == 0);
        System.out.println("strelka-search-d8-games.tsv: " + SearchReference.summary(outcomes));
        return outcomes;
    }

    private static void check(List<Outcome> outcomes, double bestMoveShare) {
        int n = outcomes.size();
        assertThat(outcomes.stream().filter(Outcome::sameBestMove).count()).as("same best move")
                .isGreaterThanOrEqualTo((long) Math.ceil(bestMoveShare * n));
        assertThat(outcomes.stream().filter(o -> o.scoreWithin(10)).count()).as("score within 10 cp")
                .isGreaterThanOrEqualTo((long) Math.ceil(0.60 * n));
    }

    @Test
    void everyTenthPositionSearchesLikeStrelka() {
        check(run(10), 0.86); // 50 positions: one or two more or less are noise around the whole file's share
    }

    @Tag("slow")
    @Test
    void allPositionsSearchLikeStrelka() {
        check(run(1), 0.90);
    }
}
