package evalbench.studies.tables;

import java.util.List;

/**
 * What quad() reproduces a rank-indexed array: (min, max), the rounding rule ({@link Rounding#NONE} when
 * neither rule is exact: then min, max and the residuals are those of the closest curve, {@code nearest}),
 * the other rules that fit exactly too, the residual per rank (array minus curve; ranks outside the fit are
 * 0) and its maximum over the fitted ranks.
 *
 * @param fittedRanks rank indices the fit covers (0 .. 6: the 8th-rank entry is outside, see {@code rank8})
 * @param rank8 the array's 8th-rank entry, where no pawn can stand and Fruit's Bonus is 0 (so quad gives min)
 */
public record QuadFit(int[] array, int min, int max, Rounding rounding, Rounding nearest, List<Rounding> alsoFits,
        int[] residual, int maxAbsResidual, int fittedRanks, int rank8) {

    public boolean exact() {
        return rounding != Rounding.NONE;
    }

    /** "min", "max" or "other": what the unused 8th-rank entry holds. */
    public String rank8Holds() {
        if (rank8 == max) {
            return "max";
        }
        return rank8 == min ? "min" : "other";
    }
}
