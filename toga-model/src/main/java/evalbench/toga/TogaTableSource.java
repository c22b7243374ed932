package evalbench.toga;

import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.TableSource;
import evalbench.fruit.FruitTableSource;
import java.util.List;

/**
 * Toga II 3.0's tables for the table forensics (PST and quad() views, {@code evalbench tables}): Toga kept Fruit
 * 2.1's piece-square table formula and its passer curves, so they are Fruit's, built from Toga's parameter set.
 */
public final class TogaTableSource implements TableSource {
    private final TableSource fruitFormulas = new FruitTableSource(TogaModel.ID, set -> new TogaParameters(set).fruit());

    @Override
    public String modelId() {
        return TogaModel.ID;
    }

    @Override
    public int[] pieceSquareTable(ParameterSet set, int pieceType, int stage) {
        return fruitFormulas.pieceSquareTable(set, pieceType, stage);
    }

    @Override
    public List<RankArray> rankArrays(ParameterSet set) {
        return fruitFormulas.rankArrays(set);
    }

    @Override
    public int unstoppablePasser(ParameterSet set) {
        return fruitFormulas.unstoppablePasser(set);
    }

    @Override
    public int[] queenAndPawn(ParameterSet set, int stage) {
        return fruitFormulas.queenAndPawn(set, stage);
    }
}
