package evalbench.fruit;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.io.DataFolder;
import evalbench.core.search.Search;
import evalbench.core.search.SearchReference;
import evalbench.core.search.SearchReference.Outcome;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Fruit model's search against the real Fruit 2.1 at depth 8 ({@code fruit21-search-d8-games.tsv}: fresh
 * 64 MB hash per position): best move, score and node count. Every tenth row in the normal build, all 491
 * under -Pslow. The node count equals Fruit's only if the search visits the very same tree: same move order,
 * same pruning, same hash-table slots.
 */
class SearchReferenceTest {
    private static List<Outcome> run(int every) {
        FruitModel model = new FruitModel();
        Search search = new Search(model.searchProfile(), model.create(), 64);
        SearchReference reference = SearchReference.read(DataFolder.reference("fruit21-search-d8-games.tsv"));
        List<Outcome> outcomes = reference.runAll(search, i -> i % every == 0);
        System.out.println("fruit21-search-d8-games.tsv: " + SearchReference.summary(outcomes));
        System.out.print(SearchReference.differences(outcomes, "Fruit"));
        return outcomes;
    }

    /** The reproduction is exact: every best move, every score and every node count equals Fruit's. */
    private static void check(List<Outcome> outcomes) {
        assertThat(outcomes).allSatisfy(o -> {
            assertThat(o.bestMove()).as("best move at line %d", o.row().line()).isEqualTo(o.row().bestMove());
            assertThat(o.sameScore()).as("score at line %d: %s", o.row().line(), o.score().toUci()).isTrue();
            assertThat(o.nodesAtLastBest()).as("nodes at line %d", o.row().line()).isEqualTo(o.row().nodes());
        });
    }

    @Test
    void everyTenthPositionSearchesLikeFruit() {
        check(run(10));
    }

    @Tag("slow")
    @Test
    void allPositionsSearchLikeFruit() {
        check(run(1));
    }
}
