package evalbench.rybka;

import evalbench.core.Attacks;
import evalbench.core.Bitboards;
import evalbench.core.ExchangeEvaluator;
import evalbench.core.Move;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.StaticExchange;

/**
 * Strelka 2.0 B's exchange test, a yes/no answer with shortcuts before any swapping: good if the victim is
 * worth at least the mover (P 1, N 3, B 3, R 5, Q 10) or the move is en passant; bad if an enemy pawn guards the
 * target; bad if the mover is worth more than three more than the victim and an enemy knight or bishop guards
 * it; good if an own pawn guards it; otherwise a swap of the remaining pieces (knights, bishops, rooks, queens,
 * then the king), where the balance decides after each pair of captures. The swap keeps Strelka's bookkeeping:
 * lines are read with the occupancy before the move and a used piece leaves the play only at the start of the
 * next round, so a rook that captured can be seen again behind the next rook on its file. The numeric exchange
 * value (for anything else) is engine-core's standard one.
 */
final class StrelkaExchange implements ExchangeEvaluator {
    private static final int[] VALUE = {0, 1, 3, 3, 5, 10, 9999};
    /** The swap's attackers, cheapest first (pawns are settled before the swap). */
    private static final int[] SWAP_ORDER = {PieceType.KNIGHT, PieceType.BISHOP, PieceType.ROOK, PieceType.QUEEN,
        PieceType.KING};
    private final StaticExchange standard = StaticExchange.standard();

    @Override
    public int evaluate(Position position, int move) {
        return standard.evaluate(position, move);
    }

    @Override
    public boolean isGood(Position p, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int mover = Piece.type(p.pieceAt(from));
        int victim = Piece.type(p.pieceAt(to));
        if (VALUE[victim] >= VALUE[mover] || Move.isEnPassant(move)) {
            return true;
        }
        int me = p.sideToMove();
        int opp = me ^ 1;
        if ((Attacks.pawn(me, to) & p.pieces(opp, PieceType.PAWN)) != 0) {
            return false; // an enemy pawn guards the square
        }
        long occupied = p.occupied();
        int delta = VALUE[mover] - VALUE[victim];
        long knights = Attacks.knight(to) & p.piecesOfType(PieceType.KNIGHT);
        if (delta > 3 && (knights & p.occupancy(opp)) != 0) {
            return false;
        }
        long diagonal = p.piecesOfType(PieceType.BISHOP) | p.piecesOfType(PieceType.QUEEN);
        long straight = p.piecesOfType(PieceType.ROOK) | p.piecesOfType(PieceType.QUEEN);
        long bishops = Attacks.bishop(to, occupied) & diagonal;
        if (delta > 3 && (bishops & p.pieces(opp, PieceType.BISHOP)) != 0) {
            return false;
        }
        if ((Attacks.pawn(opp, to) & p.pieces(me, PieceType.PAWN)) != 0) {
            return true; // an own pawn guards the square
        }
        // The swap as Strelka runs it. Lines are read with the occupancy before the move, and a square leaves
        // the play only at the start of a round (opponent's capture, then the mover's side's): a piece that
        // captured in the second half of a round can be found again behind the next capturer on its line.
        long clear = ~(Bitboards.bit(from) | Bitboards.bit(to));
        long attackers = (knights | Attacks.bishop(to, occupied) & diagonal | Attacks.rook(to, occupied) & straight
                | Attacks.king(to) & p.piecesOfType(PieceType.KING)) & clear;
        attackers |= behind(from, to, occupied, diagonal, straight) & clear;
        int balance = VALUE[victim] - VALUE[mover];
        do {
            clear &= ~attackers;
            int opponent = cheapest(p, attackers, opp);
            if (opponent < 0) {
                return true;
            }
            int oppType = Piece.type(p.pieceAt(opponent));
            if (oppType == PieceType.KING) {
                balance += 2001;
            } else {
                balance += VALUE[oppType];
                attackers = afterCapture(attackers, opponent, oppType, to, occupied, clear, diagonal, straight);
            }
            if (balance < 0) {
                return false;
            }
            int own = cheapest(p, attackers, me);
            if (own < 0) {
                return false;
            }
            int ownType = Piece.type(p.pieceAt(own));
            if (ownType == PieceType.KING) {
                if (balance > 1000) {
                    return true;
                }
                balance -= 2999;
            } else {
                balance -= VALUE[ownType];
                attackers = afterCapture(attackers, own, ownType, to, occupied, clear, diagonal, straight);
            }
        } while (balance < 0);
        return true;
    }

    /**
     * The attackers after the piece on {@code square} captured: it leaves them, and a slider on its line beyond
     * it joins (a knight opens no line).
     */
    private static long afterCapture(long attackers, int square, int type, int to, long occupied, long clear,
            long diagonal, long straight) {
        long rest = attackers & ~Bitboards.bit(square);
        if (type == PieceType.KNIGHT) {
            return rest;
        }
        return rest | behind(square, to, occupied, diagonal, straight) & clear;
    }

    /**
     * The sliders of the right kind that {@code square} sees along its line through {@code to}, both ways, with
     * the occupancy before the move.
     */
    private static long behind(int square, int to, long occupied, long diagonal, long straight) {
        long line = Bitboards.line(square, to);
        if (line == 0) {
            return 0;
        }
        boolean straightLine = Square.rank(square) == Square.rank(to) || Square.file(square) == Square.file(to);
        return straightLine ? Attacks.rook(square, occupied) & line & straight
                : Attacks.bishop(square, occupied) & line & diagonal;
    }

    /** The colour's cheapest attacker among knights, bishops, rooks, queens and the king (lowest square), or -1. */
    private static int cheapest(Position p, long attackers, int colour) {
        for (int type : SWAP_ORDER) {
            long set = attackers & p.pieces(colour, type);
            if (set != 0) {
                return Bitboards.first(set);
            }
        }
        return -1;
    }

}
