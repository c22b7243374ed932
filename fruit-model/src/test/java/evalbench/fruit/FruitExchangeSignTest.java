package evalbench.fruit;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Move;
import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.io.Corpus;
import java.util.Random;
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

    @Test
    void everyLegalMoveAtEveryThresholdAsTheWholeEvaluationSays() {
        Random random = new Random(39);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int positions = 0;
        int losing = 0;
        int winning = 0;
        int onEdgeRanks = 0;
        int enPassant = 0;
        for (Corpus.Entry e : Corpus.all()) {
            Position p = Position.fromFen(e.fen()); // a copy: the random game moves it
            PieceLists lists = new PieceLists();
            lists.reset(p);
            FruitExchange following = new FruitExchange(VALUES, lists);
            FruitExchange fromBoard = new FruitExchange(VALUES);
            for (int ply = 0; ply < 24; ply++) {
                int n = MoveGenerator.generate(p, moves, 0);
                if (n == 0) {
                    break;
                }
                positions++;
                for (int i = 0; i < n; i++) {
                    int move = moves[i];
                    int value = following.evaluate(p, move);
                    int valueFromBoard = fromBoard.evaluate(p, move); // lists in another order: perhaps another value
                    for (int threshold : THRESHOLDS) {
                        boolean expected = value >= threshold;
                        boolean expectedFromBoard = valueFromBoard >= threshold;
                        if (following.isAtLeast(p, move, threshold) != expected
                                || fromBoard.isAtLeast(p, move, threshold) != expectedFromBoard) { // the message only then
                            String where = e.where() + " after " + ply + " plies: " + Move.toUci(move) + " (exchange "
                                    + value + " / from the board " + valueFromBoard + ", threshold " + threshold
                                    + ") in " + p.toFen();
                            assertThat(following.isAtLeast(p, move, threshold)).as(where).isEqualTo(expected);
                            assertThat(fromBoard.isAtLeast(p, move, threshold)).as("from the board: " + where)
                                    .isEqualTo(expectedFromBoard);
                        }
                    }
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
                int move = moves[random.nextInt(n)];
                lists.beforeMake(p, move);
                p.makeMove(move);
            }
        }
        assertThat(positions).isGreaterThan(50_000);
        assertThat(losing).as("moves that lose by exchange").isGreaterThan(100_000);
        assertThat(winning).as("moves that win by exchange").isGreaterThan(50_000);
        assertThat(onEdgeRanks).as("exchanges on the first or last rank").isGreaterThan(1_000);
        assertThat(enPassant).as("en passant captures").isGreaterThan(100);
    }
}
