package evalbench.studies.tables;

import evalbench.fruit.PstFormula;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.core.PieceType;
import evalbench.core.Square;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PstDecomposerTest {
    private final PstFormula basis = TablesAnalysis.basis();

    private static int[] build(List<PstFormula.Column> columns, int[] weights) {
        int[] t = new int[64];
        for (int i = 0; i < columns.size(); i++) {
            for (int sq = 0; sq < 64; sq++) {
                t[sq] += weights[i] * columns.get(i).at(sq);
            }
        }
        return t;
    }

    @Test
    void tablesBuiltFromKnownWeightsGiveThoseWeightsBackWithResidualZero() {
        Random random = new Random(9);
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            List<PstFormula.Column> columns = basis.columns(type);
            for (int trial = 0; trial < 50; trial++) {
                int[] weights = new int[columns.size()];
                for (int i = 0; i < weights.length; i++) {
                    weights[i] = random.nextInt(20001) - 10000;
                }
                PstFit fit = PstDecomposer.fit(build(columns, weights), columns);
                for (int i = 0; i < weights.length; i++) {
                    assertEquals(weights[i], fit.weights().get(columns.get(i).name()), Pieces.name(type) + " " + columns.get(i).name());
                }
                assertEquals(0, fit.maxAbsResidual());
                assertTrue(fit.leastSquaresIntegral());
            }
        }
    }

    @Test
    void aHandCheckedKnightSquare() {
        // Watkins' Table 3 with (x, y, z) = (347, 358, 3200): d4 = (KnightLine[d] + KnightLine[4]) x + KnightRank[4] y
        // = (1 + 1) * 347 + 1 * 358 = 1052, a8 = (-4 - 4) * 347 + 1 * 358 - 3200 = -5618
        List<PstFormula.Column> knight = basis.columns(PieceType.KNIGHT);
        int[] t = build(knight, new int[] {347, 358, 0, 3200});
        assertEquals(1052, t[Square.D4]);
        assertEquals(-5618, t[Square.A8]);
        PstFit fit = PstDecomposer.fit(t, knight);
        assertEquals("KnightCentre 347 \u00d7 2 + KnightRank 358 \u00d7 1 + KnightBackRank 0 \u00d7 0 + KnightTrapped 3200 \u00d7 0 = 1052",
                fit.formula(Square.D4));
    }

    @Test
    void oneChangedSquareShowsUpAsItsResidualOnly() {
        List<PstFormula.Column> rook = basis.columns(PieceType.ROOK);
        int[] t = build(rook, new int[] {104});
        // 16 off on one square: least squares moves the weight by 16 * RookFile[e] / sum(RookFile^2) = 16 / 96,
        // which rounds back to 104, so the whole 16 stays on e4
        t[Square.E4] += 16;
        PstFit fit = PstDecomposer.fit(t, rook);
        assertFalse(fit.leastSquaresIntegral());
        assertEquals(104, fit.weights().get("RookFile"));
        assertEquals(16, fit.residual()[Square.E4]);
        assertEquals(16, fit.maxAbsResidual());
        for (int sq = 0; sq < 64; sq++) {
            if (sq != Square.E4) {
                assertEquals(0, fit.residual()[sq], Square.name(sq));
            }
        }
        assertTrue(fit.formula(Square.E4).endsWith("= 104; table 120, residual 16"), fit.formula(Square.E4));
    }

    @Test
    void aTableOutsideTheBasisHasAResidual() {
        int[] constant = new int[64];
        java.util.Arrays.fill(constant, 7);
        // RookFile sums to -4 per rank: the least-squares weight is 7 * (-32) / 96 = -7/3, rounded -2;
        // residual on d1 = 7 - (-2 * 1) = 9, on a1 = 7 - (-2 * -2) = 3
        PstFit fit = PstDecomposer.fit(constant, basis.columns(PieceType.ROOK));
        assertFalse(fit.leastSquaresIntegral());
        assertEquals(-2, fit.weights().get("RookFile"));
        assertEquals(9, fit.residual()[Square.D1]);
        assertEquals(3, fit.residual()[Square.A1]);
        assertEquals(9, fit.maxAbsResidual());
    }
}
