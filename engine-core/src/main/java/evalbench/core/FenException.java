package evalbench.core;

/**
 * A FEN that cannot be read, or describes a position that cannot arise. The message names the field
 * and the reason, e.g. "FEN placement: rank 3 has 9 squares".
 */
public final class FenException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final String field;
    private final String reason;

    public FenException(String field, String reason) {
        super("FEN " + field + ": " + reason);
        this.field = field;
        this.reason = reason;
    }

    /** Which part of the FEN is wrong: placement, side to move, castling, en passant, ... or position. */
    public String field() {
        return field;
    }

    public String reason() {
        return reason;
    }
}
