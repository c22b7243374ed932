package evalbench.app.gui.games;

import evalbench.core.io.PgnGames;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns games of the workbench's one PGN reader ({@link PgnGames}, the corpus reader's rules) into the Games tab's
 * records. A file is not read here but indexed ({@link GameList}); {@link #parse} reads a short text whole. A game
 * whose SAN does not play is reported by {@link GamesView} at that move.
 */
public final class GameReader {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /** The games read, and what was skipped ("line 12: game 3 skipped: ..."). */
    public record Result(List<GameRecord> games, List<String> skipped) {
    }

    private GameReader() {
    }

    /** A game the reader could read (not one skipped whole): its tags, start position and SAN. */
    public static GameRecord record(PgnGames.Game g) {
        String fen = g.header().tag("FEN");
        return new GameRecord(g.header().number(), g.header().tags(), fen.isEmpty() ? START : fen, g.san());
    }

    /** Reads PGN text whole (a short text; tests). */
    public static Result parse(String text) {
        try {
            PgnGames pgn = new PgnGames(new StringReader(text));
            List<GameRecord> games = new ArrayList<>();
            List<String> skipped = new ArrayList<>();
            PgnGames.Game g;
            while ((g = pgn.next()) != null) {
                if (g.problem() != null) {
                    skipped.add(g.problem());
                }
                if (!g.errorInTags()) {
                    games.add(record(g));
                }
            }
            return new Result(games, skipped);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
