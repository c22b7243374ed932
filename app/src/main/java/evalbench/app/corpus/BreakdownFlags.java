package evalbench.app.corpus;

import evalbench.core.Colour;
import evalbench.core.eval.Breakdown;

/**
 * Two flags read from a breakdown's details, for the flag agreement of {@code compare}: "the king needs safety"
 * (the enemy has a queen and more) and "opposite-coloured bishops". Models report them under different detail
 * keys; the two conventions known are read here, and a breakdown with neither says "unknown" (the position is then
 * not counted for that flag):
 * <ul>
 * <li>{@code king_safety_white/black} (1 = on) with {@code mat_flags} bit 0 = opposite-coloured bishops;</li>
 * <li>{@code cflags_w/b} bit 3 (MatKingFlag) with {@code mat_flags} bit 1 (DrawBishopFlag), Fruit 2.1's flags.</li>
 * </ul>
 */
final class BreakdownFlags {
    /** Flag values: -1 unknown, 0 off, 1 on. */
    static final int UNKNOWN = -1;

    static final String KING_RULES = "king_safety_white/black = 1, or cflags_w/b & MatKingFlag (8)";
    static final String BISHOP_RULES = "mat_flags & 1 beside king_safety_*, or mat_flags & DrawBishopFlag (2) beside"
            + " cflags_*";

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

    private static int parse(String s) {
        try {
            return Integer.parseInt(s.strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
