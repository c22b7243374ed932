package evalbench.fabchess;

import evalbench.core.Move;
import evalbench.core.PieceType;
import java.util.Arrays;

/**
 * FabChess 1.15's staged move ordering for one node. Main search: the PV move, the hash move, then the
 * generated list (in generation order) from which come the good captures (MVV-LVA; a capture of a more valuable
 * attacker is checked by SEE and, if it loses, moved to the end of the list as a bad capture), the killers in
 * list order, the quiet moves by cut-off/butterfly history, and the bad captures by SEE. Quiescence: the hash
 * move if it is a capture, then the good captures only. Ties always go to the earlier list entry.
 */
final class FabChessMoveOrder {
    /** The MVV-LVA victim values, engine-core piece types (index 0 unused). */
    private static final int[] VICTIM = {0, 100, 400, 400, 650, 1100, 0};

    private static final int PV_MOVE = 0;
    private static final int HASH_MOVE = 1;
    private static final int GOOD_CAPTURES = 2;
    private static final int KILLERS = 3;
    private static final int QUIETS = 4;
    private static final int BAD_CAPTURES = 5;
    private static final int DONE = 6;

    /**
     * The list: moves handed out are marked taken, not removed (the others keep their order, and nothing is
     * moved); a losing capture is taken and appended again at the end, so the list may grow past the moves
     * generated, at most by their number.
     */
    private final int[] moves = new int[2 * FabChessMoveGenerator.MAX_MOVES];
    private final double[] scores = new double[2 * FabChessMoveGenerator.MAX_MOVES];
    /** Scored and not taken: the entries {@link #highest} chooses from. */
    private final boolean[] scored = new boolean[2 * FabChessMoveGenerator.MAX_MOVES];
    /**
     * The score of each entry that is scored and not taken, minus infinity for the others (no score is: SEE and
     * MVV-LVA values are ints, the history's quotient is finite), so that {@link #highest} reads one array.
     */
    private final double[] choosable = new double[2 * FabChessMoveGenerator.MAX_MOVES];
    private final boolean[] taken = new boolean[2 * FabChessMoveGenerator.MAX_MOVES];
    private int size;
    private int stage;
    private boolean quiescence;
    private int pvMove;
    private int hashMove;
    private int killer0;
    private int killer1;
    private FabChessBoard board;
    private FabChessExchange exchange;
    private FabChessHistory history;
    private boolean quietsScored;

    /** False once the search gives up on quiet moves in this node (futility or late-move pruning). */
    boolean searchQuiets;
    /** The ordering score of the last move handed out: its SEE for a bad capture, 0 otherwise. */
    int lastScore;

    void startMain(FabChessBoard board, FabChessExchange exchange, FabChessHistory history, int pvMove, int hashTableMove,
            int killer0, int killer1) {
        this.board = board;
        this.exchange = exchange;
        this.history = history;
        this.quiescence = false;
        this.killer0 = killer0;
        this.killer1 = killer1;
        this.searchQuiets = true;
        this.quietsScored = false;
        size = FabChessMoveGenerator.generate(board.position(), moves, false);
        Arrays.fill(scored, 0, size, false);
        Arrays.fill(taken, 0, size, false);
        Arrays.fill(choosable, 0, size, Double.NEGATIVE_INFINITY);
        this.pvMove = contains(pvMove) ? pvMove : Move.NONE;
        int hash = decode(hashTableMove);
        this.hashMove = hash != pvMove ? hash : Move.NONE;
        stage = PV_MOVE;
    }

    void startQuiescence(FabChessBoard board, FabChessExchange exchange, int hashTableMove) {
        this.board = board;
        this.exchange = exchange;
        this.quiescence = true;
        size = FabChessMoveGenerator.generate(board.position(), moves, true);
        Arrays.fill(scored, 0, size, false);
        Arrays.fill(taken, 0, size, false);
        Arrays.fill(choosable, 0, size, Double.NEGATIVE_INFINITY);
        this.pvMove = Move.NONE;
        this.hashMove = decode(hashTableMove);
        stage = HASH_MOVE;
    }

    /** The list entry whose table form is {@code tableMove}, or none. */
    private int decode(int tableMove) {
        if (tableMove == 0) {
            return Move.NONE;
        }
        for (int i = 0; i < size; i++) {
            if (FabChessMove.tableForm(moves[i]) == tableMove) {
                return moves[i];
            }
        }
        return Move.NONE;
    }

    private boolean contains(int move) {
        return move != Move.NONE && indexOf(move) >= 0;
    }

    private int indexOf(int move) {
        for (int i = 0; i < size; i++) {
            if (moves[i] == move) {
                return i;
            }
        }
        return -1;
    }

    /** Entry {@code i} is handed out (or dropped): no stage sees it again. */
    private void take(int i) {
        taken[i] = true;
        scored[i] = false;
        choosable[i] = Double.NEGATIVE_INFINITY;
    }

    /** Entry {@code i} gets its ordering score and becomes choosable. */
    private void score(int i, double score) {
        scores[i] = score;
        scored[i] = true;
        choosable[i] = score;
    }

    private void remove(int move) {
        int i = indexOf(move);
        if (i >= 0) {
            take(i);
        }
    }

    /** The first entry with the strictly greatest score among the scored ones, or -1. */
    private int highest() {
        int best = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < size; i++) {
            double score = choosable[i];
            if (score > bestScore) {
                best = i;
                bestScore = score;
            }
        }
        return best;
    }

    /** The next move, or {@link Move#NONE} when the node has no more. */
    int next() {
        lastScore = 0;
        while (true) {
            switch (stage) {
                case PV_MOVE -> {
                    stage = HASH_MOVE;
                    if (pvMove != Move.NONE) {
                        return pvMove;
                    }
                }
                case HASH_MOVE -> {
                    stage = GOOD_CAPTURES;
                    remove(pvMove);
                    remove(hashMove);
                    scoreCaptures();
                    if (hashMove != Move.NONE) {
                        return hashMove;
                    }
                }
                case GOOD_CAPTURES -> {
                    int move = goodCapture();
                    if (move != Move.NONE) {
                        return move;
                    }
                    stage = quiescence ? DONE : KILLERS;
                }
                case KILLERS -> {
                    for (int i = 0; i < size; i++) {
                        if (!scored[i] && !taken[i] && (moves[i] == killer0 || moves[i] == killer1)
                                && moves[i] != Move.NONE) {
                            take(i);
                            return moves[i];
                        }
                    }
                    stage = QUIETS;
                }
                case QUIETS -> {
                    if (!quietsScored) {
                        quietsScored = true;
                        if (searchQuiets) {
                            scoreQuiets();
                        }
                    }
                    if (!searchQuiets) {
                        for (int i = 0; i < size; i++) {
                            if (!FabChessMove.isCapture(moves[i])) {
                                take(i);
                            }
                        }
                        stage = BAD_CAPTURES;
                        continue;
                    }
                    int i = highest();
                    if (i < 0) {
                        stage = DONE;
                        continue;
                    }
                    if (scores[i] < 0) {
                        stage = BAD_CAPTURES;
                        continue;
                    }
                    take(i);
                    return moves[i];
                }
                case BAD_CAPTURES -> {
                    int i = highest();
                    if (i < 0) {
                        stage = DONE;
                        continue;
                    }
                    lastScore = (int) scores[i];
                    take(i);
                    return moves[i];
                }
                default -> {
                    return Move.NONE;
                }
            }
        }
    }

    private void scoreCaptures() {
        for (int i = 0; i < size; i++) {
            int move = moves[i];
            if (FabChessMove.isCapture(move) && !taken[i]) {
                score(i, VICTIM[FabChessMove.captured(move)] - (FabChessMove.piece(move) - PieceType.PAWN));
            }
        }
    }

    private void scoreQuiets() {
        int side = board.sideToMove();
        for (int i = 0; i < size; i++) {
            if (!scored[i] && !taken[i]) {
                score(i, history.orderingScore(side, Move.from(moves[i]), Move.to(moves[i])));
            }
        }
    }

    /** Good captures by MVV-LVA; losing ones go to the end of the list with their SEE as score. */
    private int goodCapture() {
        while (true) {
            int i = highest();
            if (i < 0 || scores[i] < 0) {
                return Move.NONE;
            }
            int move = moves[i];
            take(i);
            int attacker = FabChessMove.piece(move);
            if (FabChessExchange.value(FabChessMove.captured(move)) >= FabChessExchange.value(attacker)
                    || attacker == PieceType.KING) {
                return move;
            }
            int see = exchange.see(board.position(), move, quiescence);
            if (see >= 0) {
                return move;
            }
            moves[size] = move;
            score(size, see);
            taken[size] = false;
            size++;
        }
    }
}
