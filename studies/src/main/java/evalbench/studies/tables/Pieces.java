package evalbench.studies.tables;

import evalbench.core.PieceType;
import java.util.Locale;

/** Piece names for tables: pawn .. king, as {@link PieceType} codes. */
public final class Pieces {
    private static final String[] NAMES = {null, "pawn", "knight", "bishop", "rook", "queen", "king"};

    private Pieces() {
    }

    public static String name(int type) {
        return NAMES[type];
    }

    /** Parses a piece name (or its letter); anything else is an IllegalArgumentException listing the names. */
    public static int parse(String text) {
        String t = text.toLowerCase(Locale.ROOT);
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            if (NAMES[type].equals(t) || (t.length() == 1 && Character.toLowerCase(PieceType.letter(type)) == t.charAt(0))) {
                return type;
            }
        }
        throw new IllegalArgumentException("unknown piece '" + text + "' (known: pawn, knight, bishop, rook, queen, king)");
    }
}
