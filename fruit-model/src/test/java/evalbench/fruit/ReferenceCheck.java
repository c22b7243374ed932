package evalbench.fruit;

import evalbench.core.eval.ModelReferenceCheck;
import java.io.IOException;

/** Compares the model's TSV columns with a reference file of the real Fruit 2.1, every column of every row. */
final class ReferenceCheck {
    private ReferenceCheck() {
    }

    static void run(String file, int expectedRows) throws IOException {
        FruitModel model = new FruitModel();
        ModelReferenceCheck.run(model, model.create(), file, expectedRows);
    }
}
