package evalbench.core.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class UnitsTest {
    @Test
    void mixesOpeningAndEndgameByPhaseInCentipawns() {
        Units rybka = new Units("1/32 centipawn", 32, 24);
        assertEquals(1.0, rybka.endgameScale());
        // a quarter of the way to the endgame: 3/4 of the opening value, 1/4 of the endgame value, in centipawns
        assertEquals((320 * 18 + 640 * 6) / 24.0 / 32, rybka.mixedCentipawns(320, 640, 6), 1e-12);
    }

    @Test
    void anEndgameScaleDividesTheEndgameHalfBeforeTheMix() {
        Units divided = new Units("centipawn", 1, 128, 1 / 1.5);
        assertEquals(100.0, divided.mixedCentipawns(0, 150, 128), 1e-12);
        assertEquals(50.0, divided.mixedCentipawns(0, 150, 64), 1e-12);
        assertEquals(80.0, divided.mixedCentipawns(80, 150, 0), 1e-12);
    }
}
