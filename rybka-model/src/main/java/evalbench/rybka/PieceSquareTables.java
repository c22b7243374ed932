package evalbench.rybka;

import evalbench.core.Colour;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Square;
import evalbench.core.SquareTable;
import evalbench.core.eval.ParameterSet;

/**
 * Rybka's piece-square tables, built at load time from Fruit 2.1's basis arrays (Line/File/Rank) and Rybka's
 * weights (spec §3). Tables are stored for White; a Black piece reads the rank-mirrored square, which makes
 * the value that side's own-point-of-view score (Black's table is White's negated vertical mirror).
 * Public read access ({@link #of}) is for the table forensics in app, which inspects the tables the model
 * really uses.
 */
public final class PieceSquareTables {
    private final int[] opening = new int[(PieceType.KING + 1) * 64];
    private final int[] endgame = new int[(PieceType.KING + 1) * 64];
    /** The same values by coloured piece (Black's mirrored), for the sums a position keeps through its moves. */
    private final SquareTable byPiece;

    PieceSquareTables(RybkaParameters p) {
        for (int sq = 0; sq < 64; sq++) {
            int f = Square.file(sq);
            int r = Square.rank(sq);
            set(PieceType.PAWN, sq, p.pawnFile[f] * p.pawnFileOpening, p.pawnFile[f] * p.pawnFileEndgame);
            set(PieceType.KNIGHT, sq,
                    (p.knightLine[f] + p.knightLine[r]) * p.knightCentreOpening + p.knightRank[r] * p.knightRankOpening,
                    (p.knightLine[f] + p.knightLine[r]) * p.knightCentreEndgame);
            set(PieceType.BISHOP, sq, (p.bishopLine[f] + p.bishopLine[r]) * p.bishopCentreOpening,
                    (p.bishopLine[f] + p.bishopLine[r]) * p.bishopCentreEndgame);
            set(PieceType.ROOK, sq, p.rookFile[f] * p.rookFileOpening, 0);
            set(PieceType.QUEEN, sq, (p.queenLine[f] + p.queenLine[r]) * p.queenCentreOpening,
                    (p.queenLine[f] + p.queenLine[r]) * p.queenCentreEndgame);
            set(PieceType.KING, sq, p.kingFile[f] * p.kingFileOpening,
                    (p.kingLine[f] + p.kingLine[r]) * p.kingCentreEndgame);
        }
        addOpening(PieceType.PAWN, Square.D5, p.pawnCentreOpening);
        addOpening(PieceType.PAWN, Square.E5, p.pawnCentreOpening);
        addOpening(PieceType.KNIGHT, Square.A8, -p.knightTrapped);
        addOpening(PieceType.KNIGHT, Square.H8, -p.knightTrapped);
        for (int i = 0; i < 8; i++) {
            addOpening(PieceType.BISHOP, Square.of(i, 0), -p.bishopBackRankOpening);
            addOpening(PieceType.BISHOP, Square.of(i, i), p.bishopDiagonalOpening);
            addOpening(PieceType.BISHOP, Square.of(i, 7 - i), p.bishopDiagonalOpening);
            addOpening(PieceType.QUEEN, Square.of(i, 0), -p.queenBackRankOpening);
        }
        int[] op = new int[Piece.CODE_LIMIT * 64];
        int[] eg = new int[Piece.CODE_LIMIT * 64];
        for (int colour = Colour.WHITE; colour <= Colour.BLACK; colour++) {
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                for (int sq = 0; sq < 64; sq++) {
                    op[Piece.make(colour, type) * 64 + sq] = opening(type, Square.relative(sq, colour));
                    eg[Piece.make(colour, type) * 64 + sq] = endgame(type, Square.relative(sq, colour));
                }
            }
        }
        byPiece = new SquareTable(op, eg);
    }

    /** The tables by coloured piece and real square, each side's values from its own point of view. */
    SquareTable byPiece() {
        return byPiece;
    }

    /** The tables a parameter set gives (the set is read and checked as the evaluator reads it). */
    public static PieceSquareTables of(ParameterSet set) {
        return new PieceSquareTables(RybkaParameters.from(set));
    }

    private void set(int type, int sq, int op, int eg) {
        opening[type * 64 + sq] = op;
        endgame[type * 64 + sq] = eg;
    }

    private void addOpening(int type, int sq, int amount) {
        opening[type * 64 + sq] += amount;
    }

    /** Opening value of a piece type on a square seen from its owner's side ({@link Square#relative}). */
    public int opening(int type, int relativeSquare) {
        return opening[type * 64 + relativeSquare];
    }

    public int endgame(int type, int relativeSquare) {
        return endgame[type * 64 + relativeSquare];
    }
}
