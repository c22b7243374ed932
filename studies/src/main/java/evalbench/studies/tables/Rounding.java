package evalbench.studies.tables;

import java.util.Locale;

/** How a quad() curve turns (max - min) * Bonus / unit into an integer. */
public enum Rounding {
    /** Fruit's: add half the unit before the (truncating) division. */
    ROUND,
    /** Plain truncating division (what Rybka's arrays show). */
    TRUNCATE,
    /** Neither rule reproduces the array. */
    NONE;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Rounding parse(String text) {
        for (Rounding r : values()) {
            if (r.id().equals(text.toLowerCase(Locale.ROOT))) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown rounding '" + text + "' (known: round, truncate)");
    }
}
