package evalbench.rybka;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.io.DataFolder;
import evalbench.core.search.Search;
import evalbench.core.search.SearchReference;
import evalbench.core.search.SearchReference.Outcome;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Rybka model's search against Strelka 2.0 B at depth 8 ({@code strelka-search-d8-games.tsv}: fresh 64 MB
 * hash per position): best move, score and node count, twice: at the last new best move of the last iteration
 * (Strelka's {@code nodes}, the count on its last pv line) and all nodes before {@code bestmove}
 * ({@code total_nodes}). They agree only if the search visits the very same tree: same move order, same pruning,
 * same exchange test, same table slots. Strelka stops deepening at a mate and reports it by the PV's length, so
 * a mate is compared in moves. Every tenth row in the normal build, all 491 under -Pslow.
 */
class SearchReferenceTest {
    private static List<Outcome> run(int every) {
        RybkaModel model = new RybkaModel();
        Search search = new Search(model.searchProfile(), model.create(), 64);
        SearchReference reference = SearchReference.read(DataFolder.reference("strelka-search-d8-games.tsv"));
        List<Outcome> outcomes = reference.runAll(search, i -> i % every == 0);
        System.out.println("strelka-search-d8-games.tsv: " + SearchReference.summary(outcomes));
        System.out.print(SearchReference.differences(outcomes, "Strelka"));
        return outcomes;
    }

    /** The reproduction is exact: every best move, score and both node counts equal Strelka's. */
    private static void check(List<Outcome> outcomes) {
        assertThat(outcomes).allSatisfy(o -> {
            assertThat(o.bestMove()).as("best move at line %d", o.row().line()).isEqualTo(o.row().bestMove());
            assertThat(o.sameScore()).as("score at line %d: %s", o.row().line(), o.score().toUci()).isTrue();
            assertThat(o.nodesAtLastBest()).as("nodes at line %d", o.row().line()).isEqualTo(o.row().nodes());
            assertThat(o.totalNodes()).as("total nodes at line %d", o.row().line()).isEqualTo(o.row().totalNodes());
        });
    }

    @Test
    void everyTenthPositionSearchesLikeStrelka() {
        check(run(10));
    }

    @Tag("slow")
    @Test
    void allPositionsSearchLikeStrelka() {
        check(run(1));
    }
}
