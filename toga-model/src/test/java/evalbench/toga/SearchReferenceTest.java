package evalbench.toga;

import evalbench.core.search.SearchReference.Outcome;
import evalbench.core.search.SearchReferenceCheck;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Toga model's search against Toga II 3.0 at depth 8 ({@code toga2-search-d8-games.tsv}: fresh 64 MB hash per
 * position): best move, score, the node count at the last new best move of the last iteration ({@code nodes}) and
 * all nodes of the search ({@code total_nodes}). They agree only if the search visits the very same tree: the same
 * aspiration windows, pruning, reductions and extensions, the same table entries and the same lazy evaluations.
 * Every fiftieth row in the normal build, all 491 under -Pslow.
 */
class SearchReferenceTest {
    private static List<Outcome> run(int every) {
        return SearchReferenceCheck.run(new TogaModel(), "toga2-search-d8-games.tsv", "Toga", every);
    }

    /** The reproduction is exact: the very same tree as Toga's. */
    private static void check(List<Outcome> outcomes) {
        SearchReferenceCheck.assertExact(outcomes);
    }

    @Test
    void aHandfulOfPositionsSearchLikeToga() {
        check(run(50));
    }

    @Tag("slow")
    @Test
    void allPositionsSearchLikeToga() {
        check(run(1));
    }
}
