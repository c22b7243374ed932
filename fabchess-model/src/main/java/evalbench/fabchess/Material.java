package evalbench.fabchess;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.eval.ScoreSheet;

/**
 * Material: piece values per side (a knight's value moves with the number of pawns on the board, both colours),
 * the bishop pair for two or more bishops, and FabChess's draw shortcut for lone minor pieces.
 */
final class Material {
    private final FabChessParameters p;

    Material(FabChessParameters p) {
        this.p = p;
    }

    void evaluate(Position position, ScoreSheet sheet, Counts counts) {
        int pawnsOnBoard = Bitboards.count(position.piecesOfType(PieceType.PAWN));
        int knightExtra = p.knightValueWithPawns[pawnsOnBoard];
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
                int n = position.count(c, type);
                int mg = p.pieceValue[type].mg[0];
                int eg = p.pieceValue[type].eg[0];
                if (type == PieceType.KNIGHT) {
                    mg += knightExtra;
                    eg += knightExtra;
                }
                sheet.add(Terms.MATERIAL_BY_TYPE[type], c, n * mg, n * eg);
                counts.set(Counts.material(type), c, n);
                if (type == PieceType.BISHOP && n >= 2) {
                    sheet.add(Terms.BISHOP_PAIR, c, p.bishopPair.mg[0], p.bishopPair.eg[0]);
                    sheet.mark(Terms.BISHOP_PAIR, position.pieces(c, PieceType.BISHOP));
                }
                sheet.mark(Terms.MATERIAL_BY_TYPE[type], position.pieces(c, type));
            }
        }
    }

    /**
     * The lone-minor draw shortcut: no pawns, rooks or queens; at most DRAW_MINOR_LIMIT minors a side and fewer for
     * one side at least; and not one side with exactly that many bishops against a side without a bishop.
     */
    boolean guaranteedDraw(Position position) {
        if ((position.piecesOfType(PieceType.PAWN) | position.piecesOfType(PieceType.ROOK)
                | position.piecesOfType(PieceType.QUEEN)) != 0) {
            return false;
        }
        int limit = p.drawMinorLimit;
        int whiteBishops = position.count(Colour.WHITE, PieceType.BISHOP);
        int blackBishops = position.count(Colour.BLACK, PieceType.BISHOP);
        int whiteMinors = whiteBishops + position.count(Colour.WHITE, PieceType.KNIGHT);
        int blackMinors = blackBishops + position.count(Colour.BLACK, PieceType.KNIGHT);
        if (whiteMinors > limit || blackMinors > limit || (whiteMinors >= limit && blackMinors >= limit)) {
            return false;
        }
        return !(whiteBishops == limit && blackBishops == 0 || blackBishops == limit && whiteBishops == 0);
    }
}
