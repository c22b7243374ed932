package evalbench.fruit;

import evalbench.core.ExchangeEvaluator;
import evalbench.core.Move;
import evalbench.core.MoveGenerator;
import evalbench.core.MoveRules;
import evalbench.core.Piece;
import evalbench.core.Position;
import evalbench.core.search.MoveSort;
import evalbench.core.search.MoveSource;

/**
 * Fruit 2.1's move order at a node (its "sort" module), for Fruit's search and searches that kept it (Toga II 3.0's;
 * public API for derived models). Hands out one node's moves in stages, best guesses first, generating each stage only when the previous
 * ones are used up (a cut-off usually comes before the quiet moves are ever generated):
 *
 * <ul>
 *   <li>main search: the hash move, good captures (most valuable victim, least valuable attacker; a capture
 *       that loses material by SEE is put aside), the two killers, quiet moves by history score, then the
 *       captures put aside;</li>
 *   <li>in check: every legal evasion at once, sorted by the same scores;</li>
 *   <li>quiescence: good captures only, plus quiet checks (SEE not losing) when asked; in check all evasions.</li>
 * </ul>
 *
 * Sorting is a stable insertion sort (highest first), so moves of equal score keep the generator's order:
 * that order is part of an engine's behaviour and comes from the {@link MoveSource}.
 */
public final class MovePicker {
    static final int TRANS_SCORE = 32766;
    static final int GOOD_SCORE = 4000;
    static final int KILLER_SCORE = 4;
    static final int HISTORY_SCORE = -24000;
    static final int BAD_SCORE = -28000;
    /** {@link #value()} of moves that are not history-scored quiet moves. */
    public static final int NO_HISTORY = MoveHistory.MAX;

    private static final int STAGE_TRANS = 1;
    private static final int STAGE_GOOD_CAPTURES = 2;
    private static final int STAGE_KILLERS = 3;
    private static final int STAGE_QUIETS = 4;
    private static final int STAGE_BAD_CAPTURES = 5;
    private static final int STAGE_QS_EVASIONS = 6;
    private static final int STAGE_QS_CAPTURES = 7;
    private static final int STAGE_QS_CHECKS = 8;
    private static final int STAGE_END = 9;

    private static final int[] MAIN = {STAGE_TRANS, STAGE_GOOD_CAPTURES, STAGE_KILLERS, STAGE_QUIETS,
        STAGE_BAD_CAPTURES, STAGE_END};
    private static final int[] EVASIONS = {STAGE_END};
    private static final int[] QS_EVASIONS = {STAGE_QS_EVASIONS, STAGE_END};
    private static final int[] QS_CAPTURES_CHECKS = {STAGE_QS_CAPTURES, STAGE_QS_CHECKS, STAGE_END};
    private static final int[] QS_CAPTURES = {STAGE_QS_CAPTURES, STAGE_END};

    private final int[] moves = new int[MoveGenerator.MAX_MOVES];
    private final int[] scores = new int[MoveGenerator.MAX_MOVES + 1];
    private final int[] bad = new int[MoveGenerator.MAX_MOVES];
    private int size;
    private int pos;
    private int badSize;
    private int[] stages;
    private int stageIndex;
    private int stage;
    private int value;

    private Position position;
    private MoveSource source;
    private ExchangeEvaluator see;
    private MoveHistory history;
    private int transMove;
    private int killer1;
    private int killer2;
    private long pinned;
    private boolean pinsKnown;
    private int ply;

    /** Main search node. In check, all legal evasions are generated and sorted at once. */
    public void initMain(Position p, MoveSource src, ExchangeEvaluator exchange, MoveHistory hist, boolean inCheck, int ply,
            int trans) {
        bind(p, src, exchange, hist);
        this.ply = ply;
        transMove = trans;
        killer1 = hist.killer1(ply);
        killer2 = hist.killer2(ply);
        if (inCheck) {
            size = src.legalEvasions(p, moves, 0);
            noteMoves();
            sort();
            stages = EVASIONS;
            stage = 0; // moves need no test
        } else {
            size = 0;
            stages = MAIN;
            stage = -1;
        }
        stageIndex = 0;
        pos = 0;
    }

    /** Quiescence node: evasions in check, else captures and (if {@code checks}) quiet checks. */
    public void initQuiescence(Position p, MoveSource src, ExchangeEvaluator exchange, MoveHistory hist, boolean inCheck,
            boolean checks) {
        bind(p, src, exchange, hist);
        stages = inCheck ? QS_EVASIONS : checks ? QS_CAPTURES_CHECKS : QS_CAPTURES;
        stageIndex = 0;
        stage = -1;
        size = 0;
        pos = 0;
    }

    private void bind(Position p, MoveSource src, ExchangeEvaluator exchange, MoveHistory hist) {
        position = p;
        source = src;
        see = exchange;
        history = hist;
        pinsKnown = false;
    }

    /** Number of moves in the current list (for the in-check "single reply" test right after init). */
    public int size() {
        return size;
    }

    /** The history success rate of the move last returned if it is a quiet move, else {@link #NO_HISTORY}. */
    public int value() {
        return value;
    }


    /** The next move to search, or {@link Move#NONE} when there are no more. */
    public int next() {
        while (true) {
            while (pos < size) {
                int move = moves[pos++];
                value = NO_HISTORY;
                switch (stage) {
                    case 0:
                        return move;
                    case STAGE_TRANS:
                        if (MoveRules.isLegal(position, move)) {
                            return move;
                        }
                        continue;
                    case STAGE_GOOD_CAPTURES:
                        if (move == transMove) {
                            continue;
                        }
                        if (!captureIsGood(move)) {
                            bad[badSize++] = move;
                            continue;
                        }
                        if (legal(move)) {
                            return move;
                        }
                        continue;
                    case STAGE_BAD_CAPTURES:
                    case STAGE_QS_EVASIONS:
                        if (legal(move)) {
                            return move;
                        }
                        continue;
                    case STAGE_KILLERS:
                        if (move != transMove && MoveRules.isPseudoLegal(position, move)
                                && !MoveRules.isTactical(position, move) && MoveRules.leavesKingSafe(position, move)) {
                            return move;
                        }
                        continue;
                    case STAGE_QUIETS:
                        if (move == transMove || move == killer1 || move == killer2 || !legal(move)) {
                            continue;
                        }
                        value = history.successRate(position.pieceAt(Move.from(move)), move);
                        return move;
                    case STAGE_QS_CAPTURES:
                        if (captureIsGood(move) && legal(move)) {
                            return move;
                        }
                        continue;
                    case STAGE_QS_CHECKS:
                        if (see.isGood(position, move) && legal(move)) {
                            return move;
                        }
                        continue;
                    default:
                        throw new IllegalStateException("stage " + stage);
                }
            }
            if (!nextStage()) {
                return Move.NONE;
            }
        }
    }

    private boolean nextStage() {
        stage = stages[stageIndex++];
        pos = 0;
        switch (stage) {
            case STAGE_TRANS:
                size = 0;
                if (transMove != Move.NONE) {
                    moves[size++] = transMove;
                }
                return true;
            case STAGE_GOOD_CAPTURES:
            case STAGE_QS_CAPTURES:
                size = source.tactical(position, moves, 0);
                noteMvvLva();
                sort();
                badSize = 0;
                return true;
            case STAGE_KILLERS:
                size = 0;
                if (killer1 != Move.NONE) {
                    moves[size++] = killer1;
                }
                if (killer2 != Move.NONE) {
                    moves[size++] = killer2;
                }
                return true;
            case STAGE_QUIETS:
                size = source.quiet(position, moves, 0);
                noteQuiet();
                sort();
                return true;
            case STAGE_BAD_CAPTURES:
                System.arraycopy(bad, 0, moves, 0, badSize);
                size = badSize;
                return true;
            case STAGE_QS_EVASIONS:
                size = source.pseudoEvasions(position, moves, 0);
                noteSimple();
                sort();
                return true;
            case STAGE_QS_CHECKS:
                size = source.quietChecks(position, moves, 0);
                return true;
            default:
                size = 0;
                return false;
        }
    }

    private boolean legal(int move) {
        if (!pinsKnown) {
            pinned = MoveRules.pinned(position); // only when a move actually needs the test
            pinsKnown = true;
        }
        return MoveRules.isLegalGivenPins(position, move, pinned);
    }

    // ---- scores -----------------------------------------------------------------------------------

    /** Scores of the in-check list: hash move, captures, killers, history. */
    private void noteMoves() {
        if (size < 2) {
            return;
        }
        for (int i = 0; i < size; i++) {
            scores[i] = moveScore(moves[i]);
        }
    }

    /**
     * The root order before the first iteration: {@code legal} in the source's order, then by the scores of
     * {@link #moveScore} (hash move {@code trans}, captures by value, killers, history), stable.
     */
    public int[] orderRoot(Position p, MoveSource src, ExchangeEvaluator exchange, MoveHistory hist, int trans,
            int[] legal) {
        initMain(p, src, exchange, hist, false, 0, trans);
        int n = legal.length;
        int[] order = legal.clone();
        if (n >= 2) {
            int[] keys = new int[n + 1];
            for (int i = 0; i < n; i++) {
                keys[i] = moveScore(legal[i]);
            }
            MoveSort.byScore(order, keys, n);
        }
        return order;
    }

    int moveScore(int move) {
        if (move == transMove) {
            return TRANS_SCORE;
        }
        if (MoveRules.isTactical(position, move)) {
            return mvvLva(move) + (captureIsGood(move) ? GOOD_SCORE : BAD_SCORE);
        }
        if (move == killer1) {
            return KILLER_SCORE;
        }
        if (move == killer2) {
            return KILLER_SCORE - 1;
        }
        return HISTORY_SCORE + history.score(position.pieceAt(Move.from(move)), move);
    }

    private void noteMvvLva() {
        if (size < 2) {
            return;
        }
        for (int i = 0; i < size; i++) {
            scores[i] = mvvLva(moves[i]);
        }
    }

    private void noteQuiet() {
        if (size < 2) {
            return;
        }
        for (int i = 0; i < size; i++) {
            scores[i] = HISTORY_SCORE + history.score(position.pieceAt(Move.from(moves[i])), moves[i]);
        }
    }

    private void noteSimple() {
        if (size < 2) {
            return;
        }
        for (int i = 0; i < size; i++) {
            int move = moves[i];
            scores[i] = MoveRules.isTactical(position, move) ? mvvLva(move) : HISTORY_SCORE;
        }
    }

    /** Most valuable victim first, then least valuable attacker; promotions without capture below 0. */
    int mvvLva(int move) {
        if (Move.isEnPassant(move)) {
            return 5;
        }
        int captured = position.pieceAt(Move.to(move));
        if (captured != Piece.NONE) {
            int attacker = Piece.type(position.pieceAt(Move.from(move)));
            return (Piece.type(captured) - 1) * 6 - (attacker - 1) + 5;
        }
        return (Move.promotionType(move) - 1) - 5;
    }

    /** En passant, queen promotions with capture, captures of an equal or bigger piece, else SEE >= 0. */
    boolean captureIsGood(int move) {
        return see.isGood(position, move);
    }

    /** Stable insertion sort, highest score first (from the back, with a sentinel past the end). */
    private void sort() {
        MoveSort.byScore(moves, scores, size);
    }

    int ply() {
        return ply;
    }
}
