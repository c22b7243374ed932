package evalbench.app.gui;

import java.nio.file.Path;

/**
 * What the command line asked the window to open.
 *
 * @param fen the position to show first (null = the last one, or the start position)
 * @param pgn a PGN file to open in the games view (null = none)
 */
public record LaunchOptions(String fen, Path pgn) {
    public static final LaunchOptions NONE = new LaunchOptions(null, null);
}
