package evalbench.core.io;

import evalbench.core.Position;
import java.util.Map;

/**
 * One position read from a corpus.
 *
 * @param index      0-based position number in the corpus (positions only; skipped entries do not count)
 * @param line       1-based line of the FEN/EPD record, or of the move that led to the PGN position (the
 *                   game's first line for its start position)
 * @param fen        the position's FEN
 * @param position   the parsed position (owned by the caller from here on)
 * @param operations EPD operations (empty for FEN lines and PGN)
 * @param game       1-based game number in a PGN file, 0 otherwise
 * @param ply        half-moves played in the game before this position (0 for FEN/EPD)
 */
public record CorpusUnit(long index, int line, String fen, Position position, Map<String, String> operations,
        int game, int ply) {
    /** "line 12" or "game 3, ply 14 (line 40)". */
    public String where() {
        return game == 0 ? "line " + line : "game " + game + ", ply " + ply + " (line " + line + ")";
    }
}
