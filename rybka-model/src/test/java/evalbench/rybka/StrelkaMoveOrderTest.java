package evalbench.rybka;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.MoveGenerator;
import evalbench.core.MoveRules;
import evalbench.core.Position;
import evalbench.core.io.PositionFile;
import evalbench.core.io.PositionRecord;
import evalbench.core.io.DataFolder;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Strelka's generation order must still generate the right moves: every list checked against the generator. */
class StrelkaMoveOrderTest {
    private static Set<Integer> legalOnly(Position p, int[] moves, int n) {
        Set<Integer> set = new HashSet<>();
        for (int i = 0; i < n; i++) {
            if (MoveRules.isLegal(p, moves[i])) {
                set.add(moves[i]);
            }
        }
        return set;
    }

    @Test
    void everyListHoldsExactlyTheRightMovesOnTheCorpus() {
        StrelkaMoveOrder order = new StrelkaMoveOrder();
        int[] buf = new int[512];
        int positions = 0;
        for (String file : new String[] {"games.fen", "wac.epd", "perftsuite.epd"}) {
            for (PositionRecord r : PositionFile.read(DataFolder.corpus(file))) {
                Position p = r.position();
                positions++;
                Set<Integer> legal = new HashSet<>();
                for (int m : MoveGenerator.legalMoves(p)) {
                    legal.add(m);
                }
                int n = order.legal(p, buf, 0);
                assertThat(new HashSet<>(Arrays.stream(Arrays.copyOf(buf, n)).boxed().toList())).as(r.fen())
                        .isEqualTo(legal).hasSize(n);
                if (p.inCheck()) {
                    n = order.pseudoEvasions(p, buf, 0);
                    assertThat(legalOnly(p, buf, n)).as(r.fen()).isEqualTo(legal);
                    continue;
                }
                int t = order.tactical(p, buf, 0);
                Set<Integer> union = legalOnly(p, buf, t);
                int q = order.quiet(p, buf, 0);
                union.addAll(legalOnly(p, buf, q));
                assertThat(union).as(r.fen()).isEqualTo(legal);
                Set<Integer> checks = new HashSet<>();
                for (int m : legal) {
                    if (!MoveRules.isTactical(p, m) && MoveRules.givesCheck(p, m)) {
                        checks.add(m);
                    }
                }
                int c = order.quietChecks(p, buf, 0);
                Set<Integer> generated = legalOnly(p, buf, c);
                assertThat(generated).as("quiet checks in %s", r.fen()).isEqualTo(checks);
            }
        }
        assertThat(positions).isGreaterThan(8000);
    }
}
