package evalbench.fruit;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;

/**
 * Fruit's last steps after the stages: the phase mix of the opening and endgame sums, the opposite-coloured-bishop
 * halving of a multiplier still at full strength, the multiplier of the side ahead, and the value clamp.
 *
 * <p>API for models derived from Fruit (Toga II 3.0 ends its evaluation exactly so); {@link FruitEvaluator} uses it
 * too.
 */
public final class FinalScore {
    private FinalScore() {
    }

    /** {@code (opening * (256 - phase) + endgame * phase) / 256}, truncated toward zero as C's division is. */
    public static int mix(int opening, int endgame, int phase) {
        return (opening * (FruitEvaluator.PHASE_MAX - phase) + endgame * phase) / FruitEvaluator.PHASE_MAX;
    }

    /**
     * With the material info's {@link MaterialInfo#DRAW_BISHOP} flag and bishops of opposite colours, each multiplier
     * still at MulUnit becomes MulOppositeBishops.
     */
    public static void halveForOppositeBishops(Position position, MaterialInfo material, int[] mul, FruitParameters p) {
        if (material.has(MaterialInfo.DRAW_BISHOP) && oppositeBishops(position)) {
            for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
                if (mul[c] == p.mulUnit) {
                    mul[c] = p.mulOppositeBishops;
                }
            }
        }
    }

    /** The mixed score times the multiplier of the side it favours, over MulUnit (White's point of view). */
    public static int scale(int mixed, int[] mul, FruitParameters p) {
        if (mixed > 0) {
            return mixed * mul[Colour.WHITE] / p.mulUnit;
        } else if (mixed < 0) {
            return mixed * mul[Colour.BLACK] / p.mulUnit;
        }
        return mixed;
    }

    /** The score clamped to +-ValueEvalInf. */
    public static int clamp(int scaled, FruitParameters p) {
        return Math.max(-p.valueEvalInf, Math.min(p.valueEvalInf, scaled));
    }

    /** The only bishop of each side stand on squares of different colours. */
    static boolean oppositeBishops(Position position) {
        long white = position.pieces(Colour.WHITE, PieceType.BISHOP);
        long black = position.pieces(Colour.BLACK, PieceType.BISHOP);
        boolean whiteDark = (white & Bitboards.DARK_SQUARES) != 0;
        boolean blackDark = (black & Bitboards.DARK_SQUARES) != 0;
        return whiteDark != blackDark;
    }
}
