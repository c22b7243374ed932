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
class FabChessSearchReferenceTest {
    private static List<FabChessSearchReference.Outcome> run(int every) {
        FabChessModel model = new FabChessModel();
        FabChessTable table = new FabChessTable(64);
        FabChessSearch search = new FabChessSearch(table,
                new FabChessSearchEvaluation((FabChessEvaluator) model.create()));
        List<FabChessSearchReference.Row> rows = FabChessSearchReference.rows();
        List<FabChessSearchReference.Outcome> outcomes = new ArrayList<>();
        for (int i = 0; i < rows.size(); i += every) {
            outcomes.add(FabChessSearchReference.run(search, table, rows.get(i)));
        }
        System.out.println(FabChessSearchReference.summary(outcomes));
        outcomes.stream().filter(o -> !o.allSame()).forEach(o -> System.out.println("  " + o.describe()));
        return outcomes;
    }

    private static void check(List<FabChessSearchReference.Outcome> outcomes) {
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
