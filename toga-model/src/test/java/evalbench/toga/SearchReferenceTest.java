package evalbench.toga;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.io.DataFolder;
import evalbench.core.search.Search;
import evalbench.core.search.SearchReference;
import evalbench.core.search.SearchReference.Outcome;
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
        TogaModel model = new TogaModel();
        Search search = new Search(model.searchProfile(), model.create(), 64);
        SearchReference reference = SearchReference.read(DataFolder.reference("toga2-search-d8-games.tsv"));
        List<Outcome> outcomes = reference.runAll(search, i -> i % every == 0);
        System.out.println("toga2-search-d8-games.tsv: " + SearchReference.summary(outcomes));
        System.out.print(SearchReference.differences(outcomes, "Toga"));
        return outcomes;
    }

    /** The reproduction is exact: every best move, score and both node counts equal Toga's. */
    private static void check(List<Outcome> outcomes) {
        assertThat(outcomes).allSatisfy(o -> {
            assertThat(o.bestMove()).as("best move at line %d", o.row().line()).isEqualTo(o.row().bestMove());
            assertThat(o.sameScore()).as("score at line %d: %s", o.row().line(), o.score().toUci()).isTrue();
            assertThat(o.nodesAtLastBest()).as("nodes at line %d", o.row().line()).isEqualTo(o.row().nodes());
            assertThat(o.totalNodes()).as("total nodes at line %d", o.row().line()).isEqualTo(o.row().totalNodes());
        });
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
