package evalbench.core;

/** Side colours as ints: {@link #WHITE} = 0, {@link #BLACK} = 1, so {@code c ^ 1} is the opponent. */
public final class Colour {
    public static final int WHITE = 0;
    public static final int BLACK = 1;
    public static final int COUNT = 2;

    private Colour() {
    }

    public static int opposite(int colour) {
        return colour ^ 1;
    }

    public static String name(int colour) {
        return colour == WHITE ? "white" : "black";
    }
}
