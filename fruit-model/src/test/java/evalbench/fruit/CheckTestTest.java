package evalbench.fruit;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Move;
import evalbench.core.MoveGenerator;
import evalbench.core.MoveRules;
import evalbench.core.Position;
import evalbench.core.io.Corpus;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The per-node check test answers as {@link MoveRules#givesCheck} for every legal move of every corpus position and
 * of the positions along random games from them (where discovered checks, promotions with check and checking
 * castlings come up), one {@link CheckTest} reused from node to node as the search does.
 */
class CheckTestTest {
    @Test
    void everyLegalMoveAsMoveRulesAnswers() {
        CheckTest checks = new CheckTest();
        Random random = new Random(37);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int checking = 0;
        int discovered = 0;
        int positions = 0;
        for (Corpus.Entry e : Corpus.all()) {
            Position p = Position.fromFen(e.fen()); // a copy: the random game moves it
            for (int ply = 0; ply < 12; ply++) {
                int n = MoveGenerator.generate(p, moves, 0);
                if (n == 0) {
                    break;
                }
                positions++;
                checks.forget();
                for (int i = 0; i < n; i++) {
                    boolean expected = MoveRules.givesCheck(p, moves[i]);
                    assertThat(checks.givesCheck(p, moves[i])).as("%s after %d plies: %s", e.where(), ply,
                            Move.toUci(moves[i])).isEqualTo(expected);
                    if (expected) {
                        checking++;
                        if (!directly(p, moves[i])) {
                            discovered++;
                        }
                    }
                }
                p.makeMove(moves[random.nextInt(n)]);
            }
        }
        assertThat(positions).isGreaterThan(50_000);
        assertThat(checking).as("checking moves").isGreaterThan(10_000);
        assertThat(discovered).as("checks by discovery").isGreaterThan(100);
    }

    /** The moved piece itself attacks the king afterwards (else the check was uncovered). */
    private static boolean directly(Position p, int move) {
        p.makeMove(move);
        int king = p.kingSquare(p.sideToMove());
        boolean direct = (p.attackersTo(king, p.occupied()) & 1L << Move.to(move)) != 0;
        p.unmakeMove();
        return direct;
    }
}
