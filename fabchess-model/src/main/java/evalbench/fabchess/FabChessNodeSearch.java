package evalbench.fabchess;

import evalbench.core.ExchangeEvaluator;
import evalbench.core.Position;
import evalbench.core.search.Bound;
import evalbench.core.search.DrawRecogniser;
import evalbench.core.search.MoveSource;
import evalbench.core.search.NodeSearch;
import evalbench.core.search.RootMoves;
import evalbench.core.search.RootReporter;
import evalbench.core.search.SearchControl;
import evalbench.core.search.SearchEvaluation;
import evalbench.core.search.SearchTable;
import evalbench.core.search.SearchValues;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@link FabChessSearch} behind engine-core's node-search SPI. The driver's root move list is not used: FabChess has
 * none (its root takes moves from the ordinary staged ordering, the previous best first as the PV move). One
 * iteration here is FabChess's whole iteration with its aspiration re-searches; a new best move is reported when
 * FabChess would replace its best-move record. With a single legal move nothing is searched (FabChess answers at
 * once), and no node is counted. The driver's own move source, draw rules and exchange evaluator are not used
 * either: FabChess's generation order, draws and SEE are its own.
 */
final class FabChessNodeSearch implements NodeSearch {
    private final FabChessTable table;
    private final SearchControl control;
    private FabChessSearch search;
    private int[] legal = new int[0];

    FabChessNodeSearch(int hashMegabytes, SearchControl control) {
        this.table = new FabChessTable(hashMegabytes);
        this.control = control;
    }

    @Override
    public SearchTable table() {
        return table;
    }

    @Override
    public void reset(Position root, MoveSource moves, SearchEvaluation eval, DrawRecogniser drawRules,
            ExchangeEvaluator exchange) {
        if (!(eval instanceof FabChessSearchEvaluation fab)) {
            throw new IllegalArgumentException("the FabChess search needs the FabChess evaluation");
        }
        if (search == null || search.evaluation() != fab) {
            search = new FabChessSearch(table, fab);
        }
        legal = search.start(root, gameHistory(root), control::countNode);
    }

    /**
     * FabChess keys of the positions before the root, oldest first, back to the last one with a halfmove clock of
     * 0 (the game history FabChess compares repetitions with).
     */
    private static long[] gameHistory(Position root) {
        Position walk = root.copy();
        List<Long> keys = new ArrayList<>();
        int plies = Math.min(walk.halfmoveClock(), walk.historySize());
        for (int i = 0; i < plies; i++) {
            walk.unmakeMove();
            keys.add(0, FabChessKeys.of(walk, FabChessSearch.enPassantOf(walk)));
        }
        return keys.stream().mapToLong(Long::longValue).toArray();
    }

    @Override
    public int[] orderRoot(int[] legalMoves) {
        return legalMoves;
    }

    @Override
    public int root(RootMoves list, int depth, boolean shortSearch, RootReporter reporter) {
        if (legal.length <= 1) {
            int only = FabChessMove.core(legal[0]);
            reporter.newBest(only, 0, Bound.EXACT, depth, new int[] {only});
            return 0;
        }
        search.setListener(info -> {
            if (info.recorded()) {
                int[] pv = Arrays.stream(info.pv()).map(FabChessMove::core).toArray();
                reporter.newBest(pv[0], toDriver(info.score()), Bound.EXACT, info.depth(), pv);
            }
        });
        search.iterate(depth);
        return toDriver(search.lines().recordScore());
    }

    /** FabChess's mates (15000 less the plies) in the driver's convention (its own mate value less the plies). */
    static int toDriver(int score) {
        if (Math.abs(score) > 14800) {
            return score > 0 ? SearchValues.MATE - (FabChessSearch.MATE - score)
                    : -SearchValues.MATE + (FabChessSearch.MATE + score);
        }
        return score;
    }

    @Override
    public void iterationDone(int[] pv) {
        // FabChess keeps nothing from an iteration but its current PV and its best-move record.
    }

    @Override
    public long nodes() {
        return legal.length > 1 ? search.nodes() : 0;
    }

    @Override
    public int selDepth() {
        return legal.length > 1 ? search.selDepth() : 0;
    }
}
