package evalbench.core.search;

import java.util.List;
import java.util.Locale;

/**
 * A setting of a search profile that a UCI client can change ("option name ... type ..."), e.g. the Rybka
 * profile's lazy evaluation. Values are strings as UCI sends them; {@link #validate} checks one.
 */
public record SearchOption(String name, Type type, String defaultValue, int min, int max, List<String> choices,
        String description) {
    /** UCI option types. */
    public enum Type { CHECK, SPIN, COMBO, STRING, BUTTON }

    public SearchOption {
        choices = List.copyOf(choices);
    }

    public static SearchOption combo(String name, String defaultValue, List<String> choices, String description) {
        return new SearchOption(name, Type.COMBO, defaultValue, 0, 0, choices, description);
    }

    public static SearchOption spin(String name, int defaultValue, int min, int max, String description) {
        return new SearchOption(name, Type.SPIN, Integer.toString(defaultValue), min, max, List.of(), description);
    }

    public static SearchOption check(String name, boolean defaultValue, String description) {
        return new SearchOption(name, Type.CHECK, Boolean.toString(defaultValue), 0, 0, List.of(), description);
    }

    /** The value in its canonical form, or an exception saying why it is not acceptable. */
    public String validate(String value) {
        String v = value == null ? "" : value.strip();
        switch (type) {
            case CHECK:
                if (v.equalsIgnoreCase("true") || v.equalsIgnoreCase("false")) {
                    return v.toLowerCase(Locale.ROOT);
                }
                throw new IllegalArgumentException("option " + name + " takes true or false, not '" + v + "'");
            case SPIN:
                try {
                    int n = Integer.parseInt(v);
                    if (n < min || n > max) {
                        throw new IllegalArgumentException("option " + name + " must be " + min + ".." + max
                                + ", not " + n);
                    }
                    return Integer.toString(n);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("option " + name + " takes a whole number, not '" + v + "'");
                }
            case COMBO:
                for (String c : choices) {
                    if (c.equalsIgnoreCase(v)) {
                        return c;
                    }
                }
                throw new IllegalArgumentException("option " + name + " takes one of " + String.join(", ", choices)
                        + ", not '" + v + "'");
            default:
                return v;
        }
    }

    /** The line announcing the option after "uci". */
    public String toUci() {
        StringBuilder sb = new StringBuilder("option name ").append(name).append(" type ")
                .append(type.name().toLowerCase(Locale.ROOT));
        if (type != Type.BUTTON) {
            sb.append(" default ").append(defaultValue.isEmpty() && type == Type.STRING ? "<empty>" : defaultValue);
        }
        if (type == Type.SPIN) {
            sb.append(" min ").append(min).append(" max ").append(max);
        }
        for (String c : choices) {
            sb.append(" var ").append(c);
        }
        return sb.toString();
    }
}
