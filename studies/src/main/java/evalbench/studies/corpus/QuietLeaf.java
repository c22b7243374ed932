package evalbench.studies.corpus;

import evalbench.core.Colour;
import evalbench.core.Move;
import evalbench.core.MoveGenerator;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.San;
import evalbench.core.StaticExchange;
import evalbench.core.Uci;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The rule that decides whether an engine's reported score is a static evaluation: play its principal variation
 * with our move generator (every move must be legal) and keep the sample only when the position at the end of it
 * (the leaf) is quiet — both sides have more than a bare king (engines drive KX-K endings by special knowledge,
 * thousands of centipawns apart from their evaluation), the side to move is not in check, has legal moves, and
 * none of them is a capture (en passant included), a promotion or a checking move — and the score is not a mate
 * (nor outside the plausible range, {@link FingerprintEngine#MATE_BOUND} either way) or a bound. At such a leaf a quiescence search, checks in its
 * first ply included, has nothing to try and returns the static evaluation, so the root score is that evaluation
 * seen from the root. The first filter a sample fails is the one counted.
 */
public final class QuietLeaf {
    /** Why a sample was dropped, in the order the filters are applied (JSON keys of {@code dropped}). */
    public enum Drop {
        NO_SCORE_OR_PV, MATE, BOUND, ILLEGAL_PV, DRAWN_BY_RULE, LEAF_BARE_KING, LEAF_IN_CHECK, LEAF_NO_MOVES,
        LEAF_CAPTURE,
        LEAF_PROMOTION, LEAF_CHECK;

        public String key() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * STRICT: any capture at the leaf drops the sample. SEE: only captures that do not lose material by static
     * exchange (SEE &ge; 0) do; more samples, at the price of leaves where a losing capture might still have
     * raised a quiescence search above the static evaluation.
     */
    public enum Rule {
        STRICT, SEE;

        public String describe() {
            return this == STRICT ? RULE : RULE.replace("has a legal capture (en passant included)",
                    "has a legal capture (en passant included) that does not lose material by SEE (>= 0)");
        }
    }

    private static final StaticExchange SEE = StaticExchange.standard();

    public static final String RULE = "play the PV with our move generator (every move legal); drop a sample when"
            + " the engine gave no score or no PV, the score is a mate, at or beyond +-" + FingerprintEngine.MATE_BOUND
            + " cp (outside the plausible range of an evaluation) or a bound, a PV move is illegal, the leaf repeats a position of the root or the PV or"
            + " is past the 50-move rule (a draw by rule, not an evaluation), or at the leaf a side has its king alone (engines score KX-K with"
            + " mating knowledge, not their evaluation), the side to move is in check, has no legal move,"
            + " or has a legal capture (en passant included), promotion or checking move; the first failing filter is"
            + " counted; the kept score is negated once per PV move so it is the leaf side to move's view";

    /** A kept sample: the leaf and the score from its side to move's view; or the reason it was dropped. */
    public record Outcome(Position leaf, int leafScore, int plies, Drop drop) {
        public boolean kept() {
            return drop == null;
        }
    }

    private static final Pattern COORDINATES = Pattern.compile("^[KQRBNP]?([a-h][1-8])[-x:]?([a-h][1-8])=?([QRBNqrbn])?$");

    private QuietLeaf() {
    }

    public static Outcome classify(Position root, FingerprintEngine.Answer answer) {
        return classify(root, answer, Rule.STRICT);
    }

    public static Outcome classify(Position root, FingerprintEngine.Answer answer, Rule rule) {
        FingerprintEngine.Score s = answer.score();
        if (!s.present() || answer.pv().isEmpty()) {
            return dropped(Drop.NO_SCORE_OR_PV);
        }
        if (s.mate()) {
            return dropped(Drop.MATE);
        }
        if (s.bound()) {
            return dropped(Drop.BOUND);
        }
        Position leaf = root.copy();
        java.util.Set<String> path = new java.util.HashSet<>();
        path.add(key(leaf));
        boolean repeated = false;
        for (String text : answer.pv()) {
            int move = parse(leaf, text);
            if (move == Move.NONE) {
                return dropped(Drop.ILLEGAL_PV);
            }
            leaf.makeMove(move);
            repeated = !path.add(key(leaf));
        }
        // a search scores a repetition along its path, or a position past the 50-move rule, as a draw
        if (repeated || halfmoveClock(leaf) >= 100) {
            return dropped(Drop.DRAWN_BY_RULE);
        }
        Drop d = noisy(leaf, rule);
        if (d != null) {
            return dropped(d);
        }
        int plies = answer.pv().size();
        return new Outcome(Position.fromFen(leaf.toFen()), plies % 2 == 0 ? s.centipawns() : -s.centipawns(), plies,
                null);
    }

    /** The position without its move counters: side, castling and en passant square included. */
    private static String key(Position p) {
        String[] f = p.toFen().split(" ");
        return f[0] + " " + f[1] + " " + f[2] + " " + f[3];
    }

    private static int halfmoveClock(Position p) {
        String[] f = p.toFen().split(" ");
        return f.length > 4 ? Integer.parseInt(f[4]) : 0;
    }

    private static Outcome dropped(Drop d) {
        return new Outcome(null, 0, 0, d);
    }

    /** The first leaf filter the position fails, null when it is quiet. */
    static Drop noisy(Position leaf, Rule rule) {
        if (leaf.occupancy(Colour.WHITE) == leaf.pieces(Colour.WHITE, PieceType.KING)
                || leaf.occupancy(Colour.BLACK) == leaf.pieces(Colour.BLACK, PieceType.KING)) {
            return Drop.LEAF_BARE_KING;
        }
        if (leaf.inCheck()) {
            return Drop.LEAF_IN_CHECK;
        }
        int[] moves = MoveGenerator.legalMoves(leaf);
        if (moves.length == 0) {
            return Drop.LEAF_NO_MOVES;
        }
        int them = 1 - leaf.sideToMove();
        boolean promotion = false;
        boolean check = false;
        for (int m : moves) {
            boolean capture = Move.isEnPassant(m)
                    || (!Move.isCastling(m) && (leaf.occupancy(them) & (1L << Move.to(m))) != 0);
            if (capture && (rule == Rule.STRICT || SEE.evaluate(leaf, m) >= 0)) {
                return Drop.LEAF_CAPTURE;
            }
            promotion |= Move.isPromotion(m);
            if (!check) {
                leaf.makeMove(m);
                check = leaf.inCheck();
                leaf.unmakeMove();
            }
        }
        return promotion ? Drop.LEAF_PROMOTION : check ? Drop.LEAF_CHECK : null;
    }

    /** A move as engines write it: UCI text, coordinates with piece letters and dashes (Bf1-c4), or SAN. */
    static int parse(Position p, String text) {
        try {
            return Uci.parse(p, text);
        } catch (IllegalArgumentException notUci) {
            // try the other notations
        }
        Matcher m = COORDINATES.matcher(text);
        if (m.matches()) {
            try {
                return Uci.parse(p, m.group(1) + m.group(2) + (m.group(3) == null ? "" : m.group(3).toLowerCase(
                        java.util.Locale.ROOT)));
            } catch (IllegalArgumentException illegal) {
                return Move.NONE;
            }
        }
        try {
            return San.parse(p, text);
        } catch (IllegalArgumentException notSan) {
            return Move.NONE;
        }
    }
}
