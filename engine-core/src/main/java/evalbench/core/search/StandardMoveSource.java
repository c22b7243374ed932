package evalbench.core.search;

import evalbench.core.MoveGenerator;
import evalbench.core.MoveRules;
import evalbench.core.Position;

/** Moves in the order of engine-core's legal move generator (every list is already legal). */
public final class StandardMoveSource implements MoveSource {
    private final int[] scratch = new int[MoveGenerator.MAX_MOVES];

    @Override
    public void reset(Position position) {
    }

    @Override
    public void make(Position position, int move) {
        position.makeMove(move);
    }

    @Override
    public void unmake(Position position) {
        position.unmakeMove();
    }

    @Override
    public void makeNull(Position position) {
        position.makeNullMove();
    }

    @Override
    public void unmakeNull(Position position) {
        position.unmakeNullMove();
    }

    @Override
    public int legal(Position position, int[] out, int n) {
        return MoveGenerator.generate(position, out, n);
    }

    @Override
    public int tactical(Position position, int[] out, int n) {
        return MoveGenerator.generateCaptures(position, out, n);
    }

    @Override
    public int quiet(Position position, int[] out, int n) {
        int count = MoveGenerator.generate(position, scratch, 0);
        for (int i = 0; i < count; i++) {
            if (!MoveRules.isTactical(position, scratch[i])) {
                out[n++] = scratch[i];
            }
        }
        return n;
    }

    @Override
    public int legalEvasions(Position position, int[] out, int n) {
        return MoveGenerator.generate(position, out, n);
    }

    @Override
    public int pseudoEvasions(Position position, int[] out, int n) {
        return MoveGenerator.generate(position, out, n);
    }

    @Override
    public int quietChecks(Position position, int[] out, int n) {
        int count = MoveGenerator.generate(position, scratch, 0);
        for (int i = 0; i < count; i++) {
            int move = scratch[i];
            if (!MoveRules.isTactical(position, move) && MoveRules.givesCheck(position, move)) {
                out[n++] = move;
            }
        }
        return n;
    }
}
