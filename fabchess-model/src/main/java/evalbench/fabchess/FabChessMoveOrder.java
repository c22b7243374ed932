package evalbench.fabchess;

import evalbench.core.Move;
import evalbench.core.PieceType;

/**
 * FabChess 1.15's staged move ordering for one node. Main search: the PV move, the hash move, then the
 * generated list (in generation order) from which come the good captures (MVV-LVA; a capture of a more valuable
 * attacker is checked by SEE and, if it loses, moved to the end of the list as a bad capture), the killers in
 * list order, the quiet moves by cut-off/butterfly history, and the bad captures by SEE. Quiescence: the hash
 * move if it is a capture, then the good captures only. Ties always go to the earlier list entry.
 *
 * <p>FabChess hands out each stage by repeatedly choosing the first entry with the strictly greatest score.
 * A stage's scores are fixed once given (the search's history updates do not reach scores already taken), so
 * that choice is the same as walking the stage sorted by descending score with ties kept in list order: each
 * stage is sorted once, stably, when it starts, and then read front to back (a cut-off usually leaves most of
 * it unread, but an insertion sort of a few dozen entries, most with equal scores, costs less than the scans).
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

    /** The generated list, in generation order. */
    private final int[] moves = new int[FabChessMoveGenerator.MAX_MOVES];
    private int size;
    /** The stage being read: its moves and scores sorted, the next one at {@code cursor}. */
    private final int[] stageMoves = new int[FabChessMoveGenerator.MAX_MOVES];
    private final double[] stageScores = new double[FabChessMoveGenerator.MAX_MOVES];
    private int stageSize;
    private int cursor;
    /** The losing captures, in the order the good-capture stage found them, with their SEE. */
    private final int[] badMoves = new int[FabChessMoveGenerator.MAX_MOVES];
    private final double[] badScores = new double[FabChessMoveGenerator.MAX_MOVES];
    private int badSize;

    private int stage;
    private boolean quiescence;
    private int pvMove;
    private int hashMove;
    /** List indices of the moves handed out before the quiet stage (-1 for none): they are not quiets again. */
    private int pvIndex;
    private int hashIndex;
    private int killerIndex0;
    private int killerIndex1;
    private int killer0;
    private int killer1;
    private FabChessBoard board;
    private FabChessExchange exchange;
    private FabChessHistory history;

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
        size = FabChessMoveGenerator.generate(board.position(), moves, false);
        pvIndex = pvMove == Move.NONE ? -1 : indexOf(pvMove);
        this.pvMove = pvIndex >= 0 ? pvMove : Move.NONE;
        hashIndex = decode(hashTableMove);
        if (hashIndex >= 0 && moves[hashIndex] == pvMove) {
            hashIndex = -1;
        }
        this.hashMove = hashIndex >= 0 ? moves[hashIndex] : Move.NONE;
        stage = PV_MOVE;
    }

    void startQuiescence(FabChessBoard board, FabChessExchange exchange, int hashTableMove) {
        this.board = board;
        this.exchange = exchange;
        this.quiescence = true;
        size = FabChessMoveGenerator.generate(board.position(), moves, true);
        this.pvMove = Move.NONE;
        pvIndex = -1;
        hashIndex = decode(hashTableMove);
        this.hashMove = hashIndex >= 0 ? moves[hashIndex] : Move.NONE;
        stage = HASH_MOVE;
    }

    /** The index of the list entry whose table form is {@code tableMove}, or -1. */
    private int decode(int tableMove) {
        if (tableMove == 0) {
            return -1;
        }
        for (int i = 0; i < size; i++) {
            if (FabChessMove.tableForm(moves[i]) == tableMove) {
                return i;
            }
        }
        return -1;
    }

    private int indexOf(int move) {
        for (int i = 0; i < size; i++) {
            if (moves[i] == move) {
                return i;
            }
        }
        return -1;
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
                    startCaptures();
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
                    if (!quiescence) {
                        findKillers();
                    }
                }
                case KILLERS -> {
                    int i = nextKiller();
                    if (i >= 0) {
                        return moves[i];
                    }
                    stage = QUIETS;
                    if (searchQuiets) {
                        startQuiets();
                    }
                }
                case QUIETS -> {
                    if (searchQuiets && cursor < stageSize) {
                        return stageMoves[cursor++];
                    }
                    stage = BAD_CAPTURES;
                    startBadCaptures();
                }
                case BAD_CAPTURES -> {
                    if (cursor < stageSize) {
                        lastScore = (int) stageScores[cursor];
                        return stageMoves[cursor++];
                    }
                    stage = DONE;
                }
                default -> {
                    return Move.NONE;
                }
            }
        }
    }

    /** The captures other than the PV and hash moves, by MVV-LVA (all positive: a king never is a victim). */
    private void startCaptures() {
        int n = 0;
        for (int i = 0; i < size; i++) {
            int move = moves[i];
            if (FabChessMove.isCapture(move) && i != pvIndex && i != hashIndex) {
                stageMoves[n] = move;
                stageScores[n] = VICTIM[FabChessMove.captured(move)] - (FabChessMove.piece(move) - PieceType.PAWN);
                n++;
            }
        }
        sortDescending(stageMoves, stageScores, n);
        stageSize = n;
        cursor = 0;
        badSize = 0;
    }

    /** Good captures by MVV-LVA; losing ones are kept for the last stage with their SEE as score. */
    private int goodCapture() {
        while (cursor < stageSize) {
            int move = stageMoves[cursor++];
            int attacker = FabChessMove.piece(move);
            if (FabChessExchange.value(FabChessMove.captured(move)) >= FabChessExchange.value(attacker)
                    || attacker == PieceType.KING) {
                return move;
            }
            int see = exchange.see(board.position(), move, quiescence);
            if (see >= 0) {
                return move;
            }
            badMoves[badSize] = move;
            badScores[badSize] = see;
            badSize++;
        }
        return Move.NONE;
    }

    /** The list indices of the killers among the quiet moves not handed out yet (-1 for none). */
    private void findKillers() {
        killerIndex0 = -1;
        killerIndex1 = -1;
        for (int i = 0; i < size; i++) {
            int move = moves[i];
            if (move != Move.NONE && (move == killer0 || move == killer1) && !FabChessMove.isCapture(move)
                    && i != pvIndex && i != hashIndex) {
                if (killerIndex0 < 0) {
                    killerIndex0 = i;
                } else {
                    killerIndex1 = i;
                }
            }
        }
        cursor = 0;
    }

    /** The next killer in list order (the cursor counts those handed out), or -1. */
    private int nextKiller() {
        int i = cursor == 0 ? killerIndex0 : cursor == 1 ? killerIndex1 : -1;
        if (i >= 0) {
            cursor++;
        }
        return i;
    }

    /** The quiet moves not handed out yet, by their history score (never negative: cut-offs / butterfly >= 1). */
    private void startQuiets() {
        int side = board.sideToMove();
        int n = 0;
        for (int i = 0; i < size; i++) {
            int move = moves[i];
            if (!FabChessMove.isCapture(move) && i != pvIndex && i != hashIndex && i != killerIndex0
                    && i != killerIndex1) {
                stageMoves[n] = move;
                stageScores[n] = history.orderingScore(side, Move.from(move), Move.to(move));
                n++;
            }
        }
        sortDescending(stageMoves, stageScores, n);
        stageSize = n;
        cursor = 0;
    }

    /** The losing captures by SEE (all negative, so after every quiet move). */
    private void startBadCaptures() {
        System.arraycopy(badMoves, 0, stageMoves, 0, badSize);
        System.arraycopy(badScores, 0, stageScores, 0, badSize);
        sortDescending(stageMoves, stageScores, badSize);
        stageSize = badSize;
        cursor = 0;
    }

    /**
     * Stable insertion sort by descending score: an entry moves only past strictly smaller scores, so equal
     * scores keep their list order, as the first-strictly-greatest choice of FabChess orders them.
     */
    static void sortDescending(int[] moves, double[] scores, int n) {
        for (int i = 1; i < n; i++) {
            double score = scores[i];
            int move = moves[i];
            int j = i - 1;
            while (j >= 0 && scores[j] < score) {
                scores[j + 1] = scores[j];
                moves[j + 1] = moves[j];
                j--;
            }
            scores[j + 1] = score;
            moves[j + 1] = move;
        }
    }
}
