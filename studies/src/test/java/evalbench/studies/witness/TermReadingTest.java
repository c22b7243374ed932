package evalbench.studies.witness;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The arithmetic of a family's readings: directions (a fixed ratio between positions), silence, signs. */
class TermReadingTest {
    /** A stand-in evaluator whose term values are given. */
    private static Evaluator giving(int... values) {
        return new Evaluator() {
            @Override
            public EvaluatorModel model() {
                throw new UnsupportedOperationException();
            }

            @Override
            public ParameterSet parameters() {
                throw new UnsupportedOperationException();
            }

            @Override
            public int evaluate(Position position) {
                return 0;
            }

            @Override
            public Breakdown explain(Position position) {
                throw new UnsupportedOperationException();
            }

            @Override
            public boolean termValues(Position position, int[] out) {
                System.arraycopy(values, 0, out, 0, 4);
                return true;
            }
        };
    }

    private static TermReading read(int[]... members) {
        List<Evaluator> list = java.util.Arrays.stream(members).map(TermReadingTest::giving).toList();
        return TermReading.of(list, 0, Position.start(), new int[4]);
    }

    @Test
    void readingsInOneRatioUnderEveryMemberShareADirection() {
        TermReading one = read(new int[] {-10, -20, 0, 0}, new int[] {-7, -31, 0, 0});
        TermReading two = read(new int[] {-20, -40, 0, 0}, new int[] {-14, -62, 0, 0});
        TermReading other = read(new int[] {-20, -40, 0, 0}, new int[] {-14, -61, 0, 0});
        assertThat(one.proportionalTo(two)).isTrue();
        assertThat(one.proportionalTo(other)).isFalse();
        // a model keeping that ratio (1 : 2) passes, one scoring both alike breaks it
        assertThat(one.keepsRatio(two, new int[] {-3, -5, 0, 0}, new int[] {-6, -10, 0, 0})).isTrue();
        assertThat(one.keepsRatio(two, new int[] {-3, -5, 0, 0}, new int[] {-3, -5, 0, 0})).isFalse();
    }

    @Test
    void aNegativeRatioIsARatioToo() {
        TermReading one = read(new int[] {10, 0, 0, 0}, new int[] {4, 0, 0, 0});
        TermReading minus = read(new int[] {-20, 0, 0, 0}, new int[] {-8, 0, 0, 0});
        assertThat(one.proportionalTo(minus)).isTrue();
        assertThat(one.keepsRatio(minus, new int[] {1, 0, 0, 0}, new int[] {-2, 0, 0, 0})).isTrue();
        assertThat(one.keepsRatio(minus, new int[] {1, 0, 0, 0}, new int[] {2, 0, 0, 0})).isFalse();
    }

    @Test
    void silenceAndSigns() {
        TermReading silent = read(new int[4], new int[4]);
        assertThat(silent.silent()).isTrue();
        assertThat(silent.proportionalTo(silent)).as("silence is no ratio").isFalse();
        TermReading mixed = read(new int[] {5, 0, 0, 0}, new int[] {-5, 0, 0, 0});
        assertThat(mixed.commonSign(0)).isZero();
        TermReading plus = read(new int[] {5, 0, 1, 0}, new int[] {7, 0, 2, 0});
        assertThat(plus.commonSign(0)).isEqualTo(1);
    }
}
