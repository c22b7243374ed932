package evalbench.app.gui.breakdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.app.gui.model.Comparison;
import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The "largest term differences" line compares like with like, whatever the pair of models. */
class BreakdownRowsTest {
    /** White a knight up, so material differs between the models' scales. */
    private static final String FEN = "r1bqkb1r/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 4";

    @Test
    void noDifferenceIsATermAgainstNothing() {
        List<EvaluatorModel> models = Models.all();
        List<Breakdown> all = new ArrayList<>();
        for (EvaluatorModel m : models) {
            all.add(m.create().explain(Position.fromFen(FEN)));
        }
        int pairs = 0;
        int groupRows = 0;
        for (int a = 0; a < all.size(); a++) {
            for (int b = 0; b < all.size(); b++) {
                if (a == b) {
                    continue;
                }
                Comparison c = new Comparison(FEN, all, a, b, 0);
                Map<String, List<BreakdownRow>> terms = BreakdownRows.termRows(c);
                List<BreakdownRow> listed = BreakdownRows.largestDifferences(c, 1000);
                for (BreakdownRow r : listed) {
                    assertNotNull(r.delta(), r.termId());
                    if (r.kind() == BreakdownRow.Kind.GROUP) {
                        groupRows++;
                        String group = r.label();
                        assertTrue(terms.get(group).stream().anyMatch(t -> t.onlyIn() != null),
                                "group " + group + " listed although both models split it alike");
                    } else {
                        assertNull(r.onlyIn(), c.a().modelId() + "/" + c.b().modelId() + ": " + r.termId()
                                + " compared against nothing");
                    }
                }
                // every term both models have keeps its own row when it differs, groups with unshared terms included
                for (List<BreakdownRow> group : terms.values()) {
                    for (BreakdownRow t : group) {
                        if (t.onlyIn() == null && Math.abs(t.delta()) >= 0.005) {
                            assertTrue(listed.stream().anyMatch(l -> t.termId().equals(l.termId())), c.a().modelId() + "/" + c.b().modelId() + ": "
                                    + t.termId() + " missing from the differences");
                        }
                    }
                }
                pairs++;
            }
        }
        assertTrue(pairs >= 2);
        // Models that split material differently (per piece type against one term) meet at the group level
        assertTrue(groupRows > 0, "no pair compared at group level: " + Models.all());
    }

    @Test
    void aModelAgainstItselfHasNoDifferences() {
        Breakdown fruit = Models.byId("fruit").create().explain(Position.fromFen(FEN));
        Comparison c = new Comparison(FEN, List.of(fruit, fruit), 0, 1, 0);
        assertTrue(BreakdownRows.largestDifferences(c, 10).isEmpty());
        assertFalse(BreakdownRows.termRows(c).isEmpty());
        assertEquals(0, c.difference());
    }
}
