package evalbench.fruit;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;

/**
 * Fruit's piece-square tables, built when the parameters are loaded from a few weights and the Line / File /
 * Rank basis arrays (Fruit's pst.cpp formula), never typed in. Tables hold White's values; a Black piece on
 * a square scores what a White piece scores on the rank-mirrored square.
 */
public final class PieceSquareTables {
    private final int[][] opening = new int[7][64];
    private final int[][] endgame = new int[7][64];

    public PieceSquareTables(FruitParameters p) {
        for (int sq = 0; sq < 64; sq++) {
            int f = Square.file(sq);
            int r = Square.rank(sq);
            boolean backRank = r == 0;

            int centrePawn = f == 3 || f == 4 ? p.pawnCentreOpening[r] : 0; // d and e files
            opening[PieceType.PAWN][sq] = p.pawnFile[f] * p.pawnFileOpening + centrePawn;

            int knightCentre = p.knightLine[f] + p.knightLine[r];
            boolean knightCorner = sq == Square.A8 || sq == Square.H8;
            opening[PieceType.KNIGHT][sq] = knightCentre * p.knightCentreOpening + p.knightRank[r] * p.knightRankOpening
                    - (backRank ? p.knightBackRankOpening : 0) - (knightCorner ? p.knightTrapped : 0);
            endgame[PieceType.KNIGHT][sq] = knightCentre * p.knightCentreEndgame;

            int bishopCentre = p.bishopLine[f] + p.bishopLine[r];
            boolean longDiagonal = f == r || f + r == 7;
            opening[PieceType.BISHOP][sq] = bishopCentre * p.bishopCentreOpening
                    - (backRank ? p.bishopBackRankOpening : 0) + (longDiagonal ? p.bishopDiagonalOpening : 0);
            endgame[PieceType.BISHOP][sq] = bishopCentre * p.bishopCentreEndgame;

            opening[PieceType.ROOK][sq] = p.rookFile[f] * p.rookFileOpening;

            int queenCentre = p.queenLine[f] + p.queenLine[r];
            opening[PieceType.QUEEN][sq] = queenCentre * p.queenCentreOpening - (backRank ? p.queenBackRankOpening : 0);
            endgame[PieceType.QUEEN][sq] = queenCentre * p.queenCentreEndgame;

            opening[PieceType.KING][sq] = p.kingFile[f] * p.kingFileOpening + p.kingRank[r] * p.kingRankOpening;
            endgame[PieceType.KING][sq] = (p.kingLine[f] + p.kingLine[r]) * p.kingCentreEndgame;
        }
    }

    /** Opening value of a White piece of {@code type} on {@code square} (Black: use the mirrored square). */
    public int opening(int type, int square) {
        return opening[type][square];
    }

    public int endgame(int type, int square) {
        return endgame[type][square];
    }

    /** Adds every piece's table value to the pst term, each side from its own point of view. */
    void evaluate(Position position, ScoreSheet sheet) {
        for (int colour = Colour.WHITE; colour <= Colour.BLACK; colour++) {
            int op = 0;
            int eg = 0;
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                int[] o = opening[type];
                int[] e = endgame[type];
                for (long b = position.pieces(colour, type); b != 0; b &= b - 1) {
                    int sq = Square.relative(Bitboards.first(b), colour); // Black reads White's tables mirrored
                    op += o[sq];
                    eg += e[sq];
                }
            }
            sheet.add(Terms.PST, colour, op, eg);
        }
    }
}
