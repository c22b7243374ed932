package evalbench.toga;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.ExchangeEvaluator;
import evalbench.core.Move;
import evalbench.core.MoveRules;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.search.Bound;
import evalbench.core.search.DrawRecogniser;
import evalbench.core.search.MoveSource;
import evalbench.core.search.NodeSearch;
import evalbench.core.search.RootMoves;
import evalbench.core.search.RootReporter;
import evalbench.core.search.SearchControl;
import evalbench.core.search.SearchEvaluation;
import evalbench.core.search.SearchTable;
import evalbench.core.search.SearchTrace;
import evalbench.core.search.SearchValues;
import evalbench.fruit.CheckTest;
import evalbench.fruit.FruitSearchSettings;
import evalbench.fruit.MoveHistory;
import evalbench.fruit.MovePicker;
import evalbench.fruit.SearchPath;
import evalbench.fruit.SearchRules;

/**
 * Toga II 3.0's node search: Fruit 2.1's structure (PVS with cut/all node types, null move with verification, IID,
 * Fruit's staged move order, killers and history, quiescence with quiet checks) with Toga's changes:
 *
 * <ul>
 *   <li>aspiration windows at the root from depth 5, whose step doubles on every fail and carries over; the root
 *       list keeps Fruit's 16-bit values, which wrap once a window edge passes -32768 or 32767 ({@link #listValue});
 *       </li>
 *   <li>its own table ({@link TogaTable}: one bound per entry), probed in the quiescence search too and written by
 *       it, with a value conversion whose positive "win" branch is asymmetric;</li>
 *   <li>null move without the static-evaluation condition, skipped when the table's upper bound says it would
 *       fail; verification at every depth above 5;</li>
 *   <li>razoring at depth 1 to 3 without a hash move; IID at min(depth - 2, depth / 2);</li>
 *   <li>history pruning and futility pruning (depth 1 to 5) of quiet moves at non-PV nodes, late-move reductions
 *       from tables of ln(depth) x ln(moves searched), which reach captures once a quiet move qualified;</li>
 *   <li>extensions: endgame captures and captures (once per line) at PV nodes, checks that do not lose more
 *       than a pawn by the exchange evaluation, pawns to passed squares at PV nodes, single replies;</li>
 *   <li>quiet checks in the quiescence search one ply deeper under a PV horizon (a global set at every horizon
 *       and read by every later quiescence node, razoring's included); delta pruning on;</li>
 *   <li>the evaluation called with a window (lazy exits, {@link WindowedEvaluation}).</li>
 * </ul>
 *
 * What Toga kept it takes from fruit-model's public API: {@link MovePicker} and {@link MoveHistory} (Fruit's move
 * order), {@link SearchPath} (repetitions), {@link SearchRules} (Fruit's node tests), {@link FruitSearchSettings}
 * (Fruit's switches, with Toga's defaults), and from the profile Fruit's move generation order, exchange evaluation
 * and draw recognisers. Fruit's own node search ({@code FruitSearch}) is a separate file of the same structure: a
 * shared body would need hooks for Toga's changes in the hot paths of both. One instance per search thread; not thread-safe.
 */
final class TogaSearch implements NodeSearch {
    static final int MAX_HEIGHT = 256;
    private static final int NODE_ALL = -1;
    private static final int NODE_PV = 0;
    private static final int NODE_CUT = 1;

    /** Values beyond this are mates (Fruit's ValueEvalInf). */
    private static final int EVAL_LIMIT = SearchValues.EVAL_LIMIT;
    /** The boundary of the value conversion's "win/loss" band, applied 40 per ply of height. */
    private static final int WIN_LIMIT = 3000;
    private static final int WIN_STEP = 40;
    /** Depth and value of the PV fill's stores: no bound, move only. */
    private static final int PV_FILL_DEPTH = -127;
    private static final int PV_FILL_VALUE = -SearchValues.INFINITE;
    /** The aspiration step at the first iteration and the depth from which windows are narrow. */
    private static final int ASPIRATION_START = 16;
    private static final int ASPIRATION_MIN_DEPTH = 5;
    /** Razoring up to this depth: a margin of 300 at depth 1, 39 more per further ply. */
    private static final int RAZOR_DEPTH = 3;
    private static final int RAZOR_MARGIN = 300;
    private static final int RAZOR_STEP = 39;
    /** History pruning up to this depth; futility pruning up to the second. */
    private static final int HISTORY_PRUNING_DEPTH = 6;
    private static final int FUTILITY_DEPTH = 5;
    /** Extensions for checks and captures need the exchange evaluation at least this. */
    private static final int EXTENSION_SEE = -100;

    private final FruitSearchSettings settings;
    private final int extendedFutilityMargin;
    private final TogaTable table;
    private final SearchControl control;
    private final MoveHistory history = new MoveHistory(MAX_HEIGHT + 1);
    private final SearchPath path = new SearchPath(MAX_HEIGHT);
    private final LateMoveReductions reductions = LateMoveReductions.INSTANCE;

    private Position position;
    private MoveSource source;
    private WindowedEvaluation evaluation;
    private DrawRecogniser draws;
    private ExchangeEvaluator see;

    private final MovePicker[] pickers = new MovePicker[MAX_HEIGHT * 3];
    /** The check test of the node at each height (the check extension asks it for every move searched). */
    private final CheckTest[] checkTests = new CheckTest[MAX_HEIGHT + 1];
    private int pickerTop;
    private final int[][] pv = new int[MAX_HEIGHT + 1][MAX_HEIGHT + 1];
    private final int[] pvLength = new int[MAX_HEIGHT + 1];
    private final int[][] played = new int[MAX_HEIGHT][evalbench.core.MoveGenerator.MAX_MOVES];

    private long nodes;
    private int selDepth;
    /** The quiescence search's check depth: set at every horizon, read by every quiescence node. */
    private int checkDepth;
    /** The aspiration window and step, kept across the iterations of a search. */
    private int windowLow;
    private int windowHigh;
    private int windowStep;
    /** Set by {@link #newDepth}: the move was extended as a capture (its subtree gets no second one). */
    private boolean captureExtension;
    /** The root best's line of the current root call. */
    private int[] rootPv = new int[0];

    TogaSearch(FruitSearchSettings settings, int extendedFutilityMargin, TogaTable table, SearchControl control) {
        this.settings = settings;
        this.extendedFutilityMargin = extendedFutilityMargin;
        this.table = table;
        this.control = control;
        for (int i = 0; i < pickers.length; i++) {
            pickers[i] = new MovePicker();
        }
        for (int i = 0; i < checkTests.length; i++) {
            checkTests[i] = new CheckTest();
        }
    }

    @Override
    public SearchTable table() {
        return table;
    }

    @Override
    public void reset(Position root, MoveSource moves, SearchEvaluation eval, DrawRecogniser drawRules,
            ExchangeEvaluator exchange) {
        history.clear();
        position = root;
        source = moves;
        evaluation = eval instanceof WindowedEvaluation windowed ? windowed : (p, low, high) -> eval.evaluate(p);
        draws = drawRules;
        see = exchange;
        nodes = 0;
        selDepth = 0;
        pickerTop = 0;
        checkDepth = 0;
        windowLow = -SearchValues.INFINITE;
        windowHigh = SearchValues.INFINITE;
        windowStep = ASPIRATION_START;
        path.reset(root);
    }

    @Override
    public int[] orderRoot(int[] legal) {
        int trans = table.probe(position.key()) ? table.move : Move.NONE;
        return new MovePicker().orderRoot(position, source, see, history, trans, legal);
    }

    @Override
    public long nodes() {
        return nodes;
    }

    @Override
    public int selDepth() {
        return selDepth;
    }

    /** Toga fills the PV into the table after every exact root call (in {@link #root}), not here. */
    @Override
    public void iterationDone(int[] line) {
    }

    // ---- root ---------------------------------------------------------------------------------------

    /**
     * One iteration: the root searched with the aspiration window until its best value falls inside it (or is a
     * mate). A fail widens the failing side by the step, which then doubles; a value inside sets the next window
     * to the value plus and minus the step.
     */
    @Override
    public int root(RootMoves list, int depth, boolean shortSearch, RootReporter reporter) {
        if (depth < ASPIRATION_MIN_DEPTH) {
            windowLow = -SearchValues.INFINITE;
            windowHigh = SearchValues.INFINITE;
        }
        while (true) {
            int value = rootCall(list, depth, windowLow, windowHigh, shortSearch, reporter);
            if (Math.abs(value) > EVAL_LIMIT) {
                return value;
            }
            if (value <= windowLow) {
                windowLow -= windowStep;
                windowStep *= 2;
            } else if (value >= windowHigh) {
                windowHigh += windowStep;
                windowStep *= 2;
            } else {
                windowLow = value - windowStep;
                windowHigh = value + windowStep;
                return value;
            }
        }
    }

    /** Fruit's root procedure with the window (low, high); returns the root best's value. */
    private int rootCall(RootMoves list, int depth, int low, int high, boolean shortSearch, RootReporter reporter) {
        int alpha = low;
        int beta = high;
        nodes++;
        if (SearchTrace.on()) {
            path.trace(nodes, "root", 0, depth, alpha, beta, "pv", position.key());
        }
        control.countNode(nodes);
        int oldAlpha = alpha;
        int bestValue = SearchValues.NONE;
        int rootBest = SearchValues.NONE;
        list.clearValues();
        boolean inCheck = position.inCheck();
        CheckTest checks = checkTests[0];
        checks.forget();
        for (int i = 0; i < list.size(); i++) {
            int move = list.move(i);
            reporter.currentMove(move, i, depth);
            int newDepth = newDepth(depth, move, inCheck && list.size() == 1, true, false, checks);
            boolean childFlag = captureExtension;
            make(move);
            int value;
            if (shortSearch || bestValue == SearchValues.NONE) {
                value = -search(-beta, -alpha, newDepth, 1, NODE_PV, childFlag);
            } else {
                value = -search(-alpha - 1, -alpha, newDepth, 1, NODE_CUT, childFlag);
                if (value > alpha) {
                    reporter.rootChange();
                    value = -search(-beta, -alpha, newDepth, 1, NODE_PV, childFlag);
                }
            }
            unmake();
            if (value <= alpha) {
                list.setValue(i, listValue(oldAlpha));
            } else if (value >= beta) {
                list.setValue(i, listValue(beta));
            } else {
                list.setValue(i, listValue(value));
            }
            if (value > bestValue && (bestValue == SearchValues.NONE || value > alpha)) {
                Bound bound = value <= alpha ? Bound.UPPER : value >= beta ? Bound.LOWER : Bound.EXACT;
                rootPv = catPv(move, 1);
                rootBest = value;
                reporter.newBest(move, value, bound, depth, rootPv);
            }
            if (value > bestValue) {
                bestValue = value;
                if (value > alpha) {
                    if (!shortSearch) {
                        alpha = value;
                    }
                    if (value >= beta) {
                        break;
                    }
                }
            }
        }
        list.sort();
        if (rootBest > low && rootBest < high) {
            fillPv(rootPv, 0);
        }
        return rootBest;
    }

    /**
     * A root move's value as the root list keeps it: in 16 bits, as Fruit's move list does. Fruit's root window is
     * always (-30000, 30000), so nothing wraps there; Toga's aspiration window keeps widening by a doubling step,
     * and after a few fail lows towards a mate its lower edge passes -32768: the moves that failed low are then
     * stored as a large positive number and sorted before the best move (e.g. -35875 is kept as 29661).
     */
    static int listValue(int value) {
        return (short) value;
    }

    /** Re-enters the PV's moves into the table, deepest first, as move-only entries. */
    private void fillPv(int[] line, int index) {
        if (index >= line.length || line[index] == Move.NONE) {
            return;
        }
        int move = line[index];
        make(move);
        fillPv(line, index + 1);
        unmake();
        table.store(position.key(), move, PV_FILL_DEPTH, 0, PV_FILL_VALUE);
    }

    private int[] catPv(int move, int childHeight) {
        int n = pvLength[childHeight];
        int[] line = new int[n + 1];
        line[0] = move;
        System.arraycopy(pv[childHeight], 0, line, 1, n);
        return line;
    }

    // ---- main search --------------------------------------------------------------------------------

    private int search(int alpha, int beta, int depth, int height, int nodeType, boolean fromCaptureExtension) {
        if (depth <= 0) {
            // Quiet checks one quiescence ply deeper below a PV horizon; the value stays for later nodes.
            checkDepth = nodeType == NODE_PV ? -settings.quiescenceCheckPlies() : 1 - settings.quiescenceCheckPlies();
            return quiescence(alpha, beta, 0, height);
        }
        nodes++;
        if (SearchTrace.on()) {
            path.trace(nodes, "search", height, depth, alpha, beta, typeName(nodeType), position.key());
        }
        pvLength[height] = 0;
        if (height > selDepth) {
            selDepth = height;
        }
        control.countNode(nodes);

        if (path.isRepetition(position) || draws.isDraw(position)) {
            return SearchValues.DRAW;
        }
        int value = SearchValues.mated(height + 2);
        if (value > alpha && path.isMate(position)) {
            value = SearchValues.mated(height);
        }
        if (value > alpha) {
            alpha = value;
            if (value >= beta) {
                return value;
            }
        }
        value = -SearchValues.mated(height + 1);
        if (value < beta) {
            beta = value;
            if (value <= alpha) {
                return value;
            }
        }

        // The table: on a miss "no entry" (depth 0, no bound), which the null-move test below reads too.
        int transMove = Move.NONE;
        int transDepth = 0;
        int transFlags = 0;
        int transValue = SearchValues.NONE;
        if (table.probe(position.key())) {
            transMove = table.move;
            transDepth = table.depth;
            transFlags = table.flags;
            transValue = table.value;
            if (nodeType != NODE_PV) {
                // A mate bound holds at any depth.
                if (transDepth < depth && transValue < -EVAL_LIMIT && (transFlags & TogaTable.UPPER) != 0) {
                    transDepth = depth;
                    transFlags = TogaTable.UPPER;
                } else if (transDepth < depth && transValue > EVAL_LIMIT && (transFlags & TogaTable.LOWER) != 0) {
                    transDepth = depth;
                    transFlags = TogaTable.LOWER;
                }
                if (transDepth >= depth) {
                    transValue = fromTable(transValue, height);
                    if (transFlags == TogaTable.EXACT
                            || ((transFlags & TogaTable.LOWER) != 0 && transValue >= beta)
                            || ((transFlags & TogaTable.UPPER) != 0 && transValue <= alpha)) {
                        return transValue;
                    }
                }
            }
        }

        if (height >= MAX_HEIGHT - 1) {
            return evaluation.evaluate(position, alpha, beta);
        }

        int oldAlpha = alpha;
        int bestValue = SearchValues.NONE;
        int bestMove = Move.NONE;
        int playedCount = 0;
        int[] playedHere = played[height];
        boolean inCheck = position.inCheck();

        // Null move, unless the table's upper bound says it would fail.
        boolean tableSaysLow = (transFlags & TogaTable.UPPER) != 0 && transDepth >= depth - settings.nullReduction() - 1
                && transValue < beta;
        if (settings.nullMove() && depth >= settings.nullMinDepth() && nodeType != NODE_PV && !tableSaysLow
                && !inCheck && !SearchValues.isMate(beta) && SearchRules.hasPiece(position, position.sideToMove())) {
            int newDepth = depth - settings.nullReduction() - 1;
            makeNull();
            value = -search(-beta, -beta + 1, newDepth, height + 1, -nodeType, false);
            unmakeNull();
            if (verifies(depth, value, beta)) {
                int verified = noNull(alpha, beta, depth - settings.verificationReduction(), height, NODE_CUT,
                        transMove);
                if (verified >= beta) {
                    int move = pvLength[height] > 0 ? pv[height][0] : Move.NONE;
                    playedHere[playedCount++] = move;
                    return cut(move, verified, oldAlpha, beta, depth, height, playedHere, playedCount);
                }
                value = verified;
            }
            if (value >= beta) {
                if (value > EVAL_LIMIT) {
                    value = EVAL_LIMIT; // a mate found behind a null move is not proven
                }
                pvLength[height] = 0;
                return cut(Move.NONE, value, oldAlpha, beta, depth, height, playedHere, 0);
            }
        }

        // Razoring: far below beta without a hash move, the quiescence search decides.
        if (nodeType != NODE_PV && !inCheck && transMove == Move.NONE && depth <= RAZOR_DEPTH) {
            int threshold = beta - RAZOR_MARGIN - RAZOR_STEP * (depth - 1);
            if (evaluation.evaluate(position, threshold - 1, threshold) < threshold) {
                value = quiescence(threshold - 1, threshold, 0, height);
                if (value < threshold) {
                    return value;
                }
            }
        }

        // Internal iterative deepening at PV nodes without a hash move.
        if (transMove == Move.NONE && nodeType == NODE_PV && settings.iidPvMinDepth() > 0
                && depth >= settings.iidPvMinDepth()) {
            int newDepth = Math.min(depth - 2, depth / 2);
            value = search(alpha, beta, newDepth, height, nodeType, false);
            if (value <= alpha) {
                search(-SearchValues.INFINITE, beta, newDepth, height, nodeType, false);
            }
            transMove = pvLength[height] > 0 ? pv[height][0] : Move.NONE;
        }

        MovePicker picker = pickers[pickerTop++];
        try {
            picker.initMain(position, source, see, history, inCheck, height, transMove);
            boolean singleReply = inCheck && picker.size() == 1;
            boolean futilityKnown = false;
            int futilityValue = 0;
            boolean goodCaptures = true;
            boolean historyReductions = settings.reduction() != FruitSearchSettings.Reduction.NONE;
            int pruningThreshold = 2 * settings.historyThreshold() / (depth + (depth & 1));
            CheckTest checks = checkTests[height];
            checks.forget();
            int move;
            while ((move = picker.next()) != Move.NONE) {
                int newDepth = newDepth(depth, move, singleReply, nodeType == NODE_PV, fromCaptureExtension, checks);
                boolean childFlag = captureExtension;
                boolean extended = newDepth >= depth;
                boolean quietNode = !inCheck && !extended;
                boolean dangerous = isDangerous(move);
                if (quietNode && nodeType != NODE_PV && depth <= HISTORY_PRUNING_DEPTH
                        && picker.value() < pruningThreshold && playedCount >= depth + 1 && !dangerous) {
                    continue;
                }
                boolean tactical = MoveRules.isTactical(position, move);
                if (settings.futility() && quietNode && nodeType != NODE_PV && depth <= FUTILITY_DEPTH
                        && !tactical && !dangerous) {
                    if (!futilityKnown) {
                        int margin = depth == 1 ? settings.futilityMargin()
                                : extendedFutilityMargin + settings.futilityMargin() * (depth & 1);
                        futilityValue = evaluation.evaluate(position, alpha - margin, alpha) + margin;
                        futilityKnown = true;
                    }
                    if (futilityValue <= alpha) {
                        if (futilityValue > bestValue) {
                            bestValue = futilityValue;
                            pvLength[height] = 0;
                        }
                        continue;
                    }
                }
                int reduction = 0;
                if (historyReductions && quietNode && playedCount >= 3 && depth >= 3 && !dangerous) {
                    if (goodCaptures && !tactical) {
                        goodCaptures = false;
                    }
                    if (!goodCaptures) {
                        reduction = reductions.of(nodeType == NODE_PV, depth, playedCount);
                    }
                }
                make(move);
                if (nodeType != NODE_PV || bestValue == SearchValues.NONE) {
                    value = -search(-beta, -alpha, newDepth - reduction, height + 1, -nodeType, childFlag);
                    if (reduction > 0 && value >= beta) {
                        value = -search(-beta, -alpha, newDepth, height + 1, -nodeType, childFlag);
                    }
                } else {
                    value = -search(-alpha - 1, -alpha, newDepth - reduction, height + 1, NODE_CUT, childFlag);
                    if (value > alpha) {
                        if (reduction > 0) {
                            value = -search(-beta, -alpha, newDepth - reduction, height + 1, NODE_PV, childFlag);
                            if (value >= beta) {
                                value = -search(-beta, -alpha, newDepth, height + 1, NODE_PV, childFlag);
                            }
                        } else {
                            value = -search(-beta, -alpha, newDepth, height + 1, NODE_PV, childFlag);
                        }
                    }
                }
                unmake();
                playedHere[playedCount++] = move;
                if (value > bestValue) {
                    bestValue = value;
                    setPv(height, move);
                    if (value > alpha) {
                        alpha = value;
                        bestMove = move;
                        if (value >= beta) {
                            break;
                        }
                    }
                }
                if (nodeType == NODE_CUT) {
                    nodeType = NODE_ALL;
                }
            }
        } finally {
            pickerTop--;
        }

        if (bestValue == SearchValues.NONE) {
            return inCheck ? SearchValues.mated(height) : SearchValues.DRAW;
        }
        return cut(bestMove, bestValue, oldAlpha, beta, depth, height, playedHere, playedCount);
    }

    /** End of a node: Fruit's killer and history updates, then the table entry with one bound. */
    private int cut(int bestMove, int bestValue, int oldAlpha, int beta, int depth, int height, int[] playedHere,
            int playedCount) {
        if (bestMove != Move.NONE && !MoveRules.isTactical(position, bestMove)) {
            int piece = position.pieceAt(Move.from(bestMove));
            history.good(piece, bestMove, depth, height);
            if (bestValue >= beta) {
                for (int i = 0; i < playedCount - 1; i++) {
                    int m = playedHere[i];
                    if (!MoveRules.isTactical(position, m)) {
                        history.miss(position.pieceAt(Move.from(m)), m);
                    }
                }
                history.hit(piece, bestMove);
            }
        }
        table.store(position.key(), bestMove, depth, flags(bestValue, oldAlpha, beta), toTable(bestValue, height));
        return bestValue;
    }

    private static int flags(int bestValue, int oldAlpha, int beta) {
        return (bestValue > oldAlpha ? TogaTable.LOWER : 0) | (bestValue < beta ? TogaTable.UPPER : 0);
    }

    private boolean verifies(int depth, int nullValue, int beta) {
        if (settings.verification() == FruitSearchSettings.Verification.NEVER || depth <= settings.verificationReduction()
                || nullValue < beta) {
            return false;
        }
        return settings.verification() == FruitSearchSettings.Verification.ALWAYS
                || SearchRules.pieceCount(position, position.sideToMove()) <= 3;
    }

    /** The verification search: the node without null moves, pruning or table; its PV in {@code pv[height]}. */
    private int noNull(int alpha, int beta, int depth, int height, int nodeType, int transMove) {
        nodes++;
        if (SearchTrace.on()) {
            path.trace(nodes, "no_null", height, depth, alpha, beta, typeName(nodeType), position.key());
        }
        pvLength[height] = 0;
        if (height > selDepth) {
            selDepth = height;
        }
        control.countNode(nodes);
        int bestValue = SearchValues.NONE;
        MovePicker picker = pickers[pickerTop++];
        try {
            picker.initMain(position, source, see, history, false, height, transMove);
            CheckTest checks = checkTests[height];
            checks.forget();
            int move;
            while ((move = picker.next()) != Move.NONE) {
                int newDepth = newDepth(depth, move, false, false, false, checks);
                make(move);
                int value = -search(-beta, -alpha, newDepth, height + 1, -nodeType, false);
                unmake();
                if (value > bestValue) {
                    bestValue = value;
                    setPv(height, move);
                    if (value > alpha) {
                        alpha = value;
                        if (value >= beta) {
                            break;
                        }
                    }
                }
            }
        } finally {
            pickerTop--;
        }
        if (bestValue == SearchValues.NONE) {
            bestValue = SearchValues.DRAW; // no legal move and not in check: stalemate
            pvLength[height] = 0;
        }
        return bestValue;
    }

    // ---- quiescence ---------------------------------------------------------------------------------

    private int quiescence(int alpha, int beta, int depth, int height) {
        nodes++;
        if (SearchTrace.on()) {
            path.trace(nodes, "qs", height, depth, alpha, beta, "-", position.key());
        }
        pvLength[height] = 0;
        if (height > selDepth) {
            selDepth = height;
        }
        control.countNode(nodes);

        if (path.isRepetition(position) || draws.isDraw(position)) {
            return SearchValues.DRAW;
        }
        int value = SearchValues.mated(height + 2);
        if (value > alpha && path.isMate(position)) {
            value = SearchValues.mated(height);
        }
        if (value > alpha) {
            alpha = value;
            if (value >= beta) {
                return value;
            }
        }
        value = -SearchValues.mated(height + 1);
        if (value < beta) {
            beta = value;
            if (value <= alpha) {
                return value;
            }
        }

        // The table at any stored depth; its move is not used here.
        if (table.probe(position.key())) {
            int stored = fromTable(table.value, height);
            int flags = table.flags;
            if ((beta == alpha + 1 && stored != SearchValues.NONE && flags == TogaTable.EXACT)
                    || ((flags & TogaTable.LOWER) != 0 && stored >= beta)
                    || ((flags & TogaTable.UPPER) != 0 && stored <= alpha)) {
                return stored;
            }
        }

        boolean inCheck = position.inCheck();
        if (inCheck) {
            depth++;
        }
        if (height >= MAX_HEIGHT - 1) {
            return evaluation.evaluate(position, alpha, beta);
        }
        int oldAlpha = alpha;
        int bestValue = SearchValues.NONE;
        int bestMove = Move.NONE;
        int optimistic = SearchValues.INFINITE;
        if (!inCheck) {
            if (SearchRules.isLoneKingStalemate(position)) {
                return SearchValues.DRAW;
            }
            value = evaluation.evaluate(position, alpha, beta);
            bestValue = value;
            if (value > alpha) {
                alpha = value;
                if (value >= beta) {
                    return store(bestMove, bestValue, oldAlpha, beta, height);
                }
            }
            if (settings.delta()) {
                optimistic = value + settings.deltaMargin();
            }
        }

        MovePicker picker = pickers[pickerTop++];
        try {
            picker.initQuiescence(position, source, see, history, inCheck, depth >= checkDepth);
            int move;
            while ((move = picker.next()) != Move.NONE) {
                if (settings.delta() && beta == oldAlpha + 1 && !inCheck) {
                    // the cheap bound first: the check test runs only for moves it would prune
                    int gain = optimistic + SearchRules.materialGain(position, move);
                    if (gain <= alpha && !MoveRules.givesCheck(position, move)
                            && !SearchRules.captureIsDangerous(position, move)) {
                        if (gain > bestValue) {
                            bestValue = gain;
                            pvLength[height] = 0;
                        }
                        continue;
                    }
                }
                make(move);
                value = -quiescence(-beta, -alpha, depth - 1, height + 1);
                unmake();
                if (value > bestValue) {
                    bestValue = value;
                    setPv(height, move);
                    if (value > alpha) {
                        alpha = value;
                        bestMove = move;
                        if (value >= beta) {
                            break;
                        }
                    }
                }
            }
        } finally {
            pickerTop--;
        }
        if (bestValue == SearchValues.NONE) {
            return SearchValues.mated(height); // in check with no legal move
        }
        return store(bestMove, bestValue, oldAlpha, beta, height);
    }

    /** The quiescence search's result into the table at depth 0. */
    private int store(int bestMove, int bestValue, int oldAlpha, int beta, int height) {
        table.store(position.key(), bestMove, 0, flags(bestValue, oldAlpha, beta), toTable(bestValue, height));
        return bestValue;
    }

    // ---- rules --------------------------------------------------------------------------------------

    /**
     * The depth a move is searched at: one less, or the same for the first extension that applies. Sets
     * {@link #captureExtension} when the capture rule extended it.
     */
    private int newDepth(int depth, int move, boolean singleReply, boolean inPv, boolean fromCaptureExtension,
            CheckTest checks) {
        captureExtension = false;
        int newDepth = depth - 1;
        int victim = Piece.type(position.pieceAt(Move.to(move)));
        boolean capture = position.pieceAt(Move.to(move)) != Piece.NONE;
        if (inPv && capture && victim != PieceType.PAWN && isEndgameCapture()) {
            return depth;
        }
        if (singleReply) {
            return depth;
        }
        if (checks.givesCheck(position, move) && (inPv || see.isAtLeast(position, move, EXTENSION_SEE))) {
            return depth;
        }
        if (inPv && isDangerous(move)) {
            return depth;
        }
        if (inPv && capture && !fromCaptureExtension && see.isAtLeast(position, move, EXTENSION_SEE)) {
            captureExtension = true;
            return depth;
        }
        return newDepth;
    }

    /** Pieces (kings included, pawns not) of both sides: 3 in all, or 3 against 2. */
    private boolean isEndgameCapture() {
        int white = SearchRules.pieceCount(position, Colour.WHITE);
        int black = SearchRules.pieceCount(position, Colour.BLACK);
        return white + black == 3 || (white == 3 && black == 2) || (white == 2 && black == 3);
    }

    /** A pawn move to a passed square (no pawn ahead on its file, no enemy pawn ahead on the files beside). */
    private boolean isDangerous(int move) {
        int from = Move.from(move);
        if (Piece.type(position.pieceAt(from)) != PieceType.PAWN) {
            return false;
        }
        int us = position.sideToMove();
        int to = Move.to(move);
        int rank = Square.rank(to);
        long ahead;
        if (us == Colour.WHITE) {
            if (rank == 7) {
                return true;
            }
            ahead = -1L << (8 * (rank + 1)); // the ranks above the destination
        } else {
            if (rank == 0) {
                return true;
            }
            ahead = (1L << (8 * rank)) - 1; // the ranks below the destination
        }
        int file = Square.file(to);
        long pawns = position.pieces(Colour.WHITE, PieceType.PAWN) | position.pieces(Colour.BLACK, PieceType.PAWN);
        long enemyPawns = position.pieces(us ^ 1, PieceType.PAWN);
        return (pawns & Bitboards.file(file) & ahead) == 0
                && (enemyPawns & Bitboards.adjacentFiles(file) & ahead) == 0;
    }

    /** Toga's value into the table: mates by height, "loss" values (-29744..-3000) by 40 per ply. */
    static int toTable(int value, int height) {
        if (value < -EVAL_LIMIT) {
            return value - height;
        }
        if (value > -EVAL_LIMIT && value < -WIN_LIMIT) {
            return value - WIN_STEP * height;
        }
        if (value > EVAL_LIMIT) {
            return value + height;
        }
        return value;
    }

    /** Toga's value from the table; the "win" band loses 40 per ply although it was stored unchanged. */
    static int fromTable(int value, int height) {
        if (value < -EVAL_LIMIT) {
            return value + height;
        }
        if (value > -EVAL_LIMIT && value < -WIN_LIMIT) {
            return value + WIN_STEP * height;
        }
        if (value > EVAL_LIMIT) {
            return value - height;
        }
        if (value > WIN_LIMIT && value < EVAL_LIMIT) {
            return value - WIN_STEP * height;
        }
        return value;
    }

    // ---- helpers ------------------------------------------------------------------------------------

    private void setPv(int height, int move) {
        int[] line = pv[height];
        line[0] = move;
        int n = pvLength[height + 1];
        System.arraycopy(pv[height + 1], 0, line, 1, n);
        pvLength[height] = n + 1;
    }

    private void make(int move) {
        path.push(position, move);
        source.make(position, move);
    }

    private void unmake() {
        path.pop();
        source.unmake(position);
    }

    private void makeNull() {
        path.pushNull(position);
        source.makeNull(position);
    }

    private void unmakeNull() {
        path.pop();
        source.unmakeNull(position);
    }

    private static String typeName(int nodeType) {
        return nodeType == NODE_PV ? "pv" : nodeType == NODE_CUT ? "cut" : "all";
    }
}
