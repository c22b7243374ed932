package evalbench.core.eval;

import java.util.Arrays;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Makes a new parameter set from an existing one with some values replaced, by writing the text of a parameter
 * file and reading it back: the new set has its own name, its own SHA-256, and can be saved as it is.
 */
public final class ParameterEdits {
    private ParameterEdits() {
    }

    /** {@code base} with each named parameter's values replaced; the set is named {@code newName}. */
    public static ParameterSet with(ParameterSet base, Map<String, int[]> changes, String newName) {
        StringBuilder text = new StringBuilder();
        text.append("# Edited from the set '").append(base.name()).append("' (sha256 ")
                .append(base.sha256()).append(")\n");
        text.append("@set ").append(newName).append('\n');
        if (!base.title().isEmpty()) {
            text.append("@title ").append(base.title()).append(" (edited)\n");
        }
        String section = null;
        for (ParameterSet.Parameter p : base.parameters().values()) {
            if (!Objects.equals(section, p.section()) && !p.section().isEmpty()) {
                section = p.section();
                text.append("\n[").append(section).append("]\n");
            }
            int[] values = changes.getOrDefault(p.name(), p.values());
            boolean edited = changes.containsKey(p.name()) && !Arrays.equals(values, p.values());
            text.append(p.name());
            if (p.provenance() != null && !p.provenance().isEmpty()) {
                text.append(" [").append(edited ? "edited" : p.provenance()).append(']');
            } else if (edited) {
                text.append(" [edited]");
            }
            text.append(" = ").append(Arrays.stream(values).mapToObj(Integer::toString)
                    .collect(Collectors.joining(" "))).append('\n');
        }
        return ParameterSet.parse(text.toString(), "edited set " + newName);
    }

    /** Reads "1 2 -3" (blanks or commas between) into ints; the count must be {@code expected}. */
    public static int[] parseValues(String text, int expected) {
        String[] tokens = text.strip().split("[\\s,]+");
        if (text.isBlank()) {
            throw new IllegalArgumentException("no values");
        }
        if (tokens.length != expected) {
            throw new IllegalArgumentException(tokens.length + " values, expected " + expected);
        }
        int[] v = new int[expected];
        for (int i = 0; i < expected; i++) {
            try {
                v[i] = Integer.parseInt(tokens[i]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + tokens[i] + "' is not an integer");
            }
        }
        return v;
    }

    public static String format(int[] values) {
        return Arrays.stream(values).mapToObj(Integer::toString).collect(Collectors.joining(" "));
    }
}
