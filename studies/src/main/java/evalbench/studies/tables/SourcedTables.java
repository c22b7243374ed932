package evalbench.studies.tables;

import evalbench.core.PieceType;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import evalbench.core.eval.ScoreSheet;
import evalbench.core.eval.TableSource;
import java.util.List;

/** A model's tables under a parameter set, read through the {@link TableSource} the model registered. */
final class SourcedTables implements ModelTables {
    private final EvaluatorModel model;
    private final TableSource source;
    private final ParameterSet set;
    /** [stage][piece type]: computed once, read by several threads. */
    private final int[][][] pst = new int[2][7][];
    private final List<QuadArray> arrays;

    SourcedTables(EvaluatorModel model, TableSource source, ParameterSet set) {
        this.model = model;
        this.source = source;
        this.set = set;
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            pst[ScoreSheet.OPENING][type] = source.pieceSquareTable(set, type, ScoreSheet.OPENING);
            pst[ScoreSheet.ENDGAME][type] = source.pieceSquareTable(set, type, ScoreSheet.ENDGAME);
        }
        this.arrays = source.rankArrays(set).stream()
                .map(a -> new QuadArray(a.name(), a.counterpart(), a.values().clone(), a.derivation())).toList();
    }

    @Override
    public String modelId() {
        return model.id();
    }

    @Override
    public String modelName() {
        return model.name();
    }

    @Override
    public int unitsPerCentipawn() {
        return model.units().perCentipawn();
    }

    @Override
    public String unitsName() {
        return model.units().name();
    }

    @Override
    public ParameterSet parameters() {
        return set;
    }

    @Override
    public int[] pst(int pieceType, EvalStage stage) {
        int s = stage == EvalStage.OPENING ? ScoreSheet.OPENING : ScoreSheet.ENDGAME;
        return pst[s][pieceType].clone();
    }

    @Override
    public List<QuadArray> quadArrays() {
        return arrays;
    }

    @Override
    public int unstoppablePasser() {
        return source.unstoppablePasser(set);
    }

    @Override
    public int[] queenAndPawn(EvalStage stage) {
        return source.queenAndPawn(set, stage == EvalStage.OPENING ? ScoreSheet.OPENING : ScoreSheet.ENDGAME);
    }
}
