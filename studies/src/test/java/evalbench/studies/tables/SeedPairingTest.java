package evalbench.studies.tables;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.eval.Models;
import evalbench.core.eval.ParameterSet;
import org.junit.jupiter.api.Test;

/** Every pairing of seed-pairing.txt names a parameter of Rybka's shipped set, with the length it says. */
class SeedPairingTest {
    @Test
    void everyPairedParameterIsInRybkasSet() {
        ParameterSet rybka = Models.byId("rybka").defaultParameters();
        assertThat(SeedPairing.rybka().entries()).hasSizeGreaterThan(40);
        for (SeedPairing.Entry e : SeedPairing.rybka().entries().values()) {
            assertThat(rybka.has(e.parameter())).as(e.key() + " -> " + e.parameter()).isTrue();
            assertThat(rybka.parameter(e.parameter()).values()).as(e.parameter()).hasSize(e.length());
        }
    }

    @Test
    void aSetWithoutThePairedNameReadsNaN() {
        ParameterSet fruit = Models.byId("fruit").defaultParameters();
        assertThat(SeedPairing.rybka().value(fruit, "king-attack-divisor")).isNaN();
        assertThat(SeedPairing.rybka().label("doubled.opening", "doubled.endgame")).isEqualTo("Doubled*");
    }
}
