package evalbench.fruit;

import evalbench.core.Colour;
import evalbench.core.PackedScore;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.SquareTable;
import evalbench.core.eval.ScoreSheet;

/**
 * Fruit's piece-square tables, built when the parameters are loaded from a few weights and the Line / File /
 * Rank basis arrays (Fruit's pst.cpp formula, {@link PstFormula}), never typed in. Tables hold White's values; a Black piece on
 * a square scores what a White piece scores on the rank-mirrored square.
 *
 * <p>API for models derived from Fruit (Toga II 3.0 kept these tables): built from the derived model's
 * {@link FruitParameters}, {@link #evaluate} records into a sheet under Fruit's {@link Terms#PST} index.
 */
public final class PieceSquareTables {
    private final int[][] opening = new int[7][64];
    private final int[][] endgame = new int[7][64];
    /** The same values by coloured piece (Black's mirrored), for the sums a position keeps through its moves. */
    private final SquareTable byPiece;

    public PieceSquareTables(FruitParameters p) {
        PstFormula formula = new PstFormula(p);
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            opening[type] = formula.table(type, false);
            endgame[type] = formula.table(type, true);
        }
        int[] op = new int[Piece.CODE_LIMIT * 64];
        int[] eg = new int[Piece.CODE_LIMIT * 64];
        for (int colour = Colour.WHITE; colour <= Colour.BLACK; colour++) {
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                for (int sq = 0; sq < 64; sq++) {
                    int own = Square.relative(sq, colour); // Black reads White's tables mirrored
                    op[Piece.make(colour, type) * 64 + sq] = opening[type][own];
                    eg[Piece.make(colour, type) * 64 + sq] = endgame[type][own];
                }
            }
        }
        byPiece = new SquareTable(op, eg);
    }

    /** Opening value of a White piece of {@code type} on {@code square} (Black: use the mirrored square). */
    public int opening(int type, int square) {
        return opening[type][square];
    }

    public int endgame(int type, int square) {
        return endgame[type][square];
    }

    /**
     * Adds every piece's table value to the pst term, each side from its own point of view. The sums come from the
     * position, which keeps them through make/unmake once the tables are attached (here, on first sight), as
     * Fruit keeps its opening and endgame PST sums in the board.
     */
    public void evaluate(Position position, ScoreSheet sheet) {
        if (position.squareTable() != byPiece) {
            position.trackSquareTable(byPiece);
        }
        for (int colour = Colour.WHITE; colour <= Colour.BLACK; colour++) {
            long sum = position.squareTableSum(colour);
            sheet.add(Terms.PST, colour, PackedScore.opening(sum), PackedScore.endgame(sum));
        }
    }
}
