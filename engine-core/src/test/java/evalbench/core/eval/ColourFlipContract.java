package evalbench.core.eval;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.io.Corpus;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The model test kit's colour flip: the colour-flipped position (ranks reversed, colours and side to move swapped)
 * scores the same for the side to move, its White-view score before tempo is negated, and every term's White values are the
 * flipped position's Black values and the other way round, on every corpus position except the original program's
 * own asymmetries. A model's {@code ColourFlipTest} extends this and lists those, each with its reason.
 */
public abstract class ColourFlipContract {
    /** games.fen and the four suites hold 8,428 positions: fewer means a file was not read. */
    private static final int CORPUS_LEAST = 8000;

    private final EvaluatorModel model;
    private final Map<String, String> knownAsymmetries;

    /**
     * {@code knownAsymmetries}: the corpus positions ({@code games.fen:343}) where the original itself is not
     * colour-symmetric, each with its reason.
     */
    protected ColourFlipContract(EvaluatorModel model, Map<String, String> knownAsymmetries) {
        this.model = model;
        this.knownAsymmetries = Map.copyOf(knownAsymmetries);
    }

    @Test
    public void everyCorpusPositionIsSymmetricExceptTheKnownAsymmetries() {
        Evaluator evaluator = model.create();
        Map<String, String> known = knownAsymmetries;
        Map<String, String> asymmetric = new TreeMap<>();
        List<Corpus.Entry> corpus = Corpus.all();
        assertThat(corpus).hasSizeGreaterThan(CORPUS_LEAST);
        for (Corpus.Entry e : corpus) {
            Breakdown b = evaluator.explain(e.position());
            Breakdown f = evaluator.explain(e.position().flipColours());
            String difference = difference(b, f);
            if (difference != null) {
                asymmetric.put(e.where(), e.fen() + ": " + difference);
            }
        }
        List<String> problems = new ArrayList<>();
        asymmetric.forEach((where, what) -> {
            if (!known.containsKey(where)) {
                problems.add("not listed but asymmetric: " + where + " " + what);
            }
        });
        known.forEach((where, reason) -> {
            if (!asymmetric.containsKey(where)) {
                problems.add("listed but symmetric: " + where + " (listed because: " + reason + ")");
            }
        });
        assertThat(problems).as("colour flips against the model's known asymmetries").isEmpty();
    }

    /** What differs between a breakdown and its colour flip's, or null if they mirror each other exactly. */
    private static String difference(Breakdown b, Breakdown f) {
        if (b.sideToMoveScore() != f.sideToMoveScore()) {
            return "side to move scores " + b.sideToMoveScore() + " and " + f.sideToMoveScore();
        }
        if (b.mixed() != -f.mixed()) {
            return "White's view " + b.mixed() + " and " + f.mixed() + " before tempo";
        }
        for (int i = 0; i < b.terms().size(); i++) {
            TermValue x = b.terms().get(i);
            TermValue y = f.terms().get(i);
            if (x.whiteOpening() != y.blackOpening() || x.whiteEndgame() != y.blackEndgame()
                    || x.blackOpening() != y.whiteOpening() || x.blackEndgame() != y.whiteEndgame()) {
                return "term " + x.id() + " " + x + " flipped " + y;
            }
        }
        return null;
    }
}
