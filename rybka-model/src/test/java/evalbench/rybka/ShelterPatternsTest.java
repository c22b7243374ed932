package evalbench.rybka;

import static org.junit.jupiter.api.Assertions.assertEquals;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.TermIds;
import org.junit.jupiter.api.Test;

/**
 * The shelter and storm tables against the per-file rule of Appendix C, worked by hand: codes per file,
 * S = {1121, 0, 214, 749, 915} with the middle file doubled and 794 for an all-second-rank shelter,
 * T = {0, 0, 2334, 653, 310}; and how the wing values are applied to a king (spec §5).
 */
class ShelterPatternsTest {
    private final RybkaModel model = new RybkaModel();
    private final ShelterPatterns tables = new ShelterPatterns(RybkaParameters.from(model.defaultParameters()));

    @Test
    void codeIsTheNearestRankPlusOneOrZero() {
        assertEquals(0, ShelterPatterns.code(0, 1));
        assertEquals(1, ShelterPatterns.code(0b000_000_000_010, 1));
        assertEquals(3, ShelterPatterns.code(0b010_010_000_000, 1)); // ranks 4 and 5: the nearer counts
        assertEquals(4, ShelterPatterns.code(0b100_000_000_000, 2));
    }

    @Test
    void handWorkedPatterns() {
        // Empty window: 4 x 1121 shelter, no storm.
        assertShelterStorm(0, 4484, 0);
        // All three pawns on the second rank: shelter sum 0 becomes 794; storm 0.
        assertShelterStorm(0b000_000_000_111, 794, 0);
        // a3 b2 c2: codes 2 1 1 -> 214 + 0 + 0; storm 2334.
        assertShelterStorm(0b000_000_001_110, 214, 2334);
        // All three on the third rank: 214 + 2*214 + 214; storm 3 x 2334.
        assertShelterStorm(0b000_000_111_000, 856, 7002);
        // All three on the fifth rank: 4 x 915; storm 3 x 310.
        assertShelterStorm(0b111_000_000_000, 3660, 930);
        // Only the middle file, on the fourth rank: 1121 + 2*749 + 1121; storm 653.
        assertShelterStorm(0b000_010_000_000, 3740, 653);
        // Pawns behind a nearer one are invisible: middle file on ranks 2 and 5 counts as rank 2.
        assertShelterStorm(0b010_000_000_010, 1121 + 0 + 1121, 0);
    }

    private void assertShelterStorm(int pattern, int shelter, int storm) {
        assertEquals(shelter, tables.shelter(pattern), "shelter of pattern " + Integer.toBinaryString(pattern));
        assertEquals(storm, tables.storm(pattern), "storm of pattern " + Integer.toBinaryString(pattern));
    }

    @Test
    void patternReadsTheWindowFromTheKingOwnersSide() {
        // f2 g2 h3 for White, files f..h: bits 0 (f2), 1 (g2), 3*1+2 (h3). A pawn on h6 is outside the window.
        long white = squares(Square.F2, Square.G2, Square.H3, Square.H6);
        assertEquals(0b100_011, ShelterPatterns.pattern(white, Colour.WHITE, 5));
        // The same structure mirrored for Black: f7 g7 h6 (h3 is outside Black's window).
        long black = squares(Square.F7, Square.G7, Square.H6, Square.H3);
        assertEquals(0b100_011, ShelterPatterns.pattern(black, Colour.BLACK, 5));
    }

    @Test
    void kingInItsWingGetsShelterAndStorm() {
        // White king g1 without castling rights, pawns f2 g2 h2 (794), black pawn g4 (code 3: storm 653).
        // Black has a queen and a rook, so White's king safety is evaluated.
        Breakdown b = model.create().explain(Position.fromFen("rq2k3/8/8/8/6p1/8/5PPP/6K1 w - - 0 1"));
        assertEquals(-794, b.term(TermIds.KING_SHELTER).whiteOpening());
        assertEquals(-653, b.term(TermIds.KING_STORM).whiteOpening());
        // Black's king safety is off (White has no queen): nothing for Black.
        assertEquals(0, b.term(TermIds.KING_SHELTER).blackOpening());
        assertEquals(0, b.term(TermIds.KING_STORM).blackOpening());
    }

    @Test
    void castlingRightAveragesWithTheBetterWingAndTheSplitIsExact() {
        // King e1 with the kingside right. Centre wing d-f: d and e empty (1121 + 2*1121), f2 (0) = 3363,
        // storm from the black pawn e4 (middle file, code 3) 653: 4016. Kingside wing f2 g2 h2: 794.
        // Penalty trunc((794 + 4016) / 2) = 2405; shelter part trunc((794 + 3363) / 2) = 2078; storm 327.
        Breakdown b = model.create().explain(Position.fromFen("rq2k3/8/8/8/4p3/8/5PPP/4K2R w K - 0 1"));
        assertEquals(-2078, b.term(TermIds.KING_SHELTER).whiteOpening());
        assertEquals(-327, b.term(TermIds.KING_STORM).whiteOpening());
        // Without the right the king's own wing counts twice: 4016, of which 3363 shelter.
        Breakdown noRight = model.create().explain(Position.fromFen("rq2k3/8/8/8/4p3/8/5PPP/4K2R w - - 0 1"));
        assertEquals(-3363, noRight.term(TermIds.KING_SHELTER).whiteOpening());
        assertEquals(-653, noRight.term(TermIds.KING_STORM).whiteOpening());
    }

    private static long squares(int... list) {
        long b = 0;
        for (int sq : list) {
            b |= Bitboards.bit(sq);
        }
        return b;
    }
}
