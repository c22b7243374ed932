package evalbench.app.gui.games;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads the games of a PGN file whole: tags and SAN main line, for the game picker and the move list. The corpus
 * reader in {@code evalbench.core.io} streams positions without tags or moves, so the Games tab keeps this small
 * reader ({@link SimplePgnReader}); a game whose SAN does not play is reported by {@link GamesView} at that move.
 */
public interface GameReader {
    List<GameRecord> read(Path file) throws IOException;
}
