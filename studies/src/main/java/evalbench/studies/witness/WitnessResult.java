package evalbench.studies.witness;

import evalbench.studies.corpus.CompareResult;
import java.util.List;
import java.util.Map;

/**
 * Everything a {@code witness} run found for a pair of models, as written to JSON (documented in docs/corpus.md).
 *
 * @param held per model, the parameters held at their set's values in the rule families (a random value broke
 *             the model); every other number of the set was drawn afresh
 */
public record WitnessResult(String program, List<String> models, List<CompareResult.Params> params, long seed,
        Settings settings, CompareResult.Corpus corpus, List<Witness> witnesses, Map<String, List<String>> held,
        double seconds, double positionsPerSecond) {

    /**
     * @param tries      positions tried per term at most
     * @param familySize random parameter sets per model in the search (besides the model's own)
     * @param verifySize random parameter sets per model a witness is checked under again (fresh draws)
     * @param seeds      corpus positions each term's search starts from
     */
    public record Settings(long tries, int familySize, int verifySize, int seeds, int threads) {
    }
}
