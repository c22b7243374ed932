package evalbench.rybka;

import evalbench.core.Colour;
import evalbench.core.ExchangeEvaluator;
import evalbench.core.Move;
import evalbench.core.MoveGenerator;
import evalbench.core.MoveRules;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.search.MoveSort;
import evalbench.core.search.MoveSource;

/**
 * One node's moves in Strelka 2.0 B's order. At a node not in check: the hash move; captures and promotions
 * by Strelka's capture score, each picked by a selection pass that swaps every better move it meets into the
 * picked place (so equal scores do not keep their order), those losing material (yes/no exchange test) put
 * aside; the two killers; quiet moves by history, stable; the captures put aside. In check: the evasions,
 * sorted at once by {@link #sortEvasions}. Quiescence: captures by the same selection pass. The moves handed out
 * are pseudo-legal; the search tests legality.
 */
final class StrelkaMoves {
    private static final int TRANS = 0;
    private static final int CAPTURES = 1;
    private static final int KILLER1 = 2;
    private static final int KILLER2 = 3;
    private static final int QUIETS = 4;
    private static final int BAD_CAPTURES = 5;
    private static final int LIST = 6;
    private static final int DONE = 7;

    /** Capture-score base per kind of mover (victim code x 3 on top), for White; Black's is 3 higher. */
    private static final int[] CAPTURE_BASE = {0, 13, 12, 11, 10, 9, 8};
    /** A promotion's score when it captures (victim on top) and when it does not, by promoted kind. */
    private static final int[] PROMOTION_CAPTURE_BASE = {0, 0, 10, 11, 12, 13, 0};
    private static final int[] PROMOTION_PUSH_SCORE = {0, 0, 12, 13, 14, 15, 0};
    private static final int EN_PASSANT_SCORE = 22;

    final int[] moves = new int[MoveGenerator.MAX_MOVES];
    final int[] scores = new int[MoveGenerator.MAX_MOVES + 1];
    private final int[] bad = new int[MoveGenerator.MAX_MOVES];
    int size;
    private int next;
    private int badSize;
    private int stage;
    private int trans;
    private int killer1;
    private int killer2;

    private Position position;
    private MoveSource source;
    private ExchangeEvaluator see;
    private int[] history;
    private long pinned;
    private boolean pinsKnown;

    /** Strelka's code of a piece: 2 x kind + colour (white pawn 2 ... black king 13). */
    static int code(int piece) {
        return piece == Piece.NONE ? 0 : 2 * Piece.type(piece) + Piece.colour(piece);
    }

    /** The staged moves of a node not in check. */
    void startMain(Position p, MoveSource src, ExchangeEvaluator exchange, int[] hist, int transMove, int k1, int k2) {
        bind(p, src, exchange, hist);
        trans = transMove;
        killer1 = k1;
        killer2 = k2;
        stage = TRANS;
        size = 0;
        next = 0;
        badSize = 0;
    }

    /** A list prepared by the caller ({@link #generateEvasions}), handed out as it stands. */
    void startList(Position p, MoveSource src, ExchangeEvaluator exchange, int[] hist) {
        bind(p, src, exchange, hist);
        stage = LIST;
        next = 0;
    }

    /**
     * The quiescence captures: every capture and promotion, except captures (not promotions, not en passant) of a
     * victim among {@code skipped} (the victims delta pruning gave up on).
     */
    void startQuiescence(Position p, MoveSource src, ExchangeEvaluator exchange, int[] hist, long skipped) {
        bind(p, src, exchange, hist);
        int n = src.tactical(p, moves, 0);
        size = 0;
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            if (!Move.isPromotion(m) && !Move.isEnPassant(m) && (skipped & 1L << Move.to(m)) != 0) {
                continue;
            }
            moves[size] = m;
            scores[size++] = captureScore(p, m);
        }
        next = 0;
        stage = CAPTURES;
    }

    private void bind(Position p, MoveSource src, ExchangeEvaluator exchange, int[] hist) {
        position = p;
        source = src;
        see = exchange;
        history = hist;
        pinsKnown = false;
    }

    /** True if the move last handed out came from the quiet moves (the only ones Strelka reduces). */
    boolean inQuietStage() {
        return stage == QUIETS;
    }

    /** The next move of the main stages, or {@link Move#NONE}. */
    int next() {
        switch (stage) {
            case TRANS:
                stage = CAPTURES;
                size = source.tactical(position, moves, 0);
                for (int i = 0; i < size; i++) {
                    scores[i] = captureScore(position, moves[i]);
                }
                next = 0;
                if (trans != Move.NONE && isPlayable(trans)) {
                    return trans;
                }
                // fall through
            case CAPTURES:
                while (next < size) {
                    int move = pickBest();
                    if (move == trans) {
                        continue;
                    }
                    if (see.isGood(position, move)) {
                        return move;
                    }
                    bad[badSize++] = move;
                }
                stage = KILLER1;
                if (killer1 != trans && isQuietMove(killer1)) {
                    return killer1;
                }
                // fall through
            case KILLER1:
                stage = KILLER2;
                if (killer2 != trans && isQuietMove(killer2)) {
                    return killer2;
                }
                // fall through
            case KILLER2:
                stage = QUIETS;
                generateQuiets();
                // fall through
            case QUIETS:
                if (next < size) {
                    return moves[next++];
                }
                stage = BAD_CAPTURES;
                next = 0;
                // fall through
            case BAD_CAPTURES:
                if (next < badSize) {
                    return bad[next++];
                }
                stage = DONE;
                return Move.NONE;
            case LIST:
                return next < size ? moves[next++] : Move.NONE;
            default:
                return Move.NONE;
        }
    }

    /** The next quiescence capture (selection pass), or {@link Move#NONE}. */
    int nextCapture() {
        return next < size ? pickBest() : Move.NONE;
    }

    /**
     * Strelka's selection: the move at the current place is the candidate; every later move with a higher score
     * takes its place as candidate and the old candidate goes where it stood.
     */
    private int pickBest() {
        int move = moves[next];
        int score = scores[next];
        for (int j = next + 1; j < size; j++) {
            if (scores[j] > score) {
                int m = moves[j];
                int s = scores[j];
                moves[j] = move;
                scores[j] = score;
                move = m;
                score = s;
            }
        }
        next++;
        return move;
    }

    /** A killer is tried if it is a pseudo-legal quiet move here (no capture, no promotion). */
    private boolean isQuietMove(int move) {
        return move != Move.NONE && position.pieceAt(Move.to(move)) == Piece.NONE && !Move.isPromotion(move)
                && !Move.isEnPassant(move) && isPlayable(move);
    }

    /**
     * A stored move (hash move, killer) is tested as Strelka tests it: pseudo-legal, except that a queenside
     * castling is allowed whatever stands on b1/b8 (Strelka looks at the king's path only; a known flaw of the
     * original, seen in one reference PV). The king's squares must be empty and not attacked.
     */
    private boolean isPlayable(int move) {
        if (MoveRules.isPseudoLegal(position, move)) {
            return true;
        }
        if (!Move.isCastling(move)) {
            return false;
        }
        int us = position.sideToMove();
        int home = us == Colour.WHITE ? Square.E1 : Square.E8;
        int right = us == Colour.WHITE ? Position.WHITE_QUEENSIDE : Position.BLACK_QUEENSIDE;
        if (Move.from(move) != home || Move.to(move) != home - 2 || !position.hasCastlingRight(right)
                || position.pieceAt(home - 4) != Piece.make(us, PieceType.ROOK)
                || position.pieceAt(home - 1) != Piece.NONE || position.pieceAt(home - 2) != Piece.NONE) {
            return false;
        }
        int them = us ^ 1;
        return !position.isAttacked(home, them) && !position.isAttacked(home - 1, them)
                && !position.isAttacked(home - 2, them);
    }

    /** Quiet moves in generation order without the hash move and killers, then stably by history score. */
    private void generateQuiets() {
        int n = source.quiet(position, moves, 0);
        size = 0;
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            if (m == trans || m == killer1 || m == killer2) {
                continue;
            }
            moves[size] = m;
            scores[size++] = history[historyIndex(position, m)];
        }
        sortStable();
        next = 0;
    }

    static int historyIndex(Position p, int move) {
        return p.pieceAt(Move.from(move)) << 6 | Move.to(move);
    }

    /** Stable insertion sort, highest score first. */
    private void sortStable() {
        MoveSort.byScore(moves, scores, size);
    }

    /**
     * The evasions as Strelka generates them: king steps to safe squares, then the other pseudo-legal replies;
     * returns their number (Strelka extends a forced reply by this count, pinned blockers included).
     */
    int generateEvasions(Position p, MoveSource src) {
        int n = src.pseudoEvasions(p, moves, 0);
        int king = p.kingSquare(p.sideToMove());
        size = 0;
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            if (Move.from(m) == king && !MoveRules.leavesKingSafe(p, m)) {
                continue;
            }
            moves[size++] = m;
        }
        return size;
    }

    /** The main search's order of evasions: hash move, captures (victim first), killers, history; stable. */
    void sortEvasions(Position p, int[] hist, int transMove, int k1, int k2) {
        if (size < 2) {
            return;
        }
        for (int i = 0; i < size; i++) {
            int m = moves[i];
            int captured = p.pieceAt(Move.to(m));
            int s;
            if (m == transMove) {
                s = 0x7FFFFFFF;
            } else if (captured != Piece.NONE) {
                s = 0x7FFFFEFF + code(captured) * 16 - code(p.pieceAt(Move.from(m)));
            } else if (m == k1) {
                s = 0x7FFFFEFF;
            } else if (m == k2) {
                s = 0x7FFFFEFE;
            } else {
                s = hist[historyIndex(p, m)];
            }
            scores[i] = s;
        }
        sortStable();
    }

    /** The quiescence search's order of evasions: (victim x 16 - mover) x victim in Strelka's codes; stable. */
    void sortQuiescenceEvasions(Position p) {
        if (size < 2) {
            return;
        }
        for (int i = 0; i < size; i++) {
            int m = moves[i];
            int victim = code(p.pieceAt(Move.to(m)));
            scores[i] = (victim * 16 - code(p.pieceAt(Move.from(m)))) * victim;
        }
        sortStable();
    }

    /** Strelka's capture score: victim code x 3 plus a base by mover and side; promotions and en passant fixed. */
    static int captureScore(Position p, int move) {
        if (Move.isEnPassant(move)) {
            return EN_PASSANT_SCORE;
        }
        int mover = p.pieceAt(Move.from(move));
        int captured = p.pieceAt(Move.to(move));
        int black = Piece.colour(mover) == 0 ? 0 : 3;
        if (Move.isPromotion(move)) {
            int kind = Move.promotionType(move);
            return captured == Piece.NONE ? PROMOTION_PUSH_SCORE[kind]
                    : code(captured) * 3 + PROMOTION_CAPTURE_BASE[kind] + black;
        }
        return code(captured) * 3 + CAPTURE_BASE[Piece.type(mover)] + black;
    }

    /** Legal test of a pseudo-legal move, with the pins of the node computed once when first needed. */
    boolean legal(int move) {
        if (!pinsKnown) {
            pinned = MoveRules.pinned(position);
            pinsKnown = true;
        }
        return MoveRules.isLegalGivenPins(position, move, pinned);
    }

    static boolean isPawn(Position p, int move) {
        return Piece.type(p.pieceAt(Move.from(move))) == PieceType.PAWN;
    }
}
