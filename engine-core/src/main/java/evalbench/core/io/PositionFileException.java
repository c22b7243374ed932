package evalbench.core.io;

/** A position file that cannot be read; the message names the file, the line and the reason. */
public final class PositionFileException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int line;

    public PositionFileException(String file, int line, String reason, Throwable cause) {
        super(file + (line > 0 ? ", line " + line : "") + ": " + reason, cause);
        this.line = line;
    }

    public int line() {
        return line;
    }
}
