package evalbench.core.eval;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Optional service of a model for the table forensics (the PST and quad() views, {@code evalbench tables}): the
 * piece-square tables and rank-indexed passer/candidate arrays the model builds from a parameter set. A model
 * that has no such tables simply registers none; the views then leave it out. Registered like the model itself
 * ({@code META-INF/services/evalbench.core.eval.TableSource}) and matched to it by {@link #modelId()}, so a model
 * module adds it without any change elsewhere.
 */
public interface TableSource {
    /**
     * One rank-indexed array (index = the pawn's rank from its own side, 0..7), in the model's native units.
     *
     * @param name the model's parameter name
     * @param counterpart the name of the corresponding parameter in the other models (the seeds' pairing)
     * @param derivation how the array comes out of the parameter set (e.g. "quad(10, 70, rank)" or "array")
     */
    record RankArray(String name, String counterpart, int[] values, String derivation) {
    }

    /** The id of the {@link EvaluatorModel} these tables belong to. */
    String modelId();

    /** White's table of a piece type in a stage ({@link ScoreSheet#OPENING} or {@link ScoreSheet#ENDGAME}), a1 = 0. */
    int[] pieceSquareTable(ParameterSet set, int pieceType, int stage);

    /** The passer and candidate arrays by rank. */
    List<RankArray> rankArrays(ParameterSet set);

    /** The unstoppable-passer bonus as the set holds it (native units). */
    int unstoppablePasser(ParameterSet set);

    /** The material value of a queen and of a pawn in a stage (native units), for the "queen minus pawn" check. */
    int[] queenAndPawn(ParameterSet set, int stage);

    /** Every table source on the class path. */
    static List<TableSource> all() {
        return ServiceLoader.load(TableSource.class).stream().map(ServiceLoader.Provider::get).toList();
    }

    /** The tables of the model with this id, if it registered any. */
    static Optional<TableSource> of(String modelId) {
        return all().stream().filter(s -> s.modelId().equals(modelId)).findFirst();
    }
}
