package evalbench.fabchess;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PackedScore;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.eval.ScoreSheet;

/**
 * Material: piece values per side (a knight's value moves with the number of pawns on the board, both colours),
 * the bishop pair for two or more bishops, and FabChess's draw shortcut for lone minor pieces. On the fast path
 * the base values come with the piece-square sums the position keeps ({@link PieceSquareTables}); what is left
 * here is what depends on the whole board: the knights' share of the pawn count, and the pairs.
 */
final class Material {
    private final FabChessParameters p;
    /** Piece values by type, packed. */
    private final long[] value = new long[PieceType.QUEEN + 1];
    private final long bishopPair;

    Material(FabChessParameters p) {
        this.p = p;
        for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
            value[type] = p.pieceValue[type].single();
        }
        bishopPair = p.bishopPair.single();
    }

    /** The value of a piece type wherever it stands (for a knight without its share of the pawn count), packed. */
    long baseValue(int type) {
        return type <= PieceType.QUEEN ? value[type] : 0;
    }

    /**
     * White's sum minus Black's, packed: on the fast path without the base values (the position's piece-square
     * sums hold them), in a recording run all of it, term by term.
     */
    long evaluate(Position position, ScoreSheet sheet, Counts counts) {
        int pawnsOnBoard = Bitboards.count(position.piecesOfType(PieceType.PAWN));
        int extra = p.knightValueWithPawns[pawnsOnBoard];
        if (!sheet.recording()) {
            int knights = position.count(Colour.WHITE, PieceType.KNIGHT) - position.count(Colour.BLACK, PieceType.KNIGHT);
            long pairs = (position.count(Colour.WHITE, PieceType.BISHOP) >= 2 ? bishopPair : 0)
                    - (position.count(Colour.BLACK, PieceType.BISHOP) >= 2 ? bishopPair : 0);
            return knights * PackedScore.pack(extra, extra) + pairs;
        }
        long knight = value[PieceType.KNIGHT] + PackedScore.pack(extra, extra);
        return side(position, Colour.WHITE, knight, sheet, counts) - side(position, Colour.BLACK, knight, sheet, counts);
    }

    private long side(Position position, int c, long knight, ScoreSheet sheet, Counts counts) {
        long sum = 0;
        for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
            int n = position.count(c, type);
            int term = Terms.MATERIAL_BY_TYPE[type];
            sum = sheet.addPacked(sum, term, c, n * (type == PieceType.KNIGHT ? knight : value[type]));
            counts.set(Counts.material(type), c, n);
            if (type == PieceType.BISHOP && n >= 2) {
                sum = sheet.addPacked(sum, Terms.BISHOP_PAIR, c, bishopPair);
                sheet.mark(Terms.BISHOP_PAIR, position.pieces(c, PieceType.BISHOP));
            }
            sheet.mark(term, position.pieces(c, type));
        }
        return sum;
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
