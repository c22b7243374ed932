package evalbench.fruit;

import evalbench.core.search.SearchReference.Outcome;
import evalbench.core.search.SearchReferenceCheck;
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
        return SearchReferenceCheck.run(new FruitModel(), "fruit21-search-d8-games.tsv", "Fruit", every);
    }

    /** The reproduction is exact: the very same tree as Fruit's. */
    private static void check(List<Outcome> outcomes) {
        SearchReferenceCheck.assertExact(outcomes);
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
