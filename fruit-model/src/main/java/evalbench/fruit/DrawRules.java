package evalbench.fruit;

import evalbench.core.Attacks;
import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;

/**
 * Fruit's eval_draw(): heuristic draw rules that lower a side's multiplier.
 *
 * <p>Per colour (from the material info's colour flags):
 * <ul>
 * <li>rook pawn: all pawns on the a- or h-file ({@link PawnInfo#singleFile}), the enemy king next to the
 * promotion square and no own bishop of that square's colour: the side cannot win (MulRookPawnDraw);</li>
 * <li>bishop and pawns on one file: the enemy king on the file in front of the most advanced pawn and no own
 * bishop of the king square's colour (MulDrawRule). Fruit keeps Black's single-file square rank-mirrored
 * and compares it here as if it were a real square: that changes this rule for Black (the second known
 * asymmetry) and is reproduced on purpose;</li>
 * <li>knight and pawn: the enemy king on the file in front of the pawn, the pawn not beyond its 6th rank
 * (MulDrawRule).</li>
 * </ul>
 * Then the recognisers of one-pawn endings (KPKQ, KPKR, KPKB, KPKN, KNPK, KRPKR, KBPKB, either colour with the
 * pawn): if the rule finds a draw, both multipliers become MulDrawRule. They look at the board normalised
 * so that the pawn is White's and stands on the a..d files.
 *
 * <p>API for models derived from Fruit (Toga II 3.0 kept this stage unchanged): {@link #apply} lowers the multipliers of
 * the derived model's material info.
 */
public final class DrawRules {
    private final FruitParameters p;
    private final Normalised normalised = new Normalised();

    public DrawRules(FruitParameters parameters) {
        this.p = parameters;
    }

    /** Lowers {@code mul} (White's, Black's) where a rule applies. */
    public void apply(Position position, MaterialInfo material, PawnInfo pawns, int[] mul) {
        for (int me = Colour.WHITE; me <= Colour.BLACK; me++) {
            int opp = me ^ 1;
            int oppKing = position.kingSquare(opp);
            MaterialInfo.Side side = material.side(me);
            if (side.has(MaterialInfo.ROOK_PAWN)) {
                int single = pawns.singleFile(me);
                if (single != Square.NONE) {
                    int file = Square.file(single);
                    if (file == 0 || file == 7) {
                        int promotion = Square.relative(Square.of(file, 7), me);
                        if (Square.distance(oppKing, promotion) <= 1 && !bishopOfColour(position, me, promotion)) {
                            mul[me] = p.mulRookPawnDraw;
                        }
                    }
                }
            }
            if (side.has(MaterialInfo.BISHOP)) {
                // Fruit's quirk: 'single' is in the side's own frame, compared with the king as a real square
                int single = pawns.singleFile(me);
                if (single != Square.NONE && Square.file(oppKing) == Square.file(single)
                        && Square.relativeRank(oppKing, me) > Square.relativeRank(single, me)
                        && !bishopOfColour(position, me, oppKing)) {
                    mul[me] = p.mulDrawRule;
                }
            }
            if (side.has(MaterialInfo.KNIGHT)) {
                int pawn = Bitboards.first(position.pieces(me, PieceType.PAWN));
                if (Square.file(oppKing) == Square.file(pawn)
                        && Square.relativeRank(oppKing, me) > Square.relativeRank(pawn, me)
                        && Square.relativeRank(pawn, me) <= 5) {
                    mul[me] = p.mulDrawRule;
                }
            }
        }
        if (recognisedDraw(position, material.recogniser())) {
            mul[Colour.WHITE] = p.mulDrawRule;
            mul[Colour.BLACK] = p.mulDrawRule;
        }
    }

    /** True if {@code colour} has a bishop on a square of {@code square}'s colour. */
    private static boolean bishopOfColour(Position position, int colour, int square) {
        long sameColour = Bitboards.contains(Bitboards.DARK_SQUARES, square) ? Bitboards.DARK_SQUARES
                : Bitboards.LIGHT_SQUARES;
        return (position.pieces(colour, PieceType.BISHOP) & sameColour) != 0;
    }

    private boolean recognisedDraw(Position position, Recogniser recogniser) {
        switch (recogniser) {
            case KPKQ: case KQKP:
            case KPKR: case KRKP:
            case KPKB: case KBKP:
            case KPKN: case KNKP:
            case KNPK: case KKNP:
            case KRPKR: case KRKRP:
            case KBPKB: case KBKBP:
                break;
            default:
                return false;
        }
        int pawnSide = position.pieces(Colour.WHITE, PieceType.PAWN) != 0 ? Colour.WHITE : Colour.BLACK;
        Normalised n = normalised.load(position, pawnSide);
        switch (recogniser) {
            case KPKQ: case KQKP:
                return kpkq(n);
            case KPKR: case KRKP:
                return kpkr(n);
            case KPKB: case KBKP:
                return kpkb(n);
            case KPKN: case KNKP:
                return kpkn(n);
            case KNPK: case KKNP:
                return knpk(n);
            case KRPKR: case KRKRP:
                return krpkr(n);
            default:
                return kbpkb(n);
        }
    }

    /**
     * The position seen with the pawn's side as White (ranks mirrored if the pawn is Black's) and the pawn on
     * the a..d files (files mirrored if it stands on e..h). "White to move" is the pawn's side to move.
     * Reloaded for each use (no allocation per evaluation).
     */
    static final class Normalised {
        int whiteKing;
        int pawn;
        /** The pawn side's piece besides king and pawn, or NONE. */
        int whitePiece;
        int blackKing;
        /** The defender's piece besides its king, or NONE. */
        int blackPiece;
        boolean whiteToMove;

        Normalised load(Position position, int pawnSide) {
            int def = pawnSide ^ 1;
            int pawnSquare = Bitboards.first(position.pieces(pawnSide, PieceType.PAWN));
            int flip = (Square.file(pawnSquare) >= 4 ? 7 : 0) ^ (pawnSide == Colour.BLACK ? 56 : 0);
            this.pawn = pawnSquare ^ flip;
            this.whiteKing = position.kingSquare(pawnSide) ^ flip;
            this.blackKing = position.kingSquare(def) ^ flip;
            long ownPieces = position.occupancy(pawnSide) & ~position.pieces(pawnSide, PieceType.PAWN)
                    & ~position.pieces(pawnSide, PieceType.KING);
            long defPieces = position.occupancy(def) & ~position.pieces(def, PieceType.KING);
            this.whitePiece = ownPieces == 0 ? Square.NONE : Bitboards.first(ownPieces) ^ flip;
            this.blackPiece = defPieces == 0 ? Square.NONE : Bitboards.first(defPieces) ^ flip;
            this.whiteToMove = position.sideToMove() == pawnSide;
            return this;
        }
    }

    /** KPKQ: a pawn on a7 or c7 with its king well placed, and the defending king too far to help its queen. */
    static boolean kpkq(Normalised n) {
        int wk = n.whiteKing;
        int wp = n.pawn;
        int bk = n.blackKing;
        int bq = n.blackPiece;
        int dist = 4;
        int promotion;
        if (wp == Square.A7) {
            promotion = Square.A8;
            if (wk == Square.B7 || wk == Square.B8) { // best case
                if (n.whiteToMove) {
                    dist--;
                }
            } else if (wk == Square.A8 || ((wk == Square.C7 || wk == Square.C8) && bq != Square.A8)) { // a lost tempo
                if (!n.whiteToMove && Square.file(bq) != 1) {
                    return false;
                }
            } else {
                return false;
            }
        } else if (wp == Square.C7) {
            promotion = Square.C8;
            if (wk == Square.C8) { // self-blocking
                dist++;
                if (n.whiteToMove) {
                    dist--;
                }
            } else if (wk == Square.B7 || wk == Square.B8) { // the right side
                dist--;
                if (pinned(wk, wp, bq)) {
                    dist++;
                }
                if (n.whiteToMove) {
                    dist--;
                }
            } else if (wk == Square.D7 || wk == Square.D8) { // the wrong side
                if (pinned(wk, wp, bq)) {
                    dist++;
                }
                if (n.whiteToMove) {
                    dist--;
                }
            } else if ((wk == Square.A7 || wk == Square.A8) && bq != Square.C8) { // two away, right side
                if (!n.whiteToMove && Square.file(bq) != 1) {
                    return false;
                }
                dist--;
            } else if ((wk == Square.E7 || wk == Square.E8) && bq != Square.C8) { // two away, wrong side
                if (!n.whiteToMove && Square.file(bq) != 3) {
                    return false;
                }
            } else {
                return false;
            }
        } else {
            return false;
        }
        return Square.distance(bk, promotion) > dist;
    }

    /** The queen, the pawn and the king in one line, in that order, the king right behind the pawn. */
    private static boolean pinned(int wk, int wp, int bq) {
        int df = Integer.signum(Square.file(wp) - Square.file(bq));
        int dr = Integer.signum(Square.rank(wp) - Square.rank(bq));
        boolean onLine = Bitboards.line(bq, wp) != 0;
        return onLine && Square.file(wk) - Square.file(wp) == df && Square.rank(wk) - Square.rank(wp) == dr;
    }

    /** KPKR: the king next to (or two files beside) its pawn and the defending king too far away. */
    static boolean kpkr(Normalised n) {
        int wk = n.whiteKing;
        int wp = n.pawn;
        int bk = n.blackKing;
        int br = n.blackPiece;
        int wkFile = Square.file(wk);
        int wpFile = Square.file(wp);
        int promotion = Square.of(wpFile, 7);
        int kingPawn = Square.distance(wk, wp);
        if (kingPawn == 2 && Math.abs(Square.rank(wk) - Square.rank(wp)) <= 1) {
            if (!n.whiteToMove && Square.file(br) != (wkFile + wpFile) / 2) {
                return false;
            }
        } else if (kingPawn != 1) {
            return false;
        }
        int dist = Square.distance(wk, promotion) + Square.distance(wp, promotion);
        if (wk == promotion) {
            dist++;
        }
        if (wk == wp + 8) { // the king in front of its pawn
            if (wpFile == 0) {
                return false;
            }
            dist++;
        }
        if (Square.file(br) != wpFile && Square.rank(br) != 7) { // a misplaced rook
            dist--;
        }
        if (n.whiteToMove) {
            dist--;
        }
        return Square.distance(bk, promotion) > dist;
    }

    /** KPKB: the bishop stops the pawn on its way (stands on its path or controls a square of it). */
    static boolean kpkb(Normalised n) {
        return bishopBlockade(n.pawn, n.blackPiece, n.blackKing);
    }

    /** KBPKB with bishops of opposite colours: as {@link #kpkb}. */
    static boolean kbpkb(Normalised n) {
        boolean whiteDark = Bitboards.contains(Bitboards.DARK_SQUARES, n.whitePiece);
        boolean blackDark = Bitboards.contains(Bitboards.DARK_SQUARES, n.blackPiece);
        if (whiteDark == blackDark) {
            return false;
        }
        return bishopBlockade(n.pawn, n.blackPiece, n.blackKing);
    }

    /**
     * The defending bishop stands on a square of the pawn's path, or sees one along a diagonal that its own king
     * does not cut (Fruit's walk stops only at the defending king).
     */
    private static boolean bishopBlockade(int pawn, int bishop, int defKing) {
        for (int to = pawn + 8; to < 64; to += 8) {
            if (to == bishop) {
                return true;
            }
            boolean diagonal = Math.abs(Square.file(to) - Square.file(bishop)) == Math.abs(Square.rank(to) - Square.rank(bishop));
            if (diagonal && !Bitboards.contains(Bitboards.between(bishop, to), defKing)) {
                return true;
            }
        }
        return false;
    }

    /** KPKN: the knight stands on or attacks a square of the pawn's path (for an a-pawn, short of a8). */
    static boolean kpkn(Normalised n) {
        int knight = n.blackPiece;
        int end = Square.file(n.pawn) == 0 ? 56 : 64;
        for (int sq = n.pawn + 8; sq < end; sq += 8) {
            if (sq == knight || Bitboards.contains(Attacks.knight(knight), sq)) {
                return true;
            }
        }
        return false;
    }

    /** KNPK: an a7 pawn with the defending king next to a8. */
    static boolean knpk(Normalised n) {
        return n.pawn == Square.A7 && Square.distance(n.blackKing, Square.A8) <= 1;
    }

    /** KRPKR: the defending king in front of the pawn, or a known drawn setup with the rook in front. */
    static boolean krpkr(Normalised n) {
        int wk = n.whiteKing;
        int wr = n.whitePiece;
        int wp = n.pawn;
        int bk = n.blackKing;
        int br = n.blackPiece;
        int wpFile = Square.file(wp);
        int wpRank = Square.rank(wp);
        int promotion = Square.of(wpFile, 7);
        if (bk == promotion) {
            return Square.file(br) > wpFile;
        }
        if (Square.file(bk) == wpFile && Square.rank(bk) > wpRank) {
            return true;
        }
        if (wr == promotion && wpRank == 6 && (bk == Square.G7 || bk == Square.H7) && Square.file(br) == wpFile) {
            int needed = Square.rank(br) <= 2 ? 1 : 2;
            return Square.distance(wk, wp) > needed;
        }
        return false;
    }
}
