package evalbench.rybka;

import static org.junit.jupiter.api.Assertions.assertEquals;

import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.TermIds;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The tables built from Fruit's basis arrays and Rybka's weights equal the complete tables printed in the
 * spec's Appendix B (used only here, as a check, never as data).
 */
class PieceSquareTablesTest {
    private static final String[] NAMES = {null, "pawn", "knight", "bishop", "rook", "queen", "king"};

    private final RybkaModel model = new RybkaModel();
    private final PieceSquareTables built = new PieceSquareTables(RybkaParameters.from(model.defaultParameters()));

    /** Appendix B: [type][stage][square], White's tables. */
    private static int[][][] appendixB() {
        List<String> block = SpecAppendix.block("## Appendix B");
        int[][][] tables = new int[PieceType.KING + 1][2][64];
        int filled = 0;
        for (int i = 0; i < block.size(); i++) {
            String title = block.get(i).strip();
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                for (int stage = 0; stage < 2; stage++) {
                    if (title.startsWith(NAMES[type] + (stage == 0 ? " opening" : " endgame"))) {
                        for (int row = 0; row < 8; row++) {
                            int[] values = SpecAppendix.ints(block.get(i + 1 + row));
                            for (int file = 0; file < 8; file++) {
                                tables[type][stage][Square.of(file, 7 - row)] = values[file];
                            }
                        }
                        filled++;
                    }
                }
            }
        }
        assertEquals(12, filled, "Appendix B has twelve tables");
        return tables;
    }

    @Test
    void builtTablesEqualAppendixB() {
        int[][][] expected = appendixB();
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            for (int sq = 0; sq < 64; sq++) {
                String where = NAMES[type] + " on " + Square.name(sq);
                assertEquals(expected[type][0][sq], built.opening(type, sq), where + " opening");
                assertEquals(expected[type][1][sq], built.endgame(type, sq), where + " endgame");
            }
        }
    }

    @Test
    void pstTermOfTheStartPositionIsTheSumOfTheAppendixValues() {
        int[][][] t = appendixB();
        Position start = Position.start();
        int[] op = new int[2];
        int[] eg = new int[2];
        for (int sq = 0; sq < 64; sq++) {
            int piece = start.pieceAt(sq);
            if (piece == 0) {
                continue;
            }
            int colour = piece >>> 3;
            // Black's own view: White's table at the rank-mirrored square.
            int seen = colour == Colour.WHITE ? sq : sq ^ 56;
            op[colour] += t[piece & 7][0][seen];
            eg[colour] += t[piece & 7][1][seen];
        }
        Breakdown b = model.create().explain(start);
        assertEquals(op[0], b.term(TermIds.PST).whiteOpening());
        assertEquals(eg[0], b.term(TermIds.PST).whiteEndgame());
        assertEquals(op[1], b.term(TermIds.PST).blackOpening());
        assertEquals(eg[1], b.term(TermIds.PST).blackEndgame());
    }
}
