package evalbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Packed opening/endgame pairs add like the pairs themselves, signs included. */
class PackedScoreTest {
    @Test
    void packingKeepsSignedPairsApartThroughSums() {
        long sum = PackedScore.pack(-5, 7) + PackedScore.pack(3, -9) + PackedScore.pack(-100000, -100000);
        assertThat(PackedScore.opening(sum)).isEqualTo(-100002);
        assertThat(PackedScore.endgame(sum)).isEqualTo(-100002);
        long other = PackedScore.pack(Integer.MAX_VALUE / 2, Integer.MIN_VALUE / 2);
        assertThat(PackedScore.opening(other)).isEqualTo(Integer.MAX_VALUE / 2);
        assertThat(PackedScore.endgame(other)).isEqualTo(Integer.MIN_VALUE / 2);
    }

    @Test
    void randomSumsOfPairsUnpackToTheSumsOfTheirHalves() {
        Random random = new Random(7);
        for (int round = 0; round < 1000; round++) {
            long packed = 0;
            int opening = 0;
            int endgame = 0;
            for (int i = 0; i < 40; i++) {
                int op = random.nextInt(200_001) - 100_000;
                int eg = random.nextInt(200_001) - 100_000;
                packed += PackedScore.pack(op, eg);
                opening += op;
                endgame += eg;
            }
            assertThat(PackedScore.opening(packed)).isEqualTo(opening);
            assertThat(PackedScore.endgame(packed)).isEqualTo(endgame);
        }
    }
}
