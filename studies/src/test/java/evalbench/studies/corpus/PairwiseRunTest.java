package evalbench.studies.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.io.SmallCorpus;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import evalbench.core.eval.ParameterSet;
import evalbench.core.io.CorpusOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pairwise verdicts on a known answer: Fruit against itself with one weight doubled. Every term but that one
 * is the same rule at the same weight; the doubled-pawn term is the same rule at twice the weight.
 */
class PairwiseRunTest {
    @Test
    void aDoubledWeightIsTheSameRuleAtAnotherWeightAndNothingElseMoves(@TempDir Path dir) throws IOException {
        Path corpus = SmallCorpus.everyNth(dir, 25);
        EvaluatorModel fruit = Models.byId("fruit");
        ParameterSet shipped = fruit.defaultParameters();
        ParameterSet doubled = ParameterSet.parse(shipped.source()
                .replace("DoubledOpening [fruit-2.1] = 10", "DoubledOpening [fruit-2.1] = 20")
                .replace("DoubledEndgame [fruit-2.1] = 20", "DoubledEndgame [fruit-2.1] = 40"), "doubled");
        assertThat(doubled.value("DoubledEndgame")).isEqualTo(40);

        PairwiseResult r = new PairwiseRun(List.of(new SimilarityRun.ModelEngine(fruit, shipped),
                new SimilarityRun.ModelEngine(fruit, doubled))).run(corpus, CorpusOptions.defaults(), (n, s) -> { },
                () -> false);

        PairwiseResult.Pair p = r.pairs().get(0);
        PairwiseResult.TermVerdict doubledPawns = p.terms().get("pawns/doubled");
        assertThat(doubledPawns.verdict()).isEqualTo(Verdicts.SAME_OTHER_WEIGHT);
        assertThat(doubledPawns.slope()).isEqualTo(2.0, org.assertj.core.data.Offset.offset(1e-9));
        for (PairwiseResult.TermVerdict v : p.terms().values()) {
            if (!v.id().equals("pawns/doubled") && v.aNonzero() > 0) {
                assertThat(v.verdict()).as(v.id()).isEqualTo(Verdicts.SAME);
            }
        }
        assertThat(p.otherWeight()).isEqualTo(1);
        assertThat(p.differentRule()).isZero();
        assertThat(p.sameRuleShare()).isEqualTo(1.0);
        assertThat(p.evalPearson()).isGreaterThan(0.999).isLessThan(1.0);
    }
}
