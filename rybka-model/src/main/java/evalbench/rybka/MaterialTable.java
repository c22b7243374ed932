package evalbench.rybka;

import evalbench.core.Colour;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import java.util.HashMap;
import java.util.Map;

/**
 * Strelka's material table: one entry per combination of piece counts (queens 0..1, rooks, bishops and
 * knights 0..2, pawns 0..8 per side), holding the imbalance value added to the plain material sum and a
 * flags word (opposite-bishops flag, the two king-safety switches, the phase). Generated at load time from
 * the component tables, special and draw configurations of the parameter set.
 *
 * <p>Counts are not clamped when a position is looked up: a promotion that gives a side two queens or three
 * knights produces an index that reads another configuration's entry, and an index past the end of the
 * table reads "no entry" (value 0, flags 0). That is the program's behaviour and is reproduced here.
 */
final class MaterialTable {
    /** The ten counts, in index order, and their largest values inside the table. */
    static final int COUNTED_KINDS = 10;
    static final String[] KIND_NAMES = {"white queens", "black queens", "white rooks", "black rooks",
        "white bishops", "black bishops", "white knights", "black knights", "white pawns", "black pawns"};
    static final int[] MAX_COUNT = {1, 1, 2, 2, 2, 2, 2, 2, 8, 8};
    /** Mixed-radix place values of the counts: 2·2·3·3·3·3·3·3·9·9, pawns most significant. */
    private static final int[] PLACE = {1, 2, 4, 12, 36, 108, 324, 972, 2916, 26244};
    /** Piece codes in index order. */
    private static final int[] PIECES = {Piece.WHITE_QUEEN, Piece.BLACK_QUEEN, Piece.WHITE_ROOK, Piece.BLACK_ROOK,
        Piece.WHITE_BISHOP, Piece.BLACK_BISHOP, Piece.WHITE_KNIGHT, Piece.BLACK_KNIGHT, Piece.WHITE_PAWN,
        Piece.BLACK_PAWN};
    static final int SIZE = 236_196;
    /** The program keeps 18 bits of the index sum before comparing it with the table size. */
    static final int INDEX_MASK = 0x3FFFF;

    // Positions of the counts in a configuration row.
    private static final int WQ = 0, BQ = 1, WR = 2, BR = 3, WB = 4, BB = 5, WN = 6, BN = 7, WP = 8, BP = 9;

    // Sizes of the component tables (their first index is "majors" = 2·queens + rooks of both sides).
    static final int MAJORS = 9;
    static final int MINORS = 9;
    static final int KNIGHTS = 3;
    static final int SIDE_MINORS = 7;
    static final int QUEENS = 3;
    static final int ROOKS = 3;
    static final int PIECE_CONFIGURATIONS = 2 * 2 * 3 * 3 * 3 * 3 * 3 * 3;

    // Flags word: bit 0 opposite-coloured bishops possible, bit 1 / bit 2 evaluate White's / Black's king
    // safety, phase from bit 4 up.
    static final int FLAG_OPPOSITE_BISHOPS = 1;
    private static final int FLAG_KING_SAFETY_WHITE = 2;
    private static final int FLAG_KING_SAFETY_BLACK = 4;
    private static final int PHASE_SHIFT = 4;

    /**
     * Per index: the 16-bit value (signed, as the program stores it) in the high half and the 16-bit flags word in
     * the low half, side by side so that one lookup touches one cache line, not two.
     */
    private final int[] entries;

    private MaterialTable(int[] entries) {
        this.entries = entries;
    }

    static MaterialTable build(RybkaParameters p) {
        Map<Integer, Integer> special = new HashMap<>();
        int[] rows = p.specialConfigurations;
        for (int r = 0; r < rows.length; r += RybkaParameters.SPECIAL_COLUMNS) {
            special.putIfAbsent(indexOfRow(rows, r), rows[r + COUNTED_KINDS]);
        }
        boolean[] draw = new boolean[SIZE];
        int[] draws = p.drawConfigurations;
        for (int r = 0; r < draws.length; r += RybkaParameters.DRAW_COLUMNS) {
            draw[indexOfRow(draws, r)] = true;
        }
        int[] entries = new int[SIZE];
        int[] c = new int[COUNTED_KINDS];
        for (int index = 0; index < SIZE; index++) {
            decode(index, c);
            short value = (short) value(p, c, draw[index], special);
            char flags = (char) flags(p, c);
            entries[index] = value << 16 | flags;
        }
        return new MaterialTable(entries);
    }

    /** The table value of one configuration (spec §2.3), before the 16-bit store. */
    private static int value(RybkaParameters p, int[] c, boolean draw, Map<Integer, Integer> special) {
        int units = p.pieceUnits[0] * (c[WP] - c[BP]) + p.pieceUnits[1] * (c[WN] - c[BN])
                + p.pieceUnits[2] * (c[WB] - c[BB]) + p.pieceUnits[3] * (c[WR] - c[BR])
                + p.pieceUnits[4] * (c[WQ] - c[BQ]);
        int diff = units * p.pawnValue;
        int value;
        if (draw) {
            value = -diff;
        } else {
            Integer listed = special.get(index(c));
            Integer mirrored = listed == null ? special.get(swappedIndex(c)) : null;
            if (listed != null) {
                value = listed;
            } else if (mirrored != null) {
                value = -mirrored;
            } else {
                value = imbalance(p, c);
            }
        }
        if (Math.abs(value) < p.materialSmallLimit) {
            value /= p.materialSmallDivisor;
            if (c[WB] >= 2) {
                value += p.materialBishopPair;
            }
            if (c[BB] >= 2) {
                value -= p.materialBishopPair;
            }
        }
        int pieces = c[WQ] + c[BQ] + c[WR] + c[BR] + c[WB] + c[BB] + c[WN] + c[BN];
        if (pieces == 0) {
            value = p.materialPawnEndingPerPawn * (c[WP] - c[BP]);
        }
        return value;
    }

    /** The imbalance formula: a per-pawn term for each side from the pawn tables, plus the piece bonus. */
    private static int imbalance(RybkaParameters p, int[] c) {
        int majors = 2 * (c[WQ] + c[BQ]) + c[WR] + c[BR];
        int minors = c[WB] + c[BB] + c[WN] + c[BN];
        int queens = c[WQ] + c[BQ];
        int blackPawnTerm = p.materialPawnBase - pawnKnight(p, majors, minors, c[BN])
                + p.pawnMinors[majors * SIDE_MINORS + c[WB] + c[BB] + c[WN]]
                + p.pawnMajors[(queens * ROOKS + c[WR]) * ROOKS + c[BR]];
        int whitePawnTerm = p.materialPawnBase - pawnKnight(p, majors, minors, c[WN])
                + p.pawnMinors[majors * SIDE_MINORS + c[WB] + c[BB] + c[BN]]
                + p.pawnMajors[(queens * ROOKS + c[BR]) * ROOKS + c[WR]];
        int bonus = p.pieceBonus[(((((((c[WQ] * 2 + c[BQ]) * 3 + c[WR]) * 3 + c[BR]) * 3 + c[WB]) * 3 + c[BB]) * 3
                + c[WN]) * 3) + c[BN]];
        return c[BP] * blackPawnTerm - c[WP] * whitePawnTerm + bonus;
    }

    private static int pawnKnight(RybkaParameters p, int majors, int minors, int knights) {
        return p.pawnKnight[(majors * MINORS + minors) * KNIGHTS + knights];
    }

    private static int flags(RybkaParameters p, int[] c) {
        int majors = 2 * (c[WQ] + c[BQ]) + c[WR] + c[BR];
        int phase = p.phaseMax - p.phaseWeights[1] * (c[WN] + c[BN]) - p.phaseWeights[2] * (c[WB] + c[BB])
                - p.phaseWeights[3] * (c[WR] + c[BR]) - p.phaseWeights[4] * (c[WQ] + c[BQ])
                - p.phaseWeights[0] * (c[WP] + c[BP]);
        int f = Math.max(phase, 0) << PHASE_SHIFT;
        if (majors == 0 && c[WB] == 1 && c[BB] == 1 && c[WN] + c[BN] == 0
                && Math.abs(c[WP] - c[BP]) <= p.oppositeBishopsMaxPawnDifference) {
            f |= FLAG_OPPOSITE_BISHOPS;
        }
        if (c[BQ] != 0 && c[BR] + c[BB] + c[BN] > 0) {
            f |= FLAG_KING_SAFETY_WHITE;
        }
        if (c[WQ] != 0 && c[WR] + c[WB] + c[WN] > 0) {
            f |= FLAG_KING_SAFETY_BLACK;
        }
        return f;
    }

    // ---- lookup --------------------------------------------------------------------------------

    /** The program's lookup index for a position: counts times place values, unclamped, 18 bits kept. */
    static int index(Position pos) {
        int sum = 0;
        for (int i = 0; i < COUNTED_KINDS; i++) {
            sum += pos.count(PIECES[i]) * PLACE[i];
        }
        return sum & INDEX_MASK;
    }

    /** True if the index has an entry (indexes past the end read value 0 and flags 0). */
    static boolean hasEntry(int index) {
        return index < SIZE;
    }

    int value(int index) {
        return index < SIZE ? entries[index] >> 16 : 0;
    }

    int flags(int index) {
        return index < SIZE ? entries[index] & 0xFFFF : 0;
    }

    static int phase(int flags) {
        return flags >>> PHASE_SHIFT;
    }

    /** Whether the king of {@code colour} gets shelter and is scored for attacks against it. */
    static boolean kingSafety(int flags, int colour) {
        return (flags & (colour == Colour.WHITE ? FLAG_KING_SAFETY_WHITE : FLAG_KING_SAFETY_BLACK)) != 0;
    }

    static boolean oppositeBishopsPossible(int flags) {
        return (flags & FLAG_OPPOSITE_BISHOPS) != 0;
    }

    /**
     * Why a position's lookup is unusual, or null when every count lies inside the table: names the counts
     * beyond the table and the configuration whose entry the index reads (or that there is none).
     */
    String outOfRangeWarning(Position pos) {
        StringBuilder over = new StringBuilder();
        for (int i = 0; i < COUNTED_KINDS; i++) {
            int n = pos.count(PIECES[i]);
            if (n > MAX_COUNT[i]) {
                over.append(over.length() == 0 ? "" : ", ").append(n).append(' ').append(KIND_NAMES[i])
                        .append(" (table holds 0..").append(MAX_COUNT[i]).append(')');
            }
        }
        if (over.length() == 0) {
            return null;
        }
        int index = index(pos);
        String target;
        if (hasEntry(index)) {
            int[] c = new int[COUNTED_KINDS];
            decode(index, c);
            target = "reads the entry of configuration " + describe(c) + " (value " + value(index) + ", flags "
                    + flags(index) + ")";
        } else {
            target = "is past the end of the table (" + SIZE + " entries): value 0, flags 0, phase 0, no king safety";
        }
        return "material table: " + over + "; lookup index " + index + " " + target;
    }

    /** "wQ bQ wR bR wB bB wN bN wP bP = ..." for messages. */
    static String describe(int[] c) {
        StringBuilder sb = new StringBuilder("wQ bQ wR bR wB bB wN bN wP bP =");
        for (int v : c) {
            sb.append(' ').append(v);
        }
        return sb.toString();
    }

    /** Counts of an in-range index (the inverse of the place-value sum). */
    static void decode(int index, int[] counts) {
        int rest = index;
        for (int i = 0; i < COUNTED_KINDS; i++) {
            int radix = i + 1 < COUNTED_KINDS ? PLACE[i + 1] / PLACE[i] : Integer.MAX_VALUE;
            counts[i] = rest % radix;
            rest /= radix;
        }
    }

    static int index(int[] counts) {
        int sum = 0;
        for (int i = 0; i < COUNTED_KINDS; i++) {
            sum += counts[i] * PLACE[i];
        }
        return sum;
    }

    /** Index of the same configuration with the colours swapped (counts come in white/black pairs). */
    private static int swappedIndex(int[] c) {
        int sum = 0;
        for (int i = 0; i < COUNTED_KINDS; i++) {
            sum += c[i ^ 1] * PLACE[i];
        }
        return sum;
    }

    private static int indexOfRow(int[] rows, int start) {
        int sum = 0;
        for (int i = 0; i < COUNTED_KINDS; i++) {
            sum += rows[start + i] * PLACE[i];
        }
        return sum;
    }
}
