package evalbench.fruit;

import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.io.Corpus;
import java.util.Random;

/**
 * Every legal move of every corpus position and of the positions along a random game from each, with piece lists
 * that follow the game as a search's do (promoted pieces inserted, captured ones closing up): the ground the
 * exchange evaluation's tests compare on.
 */
final class RandomGameWalk {
    /** What a walk shows its visitor. */
    interface Visitor {
        /** A corpus position, the start of a game; {@code lists} follow it. */
        void newGame(Corpus.Entry entry, PieceLists lists);

        /** A legal move of the position {@code ply} plies into the game. */
        void visit(Position position, int ply, int move);
    }

    private RandomGameWalk() {
    }

    /** Walks games of up to {@code plies} plies; gives the number of positions visited. */
    static int walk(int plies, long seed, Visitor visitor) {
        Random random = new Random(seed);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int positions = 0;
        for (Corpus.Entry e : Corpus.all()) {
            Position p = Position.fromFen(e.fen()); // a copy: the random game moves it
            PieceLists lists = new PieceLists();
            lists.reset(p);
            visitor.newGame(e, lists);
            for (int ply = 0; ply < plies; ply++) {
                int n = MoveGenerator.generate(p, moves, 0);
                if (n == 0) {
                    break;
                }
                positions++;
                for (int i = 0; i < n; i++) {
                    visitor.visit(p, ply, moves[i]);
                }
                int move = moves[random.nextInt(n)];
                lists.beforeMake(p, move);
                p.makeMove(move);
            }
        }
        return positions;
    }
}
