package evalbench.core.eval;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A model's weights, arrays and tables as data, read from a text file people can edit:
 *
 * <pre>
 * # comment
 * &#64;set fruit-2.1                 the set's name
 * &#64;title Fruit 2.1 (2005)        free text shown in reports
 * [material]                      a section heading (for readers; names are global)
 * PawnOpening = 70
 * KnightLine [seed] = -4 -2 0 1 1 0 -2 -4
 * PieceBonus [strelka] =          values may continue on indented lines
 *     0 880 1714
 *     -880 0 841
 * </pre>
 *
 * The optional tag in brackets is the numbers' provenance. The SHA-256 of the file's bytes identifies the
 * set in reports.
 */
public final class ParameterSet {
    private static final Pattern ENTRY = Pattern.compile("([A-Za-z_][A-Za-z0-9_.-]*)\\s*(?:\\[([A-Za-z0-9_.-]+)\\])?\\s*=(.*)");
    private static final Pattern NUMBER = Pattern.compile("[+-]?\\d{1,10}");

    /** One named parameter: its values (one for a scalar), provenance tag, section and line. */
    public record Parameter(String name, int[] values, String provenance, String section, int line) {
        public boolean isScalar() {
            return values.length == 1;
        }
    }

    private final String name;
    private final String origin;
    private final String title;
    private final String source;
    private final String sha256;
    private final Map<String, Parameter> parameters;

    private ParameterSet(String name, String origin, String title, String source, String sha256,
            Map<String, Parameter> parameters) {
        this.name = name;
        this.origin = origin;
        this.title = title;
        this.source = source;
        this.sha256 = sha256;
        this.parameters = Collections.unmodifiableMap(parameters);
    }

    /** Reads a set from a class-path resource (the sets shipped with the models). */
    public static ParameterSet fromResource(Class<?> anchor, String resource) {
        try (InputStream in = anchor.getResourceAsStream(resource)) {
            if (in == null) {
                throw new ParameterFileException("parameter resource " + resource + " is missing");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), resource);
        } catch (IOException e) {
            throw new ParameterFileException("parameter resource " + resource + ": " + e.getMessage());
        }
    }

    /**
     * The one reader of a model's modified parameter file ({@code eval --params}, UCI {@code ParameterFile}, the
     * Parameters tab), every refusal naming the file and, where the problem is on one, its line:
     * <ol>
     * <li>UTF-8 text (a byte-order mark is skipped, other bytes are refused with their line) in the format above;</li>
     * <li>checked against the model's shipped set: no name the shipped set lacks, every value within its
     * {@code type} and within {@link #bound} of the shipped values;</li>
     * <li>checked by the model: every name it needs present with the number of values it needs, and its own bounds
     * (a divisor that must be positive ...).</li>
     * </ol>
     */
    public static ParameterSet fromFile(Path file, ParameterSet shipped, ParameterType type,
            java.util.function.Consumer<ParameterSet> modelCheck) throws IOException {
        ParameterSet set = read(file);
        set.checkAgainst(shipped, type);
        try {
            modelCheck.accept(set);
        } catch (ParameterFileException e) {
            // a model's message names the file and line; one that does not is still put in its file
            throw e.getMessage().startsWith(set.origin) ? e : new ParameterFileException(file + ": " + e.getMessage());
        } catch (RuntimeException e) {
            throw new ParameterFileException(file + ": " + e.getMessage());
        }
        return set;
    }

    /** Reads a parameter file's text and format only; names the file, and the line of a format error. */
    private static ParameterSet read(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            throw new ParameterFileException(file + ": is a folder, not a parameter file");
        }
        if (!Files.exists(file)) {
            throw new ParameterFileException(file + ": no such file");
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (java.nio.file.AccessDeniedException e) {
            throw new ParameterFileException(file + ": permission denied");
        }
        return parse(utf8(bytes, file.toString()), file.toString());
    }

    /** Magnitudes above this many times the shipped set's largest value of a parameter (or above the floor) are refused. */
    public static final int BOUND_FACTOR = 16;
    public static final int BOUND_FLOOR = 100_000;

    /** The largest magnitude a parameter may take, from the shipped set's values: what-if edits, not overflows. */
    public static long bound(Parameter shipped) {
        long largest = 0;
        for (int v : shipped.values()) {
            largest = Math.max(largest, Math.abs((long) v));
        }
        return Math.max(BOUND_FLOOR, BOUND_FACTOR * largest);
    }

    /**
     * Refuses names the shipped set does not have, values outside the type and values beyond {@link #bound}; names
     * the file and line.
     */
    private void checkAgainst(ParameterSet shipped, ParameterType type) {
        for (Parameter p : parameters.values()) {
            Parameter reference = shipped.parameters.get(p.name());
            if (reference == null) {
                throw error(origin, p.line(), "unknown parameter " + p.name() + " (set " + shipped.name()
                        + " has no such name)");
            }
            long bound = bound(reference);
            for (int v : p.values()) {
                if (!type.contains(v)) {
                    throw error(origin, p.line(), "parameter " + p.name() + ": " + v + " is outside " + type.name()
                            + " (" + type.min() + ".." + type.max() + "), the type of the original's parameters");
                }
                if (Math.abs((long) v) > bound) {
                    throw error(origin, p.line(), "parameter " + p.name() + ": " + v + " is beyond +-" + bound
                            + " (" + BOUND_FACTOR + " times the largest shipped value, at least " + BOUND_FLOOR
                            + "), where sums of terms could overflow");
                }
            }
        }
    }

    /** Decodes UTF-8 strictly; a byte that is not UTF-8 is refused with its line. */
    private static String utf8(byte[] bytes, String origin) {
        java.nio.charset.CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT);
        try {
            return decoder.decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            int line = 1;
            int at = 0;
            // find the first byte that does not decode by decoding line by line
            for (int start = 0; start < bytes.length; line++) {
                int end = start;
                while (end < bytes.length && bytes[end] != '\n') {
                    end++;
                }
                try {
                    StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes, start, end - start));
                } catch (java.nio.charset.CharacterCodingException bad) {
                    at = start;
                    for (int i = start; i < end; i++) {
                        if (bytes[i] < 0) {
                            at = i;
                            break;
                        }
                    }
                    return failUtf8(origin, line, bytes[at]);
                }
                start = end + 1;
            }
            return failUtf8(origin, line, bytes.length == 0 ? 0 : bytes[bytes.length - 1]);
        }
    }

    private static String failUtf8(String origin, int line, byte b) {
        throw error(origin, line, String.format(java.util.Locale.ROOT,
                "not UTF-8 text (byte 0x%02X); save the file as UTF-8", b & 0xff));
    }

    /**
     * Parses the text of a parameter file.
     *
     * @param origin file or resource name used in error messages
     */
    public static ParameterSet parse(String text, String origin) {
        Map<String, Parameter> map = new LinkedHashMap<>();
        String setName = null;
        String title = "";
        String section = "";
        String current = null;
        String currentTag = null;
        String currentSection = null;
        int currentLine = 0;
        List<Integer> currentValues = null;
        String[] lines = (text.startsWith("\uFEFF") ? text.substring(1) : text).split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            int lineNo = i + 1;
            String raw = lines[i];
            int hash = raw.indexOf('#');
            String line = (hash >= 0 ? raw.substring(0, hash) : raw).stripTrailing();
            if (line.isBlank()) {
                continue;
            }
            boolean continuation = Character.isWhitespace(line.charAt(0));
            if (continuation) {
                if (current == null) {
                    throw error(origin, lineNo, "indented values without a parameter name above them");
                }
                readNumbers(line.strip(), currentValues, origin, lineNo);
                continue;
            }
            if (current != null) {
                put(map, current, currentValues, currentTag, currentSection, currentLine, origin);
                current = null;
            }
            if (line.startsWith("@set ")) {
                setName = line.substring(5).strip();
            } else if (line.startsWith("@title ")) {
                title = line.substring(7).strip();
            } else if (line.startsWith("[") && line.endsWith("]")) {
                section = line.substring(1, line.length() - 1).strip();
            } else {
                Matcher m = ENTRY.matcher(line);
                if (!m.matches()) {
                    throw error(origin, lineNo, "expected 'Name = values', found '" + line.strip() + "'");
                }
                current = m.group(1);
                currentTag = m.group(2) == null ? "" : m.group(2);
                currentSection = section;
                currentLine = lineNo;
                if (map.containsKey(current)) {
                    throw error(origin, lineNo, "parameter " + current + " is defined twice (first on line "
                            + map.get(current).line() + ")");
                }
                currentValues = new ArrayList<>();
                readNumbers(m.group(3).strip(), currentValues, origin, lineNo);
            }
        }
        if (current != null) {
            put(map, current, currentValues, currentTag, currentSection, currentLine, origin);
        }
        if (setName == null || setName.isEmpty()) {
            throw new ParameterFileException(origin + ": missing '@set name' line");
        }
        return new ParameterSet(setName, origin, title, text, sha256(text), map);
    }

    private static void readNumbers(String text, List<Integer> into, String origin, int lineNo) {
        if (text.isEmpty()) {
            return;
        }
        for (String token : text.split("[\\s,]+")) {
            if (token.isEmpty()) {
                continue;
            }
            if (!NUMBER.matcher(token).matches()) {
                throw error(origin, lineNo, "'" + token + "' is not an integer");
            }
            long v = Long.parseLong(token);
            if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
                throw error(origin, lineNo, "'" + token + "' is out of the int range");
            }
            into.add((int) v);
        }
    }

    private static void put(Map<String, Parameter> map, String name, List<Integer> values, String tag, String section,
            int line, String origin) {
        if (values.isEmpty()) {
            throw error(origin, line, "parameter " + name + " has no values");
        }
        int[] array = values.stream().mapToInt(Integer::intValue).toArray();
        map.put(name, new Parameter(name, array, tag, section, line));
    }

    private static ParameterFileException error(String origin, int line, String reason) {
        return new ParameterFileException(origin + ", line " + line + ": " + reason);
    }

    private static String sha256(String text) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(md.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is not available", e);
        }
    }

    /** Where the set was read from (a file's path or a resource's name), as errors name it. */
    public String origin() {
        return origin;
    }

    /** The set's name from its '@set' line, e.g. "fruit-2.1". */
    public String name() {
        return name;
    }

    public String title() {
        return title;
    }

    /** The file's text as read. */
    public String source() {
        return source;
    }

    /** SHA-256 of the file's text, hex. */
    public String sha256() {
        return sha256;
    }

    public Map<String, Parameter> parameters() {
        return parameters;
    }

    public boolean has(String parameter) {
        return parameters.containsKey(parameter);
    }

    public Parameter parameter(String parameter) {
        Parameter p = parameters.get(parameter);
        if (p == null) {
            throw new ParameterFileException(origin + ": parameter " + parameter + " is missing");
        }
        return p;
    }

    /** A scalar parameter's value. */
    public int value(String parameter) {
        return values(parameter, 1)[0];
    }

    /** An array parameter's values, checked to have exactly {@code length} entries. Returns a copy. */
    public int[] values(String parameter, int length) {
        Parameter p = parameter(parameter);
        if (p.values().length != length) {
            throw new ParameterFileException(origin + ", line " + p.line() + ": parameter " + parameter
                    + " has " + p.values().length + " values, expected " + length);
        }
        return p.values().clone();
    }

    public String provenance(String parameter) {
        return parameter(parameter).provenance();
    }
}
