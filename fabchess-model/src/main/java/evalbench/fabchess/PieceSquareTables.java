package evalbench.fabchess;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PackedScore;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.SquareTable;
import evalbench.core.eval.ScoreSheet;

/**
 * FabChess's piece-square tables: one table per piece type written from White's side; a black piece reads the
 * rank-mirrored square (the program mirrors ranks only, not files). Each side's sum is from its own view.
 *
 * <p>FabChess keeps the sum incrementally in play; so does the position here once the tables are attached (on
 * first sight, {@link Position#trackSquareTable}), with each piece's base material value ({@link Material})
 * added in: the fast path reads the two sums, and {@link Material} adds only what depends on the whole board.
 * A recording run adds the pieces up type by type for the six terms, without the material. FastPathTest holds the
 * two faces equal, along played lines too.
 */
final class PieceSquareTables {
    private final FabChessParameters p;
    /**
     * By coloured piece and real square, each side's from its own point of view: the table entry plus the piece's
     * base material value.
     */
    private final SquareTable byPiece;

    PieceSquareTables(FabChessParameters p, Material material) {
        this.p = p;
        int[] mg = new int[Piece.CODE_LIMIT * 64];
        int[] eg = new int[Piece.CODE_LIMIT * 64];
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                for (int sq = 0; sq < 64; sq++) {
                    long base = material.baseValue(type);
                    mg[Piece.make(c, type) << 6 | sq] = p.psqt[type].mg[Square.relative(sq, c)]
                            + PackedScore.opening(base);
                    eg[Piece.make(c, type) << 6 | sq] = p.psqt[type].eg[Square.relative(sq, c)]
                            + PackedScore.endgame(base);
                }
            }
        }
        this.byPiece = new SquareTable(mg, eg);
    }

    /** White's sum minus Black's, packed; on the fast path with the base material values in it. */
    long evaluate(Position position, ScoreSheet sheet) {
        if (position.squareTable() != byPiece) {
            position.trackSquareTable(byPiece);
        }
        if (!sheet.recording()) {
            return position.squareTableSum(Colour.WHITE) - position.squareTableSum(Colour.BLACK);
        }
        return byType(position, Colour.WHITE, sheet) - byType(position, Colour.BLACK, sheet);
    }

    /** One side's sum worked out from the board, one term per piece type. */
    private long byType(Position position, int c, ScoreSheet sheet) {
        long sum = 0;
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            long[] table = p.psqt[type].packed;
            long typeSum = 0;
            long set = position.pieces(c, type);
            for (long s = set; s != 0; s = Bitboards.withoutFirst(s)) {
                typeSum += table[Square.relative(Bitboards.first(s), c)];
            }
            int term = Terms.PSQT_PAWN + type - PieceType.PAWN;
            sum = sheet.addPacked(sum, term, c, typeSum);
            sheet.mark(term, set);
        }
        return sum;
    }

    /** White's table of a piece type (mg or eg half) in a parameter set, by square: for heatmaps. */
    static int[] table(FabChessParameters p, int type, boolean endgame) {
        return (endgame ? p.psqt[type].eg : p.psqt[type].mg).clone();
    }
}
