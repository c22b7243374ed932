package evalbench.fabchess;

import evalbench.core.Bitboards;
import evalbench.core.PieceType;
import evalbench.core.eval.ScoreSheet;
import java.util.Arrays;
import java.util.List;

/**
 * The counts FabChess prints beside its terms (how many doubled pawns, passers, x-rays, missing shield files
 * ...), per side: the reference file's {@code <name>_w_n} and {@code <name>_b_n} columns.
 */
final class Counts {
    static final int MATERIAL_PAWN = 0;
    static final int DOUBLED = 5;
    static final int ISOLATED = 6;
    static final int BACKWARD = 7;
    static final int SUPPORTED = 8;
    static final int CENTRE_ATTACK = 9;
    static final int PAWN_MOBILITY = 10;
    static final int PASSERS = 11;
    static final int PASSERS_UNBLOCKED = 12;
    static final int ROOK_BEHIND = 13;
    static final int ENEMY_ROOK_BEHIND = 14;
    static final int PASSERS_WEAK = 15;
    static final int KNIGHT_SUPPORTED = 16;
    static final int KNIGHT_OUTPOST = 17;
    static final int XRAY_BISHOP = 18;
    static final int XRAY_ROOK = 19;
    static final int XRAY_QUEEN = 20;
    static final int ROOK_OPEN = 21;
    static final int ROOK_SEMI_OPEN = 22;
    static final int QUEEN_OPEN = 23;
    static final int QUEEN_SEMI_OPEN = 24;
    static final int ROOK_SEVENTH = 25;
    static final int SHIELD_MISSING = 26;
    static final int SHIELD_MISSING_OPEN = 27;

    /** Column stems in the reference file's order; index = the constants above (material: + PieceType - PAWN). */
    static final List<String> NAMES = List.of("material_pawn", "material_knight", "material_bishop", "material_rook",
            "material_queen", "pawn_doubled", "pawn_isolated", "pawn_backward", "pawn_supported", "pawn_center_attack",
            "pawn_mobility", "passer", "passer_unblocked", "passer_rook_behind", "passer_enemy_rook_behind",
            "passer_weak", "knight_supported", "knight_outpost", "xray_bishop", "xray_rook", "xray_queen",
            "rook_open", "rook_semi_open", "queen_open", "queen_semi_open", "rook_seventh", "shield_missing",
            "shield_open_missing");

    /** Material count index of a piece type (pawn..queen); the material columns skip the pair. */
    static int material(int type) {
        return MATERIAL_PAWN + type - PieceType.PAWN;
    }

    private final int[] values = new int[NAMES.size() * 2];
    private boolean recording = true;

    /**
     * Starts an evaluation: with {@code record} every count from zero; without (the fast path) the counts are
     * not kept at all, since only the breakdown prints them.
     */
    void start(boolean record) {
        recording = record;
        if (record) {
            Arrays.fill(values, 0);
        }
    }

    /**
     * Adds a term worth {@code value} (packed) per square of {@code set} to one side's packed {@code sum} (count
     * times the pair), marks the squares and keeps the count; returns the new sum.
     */
    long addPerSquare(long sum, ScoreSheet sheet, int term, int colour, long value, long set, int count) {
        int n = Bitboards.count(set);
        sheet.mark(term, set);
        set(count, colour, n);
        return sheet.addPacked(sum, term, colour, n * value);
    }

    void set(int count, int colour, int value) {
        if (recording) {
            values[count * 2 + colour] = value;
        }
    }

    int get(int count, int colour) {
        return values[count * 2 + colour];
    }
}
