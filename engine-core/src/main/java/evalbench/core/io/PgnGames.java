package evalbench.core.io;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The workbench's one PGN reader: splits PGN text into games (tags and the SAN main line with each move's line),
 * one game at a time, by the rules every view shares. A game ends at its result, at a tag after a blank line, at a
 * tag its game already has, or at the end of the file; a malformed piece (a broken tag, an unclosed comment or
 * variation, a stray ')') ends its game with an error, and reading goes on with the next game. The SAN is not
 * played here: {@link CorpusReader} plays it into positions, the window's Games tab into its move list.
 */
public final class PgnGames {
    /**
     * One game: its header, its SAN moves with their lines, and the error that ended it early, if any.
     *
     * @param error      null, or why the game ends early
     * @param errorLine  the error's line
     * @param errorInTags the error is in the tag section: none of the game can be trusted
     * @param offset     the byte offset of the game's first token in its file (where {@link PgnIndex} reads it
     *                   again), or -1 when the text did not come straight from a {@link LenientUtf8Reader}
     */
    public record Game(PgnGame header, List<String> san, List<Integer> sanLines, String error, int errorLine,
            boolean errorInTags, long offset) {
        /**
         * What went wrong, for a list of problems: "line 12: game 3 skipped: ..." or "... cut short after 5 moves:
         * ...", or null when the game was read whole.
         */
        public String problem() {
            if (error == null) {
                return null;
            }
            return "line " + errorLine + ": game " + header.number()
                    + (errorInTags ? " skipped: " : " cut short after " + san.size() + " moves: ") + error;
        }
    }

    private final PgnTokens tokens;
    private int games;

    public PgnGames(Reader reader) {
        this.tokens = new PgnTokens(reader);
    }

    /** Games from the middle of a file: the first starts on {@code firstLine} and is game {@code gamesBefore + 1}. */
    PgnGames(Reader reader, int firstLine, int gamesBefore) {
        this.tokens = new PgnTokens(reader, firstLine);
        this.games = gamesBefore;
    }

    /** Games read so far. */
    public int games() {
        return games;
    }

    /** The next game, or null at the end of the text. */
    public Game next() throws IOException {
        while (true) {
            PgnTokens.Token first = tokens.peek();
            if (first.kind() == PgnTokens.Kind.END) {
                return null;
            }
            int gameLine = first.line();
            long offset = first.offset();
            Map<String, String> tags = new LinkedHashMap<>();
            String error = null;
            int errorLine = 0;
            while (tokens.peek().kind() == PgnTokens.Kind.TAG || tokens.peek().kind() == PgnTokens.Kind.ERROR
                    && tokens.peek().text().startsWith("tag pair")) {
                PgnTokens.Token t = tokens.peek();
                if (t.kind() == PgnTokens.Kind.TAG && !tags.isEmpty()
                        && (t.afterBlankLine() || tags.containsKey(t.text()))) {
                    break; // the next game's tags: this game has no moves (and no result)
                }
                tokens.next();
                if (t.kind() == PgnTokens.Kind.ERROR) {
                    if (error == null) {
                        error = t.text();
                        errorLine = t.line();
                    }
                } else {
                    tags.putIfAbsent(t.text(), t.value());
                }
            }
            if (tags.isEmpty() && error == null && tokens.peek().kind() == PgnTokens.Kind.RESULT) {
                tokens.next(); // a stray result between games
                continue;
            }
            games++;
            PgnGame header = new PgnGame(games, gameLine, tags);
            List<String> san = new ArrayList<>();
            List<Integer> lines = new ArrayList<>();
            if (error != null) {
                skipRestOfGame();
                return new Game(header, san, lines, error, errorLine, true, offset);
            }
            while (true) {
                PgnTokens.Token t = tokens.peek();
                switch (t.kind()) {
                    case END:
                    case TAG:
                        return new Game(header, san, lines, null, 0, false, offset);
                    case RESULT:
                        tokens.next();
                        return new Game(header, san, lines, null, 0, false, offset);
                    case ERROR:
                        tokens.next();
                        skipRestOfGame();
                        return new Game(header, san, lines, t.text(), t.line(), false, offset);
                    case MOVE:
                    default:
                        tokens.next();
                        san.add(t.text());
                        lines.add(t.line());
                }
            }
        }
    }

    /** After an error: everything up to this game's end (its result, the next tags or the end of the text). */
    private void skipRestOfGame() throws IOException {
        while (true) {
            PgnTokens.Token t = tokens.peek();
            if (t.kind() == PgnTokens.Kind.END || t.kind() == PgnTokens.Kind.TAG) {
                return;
            }
            tokens.next();
            if (t.kind() == PgnTokens.Kind.RESULT) {
                return;
            }
        }
    }
}
