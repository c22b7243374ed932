package evalbench.studies.corpus;

import evalbench.core.Colour;
import evalbench.core.eval.Breakdown;

/**
 * Three flags read from a breakdown's details and factors, for the flag agreement of {@code compare}: "the king
 * needs safety" (the enemy has a queen and more), "opposite-coloured bishops" and "the opposite-bishop rule halved
 * the score". Models report them under different keys; the two conventions known are read here, and a breakdown
 * with neither says "unknown" (the position is then not counted for that flag):
 * <ul>
 * <li>{@code king_safety_white/black} (1 = on) with {@code mat_flags} bit 0 = opposite-coloured bishops and the
 * factor {@code ocb_halved} (Rybka's convention);</li>
 * <li>{@code cflags_w/b} bit 3 (MatKingFlag) with {@code mat_flags} bit 1 (DrawBishopFlag), and for the halving the
 * detail {@code draw_mul_w/b} beside the factor {@code mul_w/b} (Fruit 2.1's flags and multipliers).</li>
 * </ul>
 */
final class BreakdownFlags {
    /** Flag values: -1 unknown, 0 off, 1 on. */
    static final int UNKNOWN = -1;

    static final String KING_RULES = "king_safety_white/black = 1, or cflags_w/b & MatKingFlag (8)";
    static final String BISHOP_RULES = "mat_flags & 1 beside king_safety_*, or mat_flags & DrawBishopFlag (2) beside"
            + " cflags_*";
    static final String HALVING_RULES = "factor ocb_halved != 0, or the side ahead's (interp) multiplier set from"
            + " draw_mul 16 to mul 8";

    private BreakdownFlags() {
    }

    static int kingSafety(Breakdown b, int colour) {
        String direct = b.details().get(colour == Colour.WHITE ? "king_safety_white" : "king_safety_black");
        if (direct != null) {
            return "1".equals(direct.strip()) ? 1 : 0;
        }
        String cflags = b.details().get(colour == Colour.WHITE ? "cflags_w" : "cflags_b");
        if (cflags != null) {
            return FruitFeatures.fruitKingSafety(b, colour) ? 1 : 0;
        }
        return UNKNOWN;
    }

    static int oppositeBishops(Breakdown b) {
        String flags = b.details().get("mat_flags");
        if (flags == null) {
            return UNKNOWN;
        }
        if (b.details().containsKey("king_safety_white")) {
            return (parse(flags) & 1) != 0 ? 1 : 0;
        }
        if (b.details().containsKey("cflags_w")) {
            return (parse(flags) & 2) != 0 ? 1 : 0;
        }
        return UNKNOWN;
    }

    /**
     * Whether the opposite-bishop rule halved the score. Fruit scales the score by the multiplier of the side ahead;
     * the rule halved it when that multiplier went from 16 (after the draw rules) to 8. Rybka reports the halving
     * (of opening and endgame) as a factor of its own.
     */
    static int oppositeBishopHalving(Breakdown b) {
        var direct = factor(b, "ocb_halved");
        if (direct.isPresent()) {
            return direct.getAsInt() != 0 ? 1 : 0;
        }
        if (b.details().containsKey("draw_mul_w") && b.details().containsKey("interp")) {
            // "interp" is not a number when an early draw rule decided: the side ahead is then taken as White
            boolean whiteAhead = parse(b.details().get("interp")) >= 0;
            String drawMul = b.details().get(whiteAhead ? "draw_mul_w" : "draw_mul_b");
            // no multiplier factor: nothing scaled the score, so nothing halved it
            int mul = factor(b, whiteAhead ? "mul_w" : "mul_b").orElse(0);
            return drawMul != null && parse(drawMul) == 16 && mul == 8 ? 1 : 0;
        }
        return UNKNOWN;
    }

    private static java.util.OptionalInt factor(Breakdown b, String id) {
        return b.factors().stream().filter(x -> x.id().equals(id)).mapToInt(evalbench.core.eval.Factor::value)
                .findFirst();
    }

    private static int parse(String s) {
        try {
            return Integer.parseInt(s.strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
