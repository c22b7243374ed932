package evalbench.core.search;

import evalbench.core.Move;
import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.ExchangeEvaluator;
import evalbench.core.StaticExchange;
import evalbench.core.eval.Evaluator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A chess search for one evaluator, shaped by a {@link SearchProfile}: iterative deepening over the profile's node
 * search ({@link SearchProfile#newNodeSearch}), time shared out by the profile's clock rules
 * ({@link SearchProfile#clockRules}), with a transposition table
 * that survives between searches (until {@link #clearHash}), move-ordering statistics cleared at every start. {@link #run} blocks until the search ends;
 * {@link #stop} and {@link #ponderHit} may be called from any other thread. For a fixed depth and hash size
 * the result is the same every time.
 */
public final class Search {
    private final SearchProfile profile;
    private final Evaluator evaluator;
    private final SearchTable table;
    private final SearchControl control = new SearchControl();
    // One of each per Search, reused by every run (a Search belongs to one thread).
    private final MoveSource source;
    private final DrawRecogniser draws;
    private final ExchangeEvaluator exchange;
    private final NodeSearch search;
    private boolean ponderOption;

    public Search(SearchProfile profile, Evaluator evaluator, int hashMegabytes) {
        this.profile = profile;
        this.evaluator = evaluator;
        this.source = profile.newMoveSource();
        this.draws = profile.drawRecogniser(evaluator);
        this.exchange = profile.exchange(evaluator, source);
        this.search = profile.newNodeSearch(hashMegabytes, control);
        this.table = search.table();
    }

    public SearchProfile profile() {
        return profile;
    }

    public Evaluator evaluator() {
        return evaluator;
    }

    /** Empties the transposition table (UCI "ucinewgame", "Clear Hash"). */
    public void clearHash() {
        table.clear();
    }

    public void setHashSize(int megabytes) {
        table.resize(megabytes);
    }

    public int hashSize() {
        return table.megabytes();
    }

    /** Whether the GUI lets the engine ponder (Fruit then allows itself a quarter more time per move). */
    public void setPonderOption(boolean value) {
        ponderOption = value;
    }

    /** Asks a running search to end as soon as it can (it then returns its best move so far). */
    public void stop() {
        control.requestStop();
    }

    /** The expected move was played while pondering: the clock now counts. */
    public void ponderHit() {
        control.ponderHit();
    }

    /** Searches {@code root} (not changed) within {@code limits}; progress goes to {@code listener}. */
    public SearchResult run(Position root, SearchLimits limits, SearchListener listener) {
        control.resetStop();
        return runStarted(root, limits, listener);
    }

    /**
     * Starts the search on a new thread and returns at once; {@code onDone} receives the result (or, if the
     * search failed, null and the exception) on that thread. A {@link #stop} after this call ends this search,
     * however soon it comes.
     */
    public Thread start(Position root, SearchLimits limits, SearchListener listener,
            java.util.function.BiConsumer<SearchResult, RuntimeException> onDone) {
        control.resetStop();
        Position copy = root.copy();
        Runnable body = () -> {
            SearchResult result;
            try {
                result = runStarted(copy, limits, listener);
            } catch (RuntimeException e) {
                onDone.accept(null, e);
                return;
            }
            onDone.accept(result, null);
        };
        Thread t = new Thread(null, body, "search", 64L << 20);
        t.setDaemon(true);
        t.start();
        return t;
    }

    private SearchResult runStarted(Position root, SearchLimits limits, SearchListener listener) {
        Position position = root.copy();
        source.reset(position);
        SearchEvaluation evaluation = profile.evaluation(evaluator, source, exchange);
        SearchSettings settings = profile.settings();
        ClockRules clock = profile.clockRules();
        control.start(limits, position.sideToMove(), ponderOption, clock);
        RootState state = control.root();
        table.newSearch();
        search.reset(position, source, evaluation, draws, exchange);

        int[] legal = new int[MoveGenerator.MAX_MOVES];
        int count = source.legal(position, legal, 0);
        legal = Arrays.copyOf(legal, count);
        if (!limits.searchMoves().isEmpty()) {
            legal = Arrays.stream(legal).filter(limits.searchMoves()::contains).toArray();
        }
        if (legal.length == 0) {
            int value = position.inCheck() ? SearchValues.mated(0) : SearchValues.DRAW;
            Score score = SearchValues.toScore(value, Bound.EXACT);
            return new SearchResult(Move.NONE, Move.NONE, score, 0, 0, control.elapsedMs(), new int[0], List.of(),
                    Map.of(), false);
        }

        RootMoves list = new RootMoves(search.orderRoot(legal));
        int depthLimit = limits.depth() > 0 ? limits.depth() : SearchLimits.MAX_DEPTH;
        if (list.size() <= 1 && settings.singleMoveDepth() > 0 && !limits.multiPvLine()) {
            // One legal move: a short search for its score and ponder move (Fruit sets this depth, whatever the limit).
            depthLimit = settings.singleMoveDepth();
        }
        Driver driver = new Driver(search, listener, evaluation);
        boolean stopped = false;
        try {
            for (int depth = 1; depth <= SearchLimits.MAX_DEPTH; depth++) {
                state.iterationStarted();
                boolean shortSearch = depth <= settings.shortSearchDepth();
                int value = search.root(list, depth, shortSearch, driver);
                if (value > -SearchValues.INFINITE && value < SearchValues.INFINITE) {
                    search.iterationDone(driver.bestPv);
                }
                driver.iterationDone(depth);
                evaluation.iterationFinished(depth, driver.bestValue, position.sideToMove());
                control.allowStop();
                state.iterationDone(depth, driver.bestValue);
                if (depth >= depthLimit || (settings.stopAtMate() && SearchValues.isMate(driver.bestValue))) {
                    state.markEnd();
                }
                clock.iterationDone(depth, list, state);
                if (control.shouldEndAfterIteration()) {
                    stopped = control.stopRequested() && depth < depthLimit;
                    break;
                }
                if (depth >= depthLimit && !control.infinite()) {
                    break;
                }
                if (depth >= depthLimit) {
                    waitWhileInfinite();
                    break;
                }
            }
        } catch (SearchAbort abort) {
            stopped = true;
        }
        SearchTrace.flush();
        int[] pv = driver.bestPv;
        int ponder = pv.length > 1 ? pv[1] : Move.NONE;
        Score score = SearchValues.toScore(driver.bestValue, driver.bestBound);
        Map<String, Long> counters = new LinkedHashMap<>(evaluation.counters());
        return new SearchResult(driver.bestMove, ponder, score, driver.bestDepth, search.nodes(), control.elapsedMs(),
                pv, driver.iterations, counters, stopped);
    }

    /** In infinite or ponder mode the search must not end on its own: wait for stop or ponderhit. */
    private void waitWhileInfinite() {
        while (control.infinite() && !control.stopRequested()) {
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Collects the best move and reports to the listener. */
    private final class Driver implements RootReporter {
        final NodeSearch search;
        final SearchListener listener;
        final SearchEvaluation evaluation;
        final List<SearchInfo> iterations = new ArrayList<>();
        int bestMove = Move.NONE;
        int bestValue;
        Bound bestBound = Bound.EXACT;
        int bestDepth;
        int[] bestPv = new int[0];

        Driver(NodeSearch search, SearchListener listener, SearchEvaluation evaluation) {
            this.search = search;
            this.listener = listener;
            this.evaluation = evaluation;
        }

        @Override
        public void currentMove(int move, int index, int depth) {
            control.root().currentMove(index);
        }

        @Override
        public void rootChange() {
            control.root().rootChange();
            control.rules().rootChange(control.root());
        }

        @Override
        public void newBest(int move, int value, Bound bound, int depth, int[] pv) {
            bestMove = move;
            bestValue = value;
            bestBound = bound;
            bestDepth = depth;
            bestPv = pv;
            listener.onInfo(info(SearchInfo.Kind.NEW_BEST, depth));
            control.rules().newBest(depth, value, control.root());
        }

        void iterationDone(int depth) {
            SearchInfo info = info(SearchInfo.Kind.ITERATION, depth);
            iterations.add(info);
            listener.onInfo(info);
        }

        private SearchInfo info(SearchInfo.Kind kind, int depth) {
            return new SearchInfo(kind, depth, search.selDepth(), SearchValues.toScore(bestValue, bestBound),
                    search.nodes(), control.elapsedMs(), table.hashFull(), bestPv, evaluation.counters());
        }
    }
}
