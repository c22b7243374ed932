package evalbench.fabchess;

import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import java.math.BigDecimal;

/**
 * From the (mg, eg) totals to the score, as FabChess 1.15 does it: the endgame rescaling for a side ahead with at
 * most one pawn that cannot win, the endgame half divided by 1.5, and the phase interpolation in IEEE double in
 * the original's order of operations, truncated toward zero. The intermediate values of the last call stay
 * readable for the breakdown.
 */
final class FinalScore {
    static final int NO_RESCALING = 1;

    private final FabChessParameters p;
    private final double divisor;
    private final double scale;
    /** 1 / scale where that is exact (scale a power of two), else 0: dividing by it is then multiplying. */
    private final double inverseScale;
    /**
     * The divisor as the fraction numerator / denominator where the double {@link #divisor} is exactly that
     * fraction (3 / 2 = 1.5): then the truncated double quotient is the truncated integer one, see
     * {@link #divideEndgame}. Else 0, and the double division is kept.
     */
    private final long exactNumerator;
    private final long exactDenominator;

    /** The last call's totals and phase. */
    private int mg;
    private int eg;
    private double phase;
    /** 1, or the divisor the endgame half was divided by. */
    int egDivisor;
    int egRescaled;
    int egDivided;
    double mix;
    int score;

    FinalScore(FabChessParameters p) {
        this.p = p;
        this.divisor = (double) p.endgameDivisorNumerator / (double) p.endgameDivisorDenominator;
        this.scale = p.phaseScale;
        this.inverseScale = p.phaseScale > 0 && Integer.bitCount(p.phaseScale) == 1 ? 1.0 / p.phaseScale : 0;
        boolean exact = p.endgameDivisorNumerator > 0 && p.endgameDivisorDenominator > 0
                && p.endgameDivisorNumerator < 1 << 20 && p.endgameDivisorDenominator < 1 << 20
                && new BigDecimal(divisor).multiply(BigDecimal.valueOf(p.endgameDivisorDenominator))
                        .compareTo(BigDecimal.valueOf(p.endgameDivisorNumerator)) == 0;
        this.exactNumerator = exact ? p.endgameDivisorNumerator : 0;
        this.exactDenominator = exact ? p.endgameDivisorDenominator : 0;
    }

    /**
     * The endgame half divided by the divisor in double and truncated toward zero, as the original does. Where the
     * divisor is exactly n / d, the exact quotient is x d / n: if it is an integer the double division is exact
     * too; if not, it lies at least 1 / n from every integer, while the double's rounding error is at most
     * |x d / n| x 2^-53 &lt;= 2^31 d / n x 2^-53 &lt; 1 / n for any int x (d &lt; 2^20), so both truncate to the
     * same integer. Java's long division truncates toward zero like the cast.
     */
    int divideEndgame(int eg) {
        if (exactNumerator != 0) {
            return (int) (eg * exactDenominator / exactNumerator);
        }
        return (int) (eg / divisor);
    }

    /**
     * mg x phase + eg x (scale - phase), divided by the scale: two products, one sum, one division, no fused
     * multiply-add. Rearranged forms or exact arithmetic land on the other side of an integer on two reference rows.
     */
    double interpolate(int mg, int eg, double phase) {
        double sum = (double) mg * phase + (double) eg * (scale - phase);
        // dividing by a power of two and multiplying by its inverse give the same double (no underflow here: the
        // sum is 0 or far above the subnormals, being a sum of two products of ints and the phase)
        return inverseScale != 0 ? sum * inverseScale : sum / scale;
    }

    /**
     * The rescaling's probe of the last call: the totals mixed by phase without rescaling or ÷ 1.5, truncated. Its
     * sign says who is ahead. Worked out only where it can matter, or on demand (for the breakdown).
     */
    int probe() {
        return (int) interpolate(mg, eg, phase);
    }

    void compute(Position position, int mg, int eg, double phase) {
        this.mg = mg;
        this.eg = eg;
        this.phase = phase;
        egDivisor = NO_RESCALING;
        // the side ahead needs at most RESCALE_PAWN_LIMIT pawns: if neither side has that few, nothing to probe
        int fewestPawns = Math.min(position.count(Colour.WHITE, PieceType.PAWN),
                position.count(Colour.BLACK, PieceType.PAWN));
        if (fewestPawns <= p.rescalePawnLimit) {
            rescale(position);
        }
        // the original multiplies by 1/16 or 1/8 in double (exact) and truncates: integer division does the same
        egRescaled = egDivisor == NO_RESCALING ? eg : eg / egDivisor;
        egDivided = divideEndgame(egRescaled);
        mix = interpolate(mg, egDivided, phase);
        score = (int) mix;
    }

    /** Sets {@link #egDivisor} when the side ahead has at most one pawn and cannot win. */
    private void rescale(Position position) {
        int probe = probe();
        int ahead = probe >= 0 ? Colour.WHITE : Colour.BLACK; // a tie counts as White ahead (a known asymmetry)
        int loser = ahead ^ 1;
        int aheadPawns = position.count(ahead, PieceType.PAWN);
        int magnitude = Math.abs(probe);
        // "not winnable": less than a knight and a pawn ahead (endgame values)
        int knightEg = p.pieceValue[PieceType.KNIGHT].eg[0];
        int pawnEg = p.pieceValue[PieceType.PAWN].eg[0];
        if (aheadPawns <= p.rescalePawnLimit && magnitude < knightEg + pawnEg) {
            int loserMinors = position.count(loser, PieceType.KNIGHT) + position.count(loser, PieceType.BISHOP);
            if (aheadPawns == 0) {
                egDivisor = p.rescaleNoPawnDivisor;
            } else if (loserMinors > 0 && magnitude + knightEg - pawnEg <= knightEg + pawnEg) {
                egDivisor = p.rescaleOnePawnDivisor;
            }
        }
    }
}
