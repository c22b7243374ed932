package evalbench.app.gui.games;

import java.util.List;
import java.util.Map;

/**
 * One game as read from a PGN file: its tags, its start position and its moves in SAN (not yet checked).
 *
 * @param number   1-based position of the game in its file
 * @param tags     the tag pairs in file order
 * @param startFen the FEN tag, or the standard start position
 * @param san      the main line's moves
 * @param problem  why the game could not be read again from its file (changed, removed), or empty
 */
public record GameRecord(int number, Map<String, String> tags, String startFen, List<String> san, String problem) {
    public GameRecord(int number, Map<String, String> tags, String startFen, List<String> san) {
        this(number, tags, startFen, san, "");
    }

    /** "12. Fischer – Spassky, Reykjavik 1972 (1-0, 41 moves)" for the game picker. */
    public String title() {
        if (!problem.isEmpty()) {
            return number + ". (" + problem + ")";
        }
        String white = tags.getOrDefault("White", "?");
        String black = tags.getOrDefault("Black", "?");
        String event = tags.getOrDefault("Event", "");
        String date = tags.getOrDefault("Date", "");
        String year = date.length() >= 4 && !date.startsWith("?") ? " " + date.substring(0, 4) : "";
        return number + ". " + white + " – " + black + (event.isEmpty() || event.equals("?") ? "" : ", " + event) + year
                + " (" + tags.getOrDefault("Result", "*") + ", " + moves((san.size() + 1) / 2) + ")";
    }

    private static String moves(int n) {
        return n + (n == 1 ? " move" : " moves");
    }

    @Override
    public String toString() {
        return title();
    }
}
