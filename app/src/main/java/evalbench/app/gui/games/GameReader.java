package evalbench.app.gui.games;

import evalbench.core.io.LenientUtf8Reader;
import evalbench.core.io.PgnGames;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the games of a PGN file for the Games tab through the workbench's one PGN reader ({@link PgnGames}, the
 * corpus reader's rules): tags and SAN main line, streamed (UTF-8 or Latin-1), with every game that was skipped
 * or cut short listed with its line and reason. A game whose SAN does not play is reported by {@link GamesView}
 * at that move.
 */
public final class GameReader {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /** The games read, and what was skipped ("line 12: game 3: ..."). */
    public record Result(List<GameRecord> games, List<String> skipped) {
    }

    private GameReader() {
    }

    public static Result read(Path file) throws IOException {
        try (Reader in = new BufferedReader(new LenientUtf8Reader(Files.newInputStream(file)), 1 << 16)) {
            return read(in);
        }
    }

    /** Reads PGN text (tests). */
    public static Result parse(String text) {
        try {
            return read(new StringReader(text));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Result read(Reader in) throws IOException {
        PgnGames pgn = new PgnGames(in);
        List<GameRecord> games = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        PgnGames.Game g;
        while ((g = pgn.next()) != null) {
            int number = g.header().number();
            if (g.errorInTags()) {
                skipped.add("line " + g.errorLine() + ": game " + number + " skipped: " + g.error());
                continue;
            }
            if (g.error() != null) {
                skipped.add("line " + g.errorLine() + ": game " + number + " cut short after " + g.san().size()
                        + " moves: " + g.error());
            }
            String fen = g.header().tag("FEN");
            games.add(new GameRecord(number, g.header().tags(), fen.isEmpty() ? START : fen, g.san()));
        }
        return new Result(games, skipped);
    }
}
