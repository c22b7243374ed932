package evalbench.core.search;

import evalbench.core.ExchangeEvaluator;
import evalbench.core.Move;
import evalbench.core.MoveGenerator;
import evalbench.core.MoveRules;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import java.util.Arrays;

/**
 * engine-core's own node search, which is no engine's: the default of {@link SearchProfile#newNodeSearch} for a model
 * that brings no search of its own (a test model, a new evaluation not yet paired with its engine's search). Plain
 * principal-variation alpha-beta over the profile's move source with a transposition table ({@link PlainTable}),
 * and a quiescence search of the captures and promotions the profile's exchange evaluation does not call losing
 * (every evasion when in check). Scores are {@link SearchValues}': a mate counts its distance, a repetition, the
 * fifty-move rule, a stalemate and the profile's material draws are 0. Move order: the table's move, captures by
 * most valuable victim then least valuable attacker, two killers per ply, the other quiet moves in the source's
 * order. No null move, no pruning, no reductions, no extensions: it makes no claim to any engine's tree or strength.
 * One instance per search thread; not thread-safe.
 */
final class PlainSearch implements NodeSearch {
    private static final int MAX_HEIGHT = 128;
    private static final int HASH_SCORE = 1 << 20;
    private static final int CAPTURE_SCORE = 1 << 16;
    private static final int KILLER_SCORE = 1 << 8;
    /** Depths the table can hold (it keeps a depth in a byte). */
    private static final int MAX_STORED_DEPTH = 255;

    private final PlainTable table;
    private final SearchControl control;
    private final EvalCache evalCache = new EvalCache();
    private final int[][] moves = new int[MAX_HEIGHT + 1][MoveGenerator.MAX_MOVES];
    private final int[][] scores = new int[MAX_HEIGHT + 1][MoveGenerator.MAX_MOVES + 1];
    private final int[][] pv = new int[MAX_HEIGHT + 1][MAX_HEIGHT + 1];
    private final int[] pvLength = new int[MAX_HEIGHT + 1];
    private final int[] killer1 = new int[MAX_HEIGHT + 1];
    private final int[] killer2 = new int[MAX_HEIGHT + 1];

    private Position position;
    private MoveSource source;
    private SearchEvaluation evaluation;
    private DrawRecogniser draws;
    private ExchangeEvaluator exchange;
    private long nodes;
    private int selDepth;

    PlainSearch(int hashMegabytes, SearchControl control) {
        this.table = new PlainTable(hashMegabytes);
        this.control = control;
    }

    @Override
    public SearchTable table() {
        return table;
    }

    @Override
    public void reset(Position root, MoveSource moveSource, SearchEvaluation eval, DrawRecogniser drawRules,
            ExchangeEvaluator exchangeEvaluator) {
        position = root;
        source = moveSource;
        evaluation = eval;
        draws = drawRules;
        exchange = exchangeEvaluator;
        evalCache.clear();
        Arrays.fill(killer1, Move.NONE);
        Arrays.fill(killer2, Move.NONE);
        nodes = 0;
        selDepth = 0;
    }

    /** The source's order, then the table's move first and captures by victim and attacker (stable). */
    @Override
    public int[] orderRoot(int[] legal) {
        int hashMove = table.probe(source.key(position)) ? table.move() : Move.NONE;
        int[] order = legal.clone();
        int[] keys = new int[order.length + 1];
        for (int i = 0; i < order.length; i++) {
            keys[i] = score(order[i], hashMove, 0);
        }
        MoveSort.byScore(order, keys, order.length);
        return order;
    }

    @Override
    public int root(RootMoves list, int depth, boolean shortSearch, RootReporter reporter) {
        int alpha = -SearchValues.INFINITE;
        int beta = SearchValues.INFINITE;
        countNode(0);
        int bestValue = SearchValues.NONE;
        int bestMove = Move.NONE;
        list.clearValues();
        for (int i = 0; i < list.size(); i++) {
            int move = list.move(i);
            reporter.currentMove(move, i, depth);
            source.make(position, move);
            int value;
            if (shortSearch || bestValue == SearchValues.NONE) {
                value = -search(-beta, -alpha, depth - 1, 1);
            } else {
                value = -search(-alpha - 1, -alpha, depth - 1, 1);
                if (value > alpha) {
                    reporter.rootChange();
                    value = -search(-beta, -alpha, depth - 1, 1);
                }
            }
            source.unmake(position);
            list.setValue(i, value <= alpha ? -SearchValues.INFINITE : value); // a fail low keeps its place
            if (value > bestValue) {
                Bound bound = value <= alpha ? Bound.UPPER : Bound.EXACT;
                bestValue = value;
                if (bound == Bound.EXACT || bestMove == Move.NONE) {
                    bestMove = move;
                    reporter.newBest(move, value, bound, depth, line(move, 1));
                }
                if (value > alpha && !shortSearch) {
                    alpha = value;
                }
            }
        }
        list.sort();
        table.store(source.key(position), bestMove, Math.min(depth, MAX_STORED_DEPTH), PlainTable.EXACT,
                SearchValues.toTable(bestValue, 0));
        return bestValue;
    }

    /** Nothing to do: the PV nodes stored their moves. */
    @Override
    public void iterationDone(int[] line) {
    }

    @Override
    public long nodes() {
        return nodes;
    }

    @Override
    public int selDepth() {
        return selDepth;
    }

    private int search(int alpha, int beta, int depth, int height) {
        if (depth <= 0) {
            return quiescence(alpha, beta, height);
        }
        countNode(height);
        if (position.isRepetition() || draws.isDraw(position) || fiftyMoves(height)) {
            return SearchValues.DRAW;
        }
        if (height >= MAX_HEIGHT) {
            return evalCache.evaluate(position, evaluation);
        }
        boolean pvNode = beta - alpha > 1;
        long key = source.key(position);
        int hashMove = Move.NONE;
        if (table.probe(key)) {
            hashMove = table.move();
            if (!pvNode && table.depth() >= depth) {
                int stored = SearchValues.fromTable(table.value(), height);
                int bound = table.bound();
                if (bound == PlainTable.EXACT || (bound == PlainTable.LOWER && stored >= beta)
                        || (bound == PlainTable.UPPER && stored <= alpha)) {
                    return stored;
                }
            }
        }
        int[] list = moves[height];
        int count = source.legal(position, list, 0);
        if (count == 0) {
            return position.inCheck() ? SearchValues.mated(height) : SearchValues.DRAW;
        }
        order(list, count, hashMove, height);

        int oldAlpha = alpha;
        int bestValue = SearchValues.NONE;
        int bestMove = Move.NONE;
        for (int i = 0; i < count; i++) {
            int move = list[i];
            source.make(position, move);
            int value;
            if (i == 0) {
                value = -search(-beta, -alpha, depth - 1, height + 1);
            } else {
                value = -search(-alpha - 1, -alpha, depth - 1, height + 1);
                if (value > alpha && value < beta) {
                    value = -search(-beta, -alpha, depth - 1, height + 1);
                }
            }
            source.unmake(position);
            if (value > bestValue) {
                bestValue = value;
                bestMove = move;
                setPv(height, move);
                if (value > alpha) {
                    alpha = value;
                    if (value >= beta) {
                        if (!MoveRules.isTactical(position, move) && killer1[height] != move) {
                            killer2[height] = killer1[height];
                            killer1[height] = move;
                        }
                        break;
                    }
                }
            }
        }
        int bound = bestValue >= beta ? PlainTable.LOWER : bestValue > oldAlpha ? PlainTable.EXACT : PlainTable.UPPER;
        table.store(key, bound == PlainTable.UPPER ? hashMove : bestMove, Math.min(depth, MAX_STORED_DEPTH), bound,
                SearchValues.toTable(bestValue, height));
        return bestValue;
    }

    private int quiescence(int alpha, int beta, int height) {
        countNode(height);
        if (draws.isDraw(position) || fiftyMoves(height)) {
            return SearchValues.DRAW;
        }
        if (height >= MAX_HEIGHT) {
            return evalCache.evaluate(position, evaluation);
        }
        boolean inCheck = position.inCheck();
        int[] list = moves[height];
        int count;
        int bestValue = SearchValues.NONE;
        if (inCheck) {
            count = source.legalEvasions(position, list, 0);
            if (count == 0) {
                return SearchValues.mated(height);
            }
        } else {
            bestValue = evalCache.evaluate(position, evaluation);
            if (bestValue >= beta) {
                return bestValue;
            }
            if (bestValue > alpha) {
                alpha = bestValue;
            }
            count = captures(list);
        }
        order(list, count, Move.NONE, height);
        for (int i = 0; i < count; i++) {
            int move = list[i];
            source.make(position, move);
            int value = -quiescence(-beta, -alpha, height + 1);
            source.unmake(position);
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
        return bestValue;
    }

    /** Legal captures and promotions that do not lose material by the exchange evaluation, into {@code list}. */
    private int captures(int[] list) {
        int pseudo = source.tactical(position, list, 0);
        long pinned = MoveRules.pinned(position);
        int count = 0;
        for (int i = 0; i < pseudo; i++) {
            int move = list[i];
            if (MoveRules.isLegalGivenPins(position, move, pinned) && exchange.isGood(position, move)) {
                list[count++] = move;
            }
        }
        return count;
    }

    /** Fifty moves without a capture or pawn move, and not mated. */
    private boolean fiftyMoves(int height) {
        return position.halfmoveClock() >= 100
                && !(position.inCheck() && source.legal(position, moves[height], 0) == 0);
    }

    private void countNode(int height) {
        nodes++;
        pvLength[height] = 0;
        if (height > selDepth) {
            selDepth = height;
        }
        control.countNode(nodes);
    }

    /** Sorts {@code list} by {@link #score} (stable: equal moves keep the source's order). */
    private void order(int[] list, int count, int hashMove, int height) {
        int[] keys = scores[height];
        for (int i = 0; i < count; i++) {
            keys[i] = score(list[i], hashMove, height);
        }
        MoveSort.byScore(list, keys, count);
    }

    private int score(int move, int hashMove, int height) {
        if (move == hashMove) {
            return HASH_SCORE;
        }
        if (MoveRules.isTactical(position, move)) {
            int victim = Move.isEnPassant(move) ? PieceType.PAWN : Piece.type(position.pieceAt(Move.to(move)));
            int attacker = Piece.type(position.pieceAt(Move.from(move)));
            return CAPTURE_SCORE + victim * 8 - attacker + (Move.isPromotion(move) ? Move.promotionType(move) * 64 : 0);
        }
        if (move == killer1[height]) {
            return KILLER_SCORE;
        }
        if (move == killer2[height]) {
            return KILLER_SCORE - 1;
        }
        return 0;
    }

    private void setPv(int height, int move) {
        int[] line = pv[height];
        line[0] = move;
        int n = pvLength[height + 1];
        System.arraycopy(pv[height + 1], 0, line, 1, n);
        pvLength[height] = n + 1;
    }

    /** The root move with its child's PV behind it. */
    private int[] line(int move, int childHeight) {
        int n = pvLength[childHeight];
        int[] line = new int[n + 1];
        line[0] = move;
        System.arraycopy(pv[childHeight], 0, line, 1, n);
        return line;
    }
}
