package evalbench.rybka;

import evalbench.core.search.SearchReference.Outcome;
import evalbench.core.search.SearchReferenceCheck;
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
        return SearchReferenceCheck.run(new RybkaModel(), "strelka-search-d8-games.tsv", "Strelka", every);
    }

    /** The reproduction is exact: the very same tree as Strelka's. */
    private static void check(List<Outcome> outcomes) {
        SearchReferenceCheck.assertExact(outcomes);
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
