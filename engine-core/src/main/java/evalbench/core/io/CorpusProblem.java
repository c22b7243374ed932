package evalbench.core.io;

/**
 * An entry of a corpus that was skipped: where (file and 1-based line) and why. {@code kind} groups problems
 * for the counts in reports ("bad FEN", "bad move", "bad PGN").
 */
public record CorpusProblem(String file, int line, String kind, String reason) {
    @Override
    public String toString() {
        return file + ", line " + line + ": " + kind + ": " + reason;
    }
}
