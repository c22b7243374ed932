package evalbench.fruit;

import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Factor;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The layout of Fruit 2.1's reference files ({@code fruit21-eval-*.tsv}): a head (scores, phase, multipliers, material
 * info, status), one opening and one endgame column per stage, and a tail (totals, mix, scaled value, verify).
 *
 * <p>API for models derived from Fruit: Toga II 3.0's reference files keep this layout with Toga's stages and add
 * finer columns after it.
 */
public final class ReferenceColumns {
    /** Breakdown details, in the head's order after the two multipliers. */
    private static final List<String> HEAD_DETAILS = List.of(FruitModel.DRAW_MUL_W, FruitModel.DRAW_MUL_B,
            FruitModel.MAT_MUL_W, FruitModel.MAT_MUL_B, FruitModel.RECOG, FruitModel.MAT_FLAGS, FruitModel.CFLAGS_W,
            FruitModel.CFLAGS_B, FruitModel.STM_IN_CHECK, FruitModel.STATUS);

    private ReferenceColumns() {
    }

    /** Head, the stages' columns ({@code stage_op}, {@code stage_eg}) in order, tail. */
    public static List<String> columns(List<String> stages) {
        List<String> c = new ArrayList<>(List.of("eval_stm", "eval_white", "phase", "mul_w", "mul_b"));
        c.addAll(HEAD_DETAILS);
        for (String stage : stages) {
            c.add(stage + "_op");
            c.add(stage + "_eg");
        }
        c.addAll(List.of("total_op", "total_eg", FruitModel.INTERP, FruitModel.SCALED, FruitModel.VERIFY));
        return c;
    }

    /** True if the breakdown's status is an early draw (the late stages never ran). */
    public static boolean earlyDraw(Breakdown b) {
        return FruitEvaluator.STATUS_EARLY_DRAW.equals(b.details().get(FruitModel.STATUS));
    }

    /**
     * The values of {@link #columns} for one breakdown (whose details carry Fruit's keys); after an early draw the
     * stages in {@code lateStages} are NA.
     */
    public static List<String> row(Breakdown b, List<String> stages, Collection<String> lateStages) {
        boolean earlyDraw = earlyDraw(b);
        List<String> row = new ArrayList<>();
        row.add(Integer.toString(b.sideToMoveScore()));
        row.add(Integer.toString(b.whiteScore()));
        row.add(Integer.toString(b.phase()));
        row.add(Integer.toString(factor(b, "mul_w")));
        row.add(Integer.toString(factor(b, "mul_b")));
        for (String key : HEAD_DETAILS) {
            row.add(b.details().get(key));
        }
        for (String stage : stages) {
            if (earlyDraw && lateStages.contains(stage)) {
                row.add(FruitModel.NA);
                row.add(FruitModel.NA);
            } else {
                int[] total = b.stageTotal(stage);
                row.add(Integer.toString(total[0]));
                row.add(Integer.toString(total[1]));
            }
        }
        row.add(Integer.toString(b.openingTotal()));
        row.add(Integer.toString(b.endgameTotal()));
        row.add(b.details().get(FruitModel.INTERP));
        row.add(b.details().get(FruitModel.SCALED));
        row.add(b.details().get(FruitModel.VERIFY));
        return row;
    }

    private static int factor(Breakdown b, String id) {
        for (Factor f : b.factors()) {
            if (f.id().equals(id)) {
                return f.value();
            }
        }
        throw new IllegalArgumentException("breakdown of model " + b.modelId() + " has no factor " + id);
    }
}
