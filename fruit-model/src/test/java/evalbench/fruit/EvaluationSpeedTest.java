package evalbench.fruit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The brief's speed target: at least 0.7 M evaluations/s over games.fen (timing: only with -Pslow). */
@Tag("slow")
class EvaluationSpeedTest {
    @Test
    void fastPathReachesTheTarget() {
        double rate = EvaluationSpeed.measure(20);
        System.out.printf("Fruit 2.1 fast path over games.fen: %.0f evaluations/s%n", rate);
        assertThat(rate).isGreaterThan(700_000);
    }
}
