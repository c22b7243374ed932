package evalbench.core.eval;

import evalbench.core.search.SearchProfile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * A kind of evaluation (Fruit 2.1, Rybka 1.0 Beta, a user's own ...). Found with {@link java.util.ServiceLoader}
 * through {@link Models}, so a new model is a new module with a {@code META-INF/services} entry; engine-core
 * does not change.
 */
public interface EvaluatorModel {
    /** Short id used on the command line: "fruit", "rybka". */
    String id();

    /** Display name: "Fruit 2.1". */
    String name();

    /** Units of the model's terms. */
    Units units();

    /** Every term the model can report, in display order. */
    List<TermDef> terms();

    /** The parameter set shipped with the model. */
    ParameterSet defaultParameters();

    /**
     * Reads a (possibly modified) parameter file through the one reader, {@link ParameterSet#fromFile(Path,
     * ParameterSet, ParameterType, java.util.function.Consumer)}: against the shipped set, in the type of the
     * original's parameters, then by the model's own check of every name, count and bound it needs.
     */
    ParameterSet loadParameters(Path file) throws IOException;

    /** A new evaluator (own caches) using the given parameters. */
    Evaluator create(ParameterSet parameters);

    /**
     * Columns the model prints for {@code eval --format tsv} after the row identity columns ({@code line, fen}
     * for a FEN list; {@code source, line, id, fen} for an EPD file): the columns of the model's reference file.
     */
    List<String> tsvColumns();

    /** Values of {@link #tsvColumns()} for one evaluated position, from its breakdown. */
    List<String> tsvRow(Breakdown breakdown);

    default Evaluator create() {
        return create(defaultParameters());
    }

    /**
     * How this model's engine searches (node search, settings, clock, move order, draw rules). By default
     * engine-core's plain search, which is no engine's, with engine-core's move order; the engine models supply their
     * originals' searches.
     */
    default SearchProfile searchProfile() {
        return SearchProfile.standard(name());
    }
}
