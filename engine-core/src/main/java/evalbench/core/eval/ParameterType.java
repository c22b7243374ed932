package evalbench.core.eval;

/**
 * The integer type in which a model's original program keeps its parameters. A value outside it cannot be the
 * original's, so {@link ParameterSet#fromFile(java.nio.file.Path, ParameterSet, ParameterType,
 * java.util.function.Consumer)} refuses it, as it refuses a value beyond {@link ParameterSet#bound}.
 *
 * @param name how refusals name the type
 */
public record ParameterType(String name, int min, int max) {
    /** C's int (Fruit 2.1, Strelka 2.0 B for Rybka 1.0 Beta, Toga II 3.0): the whole of Java's int. */
    public static final ParameterType INT = new ParameterType("int", Integer.MIN_VALUE, Integer.MAX_VALUE);
    /** Rust's i16 (FabChess 1.15 keeps its scores as pairs of i16). */
    public static final ParameterType I16 = new ParameterType("i16", Short.MIN_VALUE, Short.MAX_VALUE);

    public ParameterType {
        if (min > max) {
            throw new IllegalArgumentException(name + ": min " + min + " above max " + max);
        }
    }

    public boolean contains(long value) {
        return value >= min && value <= max;
    }
}
