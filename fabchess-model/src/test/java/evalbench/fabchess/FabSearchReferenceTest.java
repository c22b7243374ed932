package evalbench.fabchess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Our FabChess search against FabChess 1.15 at depth 8: best move, printed score, the printed (lagging) node count
 * and PV, and the true node total must all be equal. A few rows in the normal build, all 491 under -Pslow.
 */
class FabSearchReferenceTest {
    private static List<FabSearchReference.Outcome> run(int every) {
        FabChessModel model = new FabChessModel();
        FabTable table = new FabTable(64);
        FabSearch search = new FabSearch(table,
                new FabChessSearchEvaluation((FabChessEvaluator) model.create()));
        List<FabSearchReference.Row> rows = FabSearchReference.rows();
        List<FabSearchReference.Outcome> outcomes = new ArrayList<>();
        for (int i = 0; i < rows.size(); i += every) {
            outcomes.add(FabSearchReference.run(search, table, rows.get(i)));
        }
        System.out.println(FabSearchReference.summary(outcomes));
        outcomes.stream().filter(o -> !o.allSame()).forEach(o -> System.out.println("  " + o.describe()));
        return outcomes;
    }

    private static void check(List<FabSearchReference.Outcome> outcomes) {
        assertThat(outcomes).allSatisfy(o -> assertThat(o.allSame()).as(o.describe()).isTrue());
    }

    @Test
    void everyFortiethRowSearchesLikeFabChess() {
        check(run(40));
    }

    @Tag("slow")
    @Test
    void allRowsSearchLikeFabChess() {
        check(run(1));
    }
}
