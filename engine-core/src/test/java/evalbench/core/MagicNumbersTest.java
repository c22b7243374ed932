package evalbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The fixed magic numbers: every occupancy subset of every square gives the ray-walked attack set. */
class MagicNumbersTest {
    @Test
    void everyRookMagicMapsEverySubsetOfItsMaskWithoutDestructiveCollision() {
        assertEverySubset(true);
    }

    @Test
    void everyBishopMagicMapsEverySubsetOfItsMaskWithoutDestructiveCollision() {
        assertEverySubset(false);
    }

    @Test
    void theSearchInTheTestsStillProducesTheStoredNumbers() {
        assertThat(MagicSearch.search(true, 0x9E3779B97F4A7C15L)).containsExactly(MagicNumbers.ROOK);
        assertThat(MagicSearch.search(false, 0x9E3779B97F4A7C15L)).containsExactly(MagicNumbers.BISHOP);
    }

    private static void assertEverySubset(boolean rook) {
        long[] stored = rook ? MagicNumbers.ROOK : MagicNumbers.BISHOP;
        assertThat(stored).hasSize(64);
        for (int square = 0; square < 64; square++) {
            long mask = rook ? Attacks.rookMask(square) : Attacks.bishopMask(square);
            int bits = Long.bitCount(mask);
            long magic = stored[square];
            assertThat(Attacks.magic(rook, square)).isEqualTo(magic);
            // An independent table per square: a slot may be shared only by equal attack sets.
            long[] slots = new long[1 << bits];
            boolean[] used = new boolean[1 << bits];
            long subset = 0;
            int subsets = 0;
            do {
                long expected = rook ? Attacks.rookByRays(square, subset) : Attacks.bishopByRays(square, subset);
                int index = (int) ((subset * magic) >>> (64 - bits));
                if (used[index]) {
                    assertThat(slots[index]).as("square %d subset %x shares slot %d with a different attack set",
                            square, subset, index).isEqualTo(expected);
                }
                used[index] = true;
                slots[index] = expected;
                // The lookup itself, also with pieces outside the mask (they must not matter).
                long actual = rook ? Attacks.rook(square, subset | ~mask) : Attacks.bishop(square, subset | ~mask);
                assertThat(actual).isEqualTo(expected);
                subsets++;
                subset = (subset - mask) & mask;
            } while (subset != 0);
            assertThat(subsets).isEqualTo(1 << bits);
        }
    }
}
