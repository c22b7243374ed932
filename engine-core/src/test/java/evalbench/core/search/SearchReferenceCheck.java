package evalbench.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.eval.EvaluatorModel;
import evalbench.core.io.DataFolder;
import evalbench.core.search.SearchReference.Outcome;
import java.util.List;

/**
 * Any model's search against its original's depth-8 reference file (fresh 64 MB table per position), for the
 * models' SearchReferenceTests: runs every {@code every}-th row, prints the summary and the differences, and
 * demands the very same tree: best move, score, the node count at the last new best move and, where the file has
 * it, the total node count.
 */
public final class SearchReferenceCheck {
    private SearchReferenceCheck() {
    }

    public static List<Outcome> run(EvaluatorModel model, String file, String original, int every) {
        Search search = new Search(model.searchProfile(), model.create(), 64);
        SearchReference reference = SearchReference.read(DataFolder.reference(file));
        List<Outcome> outcomes = reference.runAll(search, i -> i % every == 0);
        System.out.println(file + ": " + SearchReference.summary(outcomes));
        System.out.print(SearchReference.differences(outcomes, original));
        return outcomes;
    }

    public static void assertExact(List<Outcome> outcomes) {
        assertThat(outcomes).allSatisfy(o -> {
            assertThat(o.bestMove()).as("best move at line %d", o.row().line()).isEqualTo(o.row().bestMove());
            assertThat(o.sameScore()).as("score at line %d: %s", o.row().line(), o.score().toUci()).isTrue();
            assertThat(o.nodesAtLastBest()).as("nodes at line %d", o.row().line()).isEqualTo(o.row().nodes());
            if (o.row().hasTotalNodes()) {
                assertThat(o.totalNodes()).as("total nodes at line %d", o.row().line())
                        .isEqualTo(o.row().totalNodes());
            }
        });
    }
}
