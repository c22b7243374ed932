package evalbench.rybka;

import evalbench.core.ExchangeEvaluator;
import evalbench.core.Move;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.search.Bound;
import evalbench.core.search.DrawRecogniser;
import evalbench.core.search.EvalCache;
import evalbench.core.search.MoveSource;
import evalbench.core.search.NodeSearch;
import evalbench.core.search.RootMoves;
import evalbench.core.search.RootReporter;
import evalbench.core.search.SearchControl;
import evalbench.core.search.SearchEvaluation;
import evalbench.core.search.SearchTable;
import evalbench.core.search.SearchTrace;
import evalbench.core.search.SearchValues;

/**
 * Strelka 2.0 B's node search (the reconstruction of Rybka 1.0 Beta's), in its own structure:
 *
 * <ul>
 *   <li>a PV search (open window, exact scores, IID at depth 2 and more without a hash move, extensions for a
 *       forced reply, a recapture that the evaluations call for, and a pawn to the 7th rank that the exchange
 *       test allows);</li>
 *   <li>a zero-window search for nodes not in check (razoring at depth 1..3, null move with R = 3 verified at
 *       depth above 5, IID at depth 4 and more, one ply less for the fifth quiet move on at depth 3 and more,
 *       searched again on a fail high);</li>
 *   <li>a zero-window search for nodes in check (evasions only, a single reply extended);</li>
 *   <li>a quiescence search with an allowance in eighths of a ply (a capture costs 8, a check 1; checks are
 *       tried while the allowance is above -6; losing captures and checks only while it is positive) and
 *       delta pruning by victim class, and its in-check counterpart.</li>
 * </ul>
 *
 * Scores are flat: a mate is -32000 wherever it happens (the driver gets mates in its own convention, the
 * distance taken from the PV). There is no mate-distance pruning and no draw recognition beyond repetitions (4,
 * 6, ... plies back within the reversible moves; castling and null moves count as irreversible) and, at PV nodes
 * only, more than 100 reversible plies. The static evaluation is known at every node; after a null move Strelka
 * does not evaluate but takes 6 - E of the node before (its tempo is 3 cp, so that is the same number).
 */
final class StrelkaSearch implements NodeSearch {
    static final int MAX_HEIGHT = 256;
    /** Strelka's mate score, whatever the distance. */
    static final int MATE = 32000;
    /** The root window and the bound beyond which a score is a mate. */
    static final int ROOT_BOUND = 31500;
    private static final int NO_VALUE = -32500;
    /** Razoring: at depth 1 below beta by this margin, a quiescence search decides; at depth 2..3 by the second. */
    private static final int RAZOR_MARGIN_1 = 125;
    private static final int RAZOR_MARGIN_3 = 300;
    /** Quiescence delta pruning: victims given up on ({@link #deltaVictims}) by how far stand-pat is below alpha. */
    private static final int[] DELTA_MARGINS = {250, 450, 650, 1050};
    /** Quiescence allowance: checks are generated while it is above this. */
    private static final int CHECKS_FLOOR = -6;
    /** The null-move permission bits of a zero-window node: both needed for a null move, bit 0 for IID. */
    private static final int NULL_ALLOWED = 3;
    private static final int AFTER_NULL = 7;
    private static final int GAME_HISTORY = 128;

    private Position position;
    private MoveSource source;
    private SearchEvaluation evaluation;
    private ExchangeEvaluator see;
    private final StrelkaTable table;
    private final SearchControl control;

    long nodes;
    private int selDepth;

    private final int[] history = new int[Piece.CODE_LIMIT * 64];
    private final int[] killer1 = new int[MAX_HEIGHT + 2];
    private final int[] killer2 = new int[MAX_HEIGHT + 2];
    /** The move a PV node at each height is searching (the recapture test of its child looks at it). */
    private final int[] playing = new int[MAX_HEIGHT + 2];
    /** The move of the last fail high or PV node, read by the caller of an IID search. */
    private int bestTransMove;

    // The static evaluation at each height: computed when first needed, or set by the null move (6 - E).
    private final int[] evalValue = new int[MAX_HEIGHT + 2];
    private final boolean[] evalKnown = new boolean[MAX_HEIGHT + 2];
    private final EvalCache evalCache = new EvalCache();

    private final int[][] pv = new int[MAX_HEIGHT + 2][MAX_HEIGHT + 2];
    private final int[] pvLength = new int[MAX_HEIGHT + 2];

    private final StrelkaMoves[] lists = new StrelkaMoves[MAX_HEIGHT * 3];
    private int listTop;

    // Keys of the positions on the way here (and the game before the root), and reversible plies at each level.
    private final long[] keys = new long[GAME_HISTORY + MAX_HEIGHT + 8];
    private final int[] reversible = new int[GAME_HISTORY + MAX_HEIGHT + 8];
    private final int[] moveStack = new int[GAME_HISTORY + MAX_HEIGHT + 8];
    private int sp;
    private int rootSp;

    StrelkaSearch(StrelkaTable table, SearchControl control) {
        this.table = table;
        this.control = control;
        for (int i = 0; i < lists.length; i++) {
            lists[i] = new StrelkaMoves();
        }
    }

    @Override
    public SearchTable table() {
        return table;
    }

    @Override
    public void reset(Position root, MoveSource moves, SearchEvaluation eval, DrawRecogniser drawRules,
            ExchangeEvaluator exchange) {
        position = root;
        source = moves;
        evaluation = eval;
        see = exchange;
        evalCache.clear();
        nodes = 0;
        selDepth = 0;
        listTop = 0;
        bestTransMove = Move.NONE;
        java.util.Arrays.fill(history, 0);
        java.util.Arrays.fill(killer1, Move.NONE);
        java.util.Arrays.fill(killer2, Move.NONE);
        java.util.Arrays.fill(playing, Move.NONE);
        sp = 0;
        int back = Math.min(Math.min(root.halfmoveClock(), root.historySize()), GAME_HISTORY);
        for (int i = back; i >= 1; i--) {
            keys[sp++] = root.keyBefore(i);
        }
        rootSp = sp;
        // Strelka reads no halfmove clock from a FEN: it counts reversible plies from the FEN's position on.
        reversible[sp] = Math.min(root.halfmoveClock(), root.historySize());
        evalKnown[0] = false;
    }

    @Override
    public long nodes() {
        return nodes;
    }

    @Override
    public int selDepth() {
        return selDepth;
    }

    @Override
    public void iterationDone(int[] line) {
        // Strelka keeps no PV in its table between iterations.
    }

    private long key() {
        return source.key(position);
    }

    // ---- root ---------------------------------------------------------------------------------------

    /**
     * Strelka's first order: the hash move, captures by victim (Strelka's codes x 16) minus mover, then every
     * other move by its raw 16-bit encoding, highest first (a stable insertion sort from the back).
     */
    @Override
    public int[] orderRoot(int[] legal) {
        int n = legal.length;
        if (n < 2) {
            return legal.clone();
        }
        int trans = table.probe(key(), false) ? table.move : Move.NONE;
        long[] keyed = new long[n];
        for (int i = 0; i < n; i++) {
            int m = legal[i];
            int captured = position.pieceAt(Move.to(m));
            long score;
            if (m == trans) {
                score = 0x7FFFFFFFL;
            } else if (captured != Piece.NONE) {
                score = StrelkaMoves.code(captured) * 16L - StrelkaMoves.code(position.pieceAt(Move.from(m))) + 0x7FFFFEFFL;
            } else {
                score = encoding(m);
            }
            keyed[i] = score;
        }
        Integer[] index = new Integer[n];
        for (int i = 0; i < n; i++) {
            index[i] = i;
        }
        java.util.Arrays.sort(index, (a, b) -> Long.compare(keyed[b], keyed[a])); // stable
        int[] ordered = new int[n];
        for (int i = 0; i < n; i++) {
            ordered[i] = legal[index[i]];
        }
        return ordered;
    }

    /** Strelka's 16-bit move: from << 6 | to, plus 0x1000 en passant, 0x2000 castling, 0x4000..0x7000 promotions. */
    static int encoding(int move) {
        int m = Move.from(move) << 6 | Move.to(move);
        if (Move.isEnPassant(move)) {
            m |= 0x1000;
        } else if (Move.isCastling(move)) {
            m |= 0x2000;
        } else if (Move.isPromotion(move)) {
            m |= switch (Move.promotionType(move)) {
                case PieceType.QUEEN -> 0x4000;
                case PieceType.ROOK -> 0x5000;
                case PieceType.BISHOP -> 0x6000;
                default -> 0x7000;
            };
        }
        return m;
    }

    @Override
    public int root(RootMoves list, int depth, boolean shortSearch, RootReporter reporter) {
        int alpha = -ROOT_BOUND;
        int bestValue = NO_VALUE;
        int reported = 0;
        for (int i = 0; i < list.size(); i++) {
            list.setValue(i, 0);
        }
        eval(0); // the recapture test at the root's children compares with it
        for (int i = 0; i < list.size(); i++) {
            int move = list.move(i);
            reporter.currentMove(move, i, depth);
            boolean extend = isPawnToSeventh(move) && see.isGood(position, move);
            make(move);
            boolean check = position.inCheck();
            int newDepth = depth - 1 + (extend || check ? 1 : 0);
            int value;
            if (bestValue != NO_VALUE && newDepth > 0) {
                value = check ? -checkSearch(-alpha, newDepth, 1, NULL_ALLOWED)
                        : -zeroSearch(-alpha, newDepth, 1, NULL_ALLOWED);
                if (value > alpha) {
                    reporter.rootChange();
                    value = -pvSearch(-ROOT_BOUND, -alpha, newDepth, 1, check);
                }
            } else {
                value = -pvSearch(-ROOT_BOUND, -alpha, newDepth, 1, check);
            }
            unmake();
            list.setValue(i, value <= alpha ? 0 : value >= ROOT_BOUND ? 2 * ROOT_BOUND : value + ROOT_BOUND);
            if (value > bestValue) {
                int[] line = rootPv(move);
                reported = reported(value, line.length);
                reporter.newBest(move, reported, Bound.EXACT, depth, line);
                bestValue = value;
                if (value > alpha) {
                    alpha = value;
                    if (alpha >= ROOT_BOUND) {
                        break;
                    }
                }
            }
        }
        list.sort();
        return reported;
    }

    /** A flat mate score as the driver counts mates: the distance is the length of the PV. */
    private static int reported(int value, int pvLength) {
        if (value >= ROOT_BOUND) {
            return SearchValues.MATE - pvLength;
        }
        if (value <= -ROOT_BOUND) {
            return -SearchValues.MATE + pvLength;
        }
        return value;
    }

    private int[] rootPv(int move) {
        int n = pvLength[1];
        int[] line = new int[n + 1];
        line[0] = move;
        System.arraycopy(pv[1], 0, line, 1, n);
        return line;
    }

    // ---- PV nodes -----------------------------------------------------------------------------------

    private int pvSearch(int alpha, int beta, int depth, int height, boolean inCheck) {
        if (depth <= 0) {
            return quiescence(alpha, beta, 0, height);
        }
        enter("pv", height, depth, alpha, beta);
        if (reversible[sp] > 100 || isRepetition()) {
            return 0;
        }
        if (height >= MAX_HEIGHT - 1) {
            return eval(height); // Strelka has no such limit; it only keeps our arrays in bounds
        }
        eval(height); // the recapture test of the children compares with it
        int transMove = table.probe(key(), false) ? table.move : Move.NONE;
        if (depth >= 2 && transMove == Move.NONE) {
            pvSearch(alpha, beta, depth - 1, height, inCheck);
            transMove = bestTransMove;
            pvLength[height] = 0;
        }
        StrelkaMoves list = acquire();
        try {
            boolean forced = false;
            if (inCheck) {
                int n = list.generateEvasions(position, source);
                forced = n <= 1;
                list.sortEvasions(position, history, transMove, killer1[height], killer2[height]);
                list.startList(position, source, see, history);
            } else {
                list.startMain(position, source, see, history, transMove, killer1[height], killer2[height]);
            }
            int bestValue = NO_VALUE;
            int bestMove = Move.NONE;
            int move;
            while ((move = list.next()) != Move.NONE) {
                boolean extend = forced || (isRecapture(move, height) && see.isGood(position, move))
                        || (isPawnToSeventh(move) && see.isGood(position, move));
                if (!list.legal(move)) {
                    continue;
                }
                make(move);
                boolean check = position.inCheck();
                int newDepth = depth - 1 + (extend || check ? 1 : 0);
                playing[height] = move;
                int value;
                if (bestValue == NO_VALUE) {
                    value = -pvSearch(-beta, -alpha, newDepth, height + 1, check);
                } else {
                    if (newDepth <= 0) {
                        value = -quiescence(-alpha - 1, -alpha, 0, height + 1);
                    } else if (check) {
                        value = -checkSearch(-alpha, newDepth, height + 1, NULL_ALLOWED);
                    } else {
                        value = -zeroSearch(-alpha, newDepth, height + 1, NULL_ALLOWED);
                    }
                    if (value > alpha) {
                        value = -pvSearch(-beta, -alpha, newDepth, height + 1, check);
                    }
                }
                unmake();
                if (value > bestValue) {
                    bestValue = value;
                    setPv(height, move);
                    if (value > alpha) {
                        alpha = value;
                        bestMove = move;
                        if (value >= beta) {
                            bestTransMove = move;
                            remember(move, depth, height);
                            table.storeMove(key(), move, depth, value);
                            return value;
                        }
                    }
                }
            }
            bestTransMove = bestMove;
            if (bestValue == NO_VALUE) {
                return inCheck ? -MATE : 0;
            }
            if (bestMove != Move.NONE) {
                remember(bestMove, depth, height);
                table.storeExact(key(), bestMove, depth, bestValue);
            } else {
                table.storeUpper(key(), depth, bestValue);
            }
            return bestValue;
        } finally {
            release();
        }
    }

    /**
     * The move goes to the square the PV parent's move went to (at the root's children Strelka compares with a
     * move it never set, 0: the square a1), and this position is worse for the side to move by more than 50 cp
     * than the parent's was for the other side.
     */
    private boolean isRecapture(int move, int height) {
        if (height == 0) {
            return false;
        }
        int lastTo = Move.to(playing[height - 1]);
        return Move.to(move) == lastTo && eval(height) + 50 < -evalValue[height - 1];
    }

    private boolean isPawnToSeventh(int move) {
        if (Piece.type(position.pieceAt(Move.from(move))) != PieceType.PAWN) {
            return false;
        }
        int rank = Square.rank(Move.to(move));
        return rank == 1 || rank == 6;
    }

    // ---- zero-window nodes --------------------------------------------------------------------------

    /** A node not in check searched on the window (beta - 1, beta); {@code permit}: the null-move bits. */
    private int zeroSearch(int beta, int depth, int height, int permit) {
        enter("zero", height, depth, beta - 1, beta);
        if (isRepetition()) {
            return 0;
        }
        if (height >= MAX_HEIGHT - 1) {
            return eval(height); // Strelka has no such limit; it only keeps our arrays in bounds
        }
        long key = key();
        int transMove = Move.NONE;
        int transDepth = 0;
        if (table.probe(key, true)) {
            transMove = table.move;
            transDepth = table.maxDepth;
            if (table.minDepth >= depth && table.minValue >= beta) {
                bestTransMove = table.move;
                return table.minValue;
            }
            if (table.maxDepth >= depth && table.maxValue < beta) {
                return table.maxValue;
            }
        }
        int eval = eval(height);
        int optimistic = eval + RAZOR_MARGIN_1;
        if (optimistic < beta) {
            if (depth == 1) {
                int value = quiescence(beta - 1, beta, 0, height);
                pvLength[height] = 0;
                return Math.max(value, optimistic);
            }
            optimistic = eval + RAZOR_MARGIN_3;
            if (optimistic < beta && depth <= 3) {
                int value = quiescence(beta - 1, beta, depth * 8 - 8, height);
                pvLength[height] = 0;
                if (value < beta) {
                    return Math.max(value, optimistic);
                }
            }
        }
        if (depth >= 2 && eval >= beta && hasPiece() && (permit & NULL_ALLOWED) == NULL_ALLOWED) {
            makeNull();
            evalValue[height + 1] = 6 - eval;
            evalKnown[height + 1] = true;
            int value = depth <= 4 ? -quiescence(-beta, 1 - beta, 0, height + 1)
                    : -zeroSearch(1 - beta, depth - 4, height + 1, AFTER_NULL);
            unmakeNull();
            if (depth > 5 && value >= beta) {
                value = zeroSearch(beta, depth - 5, height, 0);
            }
            pvLength[height] = 0;
            if (value >= beta) {
                table.storeLower(key, depth, value);
                bestTransMove = Move.NONE;
                return value;
            }
        }
        permit |= 2;
        if (depth >= 4 && transMove == Move.NONE && depth > transDepth + 2 && (permit & 1) != 0
                && (eval >= beta || depth >= 6)) {
            if (zeroSearch(beta, depth - 2, height, NULL_ALLOWED) >= beta) {
                transMove = bestTransMove;
            }
            pvLength[height] = 0;
        }
        StrelkaMoves list = acquire();
        try {
            list.startMain(position, source, see, history, transMove, killer1[height], killer2[height]);
            int bestValue = NO_VALUE;
            int played = 0;
            int move = list.next();
            if (move == Move.NONE) {
                return 0;
            }
            for (; move != Move.NONE; move = list.next()) {
                if (!list.legal(move)) {
                    continue;
                }
                boolean late = list.inQuietStage();
                make(move);
                boolean check = position.inCheck();
                int newDepth = depth - 1;
                if (check) {
                    newDepth++;
                } else if (depth >= 3 && late && played >= 4) {
                    newDepth--;
                }
                int value;
                if (newDepth <= 0) {
                    value = -quiescence(-beta, 1 - beta, 0, height + 1);
                } else if (check) {
                    value = -checkSearch(1 - beta, newDepth, height + 1, permit ^ 1);
                } else {
                    value = -zeroSearch(1 - beta, newDepth, height + 1, permit ^ 1);
                }
                if (newDepth == depth - 2 && value >= beta) {
                    value = -zeroSearch(1 - beta, newDepth + 1, height + 1, 0);
                }
                unmake();
                played++;
                if (value > bestValue) {
                    bestValue = value;
                    setPv(height, move);
                    if (value >= beta) {
                        remember(move, depth, height);
                        bestTransMove = move;
                        table.storeMove(key, move, depth, value);
                        return value;
                    }
                }
                permit &= 6;
            }
            if (bestValue == NO_VALUE) {
                bestTransMove = Move.NONE;
                return 0;
            }
            table.storeUpper(key, depth, bestValue);
            return bestValue;
        } finally {
            release();
        }
    }

    /** A node in check searched on the window (beta - 1, beta): evasions only. */
    private int checkSearch(int beta, int depth, int height, int permit) {
        enter("check", height, depth, beta - 1, beta);
        if (isRepetition()) {
            return 0;
        }
        if (height >= MAX_HEIGHT - 1) {
            return eval(height); // Strelka has no such limit; it only keeps our arrays in bounds
        }
        long key = key();
        int transMove = Move.NONE;
        if (table.probe(key, true)) {
            transMove = table.move;
            if (table.minDepth >= depth && table.minValue >= beta) {
                return table.minValue;
            }
            if (table.maxDepth >= depth && table.maxValue < beta) {
                return table.maxValue;
            }
        }
        StrelkaMoves list = acquire();
        try {
            int n = list.generateEvasions(position, source);
            list.sortEvasions(position, history, transMove, killer1[height], killer2[height]);
            list.startList(position, source, see, history);
            int bestValue = -MATE;
            int move;
            while ((move = list.next()) != Move.NONE) {
                if (!list.legal(move)) {
                    continue;
                }
                make(move);
                boolean check = position.inCheck();
                int newDepth = depth - 1 + (n == 1 || check ? 1 : 0);
                int value;
                if (newDepth <= 0) {
                    value = -quiescence(-beta, 1 - beta, 0, height + 1);
                } else if (check) {
                    value = -checkSearch(1 - beta, newDepth, height + 1, permit ^ 1);
                } else {
                    value = -zeroSearch(1 - beta, newDepth, height + 1, permit ^ 1);
                }
                unmake();
                if (value > bestValue) {
                    bestValue = value;
                    setPv(height, move);
                    if (value >= beta) {
                        table.storeMove(key, move, depth, value);
                        return value;
                    }
                }
                permit &= 6;
            }
            table.storeUpper(key, depth, bestValue);
            return bestValue;
        } finally {
            release();
        }
    }

    // ---- quiescence ---------------------------------------------------------------------------------

    /** Quiescence at a node not in check; {@code allowance} in eighths of a ply. */
    private int quiescence(int alpha, int beta, int allowance, int height) {
        enter("qs", height, allowance, alpha, beta);
        if (isRepetition()) {
            return 0;
        }
        if (height >= MAX_HEIGHT - 1) {
            return eval(height); // Strelka has no such limit; it only keeps our arrays in bounds
        }
        int eval = eval(height);
        int bestValue = eval;
        long skipped = 0; // victims whose capture cannot lift the score to alpha
        if (eval > alpha) {
            alpha = eval;
            if (alpha >= beta) {
                return alpha;
            }
        } else {
            int them = position.sideToMove() ^ 1;
            for (int k = 0; k < DELTA_MARGINS.length && eval < alpha - DELTA_MARGINS[k]; k++) {
                bestValue = eval + DELTA_MARGINS[k];
                skipped |= deltaVictims(them, k);
            }
        }
        StrelkaMoves list = acquire();
        try {
            list.startQuiescence(position, source, see, history, skipped);
            int move;
            while ((move = list.nextCapture()) != Move.NONE) {
                if (allowance <= 0 && !see.isGood(position, move)) {
                    continue;
                }
                if (!list.legal(move)) {
                    continue;
                }
                make(move);
                int value = position.inCheck() ? -quiescenceInCheck(-beta, -alpha, allowance - 1, height + 1)
                        : -quiescence(-beta, -alpha, allowance - 8, height + 1);
                unmake();
                if (value > bestValue) {
                    bestValue = value;
                    setPv(height, move);
                    if (value > alpha) {
                        alpha = value;
                        if (value >= beta) {
                            return value;
                        }
                    }
                }
            }
            if (allowance <= CHECKS_FLOOR) {
                return bestValue;
            }
            int n = source.checks(position, skipped, list.moves, 0);
            for (int i = 0; i < n; i++) {
                move = list.moves[i];
                if (allowance <= 0 && !see.isGood(position, move)) {
                    continue;
                }
                if (!list.legal(move)) {
                    continue;
                }
                make(move);
                int value = -quiescenceInCheck(-beta, -alpha, allowance - 1, height + 1);
                unmake();
                if (value > bestValue) {
                    bestValue = value;
                    setPv(height, move);
                    if (value > alpha) {
                        alpha = value;
                        if (value >= beta) {
                            return value;
                        }
                    }
                }
            }
            return bestValue;
        } finally {
            release();
        }
    }

    /** The enemy pieces of the k-th victim class of the delta pruning (pawns; knights and bishops; rooks; queens). */
    private long deltaVictims(int them, int k) {
        return switch (k) {
            case 0 -> position.pieces(them, PieceType.PAWN);
            case 1 -> position.pieces(them, PieceType.KNIGHT) | position.pieces(them, PieceType.BISHOP);
            case 2 -> position.pieces(them, PieceType.ROOK);
            default -> position.pieces(them, PieceType.QUEEN);
        };
    }

    /** Quiescence in check: every evasion; after a forced one the allowance drops by 1, else by 8. */
    private int quiescenceInCheck(int alpha, int beta, int allowance, int height) {
        enter("qcheck", height, allowance, alpha, beta);
        if (isRepetition()) {
            return 0;
        }
        if (height >= MAX_HEIGHT - 1) {
            return eval(height); // Strelka has no such limit; it only keeps our arrays in bounds
        }
        StrelkaMoves list = acquire();
        try {
            int n = list.generateEvasions(position, source);
            int step = 1;
            if (n > 1) {
                list.sortQuiescenceEvasions(position);
                step = 8;
            }
            list.startList(position, source, see, history);
            int bestValue = -MATE;
            int move;
            while ((move = list.next()) != Move.NONE) {
                if (!list.legal(move)) {
                    continue;
                }
                make(move);
                int value = position.inCheck() ? -quiescenceInCheck(-beta, -alpha, allowance - 1, height + 1)
                        : -quiescence(-beta, -alpha, allowance - step, height + 1);
                unmake();
                if (value > bestValue) {
                    bestValue = value;
                    setPv(height, move);
                    if (value > alpha) {
                        alpha = value;
                        if (value >= beta) {
                            return value;
                        }
                    }
                }
            }
            return bestValue;
        } finally {
            release();
        }
    }

    // ---- helpers ------------------------------------------------------------------------------------

    /** Counts the node and starts its PV empty. */
    private void enter(String kind, int height, int depth, int alpha, int beta) {
        nodes++;
        if (SearchTrace.on()) {
            trace(kind, height, depth, alpha, beta);
        }
        pvLength[height] = 0;
        if (height > selDepth) {
            selDepth = height;
        }
        control.countNode(nodes);
    }

    /** The static evaluation at {@code height} (the current node's), computed once. */
    private int eval(int height) {
        if (!evalKnown[height]) {
            evalValue[height] = evalCache.evaluate(position, evaluation);
            evalKnown[height] = true;
        }
        return evalValue[height];
    }

    /** A quiet move that cut off or was best at a PV node: killer and history by depth squared. */
    private void remember(int move, int depth, int height) {
        if (Move.isPromotion(move) || Move.isEnPassant(move) || position.pieceAt(Move.to(move)) != Piece.NONE) {
            return;
        }
        if (killer1[height] != move) {
            killer2[height] = killer1[height];
            killer1[height] = move;
        }
        history[StrelkaMoves.historyIndex(position, move)] += depth * depth;
    }

    /** The side to move has a knight, bishop, rook or queen. */
    private boolean hasPiece() {
        int us = position.sideToMove();
        return (position.occupancy(us) & ~position.pieces(us, PieceType.PAWN) & ~position.pieces(us, PieceType.KING)) != 0;
    }

    private boolean isRepetition() {
        int plies = reversible[sp];
        long k = position.key();
        int limit = Math.min(plies, sp);
        for (int i = 4; i <= limit; i += 2) {
            if (keys[sp - i] == k) {
                return true;
            }
        }
        return false;
    }

    private void setPv(int height, int move) {
        int[] line = pv[height];
        line[0] = move;
        int n = pvLength[height + 1];
        System.arraycopy(pv[height + 1], 0, line, 1, n);
        pvLength[height] = n + 1;
    }

    private StrelkaMoves acquire() {
        return lists[listTop++];
    }

    private void release() {
        listTop--;
    }

    private void make(int move) {
        moveStack[sp] = move;
        boolean irreversible = position.pieceAt(Move.to(move)) != Piece.NONE || Move.isEnPassant(move)
                || Move.isCastling(move) || Piece.type(position.pieceAt(Move.from(move))) == PieceType.PAWN;
        keys[sp] = position.key();
        reversible[sp + 1] = irreversible ? 0 : reversible[sp] + 1;
        sp++;
        source.make(position, move);
        evalKnown[sp - rootSp] = false;
    }

    private void unmake() {
        sp--;
        source.unmake(position);
    }

    private void makeNull() {
        moveStack[sp] = Move.NONE;
        keys[sp] = position.key();
        reversible[sp + 1] = 0;
        sp++;
        source.makeNull(position);
    }

    private void unmakeNull() {
        sp--;
        source.unmakeNull(position);
    }

    // ---- developer aid ------------------------------------------------------------------------------

    /** One line of the developer trace ({@link SearchTrace}), with Strelka's own key. */
    private void trace(String kind, int height, int depth, int alpha, int beta) {
        SearchTrace.node(nodes, kind, height, depth, alpha, beta, "-", key(), moveStack, rootSp, sp);
    }
}
