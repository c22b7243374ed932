package evalbench.core.search;

import evalbench.core.eval.EvaluatorModel;
import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A model's search against its original's reference file at depth 8 ({@link SearchReferenceCheck}), exact or
 * failing: a sample of the rows in the normal build, all of them under -Pslow. Each model's test says what its file
 * holds and how its counts are compared, and names the model, the file, the original and the sample.
 */
public abstract class SearchReferenceTestBase {
    /** The check over every n-th row of the model's reference file. */
    private final IntFunction<List<SearchReference.Outcome>> check;
    private final int every;

    /** Checks every {@code every}-th row of {@code file} in the normal build. */
    protected SearchReferenceTestBase(EvaluatorModel model, String file, String original, int every) {
        this.check = n -> SearchReferenceCheck.run(model, file, original, n);
        this.every = every;
    }

    /** The reproduction is exact on the sample: the very same tree as the original's. */
    @Test
    void sampledPositionsSearchLikeTheOriginal() {
        SearchReferenceCheck.assertExact(check.apply(every));
    }

    @Tag("slow")
    @Test
    void allPositionsSearchLikeTheOriginal() {
        SearchReferenceCheck.assertExact(check.apply(1));
    }
}
