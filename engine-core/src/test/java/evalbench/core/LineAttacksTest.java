package evalbench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The line-by-line slider lookups against walking the rays, for every occupancy that can matter. */
class LineAttacksTest {
    @Test
    void rookMatchesTheRaysOnEveryOccupancyOfItsLines() {
        for (int sq = 0; sq < 64; sq++) {
            long lines = Attacks.rookByRays(sq, 0) | Bitboards.bit(sq);
            checkEverySubset(sq, lines, true);
        }
    }

    @Test
    void bishopMatchesTheRaysOnEveryOccupancyOfItsLines() {
        for (int sq = 0; sq < 64; sq++) {
            long lines = Attacks.bishopByRays(sq, 0) | Bitboards.bit(sq);
            checkEverySubset(sq, lines, false);
        }
    }

    @Test
    void squaresOffTheLinesChangeNothingThroughThePublicLookups() {
        SplittableRandom random = new SplittableRandom(20261124);
        for (int i = 0; i < 200_000; i++) {
            int sq = random.nextInt(64);
            long occupied = random.nextLong() & random.nextLong();
            long rook = Attacks.rookByRays(sq, occupied);
            long bishop = Attacks.bishopByRays(sq, occupied);
            assertEquals(rook, Attacks.rook(sq, occupied), "rook " + sq);
            assertEquals(bishop, Attacks.bishop(sq, occupied), "bishop " + sq);
            assertEquals(rook | bishop, Attacks.queen(sq, occupied), "queen " + sq);
            assertEquals(rook, Attacks.of(PieceType.ROOK, sq, occupied), "rook by type " + sq);
        }
    }

    /** Every subset of the slider's lines (its own square and the edges included), by the carry-rippler. */
    private static void checkEverySubset(int sq, long lines, boolean rook) {
        long subset = 0;
        do {
            long expected = rook ? Attacks.rookByRays(sq, subset) : Attacks.bishopByRays(sq, subset);
            long actual = rook ? LineAttacks.rook(sq, subset) : LineAttacks.bishop(sq, subset);
            assertEquals(expected, actual, (rook ? "rook " : "bishop ") + Square.name(sq) + " occupancy " + Long.toHexString(subset));
            subset = (subset - lines) & lines;
        } while (subset != 0);
    }
}
