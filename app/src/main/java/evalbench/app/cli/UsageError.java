package evalbench.app.cli;

/** A combination of options that cannot be carried out; reported as one line with exit code 2. */
public final class UsageError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UsageError(String message) {
        super(message);
    }
}
