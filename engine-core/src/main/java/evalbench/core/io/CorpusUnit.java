package evalbench.core.io;

import evalbench.core.Position;
import java.util.Map;

/**
 * One position read from a corpus. Its {@link Position} is built from the FEN on first use, by whichever
 * thread uses the unit (so a reader thread hands out FENs and the workers do the parsing); a unit belongs to
 * one thread at a time.
 */
public final class CorpusUnit {
    private final long index;
    private final int line;
    private final String fen;
    private final Map<String, String> operations;
    private final int game;
    private final int ply;
    private Position position;

    /**
     * @param index      0-based position number in the corpus (positions only; skipped entries do not count)
     * @param line       1-based line of the FEN/EPD record, or of the move that led to the PGN position (the
     *                   game's first line for its start position)
     * @param fen        the position's FEN (checked: it parses)
     * @param position   the parsed position, or null to parse {@code fen} on first use
     * @param operations EPD operations (empty for FEN lines and PGN)
     * @param game       1-based game number in a PGN file, 0 otherwise
     * @param ply        half-moves played in the game before this position (0 for FEN/EPD)
     */
    public CorpusUnit(long index, int line, String fen, Position position, Map<String, String> operations, int game,
            int ply) {
        this.index = index;
        this.line = line;
        this.fen = fen;
        this.position = position;
        this.operations = operations;
        this.game = game;
        this.ply = ply;
    }

    public long index() {
        return index;
    }

    public int line() {
        return line;
    }

    public String fen() {
        return fen;
    }

    /** The position (without game history), parsed from the FEN on first use. */
    public Position position() {
        if (position == null) {
            position = Position.fromFen(fen);
        }
        return position;
    }

    public Map<String, String> operations() {
        return operations;
    }

    public int game() {
        return game;
    }

    public int ply() {
        return ply;
    }

    /** "line 12" or "game 3, ply 14 (line 40)". */
    public String where() {
        return game == 0 ? "line " + line : "game " + game + ", ply " + ply + " (line " + line + ")";
    }
}
