package evalbench.core.eval;

/** A parameter file that cannot be used; the message names the file, line or parameter and the reason. */
public final class ParameterFileException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public ParameterFileException(String message) {
        super(message);
    }
}
