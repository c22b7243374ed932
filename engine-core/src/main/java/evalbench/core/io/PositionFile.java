package evalbench.core.io;

import evalbench.core.FenException;
import evalbench.core.Position;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads position lists: one FEN per line, or EPD lines (four FEN fields followed by operations such as
 * {@code bm Qg6; id "WAC.001";}), or perft-suite lines ({@code FEN ;D1 20 ;D2 400}). Blank lines and lines
 * starting with '#' are skipped. Any bad line stops the reading with its line number and reason.
 */
public final class PositionFile {
    private PositionFile() {
    }

    public static List<PositionRecord> read(Path file) {
        List<PositionRecord> records = new ArrayList<>();
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String text;
            int line = 0;
            while ((text = reader.readLine()) != null) {
                line++;
                String position = positionText(text, line);
                if (position == null) {
                    continue;
                }
                try {
                    records.add(parseLine(position, line));
                } catch (FenException e) {
                    throw new PositionFileException(name, line, e.getMessage(), e);
                }
            }
        } catch (IOException e) {
            throw new PositionFileException(name, 0, "cannot read: " + e.getMessage(), e);
        }
        return records;
    }

    /**
     * The text of a FEN or EPD file's line {@code line} (1 for the first) to parse, the first line without its
     * byte-order mark; null for a line that holds no position, a blank one or a '#' comment.
     */
    static String positionText(String text, int line) {
        String body = line == 1 && text.startsWith("\uFEFF") ? text.substring(1) : text;
        return body.isBlank() || body.stripLeading().startsWith("#") ? null : body;
    }

    /**
     * Parses one line as a FEN, an EPD record or a perft-suite record, by the same rule as {@link
     * evalbench.core.Fen#parse}: counters after the four position fields are read as the FEN's counters (and
     * checked as such); anything else after the position must be EPD operations ({@code op operands;}).
     */
    public static PositionRecord parseLine(String text, int line) {
        String body = controlCharactersAsSpaces(text.startsWith("\uFEFF") ? text.substring(1) : text).strip();
        String[] tokens = body.split("\\s+");
        if (tokens.length < 4) {
            throw new FenException(evalbench.core.Fen.FIELD_FEN, "expected at least 4 fields, found " + tokens.length);
        }
        String four = String.join(" ", tokens[0], tokens[1], tokens[2], tokens[3]);
        int rest = 4;
        String fen;
        if (tokens.length >= 5 && looksLikeCounter(tokens[4])) {
            // six FEN fields: Fen.parse checks both counters (a missing or bad fullmove number is its error)
            fen = tokens.length >= 6 && looksLikeCounter(tokens[5]) ? four + " " + tokens[4] + " " + tokens[5]
                    : four + " " + tokens[4];
            rest = 6;
        } else {
            fen = four + " 0 1";
        }
        // Remainder after the position fields: EPD operations separated by ';'.
        String remainder = remainderAfterTokens(body, rest);
        if (!remainder.isEmpty() && remainder.indexOf(';') < 0 && (rest == 6 || !remainder.strip().contains(" "))) {
            throw new FenException(evalbench.core.Fen.FIELD_FEN, "unexpected text after the position: '"
                    + remainder + "' (EPD operations end with ';')");
        }
        Map<String, String> ops = parseOperations(remainder);
        Position position = Position.fromFen(fen);
        return new PositionRecord(line, fen, position, ops);
    }

    /** A halfmove clock or fullmove number, well formed or not (a sign and digits): the FEN reader judges it. */
    private static boolean looksLikeCounter(String token) {
        String digits = token.startsWith("-") || token.startsWith("+") ? token.substring(1) : token;
        return !digits.isEmpty() && digits.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    /** Some files end their lines with a NUL byte (bratko-kopec.epd): such bytes separate, they are not text. */
    private static String controlCharactersAsSpaces(String text) {
        if (text.chars().noneMatch(Character::isISOControl)) {
            return text;
        }
        StringBuilder sb = new StringBuilder(text.length());
        text.chars().forEach(c -> sb.append(Character.isISOControl(c) ? ' ' : (char) c));
        return sb.toString();
    }

    private static String remainderAfterTokens(String body, int count) {
        int i = 0;
        int n = body.length();
        for (int t = 0; t < count; t++) {
            while (i < n && Character.isWhitespace(body.charAt(i))) {
                i++;
            }
            while (i < n && !Character.isWhitespace(body.charAt(i))) {
                i++;
            }
        }
        return body.substring(i).strip();
    }

    private static Map<String, String> parseOperations(String text) {
        if (text.isEmpty()) {
            return Collections.emptyMap();
        }
        Map<String, String> ops = new LinkedHashMap<>();
        for (String part : splitOutsideQuotes(text)) {
            String op = part.strip();
            if (op.isEmpty()) {
                continue;
            }
            int space = op.indexOf(' ');
            String code = space < 0 ? op : op.substring(0, space);
            String operand = space < 0 ? "" : op.substring(space + 1).strip();
            if (operand.length() >= 2 && operand.startsWith("\"") && operand.endsWith("\"")) {
                operand = operand.substring(1, operand.length() - 1);
            }
            ops.putIfAbsent(code, operand);
        }
        return ops;
    }

    private static List<String> splitOutsideQuotes(String text) {
        List<String> parts = new ArrayList<>();
        StringBuilder sb = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            }
            if (c == ';' && !quoted) {
                parts.add(sb.toString());
                sb.setLength(0);
            } else {
                sb.append(c);
            }
        }
        parts.add(sb.toString());
        return parts;
    }
}
