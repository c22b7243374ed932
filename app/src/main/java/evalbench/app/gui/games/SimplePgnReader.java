package evalbench.app.gui.games;

import evalbench.core.Position;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A small PGN reader for the games view: tag pairs and the main line (comments, variations, NAGs, move numbers
 * and results skipped). Moves stay SAN text here; the view checks them against the position.
 */
public final class SimplePgnReader implements GameReader {
    private static final Pattern TAG = Pattern.compile("\\[\\s*([A-Za-z0-9_]+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\s*\\]");
    private static final Pattern MOVE_NUMBER = Pattern.compile("\\d+\\.+");
    private static final Pattern RESULT = Pattern.compile("1-0|0-1|1/2-1/2|\\*");

    @Override
    public List<GameRecord> read(Path file) throws IOException {
        return parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
    }

    /** Parses PGN text; {@code origin} names the file in errors. */
    public static List<GameRecord> parse(String text, String origin) {
        List<GameRecord> games = new ArrayList<>();
        Map<String, String> tags = new LinkedHashMap<>();
        StringBuilder moves = new StringBuilder();
        boolean inMoves = false;
        for (String raw : text.split("\r?\n", -1)) {
            String line = raw.strip();
            if (line.startsWith("%")) {
                continue;
            }
            if (line.startsWith("[") && !inMovesOpenComment(moves)) {
                if (inMoves) {
                    games.add(game(games.size() + 1, tags, moves, origin));
                    tags = new LinkedHashMap<>();
                    moves.setLength(0);
                    inMoves = false;
                }
                Matcher m = TAG.matcher(line);
                if (m.matches()) {
                    tags.put(m.group(1), m.group(2).replace("\\\"", "\"").replace("\\\\", "\\"));
                }
                continue;
            }
            if (!line.isEmpty()) {
                inMoves = true;
                moves.append(line).append('\n');
            }
        }
        if (inMoves || !tags.isEmpty()) {
            games.add(game(games.size() + 1, tags, moves, origin));
        }
        return games;
    }

    private static boolean inMovesOpenComment(StringBuilder moves) {
        int open = moves.lastIndexOf("{");
        return open >= 0 && moves.indexOf("}", open) < 0;
    }

    private static GameRecord game(int number, Map<String, String> tags, StringBuilder text, String origin) {
        List<String> san = new ArrayList<>();
        int depth = 0;
        int i = 0;
        String s = text.toString();
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '{') {
                int end = s.indexOf('}', i);
                i = end < 0 ? s.length() : end + 1;
            } else if (c == ';') {
                int end = s.indexOf('\n', i);
                i = end < 0 ? s.length() : end + 1;
            } else if (c == '(') {
                depth++;
                i++;
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
                i++;
            } else if (Character.isWhitespace(c)) {
                i++;
            } else {
                int j = i;
                while (j < s.length() && !Character.isWhitespace(s.charAt(j)) && "{}();".indexOf(s.charAt(j)) < 0) {
                    j++;
                }
                String token = s.substring(i, j);
                i = j;
                if (depth > 0 || token.startsWith("$") || RESULT.matcher(token).matches()) {
                    continue;
                }
                Matcher moveNumber = MOVE_NUMBER.matcher(token);
                if (moveNumber.lookingAt()) {
                    token = token.substring(moveNumber.end());
                    if (token.isEmpty()) {
                        continue;
                    }
                }
                san.add(token.replaceAll("[!?]+$", ""));
            }
        }
        String fen = tags.getOrDefault("FEN", Position.START_FEN);
        return new GameRecord(number, java.util.Collections.unmodifiableMap(new LinkedHashMap<>(tags)), fen,
                List.copyOf(san));
    }
}
