package evalbench.studies.tables;

import evalbench.core.eval.ParameterSet;
import java.util.List;

/**
 * The tables of one model under one parameter set, read from what the model itself builds or holds: the
 * twelve piece-square tables and the rank-indexed passer/candidate arrays.
 */
public interface ModelTables {
    /** The model's id. */
    String modelId();

    String modelName();

    /** Native units per centipawn (Fruit 1, Rybka 32). */
    int unitsPerCentipawn();

    String unitsName();

    ParameterSet parameters();

    /** White's table of a piece type and stage, index = square (a1 = 0). */
    int[] pst(int pieceType, EvalStage stage);

    List<QuadArray> quadArrays();

    /** Unstoppable-passer bonus as the parameter set holds it (native units). */
    int unstoppablePasser();

    /** Material value of a queen and of a pawn for the "queen minus pawn" check, opening and endgame, native units. */
    int[] queenAndPawn(EvalStage stage);
}
