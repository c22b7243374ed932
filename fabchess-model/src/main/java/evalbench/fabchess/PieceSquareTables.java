package evalbench.fabchess;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;

/**
 * FabChess's piece-square tables: one table per piece type written from White's side; a black piece reads the
 * rank-mirrored square (the program mirrors ranks only, not files). Each side's sum is from its own view.
 */
final class PieceSquareTables {
    private final FabChessParameters p;

    PieceSquareTables(FabChessParameters p) {
        this.p = p;
    }

    void evaluate(Position position, ScoreSheet sheet) {
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                Pairs table = p.psqt[type];
                int mg = 0;
                int eg = 0;
                long set = position.pieces(c, type);
                for (long s = set; s != 0; s = Bitboards.withoutFirst(s)) {
                    int sq = Square.relative(Bitboards.first(s), c);
                    mg += table.mg[sq];
                    eg += table.eg[sq];
                }
                int term = Terms.PSQT_PAWN + type - PieceType.PAWN;
                sheet.add(term, c, mg, eg);
                sheet.mark(term, set);
            }
        }
    }

    /** White's table of a piece type (mg or eg half), by square: for heatmaps. */
    int[] table(int type, boolean endgame) {
        return (endgame ? p.psqt[type].eg : p.psqt[type].mg).clone();
    }
}
