package evalbench.fruit;

import evalbench.core.Colour;
import evalbench.core.ExchangeEvaluator;
import evalbench.core.Move;
import evalbench.core.MoveGenerator;
import evalbench.core.MoveRules;
import evalbench.core.Position;
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
 * Fruit 2.1's node search: principal-variation alpha-beta with its transposition table ({@link FruitTable}), null
 * move (and its verification), internal iterative deepening, check/single-reply/recapture/pawn extensions, history
 * pruning, and a quiescence search of good captures and quiet checks. With Fruit's UCI defaults
 * ({@link FruitSearchSettings#defaults()}) it is Fruit 2.1's search node for node; the settings switch its parts as
 * Fruit's options do. The Fruit profile's node search ({@link FruitSearchProfile#newNodeSearch}). Toga II 3.0's
 * search ({@code TogaSearch}, toga-model) has the same structure and is a file of its own, so neither carries
 * the other's switches in its hot paths; both share {@link MovePicker}, {@link MoveHistory}, {@link SearchPath} and
 * {@link SearchRules}. One instance per search thread; not thread-safe.
 *
 * <p>Node types: PV nodes are searched with an open window; cut and all nodes with a null window (a cut
 * node turns into an all node once its first move failed to cut). Heights count plies from the root.
 */
final class FruitSearch implements NodeSearch {
    static final int MAX_HEIGHT = 256;
    static final int NODE_ALL = -1;
    static final int NODE_PV = 0;
    static final int NODE_CUT = 1;
    /** Depth stored for the PV moves re-entered into the table after an iteration (move only, no bound). */
    private static final int PV_FILL_DEPTH = -127;

    private Position position;
    private final FruitSearchSettings settings;
    private MoveSource source;
    private SearchEvaluation evaluation;
    private DrawRecogniser draws;
    private final FruitTable table;
    private final MoveHistory history;
    private ExchangeEvaluator see;
    private final SearchControl control;
    private final FruitTable.Entry entry = new FruitTable.Entry();

    private final MovePicker[] pickers = new MovePicker[MAX_HEIGHT * 3];
    /** The check test of the node at each height (the check extension asks it for every move searched). */
    private final CheckTest[] checkTests = new CheckTest[MAX_HEIGHT + 1];
    private int pickerTop;
    private final int[][] pv = new int[MAX_HEIGHT + 1][MAX_HEIGHT + 1];
    private final int[] pvLength = new int[MAX_HEIGHT + 1];
    private final int[][] played = new int[MAX_HEIGHT][MoveGenerator.MAX_MOVES];
    /** The positions on the way here, for the repetition test and the recapture extension. */
    private final SearchPath path = new SearchPath(MAX_HEIGHT);

    long nodes;
    int selDepth;

    // The static evaluation of the node at each height, computed at most once per visit (razoring, null move and
    // IID may all ask). The key of the position it belongs to marks it valid; 0 = not computed.
    private final int[] evalValue = new int[MAX_HEIGHT + 1];
    private final long[] evalKey = new long[MAX_HEIGHT + 1];

    private final EvalCache evalCache = new EvalCache();

    private int staticEval(int height) {
        long key = position.key() | 1; // never 0
        if (evalKey[height] != key) {
            evalValue[height] = evalCache.evaluate(position, evaluation);
            evalKey[height] = key;
        }
        return evalValue[height];
    }

    /** One line of the developer trace ({@link SearchTrace}). */
    private void trace(String kind, int height, int depth, int alpha, int beta, int nodeType) {
        String type = kind.equals("qs") ? "-" : nodeType == NODE_PV ? "pv" : nodeType == NODE_CUT ? "cut" : "all";
        path.trace(nodes, kind, height, depth, alpha, beta, type, position.key());
    }

    /** Fruit's search shaped by {@code settings}, with a new table of {@code hashMegabytes}. */
    static FruitSearch create(FruitSearchSettings settings, int hashMegabytes, SearchControl control) {
        return new FruitSearch(settings, new FruitTable(hashMegabytes, SearchValues.INFINITE), control);
    }

    FruitSearch(FruitSearchSettings settings, FruitTable table, SearchControl control) {
        this.settings = settings;
        this.table = table;
        this.history = new MoveHistory(MAX_HEIGHT + 1);
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
        this.position = root;
        this.see = exchange;
        this.source = moves;
        this.evaluation = eval;
        this.draws = drawRules;
        evalCache.clear(); // the evaluation may be another one (other parameters) from this search on
        nodes = 0;
        selDepth = 0;
        pickerTop = 0;
        path.reset(root);
    }

    // ---- root ---------------------------------------------------------------------------------------

    /**
     * One iteration at the root over {@code list} (sorted by the previous iteration). Writes each move's value
     * into {@code values} (exact, or the bound it failed against) and sorts both arrays, best first.
     */
    @Override
    public int root(RootMoves list, int depth, boolean shortSearch, RootReporter reporter) {
        int alpha = -SearchValues.INFINITE;
        int beta = SearchValues.INFINITE;
        nodes++;
        if (SearchTrace.on()) {
            trace("root", 0, depth, alpha, beta, NODE_PV);
        }
        control.countNode(nodes);
        int oldAlpha = alpha;
        int bestValue = SearchValues.NONE;
        list.clearValues();
        boolean inCheck = position.inCheck();
        CheckTest checks = checkTests[0];
        checks.forget();
        for (int i = 0; i < list.size(); i++) {
            int move = list.move(i);
            reporter.currentMove(move, i, depth);
            int newDepth = newDepth(depth, move, inCheck && list.size() == 1, true, checks);
            make(move);
            int value;
            if (shortSearch || bestValue == SearchValues.NONE) {
                value = -search(-beta, -alpha, newDepth, 1, NODE_PV);
            } else {
                value = -search(-alpha - 1, -alpha, newDepth, 1, NODE_CUT);
                if (value > alpha) {
                    reporter.rootChange();
                    value = -search(-beta, -alpha, newDepth, 1, NODE_PV);
                }
            }
            unmake();
            if (value <= alpha) {
                list.setValue(i, oldAlpha);
            } else if (value >= beta) {
                list.setValue(i, beta);
            } else {
                list.setValue(i, value);
            }
            if (value > bestValue && (bestValue == SearchValues.NONE || value > alpha)) {
                Bound bound = value <= alpha ? Bound.UPPER : value >= beta ? Bound.LOWER : Bound.EXACT;
                reporter.newBest(move, value, bound, depth, catPv(move, 1));
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
        return bestValue;
    }

    /** Stores the moves of the PV in the table (move only), so the next iteration follows it first. */
    @Override
    public void iterationDone(int[] line) {
        fillPv(line, 0);
    }

    @Override
    public long nodes() {
        return nodes;
    }

    @Override
    public int selDepth() {
        return selDepth;
    }

    /**
     * The root order before the first iteration: the source's order, then by the standard move scores (hash
     * move, captures by value, killers, history), stable.
     */
    @Override
    public int[] orderRoot(int[] legal) {
        int trans = table.probe(position.key(), entry) ? entry.move : Move.NONE;
        return new MovePicker().orderRoot(position, source, see, history, trans, legal);
    }

    private void fillPv(int[] line, int index) {
        if (index >= line.length || line[index] == Move.NONE) {
            return;
        }
        int move = line[index];
        make(move);
        fillPv(line, index + 1);
        unmake();
        table.store(position.key(), move, PV_FILL_DEPTH, -SearchValues.INFINITE, SearchValues.INFINITE);
    }

    /** The PV of the root move just searched (its child's PV behind it). */
    private int[] catPv(int move, int childHeight) {
        int n = pvLength[childHeight];
        int[] line = new int[n + 1];
        line[0] = move;
        System.arraycopy(pv[childHeight], 0, line, 1, n);
        return line;
    }

    // ---- main search --------------------------------------------------------------------------------

    int search(int alpha, int beta, int depth, int height, int nodeType) {
        if (depth <= 0) {
            return quiescence(alpha, beta, 0, height);
        }
        nodes++;
        evalKey[height] = 0;
        if (SearchTrace.on()) {
            trace("search", height, depth, alpha, beta, nodeType);
        }
        pvLength[height] = 0;
        if (height > selDepth) {
            selDepth = height;
        }
        control.countNode(nodes);

        if (isRepetition() || draws.isDraw(position)) {
            return SearchValues.DRAW;
        }

        // Mate-distance pruning: no score here can beat a mate found closer to the root.
        int value = SearchValues.mated(height + 2);
        if (value > alpha && isMate()) {
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

        int transMove = Move.NONE;
        if (table.probe(position.key(), entry)) {
            transMove = entry.move;
            if (nodeType != NODE_PV) {
                int minDepth = entry.minDepth;
                int maxDepth = entry.maxDepth;
                // A mate bound holds at any depth.
                if (entry.minValue > SearchValues.EVAL_LIMIT && minDepth < depth) {
                    minDepth = depth;
                }
                if (entry.maxValue < -SearchValues.EVAL_LIMIT && maxDepth < depth) {
                    maxDepth = depth;
                }
                int minValue = -SearchValues.INFINITE;
                if (minDepth >= depth) {
                    minValue = SearchValues.fromTable(entry.minValue, height);
                    if (minValue >= beta) {
                        return minValue;
                    }
                }
                int maxValue = SearchValues.INFINITE;
                if (maxDepth >= depth) {
                    maxValue = SearchValues.fromTable(entry.maxValue, height);
                    if (maxValue <= alpha) {
                        return maxValue;
                    }
                }
                if (minValue == maxValue) {
                    return minValue;
                }
            }
        }

        if (height >= MAX_HEIGHT - 1) {
            return evalCache.evaluate(position, evaluation);
        }

        int oldAlpha = alpha;
        int bestValue = SearchValues.NONE;
        int bestMove = Move.NONE;
        int playedCount = 0;
        int[] playedHere = played[height];
        boolean inCheck = position.inCheck();

        if (settings.nullMove() && depth >= settings.nullMinDepth() && nodeType != NODE_PV && !inCheck
                && !SearchValues.isMate(beta) && SearchRules.hasPiece(position, position.sideToMove())
                && (depth < settings.nullEvalMinDepth() || staticEval(height) >= beta)) {
            int newDepth = depth - settings.nullReduction() - 1;
            makeNull();
            value = -search(-beta, -beta + 1, newDepth, height + 1, -nodeType);
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
                if (value > SearchValues.EVAL_LIMIT) {
                    value = SearchValues.EVAL_LIMIT; // a mate found behind a null move is not proven
                }
                pvLength[height] = 0;
                return cut(Move.NONE, value, oldAlpha, beta, depth, height, playedHere, 0);
            }
        }

        if (transMove == Move.NONE && nodeType == NODE_PV && settings.iidPvMinDepth() > 0
                && depth >= settings.iidPvMinDepth()) {
            int newDepth = depth - settings.iidPvReduction();
            value = search(alpha, beta, newDepth, height, nodeType);
            if (value <= alpha) {
                search(-SearchValues.INFINITE, beta, newDepth, height, nodeType);
            }
            transMove = pvLength[height] > 0 ? pv[height][0] : Move.NONE;
        }

        MovePicker picker = acquirePicker();
        try {
            picker.initMain(position, source, see, history, inCheck, height, transMove);
            boolean singleReply = inCheck && picker.size() == 1;
            int optimistic = SearchValues.INFINITE;
            CheckTest checks = checkTests[height];
            checks.forget();
            int move;
            while ((move = picker.next()) != Move.NONE) {
                int newDepth = newDepth(depth, move, singleReply, nodeType == NODE_PV, checks);
                boolean reduced = false;
                if (settings.reduction() != FruitSearchSettings.Reduction.NONE && depth >= settings.reductionMinDepth()
                        && nodeType != NODE_PV && !inCheck && playedCount >= settings.reductionMinPlayed()
                        && newDepth < depth && reducible(picker)) {
                    newDepth--;
                    reduced = true;
                }
                if (settings.futility() && depth == 1 && nodeType != NODE_PV && !inCheck && newDepth == 0
                        && !MoveRules.isTactical(position, move) && !isPawnToSeventh(move)) {
                    if (optimistic == SearchValues.INFINITE) {
                        optimistic = staticEval(height) + settings.futilityMargin();
                    }
                    if (optimistic <= alpha) {
                        if (optimistic > bestValue) {
                            bestValue = optimistic;
                            pvLength[height] = 0;
                        }
                        continue;
                    }
                }
                make(move);
                if (nodeType != NODE_PV || bestValue == SearchValues.NONE) {
                    value = -search(-beta, -alpha, newDepth, height + 1, -nodeType);
                } else {
                    value = -search(-alpha - 1, -alpha, newDepth, height + 1, NODE_CUT);
                    if (value > alpha) {
                        value = -search(-beta, -alpha, newDepth, height + 1, NODE_PV);
                    }
                }
                if (settings.reductionReSearch() && reduced && value >= beta) {
                    newDepth++;
                    value = -search(-beta, -alpha, newDepth, height + 1, -nodeType);
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
            releasePicker();
        }

        if (bestValue == SearchValues.NONE) {
            return inCheck ? SearchValues.mated(height) : SearchValues.DRAW;
        }
        return cut(bestMove, bestValue, oldAlpha, beta, depth, height, playedHere, playedCount);
    }

    /** History reductions: a quiet move with a poor cut-off rate. */
    private boolean reducible(MovePicker picker) {
        return picker.value() < settings.historyThreshold();
    }

    /** End of a node: move-ordering statistics and the table entry. */
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
        int minValue = bestValue > oldAlpha ? SearchValues.toTable(bestValue, height) : -SearchValues.INFINITE;
        int maxValue = bestValue < beta ? SearchValues.toTable(bestValue, height) : SearchValues.INFINITE;
        table.store(position.key(), bestMove, depth, minValue, maxValue);
        return bestValue;
    }

    private boolean verifies(int depth, int nullValue, int beta) {
        if (settings.verification() == FruitSearchSettings.Verification.NEVER || depth <= settings.verificationReduction()
                || nullValue < beta) {
            return false;
        }
        return settings.verification() == FruitSearchSettings.Verification.ALWAYS
                || SearchRules.pieceCount(position, position.sideToMove()) <= 2;
    }

    /** The verification search: the node itself without null moves, its PV in {@code pv[height]}. */
    private int noNull(int alpha, int beta, int depth, int height, int nodeType, int transMove) {
        nodes++;
        if (SearchTrace.on()) {
            trace("no_null", height, depth, alpha, beta, nodeType);
        }
        pvLength[height] = 0;
        if (height > selDepth) {
            selDepth = height;
        }
        control.countNode(nodes);
        int bestValue = SearchValues.NONE;
        MovePicker picker = acquirePicker();
        try {
            picker.initMain(position, source, see, history, false, height, transMove);
            CheckTest checks = checkTests[height];
            checks.forget();
            int move;
            while ((move = picker.next()) != Move.NONE) {
                int newDepth = newDepth(depth, move, false, false, checks);
                make(move);
                int value = -search(-beta, -alpha, newDepth, height + 1, -nodeType);
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
            releasePicker();
        }
        if (bestValue == SearchValues.NONE) {
            bestValue = SearchValues.DRAW; // no legal move and not in check: stalemate
            pvLength[height] = 0;
        }
        return bestValue;
    }

    // ---- quiescence ---------------------------------------------------------------------------------

    int quiescence(int alpha, int beta, int depth, int height) {
        nodes++;
        if (SearchTrace.on()) {
            trace("qs", height, depth, alpha, beta, NODE_PV);
        }
        pvLength[height] = 0;
        if (height > selDepth) {
            selDepth = height;
        }
        control.countNode(nodes);

        if (isRepetition() || draws.isDraw(position)) {
            return SearchValues.DRAW;
        }
        int value = SearchValues.mated(height + 2);
        if (value > alpha && isMate()) {
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

        boolean inCheck = position.inCheck();
        if (inCheck) {
            depth++;
        }
        if (height >= MAX_HEIGHT - 1) {
            return evalCache.evaluate(position, evaluation);
        }
        int oldAlpha = alpha;
        int bestValue = SearchValues.NONE;
        int optimistic = SearchValues.INFINITE;
        if (!inCheck) {
            if (SearchRules.isLoneKingStalemate(position)) {
                return SearchValues.DRAW;
            }
            value = evalCache.evaluate(position, evaluation);
            bestValue = value;
            if (value > alpha) {
                alpha = value;
                if (value >= beta) {
                    return bestValue;
                }
            }
            if (settings.delta()) {
                optimistic = value + settings.deltaMargin();
            }
        }

        MovePicker picker = acquirePicker();
        try {
            boolean checks = depth >= 1 - settings.quiescenceCheckPlies();
            picker.initQuiescence(position, source, see, history, inCheck, checks);
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
                        if (value >= beta) {
                            break;
                        }
                    }
                }
            }
        } finally {
            releasePicker();
        }
        if (bestValue == SearchValues.NONE) {
            return SearchValues.mated(height); // in check with no legal move
        }
        return bestValue;
    }


    // ---- helpers ------------------------------------------------------------------------------------

    /** The depth a move is searched at: one less, plus one for the extensions that apply ({@code checks}: the node's). */
    int newDepth(int depth, int move, boolean singleReply, boolean inPv, CheckTest checks) {
        int newDepth = depth - 1;
        if ((singleReply && settings.extendSingleReply())
                || (inPv && settings.extendRecaptures() && isRecapture(move))
                || (inPv && settings.extendPawnTo7th() && isPawnToSeventh(move) && pawnAdvanceIsSafe(move))
                || (settings.extendChecks() && checks.givesCheck(position, move))) {
            newDepth++;
        }
        return newDepth;
    }

    /** A move to the square of the last capture or promotion that wins material by SEE. */
    private boolean isRecapture(int move) {
        return Move.to(move) == path.captureSquare() && see.isAtLeast(position, move, 1);
    }

    /** Fruit asks its exchange evaluation for a result of at least 0. */
    private boolean pawnAdvanceIsSafe(int move) {
        return see.isAtLeast(position, move, 0);
    }

    private boolean isPawnToSeventh(int move) {
        return SearchRules.isPawnToSeventh(position, move);
    }

    private void setPv(int height, int move) {
        int[] line = pv[height];
        line[0] = move;
        int n = pvLength[height + 1];
        System.arraycopy(pv[height + 1], 0, line, 1, n);
        pvLength[height] = n + 1;
    }

    int[] pv(int height) {
        int[] line = new int[pvLength[height]];
        System.arraycopy(pv[height], 0, line, 0, line.length);
        return line;
    }

    private MovePicker acquirePicker() {
        return pickers[pickerTop++];
    }

    private void releasePicker() {
        pickerTop--;
    }

    void make(int move) {
        path.push(position, move);
        source.make(position, move);
    }

    void unmake() {
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

    /** Fifty-move rule (at exactly 100 plies only if not mate) or a repeated position (4, 6, ... plies back). */
    boolean isRepetition() {
        return path.isRepetition(position);
    }

    /** In check with no legal move. */
    boolean isMate() {
        return path.isMate(position);
    }

    int sideToMove() {
        return position.sideToMove();
    }

    Position position() {
        return position;
    }

    static boolean isWhite(int colour) {
        return colour == Colour.WHITE;
    }
}
