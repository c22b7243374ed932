package evalbench.fruit;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.search.DrawRecogniser;

/**
 * The positions Fruit 2.1's search scores as draws on sight (its {@code recog_draw}): at most four men on the
 * board, a material configuration flagged as a draw node, and then per configuration: KK, KBK and KNK always;
 * KBKB with bishops on squares of one colour; KPK by a handful of king-and-pawn rules; KBPK with a rook pawn,
 * the bishop of the wrong colour and the defending king at the queening corner.
 */
final class FruitDrawRecogniser implements DrawRecogniser {
    private final MaterialTable materials;

    FruitDrawRecogniser(FruitParameters parameters) {
        this.materials = new MaterialTable(parameters, true);
    }

    // With at most four men each rule's pieces are the only ones of their kind: no piece list is needed.
    private static int only(Position p, int colour, int type) {
        return Bitboards.first(p.pieces(colour, type));
    }

    @Override
    public boolean isDraw(Position p) {
        if (Bitboards.count(p.occupied()) > 4) {
            return false;
        }
        MaterialInfo info = materials.get(p);
        if (!info.has(MaterialInfo.DRAW_NODE)) {
            return false;
        }
        switch (info.recogniser()) {
            case KK:
            case KBK:
            case KKB:
            case KNK:
            case KKN:
                return true;
            case KPK:
                return pawnEndingDraw(p, Colour.WHITE);
            case KKP:
                return pawnEndingDraw(p, Colour.BLACK);
            case KBKB:
                return squareColour(only(p, Colour.WHITE, PieceType.BISHOP))
                        == squareColour(only(p, Colour.BLACK, PieceType.BISHOP));
            case KBPK:
                return wrongBishopDraw(p, Colour.WHITE);
            case KKBP:
                return wrongBishopDraw(p, Colour.BLACK);
            default:
                return false;
        }
    }

    /** KPK seen from the pawn's side, pawn on files a..d (mirrored), ranks as for White. */
    private boolean pawnEndingDraw(Position p, int strong) {
        int pawn = normalise(only(p, strong, PieceType.PAWN), strong);
        int strongKing = normalise(p.kingSquare(strong), strong);
        int weakKing = normalise(p.kingSquare(strong ^ 1), strong);
        if (Square.file(pawn) >= 4) {
            pawn = Square.flipFile(pawn);
            strongKing = Square.flipFile(strongKing);
            weakKing = Square.flipFile(weakKing);
        }
        boolean strongToMove = p.sideToMove() == strong;
        return kpkDraw(pawn, strongKing, weakKing, strongToMove);
    }

    private static int normalise(int square, int strong) {
        return strong == Colour.WHITE ? square : Square.flipRank(square);
    }

    /** Fruit's KPK rules (pawn on a..d, White's view). */
    static boolean kpkDraw(int wp, int wk, int bk, boolean whiteToMove) {
        int wpFile = Square.file(wp);
        int wpRank = Square.rank(wp);
        if (bk == wp + 8) { // the defending king stands in front of the pawn
            if (wpRank <= 5) {
                return true;
            }
            boolean kingBeside = wk == wp - 7 || wk == wp - 9; // behind the pawn, diagonally
            if (whiteToMove ? kingBeside : !kingBeside) {
                return true;
            }
        } else if (bk == wp + 16) { // two squares in front
            if (wpRank <= 4) {
                return true;
            }
            if (!whiteToMove || (wk != wp - 1 && wk != wp + 1)) {
                return true;
            }
        } else if (wk == wp - 1 || wk == wp + 1) { // attacking king beside the pawn
            if (bk == wk + 16 && whiteToMove) { // opposition
                return true;
            }
        } else if (wk == wp + 7 || wk == wp + 8 || wk == wp + 9) { // attacking king in front of the pawn
            if (wpRank <= 3 && bk == wk + 16 && whiteToMove) { // opposition
                return true;
            }
        }
        if (wpFile == 0) { // rook pawn
            if (Square.distance(bk, Square.A8) <= 1) {
                return true;
            }
            if (Square.file(wk) == 0) {
                int rank = wpRank == 1 ? 2 : wpRank;
                if (Square.file(bk) == 2 && Square.rank(bk) > rank) {
                    return true;
                }
            }
        }
        return false;
    }

    /** KBPK: rook pawn, bishop not of the queening square's colour, defending king next to that corner. */
    private boolean wrongBishopDraw(Position p, int strong) {
        int pawn = normalise(only(p, strong, PieceType.PAWN), strong);
        int bishop = normalise(only(p, strong, PieceType.BISHOP), strong);
        int weakKing = normalise(p.kingSquare(strong ^ 1), strong);
        if (Square.file(pawn) >= 4) {
            pawn = Square.flipFile(pawn);
            bishop = Square.flipFile(bishop);
            weakKing = Square.flipFile(weakKing);
        }
        return Square.file(pawn) == 0 && Square.distance(weakKing, Square.A8) <= 1
                && squareColour(bishop) != squareColour(Square.A8);
    }

    private static int squareColour(int square) {
        return (Square.file(square) + Square.rank(square)) & 1;
    }
}
