package evalbench.app.gui.games;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads the games of a PGN file. The window uses {@link SimplePgnReader} until engine-core's streamed PGN reader
 * (evalbench.core.io, corpus branch) lands; then only the factory in {@link GamesView} changes.
 */
public interface GameReader {
    List<GameRecord> read(Path file) throws IOException;
}
