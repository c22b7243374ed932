package evalbench.rybka;

import evalbench.core.Attacks;
import evalbench.core.Bitboards;
import evalbench.core.ExchangeEvaluator;
import evalbench.core.Move;
import evalbench.core.Piece;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.StaticExchange;

/**
 * Strelka 2.0 B's exchange test, a yes/no answer with shortcuts before any swapping: good if the victim is
 * worth at least the mover (P 1, N 3, B 3, R 5, Q 10) or the move is en passant; bad if an enemy pawn guards the
 * target; bad if the mover is worth more than three more than the victim and an enemy knight or bishop guards
 * it; good if an own pawn guards it; otherwise a swap of the remaining pieces (knights, bishops, rooks, queens,
 * then the king), where the balance decides after each pair of captures. The numeric exchange value (for
 * anything else) is engine-core's standard one.
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
        // The swap, the mover gone from its square (an x-ray behind it may join).
        long used = Bitboards.bit(from);
        long occ = occupied & ~used;
        long attackers = (knights | Attacks.bishop(to, occ) & diagonal | Attacks.rook(to, occ) & straight
                | Attacks.king(to) & p.piecesOfType(PieceType.KING)) & occ;
        int balance = VALUE[victim] - VALUE[mover];
        while (true) {
            int opponent = cheapest(p, attackers, opp);
            if (opponent < 0) {
                return true;
            }
            int oppType = Piece.type(p.pieceAt(opponent));
            balance += oppType == PieceType.KING ? 2001 : VALUE[oppType];
            if (balance < 0) {
                return false;
            }
            occ &= ~Bitboards.bit(opponent);
            attackers = reveal(attackers, opponent, occ, to, diagonal, straight);
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
            }
            if (balance >= 0) {
                return true;
            }
            occ &= ~Bitboards.bit(own);
            attackers = reveal(attackers, own, occ, to, diagonal, straight);
        }
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

    /** The attacker on {@code square} has captured: it leaves, and a slider behind it may now see the target. */
    private static long reveal(long attackers, int square, long occ, int to, long diagonal, long straight) {
        attackers &= ~Bitboards.bit(square);
        return attackers | ((Attacks.bishop(to, occ) & diagonal) | (Attacks.rook(to, occ) & straight)) & occ;
    }
}
