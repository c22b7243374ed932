package evalbench.rybka;

import evalbench.core.Attacks;
import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.Move;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;

/**
 * The checking moves Strelka 2.0 B's quiescence search tries, in its generator's order. A move may go to an
 * empty square or capture one of the {@code capturable} enemy pieces (those whose captures delta pruning gave
 * up on); other captures were tried already.
 *
 * <ol>
 *   <li>Knights (lowest square first): to squares a knight on them would check from.</li>
 *   <li>Bishops and queens: if a single piece stands between one and the enemy king on a diagonal (a piece the
 *       line may pass: not an enemy piece other than a capturable one), it is the way to check: an enemy pawn
 *       there is taken by the slider; an own pawn, knight, rook or king there steps off (the pawn by its
 *       pushes and captures, the king only to squares off the enemy king's diagonals); nothing else. Without
 *       such a piece: the slider's moves to squares from which it attacks the king along the other diagonal,
 *       and for a queen along a rank or file as well.</li>
 *   <li>Rooks and queens the same way along ranks and files (an own pawn pushes only off a rank; a king goes only
 *       to squares off the enemy king's ranks and files; an own bishop steps off too).</li>
 *   <li>Pawns: pushes, captures and double pushes onto the squares from which a pawn attacks the king, each
 *       tested with Strelka's own board masks (which leave out some edge files).</li>
 * </ol>
 * A pawn that reaches the last rank promotes to a queen. No castling, no promotions by push.
 */
final class StrelkaChecks {
    private StrelkaChecks() {
    }

    static int generate(Position p, long capturable, int[] out, int n) {
        int us = p.sideToMove();
        int them = us ^ 1;
        int king = p.kingSquare(them);
        long occupied = p.occupied();
        long targets = ~occupied | capturable;
        long passable = ~(p.occupancy(them) & ~capturable);
        long kingDiagonals = Attacks.bishop(king, occupied);
        long kingLines = Attacks.rook(king, occupied);

        for (long b = p.pieces(us, PieceType.KNIGHT); b != 0; b &= b - 1) {
            int from = Bitboards.first(b);
            n = add(out, n, from, Attacks.knight(from) & Attacks.knight(king) & targets);
        }
        long queens = p.pieces(us, PieceType.QUEEN);
        for (long b = p.pieces(us, PieceType.BISHOP) | queens; b != 0; b &= b - 1) {
            int from = Bitboards.first(b);
            long reach = Attacks.bishop(from, occupied);
            long blocker = reach & kingDiagonals & Bitboards.line(from, king) & passable;
            if (blocker != 0) {
                n = stepOff(p, Bitboards.first(blocker), from, true, king, capturable, targets, out, n);
            } else {
                long to = reach & kingDiagonals & passable;
                if (Bitboards.contains(queens, from)) {
                    to |= Attacks.rook(from, occupied) & kingDiagonals & passable | reach & kingLines & passable;
                }
                n = add(out, n, from, to & targets);
            }
        }
        for (long b = p.pieces(us, PieceType.ROOK) | queens; b != 0; b &= b - 1) {
            int from = Bitboards.first(b);
            long reach = Attacks.rook(from, occupied);
            long blocker = reach & kingLines & Bitboards.line(from, king) & passable;
            if (blocker != 0) {
                n = stepOff(p, Bitboards.first(blocker), from, false, king, capturable, targets, out, n);
            } else {
                n = add(out, n, from, reach & kingLines & passable & targets);
            }
        }
        return us == Colour.WHITE ? whitePawnChecks(p, king, capturable, out, n)
                : blackPawnChecks(p, king, capturable, out, n);
    }

    /** The single piece between a slider on {@code from} and the enemy king: the checks it makes possible. */
    private static int stepOff(Position p, int square, int from, boolean diagonal, int king, long capturable,
            long targets, int[] out, int n) {
        int us = p.sideToMove();
        int piece = p.pieceAt(square);
        if (Piece.colour(piece) != us) {
            if (Piece.type(piece) == PieceType.PAWN) {
                out[n++] = Move.make(from, square); // the slider takes the pawn and checks
            }
            return n;
        }
        long occupied = p.occupied();
        switch (Piece.type(piece)) {
            case PieceType.PAWN:
                // Along a file a push stays on the line: Strelka pushes only off a diagonal or a rank.
                boolean pushes = diagonal || Square.rank(from) == Square.rank(king);
                return pawnStepsOff(p, square, pushes, capturable, out, n);
            case PieceType.KNIGHT:
                return add(out, n, square, Attacks.knight(square) & targets);
            case PieceType.BISHOP:
                return diagonal ? n : add(out, n, square, Attacks.bishop(square, occupied) & targets);
            case PieceType.ROOK:
                return diagonal ? add(out, n, square, Attacks.rook(square, occupied) & targets) : n;
            case PieceType.KING:
                long kingRays = diagonal ? Attacks.bishop(king, 0) : Attacks.rook(king, 0);
                long offRays = ~(kingRays | Bitboards.bit(king));
                return add(out, n, square, Attacks.king(square) & offRays & targets);
            default:
                return n;
        }
    }

    /** An own pawn leaving the line: push, double push, then captures (White: +9, +7; Black: -7, -9). */
    private static int pawnStepsOff(Position p, int from, boolean pushes, long capturable, int[] out, int n) {
        boolean white = p.sideToMove() == Colour.WHITE;
        long bit = Bitboards.bit(from);
        long occupied = p.occupied();
        if (white) {
            if (pushes && from <= 47 && !Bitboards.contains(occupied, from + 8)) {
                out[n++] = Move.make(from, from + 8);
                if (Square.rank(from) == 1 && !Bitboards.contains(occupied, from + 16)) {
                    out[n++] = Move.make(from, from + 16);
                }
            }
            if (((bit & 0xFFFF7F7F7F7F7F7FL) << 9 & capturable) != 0) {
                out[n++] = pawnMove(from, from + 9);
            }
            if (((bit & 0x00FEFEFEFEFEFEFEL) << 7 & capturable) != 0) {
                out[n++] = pawnMove(from, from + 7);
            }
        } else {
            if (pushes && from >= 16 && !Bitboards.contains(occupied, from - 8)) {
                out[n++] = Move.make(from, from - 8);
                if (Square.rank(from) == 6 && !Bitboards.contains(occupied, from - 16)) {
                    out[n++] = Move.make(from, from - 16);
                }
            }
            if ((bit >>> 7 & capturable & 0x00FEFEFEFEFEFEFEL) != 0) {
                out[n++] = pawnMove(from, from - 7);
            }
            if ((bit >>> 9 & capturable & 0x007F7F7F7F7F7F7FL) != 0) {
                out[n++] = pawnMove(from, from - 9);
            }
        }
        return n;
    }

    /** White pawns: pushes to K-7 / K-9, captures there, double pushes, with Strelka's masks. */
    private static int whitePawnChecks(Position p, int king, long capturable, int[] out, int n) {
        long pawns = p.pieces(Colour.WHITE, PieceType.PAWN);
        long kingBit = Bitboards.bit(king);
        long occupied = p.occupied();
        if (((pawns & 0x0000FEFEFEFEFEFEL) << 15 & kingBit) != 0 && !Bitboards.contains(occupied, king - 7)) {
            out[n++] = Move.make(king - 15, king - 7);
        }
        if (((pawns & 0xFFFFFF7F7F7F7F7FL) << 17 & kingBit) != 0 && !Bitboards.contains(occupied, king - 9)) {
            out[n++] = Move.make(king - 17, king - 9);
        }
        if ((kingBit >>> 7 & (pawns & 0x00FCFCFCFCFCFCFCL) << 7 & capturable) != 0) {
            out[n++] = Move.make(king - 14, king - 7);
        }
        if ((kingBit >>> 9 & (pawns & 0x00FEFEFEFEFEFEFEL) << 7 & capturable) != 0) {
            out[n++] = Move.make(king - 16, king - 9);
        }
        if ((kingBit >>> 7 & (pawns & 0xFFFF7F7F7F7F7F7FL) << 9 & capturable) != 0) {
            out[n++] = Move.make(king - 16, king - 7);
        }
        if ((kingBit >>> 9 & (pawns & 0x003F3F3F3F3F3F3FL) << 9 & capturable) != 0) {
            out[n++] = Move.make(king - 18, king - 9);
        }
        if (((pawns & 0xFE00L) << 23 & kingBit) != 0 && !Bitboards.contains(occupied, king - 7)
                && !Bitboards.contains(occupied, king - 15)) {
            out[n++] = Move.make(king - 23, king - 7);
        }
        if (((pawns & 0x7F00L) << 25 & kingBit) != 0 && !Bitboards.contains(occupied, king - 9)
                && !Bitboards.contains(occupied, king - 17)) {
            out[n++] = Move.make(king - 25, king - 9);
        }
        return n;
    }

    /** Black pawns: the same towards K+9 / K+7, with Black's masks (not a mirror image of White's). */
    private static int blackPawnChecks(Position p, int king, long capturable, int[] out, int n) {
        long pawns = p.pieces(Colour.BLACK, PieceType.PAWN);
        long kingBit = Bitboards.bit(king);
        long occupied = p.occupied();
        if ((pawns >>> 17 & kingBit & 0x00007F7F7F7F7F7FL) != 0 && !Bitboards.contains(occupied, king + 9)) {
            out[n++] = Move.make(king + 17, king + 9);
        }
        if ((pawns >>> 15 & kingBit & 0x0000FEFEFEFEFEFEL) != 0 && !Bitboards.contains(occupied, king + 7)) {
            out[n++] = Move.make(king + 15, king + 7);
        }
        if (((kingBit & 0x00003F3F3F3F3F3FL) << 9 & pawns >>> 9 & capturable) != 0) {
            out[n++] = Move.make(king + 18, king + 9);
        }
        if (((kingBit & 0x0000FEFEFEFEFEFEL) << 7 & pawns >>> 9 & capturable) != 0) {
            out[n++] = Move.make(king + 16, king + 7);
        }
        if (((kingBit & 0x00007F7F7F7F7F7FL) << 9 & pawns >>> 7 & capturable) != 0) {
            out[n++] = Move.make(king + 16, king + 9);
        }
        if (((kingBit & 0x0000FCFCFCFCFCFCL) << 7 & pawns >>> 7 & capturable) != 0) {
            out[n++] = Move.make(king + 14, king + 7);
        }
        if ((pawns >>> 25 & 0x000000007F000000L & kingBit) != 0 && !Bitboards.contains(occupied, king + 9)
                && !Bitboards.contains(occupied, king + 17)) {
            out[n++] = Move.make(king + 25, king + 9);
        }
        if ((pawns >>> 23 & 0x00000000FE000000L & kingBit) != 0 && !Bitboards.contains(occupied, king + 7)
                && !Bitboards.contains(occupied, king + 15)) {
            out[n++] = Move.make(king + 23, king + 7);
        }
        return n;
    }

    private static int pawnMove(int from, int to) {
        int rank = Square.rank(to);
        return rank == 0 || rank == 7 ? Move.promotion(from, to, PieceType.QUEEN) : Move.make(from, to);
    }

    private static int add(int[] out, int n, int from, long targets) {
        for (long t = targets; t != 0; t &= t - 1) {
            out[n++] = Move.make(from, Bitboards.first(t));
        }
        return n;
    }
}
