package evalbench.studies.report;

import evalbench.core.Bitboards;
import evalbench.core.Square;
import java.util.StringJoiner;

/** Square sets (bitboards) as text. */
public final class SquareSets {
    private SquareSets() {
    }

    /** "a2 b3 h7" in square order. */
    public static String names(long squares) {
        StringJoiner j = new StringJoiner(" ");
        for (long b = squares; b != 0; b &= b - 1) {
            j.add(Square.name(Bitboards.first(b)));
        }
        return j.toString();
    }
}
