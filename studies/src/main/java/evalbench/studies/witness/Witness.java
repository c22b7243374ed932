package evalbench.studies.witness;

import java.util.List;
import java.util.Map;

/**
 * One term's result for a pair of models: the verdict, the proofs behind it, and how many positions were tried.
 * {@code kind}, {@code fens}, {@code men}, {@code values} and {@code details} are the first proof's (kind
 * {@code none} and no FEN when there is none). "Different rule" needs a proof each way — neither model is the
 * other's rule with other numbers — which one witness may give at once.
 *
 * @param kinds the kinds of witness looked for on this term
 * @param why   why those kinds apply
 */
public record Witness(String term, String verdict, String kind, long tried, List<String> fens, int men, int pieces,
        List<Map<String, Values>> values, List<Map<String, List<String>>> details, List<Proof> proofs,
        List<String> kinds, String why) {

    /** A term's net value (White minus Black) in one model at one position: native units and mixed centipawns. */
    public record Values(int opening, int endgame, double mixedCentipawns) {
    }

    /**
     * One proof: {@code model} is not {@code family}'s rule with other numbers ({@code shows} says it in words),
     * with the kind, the stage of a sign, the position(s), and per position both models' values, the lines that
     * explain them and the squares the term comes from in each model.
     */
    public record Proof(String family, String model, String shows, String kind, String stage, List<String> fens,
            int men, int pieces, List<Map<String, Values>> values, List<Map<String, List<String>>> details,
            List<Map<String, String>> squares) {
    }

    public boolean found() {
        return !proofs.isEmpty();
    }
}
