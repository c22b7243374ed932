package evalbench.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Counts the leaf nodes of the legal move tree to a fixed depth. At the last ply the generated moves are
 * counted, not played ("bulk counting"), as Stockfish's {@code go perft} does.
 */
public final class Perft {
    private final Position position;
    private final int[] moves;

    public Perft(Position position) {
        this.position = position;
        this.moves = new int[MoveGenerator.MAX_MOVES * 64];
    }

    public static long count(Position position, int depth) {
        return new Perft(position).count(depth);
    }

    public long count(int depth) {
        if (depth < 0 || depth > 60) {
            throw new IllegalArgumentException("perft depth must be 0..60, was " + depth);
        }
        return depth == 0 ? 1 : count(depth, 0);
    }

    private long count(int depth, int start) {
        int end = MoveGenerator.generate(position, moves, start);
        if (depth == 1) {
            return end - start;
        }
        long nodes = 0;
        for (int i = start; i < end; i++) {
            position.makeMove(moves[i]);
            nodes += count(depth - 1, end);
            position.unmakeMove();
        }
        return nodes;
    }

    /** One entry of a divide: a root move in UCI notation and the leaf count below it. */
    public record Division(String move, long nodes) {
    }

    /** Leaf counts per root move, in generation order. */
    public List<Division> divide(int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs depth >= 1, was " + depth);
        }
        int end = MoveGenerator.generate(position, moves, 0);
        List<Division> result = new ArrayList<>();
        for (int i = 0; i < end; i++) {
            int move = moves[i];
            position.makeMove(move);
            long nodes = depth == 1 ? 1 : count(depth - 1, end);
            position.unmakeMove();
            result.add(new Division(Move.toUci(move), nodes));
        }
        return result;
    }
}
