package evalbench.app.witness;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.app.fake.MiniModel;
import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.TermIds;
import evalbench.core.eval.TermValue;
import evalbench.core.io.CorpusOptions;
import evalbench.core.io.SmallCorpus;
import evalbench.studies.corpus.Verdicts;
import evalbench.studies.witness.Witness;
import evalbench.studies.witness.WitnessResult;
import evalbench.studies.witness.WitnessRun;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The witness finder on the test model, whose doubled-pawn term is a known function of a count: against a copy that
 * asks yes/no instead of counting it must find a ratio pair proving the rules differ both ways; against itself it
 * must find nothing. Every reported value is the models' own explain of the reported FEN.
 */
class WitnessFakeModelTest {
    @TempDir
    Path dir;

    private WitnessResult run(EvaluatorModel a, EvaluatorModel b) throws Exception {
        Path corpus = SmallCorpus.everyNth(dir, 20);
        WitnessRun run = new WitnessRun(new WitnessRun.Side(a, a.defaultParameters()),
                new WitnessRun.Side(b, b.defaultParameters()), List.of(TermIds.PAWNS_DOUBLED), 3000, 7, 1);
        return run.run(corpus, CorpusOptions.defaults(), WitnessRun.Progress.NONE, () -> false);
    }

    @Test
    void countAgainstYesNoIsADifferentRuleWithARatioPair() throws Exception {
        MiniModel count = new MiniModel();
        MiniModel yesNo = MiniModel.doubledYesNo();
        Witness w = run(count, yesNo).witnesses().get(0);
        assertThat(w.verdict()).isEqualTo(Verdicts.DIFFERENT);
        assertThat(w.kind()).isEqualTo("ratio");
        assertThat(w.fens()).hasSize(2);
        assertThat(w.proofs()).hasSize(1);
        assertThat(w.proofs().get(0).shows()).isEqualTo("neither model is the other's rule with other numbers");
        // one doubled pawn against two: the count doubles, yes/no stays
        Witness.Values c1 = w.values().get(0).get(count.id());
        Witness.Values c2 = w.values().get(1).get(count.id());
        Witness.Values y1 = w.values().get(0).get(yesNo.id());
        Witness.Values y2 = w.values().get(1).get(yesNo.id());
        assertThat(y1.opening()).isEqualTo(y2.opening());
        assertThat(c1.opening()).isNotEqualTo(c2.opening());
        assertThat(w.men()).isLessThanOrEqualTo(6);
        assertValuesAreExplains(w, count, yesNo);
    }

    @Test
    void aRuleAgainstItselfHasNoWitness() throws Exception {
        MiniModel count = new MiniModel();
        Witness w = run(count, new MiniModel()).witnesses().get(0);
        assertThat(w.kind()).isEqualTo("none");
        assertThat(w.fens()).isEmpty();
        assertThat(w.tried()).isEqualTo(3000);
        assertThat(w.verdict()).isEqualTo(Verdicts.SAME);
    }

    /** The printed values are a fresh explain's, term by term (eval prints the same). */
    private static void assertValuesAreExplains(Witness w, EvaluatorModel... models) {
        for (int i = 0; i < w.fens().size(); i++) {
            Map<String, Witness.Values> values = w.values().get(i);
            for (EvaluatorModel m : models) {
                Breakdown b = m.create().explain(Position.fromFen(w.fens().get(i)));
                TermValue t = b.term(w.term());
                assertThat(values.get(m.id()).opening()).isEqualTo(t.netOpening());
                assertThat(values.get(m.id()).endgame()).isEqualTo(t.netEndgame());
            }
        }
    }
}
