package evalbench.fruit;

import evalbench.core.Colour;

/**
 * What Fruit knows from the piece counts alone: the recogniser kind, the draw flags, per-colour flags and
 * multipliers, the game phase and the material values (piece values and bishop pair per side, each from its
 * own point of view).
 *
 * @param recogniser which small endgame this is, if any
 * @param flags      {@link #DRAW_NODE} | {@link #DRAW_BISHOP}
 * @param phase      0 (all pieces on) .. 256 (none)
 * @param white      White's flags, multiplier and material
 * @param black      Black's
 */
public record MaterialInfo(Recogniser recogniser, int flags, int phase, Side white, Side black) {
    /** An exact draw by material (KK, KBK, KNK, KBKB, KPK, KBPK and mirrors). */
    public static final int DRAW_NODE = 1;
    /** Bishops of one each, pawns otherwise, pawn difference at most 2: halved if the bishops differ in colour. */
    public static final int DRAW_BISHOP = 2;

    /** Per-colour flag: pawns and at most bishops, so the rook-pawn draw rule applies. */
    public static final int ROOK_PAWN = 1;
    /** Per-colour flag: pawns and at most one bishop against a piece, so the bishop-pawn draw rule applies. */
    public static final int BISHOP = 2;
    /** Per-colour flag: knight and pawn against a piece, so the knight-pawn draw rule applies. */
    public static final int KNIGHT = 4;
    /** Per-colour flag: the enemy has a queen and another piece, so this side's king safety is evaluated. */
    public static final int KING_SAFETY = 8;

    /**
     * One colour's part.
     *
     * @param flags            {@link #ROOK_PAWN} | {@link #BISHOP} | {@link #KNIGHT} | {@link #KING_SAFETY}
     * @param mul              draw multiplier in 1/MulUnit
     * @param materialOpening  own piece values, opening
     * @param materialEndgame  own piece values, endgame
     * @param pairOpening      bishop-pair bonus, opening (0 without the pair)
     * @param pairEndgame      bishop-pair bonus, endgame
     */
    public record Side(int flags, int mul, int materialOpening, int materialEndgame, int pairOpening,
            int pairEndgame) {
        public boolean has(int flag) {
            return (flags & flag) != 0;
        }
    }

    public Side side(int colour) {
        return colour == Colour.WHITE ? white : black;
    }

    public boolean has(int flag) {
        return (flags & flag) != 0;
    }
}
