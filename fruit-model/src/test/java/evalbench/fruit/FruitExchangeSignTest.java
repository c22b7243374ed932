package evalbench.fruit;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Move;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.io.Corpus;
import org.junit.jupiter.api.Test;

/**
 * The exchange evaluation's bounded test ({@link FruitExchange#isAtLeast}) answers as the whole evaluation compared
 * with the threshold does, on every legal move of every corpus position and of the positions along random games
 * from them (the x-rays, promotions and en passant captures those games bring), at the thresholds the search and
 * the evaluation ask (0, 1) and at others around the piece values, over lists that follow the games and over lists
 * made from the board.
 */
class FruitExchangeSignTest {
    private static final int[] VALUES = {0, 100, 325, 325, 500, 1000, 10000};
    private static final int[] THRESHOLDS = {0, 1, -100, 100, -225, 225, -325, 325, -1000, 900};

    private int losing;
    private int winning;
    private int onEdgeRanks;
    private int enPassant;

    @Test
    void everyLegalMoveAtEveryThresholdAsTheWholeEvaluationSays() {
        int positions = RandomGameWalk.walk(24, 39, new RandomGameWalk.Visitor() {
            private Corpus.Entry entry;
            private FruitExchange following;
            private final FruitExchange fromBoard = new FruitExchange(VALUES);

            @Override
            public void newGame(Corpus.Entry e, PieceLists lists) {
                entry = e;
                following = new FruitExchange(VALUES, lists);
            }

            @Override
            public void visit(Position p, int ply, int move) {
                int value = following.evaluate(p, move);
                int valueFromBoard = fromBoard.evaluate(p, move); // lists in another order: perhaps another value
                for (int threshold : THRESHOLDS) {
                    boolean expected = value >= threshold;
                    boolean expectedFromBoard = valueFromBoard >= threshold;
                    if (following.isAtLeast(p, move, threshold) != expected
                            || fromBoard.isAtLeast(p, move, threshold) != expectedFromBoard) { // the message only then
                        String where = entry.where() + " after " + ply + " plies: " + Move.toUci(move) + " (exchange "
                                + value + " / from the board " + valueFromBoard + ", threshold " + threshold + ") in "
                                + p.toFen();
                        assertThat(following.isAtLeast(p, move, threshold)).as(where).isEqualTo(expected);
                        assertThat(fromBoard.isAtLeast(p, move, threshold)).as("from the board: " + where)
                                .isEqualTo(expectedFromBoard);
                    }
                }
                count(move, value);
            }
        });
        assertThat(positions).isGreaterThan(50_000);
        assertThat(losing).as("moves that lose by exchange").isGreaterThan(100_000);
        assertThat(winning).as("moves that win by exchange").isGreaterThan(50_000);
        assertThat(onEdgeRanks).as("exchanges on the first or last rank").isGreaterThan(1_000);
        assertThat(enPassant).as("en passant captures").isGreaterThan(100);
    }

    private void count(int move, int value) {
        if (value < 0) {
            losing++;
        } else if (value > 0) {
            winning++;
        }
        int rank = Square.rank(Move.to(move));
        if (value != 0 && (rank == 0 || rank == 7)) {
            onEdgeRanks++;
        }
        if (Move.isEnPassant(move)) {
            enPassant++;
        }
    }
}
