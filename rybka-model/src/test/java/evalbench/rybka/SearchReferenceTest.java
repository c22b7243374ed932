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
 * Node counts are compared twice: at the last new best move of the last iteration (Strelka's {@code nodes}, the
 * count on its last pv line) and all nodes before {@code bestmove} ({@code total_nodes}); they agree only if
 * the search visits the very same tree. Every tenth row in the normal build, all 491 under -Pslow. The
 * differences are printed; the checks below are floors that guard what has been reached.
 */
class SearchReferenceTest {
    private static List<Outcome> run(int every) {
        RybkaModel model = new RybkaModel();
        Search search = new Search(model.searchProfile(), model.create(), 64);
        SearchReference reference = SearchReference.read(SharedData.reference("strelka-search-d8-games.tsv"));
        List<Outcome> outcomes = reference.runAll(search, i -> i % every == 0);
        System.out.println("strelka-search-d8-games.tsv: " + SearchReference.summary(outcomes));
        System.out.print(SearchReference.differences(outcomes, "Strelka"));
        return outcomes;
    }

    private static void check(List<Outcome> outcomes, double share) {
        long floor = (long) Math.floor(share * outcomes.size());
        assertThat(outcomes.stream().filter(Outcome::sameBestMove).count()).as("same best move")
                .isGreaterThanOrEqualTo(floor);
        assertThat(outcomes.stream().filter(Outcome::sameScore).count()).as("same score")
                .isGreaterThanOrEqualTo(floor);
        assertThat(outcomes.stream().filter(Outcome::sameNodes).count()).as("same nodes at the last best move")
                .isGreaterThanOrEqualTo(floor);
        assertThat(outcomes.stream().filter(Outcome::sameTotalNodes).count()).as("same total nodes")
                .isGreaterThanOrEqualTo(floor);
    }

    @Test
    void everyTenthPositionSearchesLikeStrelka() {
        check(run(10), 0.90);
    }

    @Tag("slow")
    @Test
    void allPositionsSearchLikeStrelka() {
        check(run(1), 0.94);
    }
}
