package evalbench.fabchess;

import evalbench.core.Colour;
import evalbench.core.Move;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import java.util.Arrays;
import java.util.function.LongConsumer;
import java.util.function.Consumer;

/**
 * FabChess 1.15's search, node for node: iterative deepening with aspiration windows around the current PV's
 * score, a principal-variation search with mate-distance pruning, table cut-offs in null-window nodes, reverse
 * futility, null move, internal iterative deepening, futility, history, late-move and SEE pruning, late-move
 * reductions and a check extension; a quiescence search over winning captures that ignores check. Scores are
 * FabChess's (mate 15000), from the side to move's point of view. One instance belongs to one thread.
 */
final class FabChessSearch {
    static final int MATE = 15000;
    static final int MATED_IN_MAX = -14000;
    static final int NO_SCORE = -32767;
    static final int MAX_PLY = 100;
    private static final int WIDE = 16000;
    /** Its printed node count is refreshed only at multiples of this. */
    private static final int PRINT_INTERVAL = 8192;

    /**
     * One "info" line: depth, score (FabChess units), PV, the printed (lagging) and the true node counts, and
     * whether it also replaced the best-move record (its score was above the root window's lower bound).
     */
    record Info(int depth, int score, int[] pv, long printedNodes, long nodes, boolean recorded) {
    }

    /**
     * The answer: the best move, the last printed line (null when a single legal move was played at once or
     * the search stopped before any line) and the true number of nodes.
     */
    record Result(int bestMove, Info lastInfo, long nodes) {
    }

    private final FabChessTable table;
    private final FabChessSearchEvaluation evaluation;
    private final FabChessExchange exchange = new FabChessExchange();
    private final FabChessHistory history = new FabChessHistory(MAX_PLY + 2);
    private final FabChessMoveOrder[] orders = new FabChessMoveOrder[MAX_PLY + 2];
    private final int[][] pvTable = new int[MAX_PLY + 2][MAX_PLY + 2];
    private final int[] pvLength = new int[MAX_PLY + 2];
    private final int[][] tried = new int[MAX_PLY + 2][FabChessMoveGenerator.MAX_MOVES];

    private FabChessBoard board;
    private Position rootPosition;
    private int rootEnPassant;
    private int age;
    private long nodes;
    private long printedNodes;
    private LongConsumer countNode = n -> { };
    private int selDepth;
    private Consumer<Info> listener = info -> { };

    private final FabChessRootLines lines = new FabChessRootLines();
    private int iterationDepth;
    private int rootAlpha;

    FabChessSearch(FabChessTable table, FabChessSearchEvaluation evaluation) {
        this.table = table;
        this.evaluation = evaluation;
        for (int i = 0; i < orders.length; i++) {
            orders[i] = new FabChessMoveOrder();
        }
    }

    long nodes() {
        return nodes;
    }

    /**
     * Takes up {@code root} (copied) for a new search: killers, histories, node count, current PV and best-move
     * record emptied, as FabChess does at every "go". {@code gameHistory}: FabChess keys of the positions
     * before the root back to the last irreversible move, oldest first. {@code countNode} sees the node count
     * at every node (it may throw to end the search). Returns the root's legal moves in generation order.
     */
    int[] start(Position root, long[] gameHistory, LongConsumer countNode) {
        this.countNode = countNode;
        rootPosition = root.copy();
        rootEnPassant = enPassantOf(rootPosition);
        board = new FabChessBoard(rootPosition, rootEnPassant);
        board.setGameHistory(gameHistory);
        age = 2 * (root.fullmoveNumber() - 1) + (root.sideToMove() == Colour.BLACK ? 1 : 0);
        history.clear();
        nodes = 0;
        printedNodes = 0;
        selDepth = 0;
        lines.clear();
        int[] legal = new int[FabChessMoveGenerator.MAX_MOVES];
        int count = FabChessMoveGenerator.generate(rootPosition, legal, false);
        return Arrays.copyOf(legal, count);
    }

    /**
     * FabChess's en-passant square of the root: as the FEN says, or after a double push played on the board
     * (engine-core keeps it only when a capture is possible; FabChess always, and its key shows it).
     */
    static int enPassantOf(Position root) {
        int last = root.lastMove();
        if (last != Move.NONE && root.enPassantSquare() == Square.NONE) {
            int from = Move.from(last);
            int to = Move.to(last);
            if ((from ^ to) == 16 && Piece.type(root.pieceAt(to)) == PieceType.PAWN) {
                return (from + to) >>> 1;
            }
        }
        return root.enPassantSquare();
    }

    /**
     * Searches {@code root} to {@code depth} as FabChess answers "go depth": with a single legal move at once,
     * without a node; otherwise iterations 1 .. depth.
     */
    Result run(Position root, long[] gameHistory, int depth, Consumer<Info> listener) {
        this.listener = listener;
        int[] legal = start(root, gameHistory, n -> { });
        if (legal.length <= 1) {
            return new Result(legal.length == 0 ? Move.NONE : legal[0], null, 0);
        }
        for (int d = 1; d <= depth; d++) {
            iterate(d);
        }
        return new Result(lines.recordPv()[0], lines.lastInfo(), nodes);
    }

    FabChessSearchEvaluation evaluation() {
        return evaluation;
    }

    void setListener(Consumer<Info> listener) {
        this.listener = listener;
    }

    /** The root's current PV and best-move record. */
    FabChessRootLines lines() {
        return lines;
    }

    int selDepth() {
        return selDepth;
    }

    /** One iteration with FabChess's aspiration windows. */
    void iterate(int depth) {
        iterationDepth = depth;
        if (depth == 1) {
            searchRoot(-WIDE, WIDE, depth);
            return;
        }
        int delta = Math.abs(lines.currentScore()) / 50 + 14;
        int alpha = lines.currentScore() - delta;
        int beta = lines.currentScore() + delta;
        while (true) {
            searchRoot(alpha, beta, depth);
            int v = lines.currentScore();
            if (alpha < v && v < beta) {
                return;
            }
            if (v <= alpha) {
                if (alpha < -10000 || v < -14000) {
                    alpha = -WIDE;
                    beta = WIDE;
                } else {
                    beta = (alpha + beta) / 2;
                    alpha = alpha - delta;
                }
            }
            if (v >= beta) {
                if (beta > 10000 || v > 14000) {
                    alpha = -WIDE;
                    beta = WIDE;
                } else {
                    beta = beta + delta;
                }
            }
            delta = (int) (delta * 1.5);
        }
    }

    private void searchRoot(int alpha, int beta, int depth) {
        rootAlpha = alpha;
        search(alpha, beta, depth, 0);
    }

    /** A root move beat the best so far: it becomes the current PV and is offered to the best-move record. */
    private void rootImproved(int value) {
        int[] pv = Arrays.copyOf(pvTable[0], pvLength[0]);
        Info printed = lines.improved(pv, keysAlong(pv), value, iterationDepth, value > rootAlpha, printedNodes,
                nodes);
        if (printed != null) {
            listener.accept(printed);
        }
    }

    /** Keys of the root and of the positions after each move of {@code pv}. */
    private long[] keysAlong(int[] pv) {
        FabChessBoard line = new FabChessBoard(rootPosition.copy(), rootEnPassant);
        long[] keys = new long[pv.length];
        for (int i = 0; i < pv.length; i++) {
            keys[i] = line.key();
            line.make(pv[i]);
        }
        return keys;
    }

    private int evaluateWhite() {
        return evaluation.evaluateWhite(board.position());
    }

    private int stm(int whiteScore) {
        return board.sideToMove() == Colour.WHITE ? whiteScore : -whiteScore;
    }

    private void countMainNode() {
        nodes++;
        if (nodes % PRINT_INTERVAL == 0) {
            printedNodes = nodes;
        }
        countNode.accept(nodes);
    }

    private void updatePv(int ply, int move) {
        pvTable[ply][0] = move;
        System.arraycopy(pvTable[ply + 1], 0, pvTable[ply], 1, pvLength[ply + 1]);
        pvLength[ply] = pvLength[ply + 1] + 1;
    }

    static int toTable(int score, int ply) {
        if (Math.abs(score) >= -MATED_IN_MAX) {
            return score > -MATED_IN_MAX ? score + ply : score - ply;
        }
        return score;
    }

    static int fromTable(int score, int ply) {
        if (Math.abs(score) >= -MATED_IN_MAX) {
            return score > -MATED_IN_MAX ? score - ply : score + ply;
        }
        return score;
    }

    /** The main search node (FabChess's principal_variation_search). */
    private int search(int alpha, int beta, int depth, int ply) {
        countMainNode();
        pvLength[ply] = 0;
        selDepth = Math.max(selDepth, ply);
        Position pos = board.position();
        if (ply >= MAX_PLY - 1) {
            return stm(evaluateWhite());
        }
        boolean root = ply == 0;
        boolean pvNode = beta - alpha > 1;
        if (!root) {
            if (board.isDraw()) {
                return 0;
            }
            beta = Math.min(beta, MATE - (ply + 1));
            alpha = Math.max(alpha, -(MATE - ply));
            if (alpha >= beta) {
                return alpha;
            }
        }
        int originalAlpha = alpha;
        history.clearKillers(ply + 2);
        boolean inCheck = pos.inCheck();
        if (inCheck && !root) {
            depth++;
        }
        if (depth <= 0) {
            nodes--;
            return quiescence(alpha, beta, 0, ply);
        }
        int pvMove = lines.pvMove(ply, board.key());

        long key = board.key();
        boolean hit = table.probe(key);
        int hashMove = 0;
        int ttFlags = 0;
        int ttScore = 0;
        boolean haveEval = false;
        int staticEval = FabChessTable.NO_EVAL;
        if (hit) {
            ttScore = fromTable(table.score(), ply);
            ttFlags = table.flags();
            if (table.depth() >= depth && beta - alpha <= 1 && cutsOff(ttFlags, ttScore, alpha, beta)) {
                return ttScore;
            }
            table.touch(age);
            hashMove = table.move();
            if (table.staticEval() != FabChessTable.NO_EVAL) {
                staticEval = table.staticEval();
                haveEval = true;
            }
        }
        board.push();

        boolean prunable = !pvNode && !inCheck;
        if (!haveEval && (prunable || depth <= 6)) {
            staticEval = evaluateWhite();
            haveEval = true;
        }
        int eval = haveEval ? stm(staticEval) : 0;
        if (prunable) {
            if (depth <= 5 && eval - 120 * depth >= beta) {
                board.pop();
                return eval;
            }
            if (depth >= 3 && board.hasNonPawns() && eval >= beta
                    && !(hit && (ttFlags & FabChessTable.UPPER) != 0 && ttScore < beta)) {
                board.makeNull();
                int v = -search(-beta, -beta + 1, Math.max(0, depth - 4 - depth / 6), ply + 1);
                board.unmakeNull();
                if (v >= beta) {
                    board.pop();
                    return v;
                }
            }
        }
        if (pvNode && !inCheck && pvMove == Move.NONE && hashMove == 0 && depth > 6) {
            board.pop();
            search(alpha, beta, depth - 2, ply);
            board.push();
            if (pvLength[ply] > 0) {
                hashMove = FabChessMove.tableForm(pvTable[ply][0]);
            }
        }
        int futility = depth <= 6 && !root ? eval + 90 * depth : MATE;

        FabChessMoveOrder order = orders[ply];
        order.startMain(board, exchange, history, pvMove, hashMove, history.killer(ply, 0),
                history.killer(ply, 1));
        int side = board.sideToMove();
        boolean nonPawns = board.hasNonPawns();
        int[] quietsTried = tried[ply];
        int triedCount = 0;
        int best = NO_SCORE;
        int index = 0;
        for (int move = order.next(); move != Move.NONE; move = order.next()) {
            int m = order.lastScore;
            boolean capture = FabChessMove.isCapture(move);
            boolean promotion = FabChessMove.isPromotion(move);
            boolean givesCheck = FabChessExchange.givesCheck(pos, move);
            if (!root && best > MATED_IN_MAX && nonPawns && !givesCheck
                    && pruned(order, move, capture, promotion, m, depth, alpha, futility, inCheck, triedCount)) {
                index++;
                continue;
            }
            int r = 0;
            if (depth > 2 && (!capture || m < 0) && index >= 2 && (!root || index >= 5)) {
                r = (int) (Math.sqrt(Math.max(0, depth / 2.0 - 1)) + Math.sqrt(Math.max(0, index / 2.0 - 1)));
                if (capture || promotion) {
                    r /= 2;
                }
                if (beta - alpha > 1) {
                    r = (int) (r * 0.66);
                }
                if (givesCheck) {
                    r--;
                }
                if (inCheck) {
                    r -= 2;
                }
                if (history.signed(side, move) > 0) {
                    r--;
                }
                r = Math.max(Math.min(r, depth - 1), 1);
            }
            board.make(move);
            int v;
            if (depth <= 2 || !pvNode || index == 0) {
                v = -search(-beta, -alpha, depth - 1 - r, ply + 1);
                if (r > 0 && v > alpha) {
                    v = -search(-beta, -alpha, depth - 1, ply + 1);
                }
            } else {
                v = -search(-alpha - 1, -alpha, depth - 1 - r, ply + 1);
                if (v > alpha) {
                    v = -search(-beta, -alpha, depth - 1, ply + 1);
                }
            }
            board.unmake();
            if (v > best) {
                best = v;
                updatePv(ply, move);
                if (root) {
                    rootImproved(v);
                }
            }
            if (v > alpha) {
                alpha = v;
            }
            if (alpha >= beta) {
                if (!capture) {
                    history.cutoff(side, move, depth, ply, quietsTried, triedCount);
                }
                break;
            }
            if (!capture) {
                quietsTried[triedCount++] = move;
                history.searchedQuiet(side, move, depth);
            }
            index++;
        }
        board.pop();
        if (best == NO_SCORE) {
            pvLength[ply] = 0;
            return inCheck ? -(MATE - ply) : 0;
        }
        int flags = best >= beta ? FabChessTable.LOWER : best <= originalAlpha ? FabChessTable.UPPER : 0;
        if (beta - alpha > 1) {
            flags |= FabChessTable.PV;
        }
        table.store(key, FabChessMove.tableForm(pvTable[ply][0]), toTable(best, ply),
                haveEval ? staticEval : FabChessTable.NO_EVAL, depth, flags, age);
        return best;
    }

    private static boolean cutsOff(int flags, int score, int alpha, int beta) {
        boolean lower = (flags & FabChessTable.LOWER) != 0;
        boolean upper = (flags & FabChessTable.UPPER) != 0;
        return (!lower && !upper) || (lower && score >= beta) || (upper && score <= alpha);
    }

    /** FabChess's move pruning (futility, history, late-move and SEE pruning of quiet moves; bad captures). */
    private boolean pruned(FabChessMoveOrder order, int move, boolean capture, boolean promotion, int m, int depth,
            int alpha, int futility, boolean inCheck, int triedCount) {
        int margin = 23 * depth * depth;
        if (!capture && !promotion) {
            if (futility <= alpha) {
                order.searchQuiets = false;
                return true;
            }
            if (depth <= 2 && history.signed(board.sideToMove(), move) < 0) {
                return true;
            }
            if (!inCheck && depth <= 4 && triedCount > 3 * (1 << (depth - 1))) {
                order.searchQuiets = false;
                return true;
            }
            return depth <= 6 && FabChessExchange.value(FabChessMove.piece(move)) > margin
                    && exchange.see(board.position(), move, false) < -margin;
        }
        return capture && depth <= 6 && m < -margin;
    }

    /** The quiescence search: stand pat (also in check), winning captures only, table at its first level. */
    private int quiescence(int alpha, int beta, int q, int ply) {
        nodes++;
        countNode.accept(nodes);
        pvLength[ply] = 0;
        selDepth = Math.max(selDepth, ply);
        Position pos = board.position();
        if (ply >= MAX_PLY - 1) {
            return stm(evaluateWhite());
        }
        if (board.isDraw()) {
            return 0;
        }
        int whiteEval = evaluateWhite();
        int standPat = stm(whiteEval);
        if (standPat >= beta) {
            return standPat;
        }
        if (standPat > alpha) {
            alpha = standPat;
        }
        int margin = alpha - standPat - 100;
        if (margin > 0 && bestPossibleGain(pos) < margin) {
            return standPat;
        }
        long key = board.key();
        int hashMove = 0;
        if (q == 0 && table.probe(key)) {
            int score = fromTable(table.score(), ply);
            if (cutsOff(table.flags(), score, alpha, beta)) {
                return score;
            }
            table.touch(age);
            hashMove = table.move();
        }
        board.push();
        int best = standPat;
        boolean improved = false;
        double phase = evaluation.phase(pos);
        FabChessMoveOrder order = orders[ply];
        order.startQuiescence(board, exchange, hashMove);
        for (int move = order.next(); move != Move.NONE; move = order.next()) {
            if (phase != 0.0 && standPat < alpha && !FabChessMove.isPromotion(move)
                    && standPat + evaluation.materialValue(FabChessMove.captured(move), phase) + 100 < alpha) {
                continue;
            }
            board.make(move);
            int v = -quiescence(-beta, -alpha, q - 1, ply + 1);
            board.unmake();
            if (v > best) {
                best = v;
                pvTable[ply][0] = move;
                pvLength[ply] = 1;
                improved = true;
            }
            if (v >= beta) {
                break;
            }
            if (v > alpha) {
                alpha = v;
            }
        }
        board.pop();
        if (improved && q == 0) {
            int flags = best >= beta ? FabChessTable.LOWER : FabChessTable.UPPER;
            if (beta - alpha > 1) {
                flags |= FabChessTable.PV;
            }
            table.store(key, FabChessMove.tableForm(pvTable[ply][0]), toTable(best, ply), whiteEval, 0, flags, age);
        }
        return best;
    }

    /**
     * The most the side to move could win at once: the opponent's most valuable piece (queen 1100, rook 650,
     * bishop or knight 400, otherwise 0), plus 1000 with an own pawn on its seventh rank.
     */
    private static int bestPossibleGain(Position pos) {
        int us = pos.sideToMove();
        int them = us ^ 1;
        int gain = 0;
        for (int type = PieceType.QUEEN; type >= PieceType.KNIGHT; type--) {
            if (pos.pieces(them, type) != 0) {
                gain = FabChessExchange.value(type);
                break;
            }
        }
        long seventh = us == Colour.WHITE ? 0xFFL << 48 : 0xFFL << 8;
        if ((pos.pieces(us, PieceType.PAWN) & seventh) != 0) {
            gain += 1000;
        }
        return gain;
    }
}
