package evalbench.fruit;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Colour;
import evalbench.core.Move;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.io.Corpus;
import org.junit.jupiter.api.Test;

/**
 * The exchange evaluation by type stacks ({@link FruitExchange}) gives what the list-walking one it replaced
 * ({@link ListExchange}) gives, on every legal move (captures and quiet moves: the picker's checks and the
 * free-passer test ask for those) of every corpus position and of the positions along random games from them,
 * over piece lists that follow the games as a search's do (promoted pieces inserted, captured ones closing up),
 * and over lists made afresh from the board.
 */
class FruitExchangeOrderTest {
    private static final int[] VALUES = {0, 100, 325, 325, 500, 1000, 10000};

    private int captures;
    private int nonZero;
    private int twoOfOneType;

    @Test
    void everyLegalMoveAsTheListWalkingEvaluationAnswers() {
        int positions = RandomGameWalk.walk(16, 38, new RandomGameWalk.Visitor() {
            private Corpus.Entry entry;
            private PieceLists lists;
            private FruitExchange byType;
            private ListExchange byList;
            private final FruitExchange byTypeFromBoard = new FruitExchange(VALUES);
            private final ListExchange byListFromBoard = new ListExchange(VALUES);

            @Override
            public void newGame(Corpus.Entry e, PieceLists gameLists) {
                entry = e;
                lists = gameLists;
                byType = new FruitExchange(VALUES, lists);
                byList = new ListExchange(VALUES, lists);
            }

            @Override
            public void visit(Position p, int ply, int move) {
                int expected = byList.evaluate(p, move);
                int actual = byType.evaluate(p, move);
                int expectedFromBoard = byListFromBoard.evaluate(p, move);
                int actualFromBoard = byTypeFromBoard.evaluate(p, move);
                if (actual != expected || actualFromBoard != expectedFromBoard) { // the message only then: toFen is slow
                    String where = entry.where() + " after " + ply + " plies: " + Move.toUci(move) + " in " + p.toFen()
                            + " (" + lists.describe() + ")";
                    assertThat(actual).as(where).isEqualTo(expected);
                    assertThat(actualFromBoard).as("from the board: " + where).isEqualTo(expectedFromBoard);
                }
                if (p.pieceAt(Move.to(move)) != 0) {
                    captures++;
                }
                if (expected != 0) {
                    nonZero++;
                }
                if (twoOfOneTypeAttack(p, Move.to(move))) {
                    twoOfOneType++;
                }
            }
        });
        assertThat(positions).isGreaterThan(50_000);
        assertThat(captures).as("captures").isGreaterThan(100_000);
        assertThat(nonZero).as("moves whose exchange is not 0").isGreaterThan(100_000);
        assertThat(twoOfOneType).as("moves to a square two pieces of one type of one side attack").isGreaterThan(10_000);
    }

    /** Two knights, bishops, rooks or queens of one colour attack the square: their list order counts. */
    private static boolean twoOfOneTypeAttack(Position p, int square) {
        long attackers = p.attackersTo(square, p.occupied());
        for (int colour = Colour.WHITE; colour <= Colour.BLACK; colour++) {
            for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
                long set = attackers & p.pieces(colour, type);
                if ((set & set - 1) != 0) {
                    return true;
                }
            }
        }
        return false;
    }
}
