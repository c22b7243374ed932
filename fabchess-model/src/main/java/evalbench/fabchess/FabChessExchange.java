package evalbench.fabchess;

import evalbench.core.Attacks;
import evalbench.core.Bitboards;
import evalbench.core.Move;
import evalbench.core.PieceType;
import evalbench.core.Position;

/**
 * FabChess 1.15's static exchange evaluation and its gives-check test, quirks included: a move that does not
 * capture enters the attacker set by symmetric difference (so a pushed pawn can "recapture" later), en passant
 * and non-captures start from 0, promotions are valued as the pawn, only the capturing side's x-ray pieces are
 * found behind a piece that leaves, and the king does not capture onto a square the other side still attacks.
 * The fast mode (quiescence ordering) stops as soon as neither side can gain; the exact mode plays it out.
 */
final class FabChessExchange {
    /** FabChess's exchange values by engine-core piece type (index 0 unused): P 100, N 400, B 400, R 650, Q 1100, K 30000. */
    private static final int[] VALUE = {0, 100, 400, 400, 650, 1100, 30000};
    private static final int[] LEAST_VALUABLE_FIRST = {PieceType.PAWN, PieceType.KNIGHT, PieceType.BISHOP,
        PieceType.ROOK, PieceType.QUEEN, PieceType.KING};

    private final int[] gain = new int[64];

    static int value(int type) {
        return VALUE[type];
    }

    /** The exchange value of {@code move} for the side to move of {@code pos}. */
    int see(Position pos, int move, boolean fast) {
        int from = Move.from(move);
        int to = Move.to(move);
        long occupied = pos.occupied();
        long attackers = pos.attackersTo(to, occupied);
        boolean ordinaryCapture = FabChessMove.isCapture(move) && !Move.isEnPassant(move);
        gain[0] = ordinaryCapture ? VALUE[FabChessMove.captured(move)] : 0;
        int side = pos.sideToMove();
        // No enemy piece attacks the target: none can appear later either (only the mover's x-rays are looked
        // for behind a piece that leaves), so the exchange ends after the first move and is worth its capture.
        if ((attackers & pos.occupancy(side ^ 1)) == 0) {
            return gain[0];
        }
        long next = Bitboards.bit(from);
        int onTarget = FabChessMove.piece(move);
        long removed = 0;
        int i = 0;
        while (next != 0) {
            removed |= next;
            i++;
            gain[i] = VALUE[onTarget] - gain[i - 1];
            if (fast && Math.max(-gain[i - 1], gain[i]) < 0) {
                break;
            }
            attackers ^= next;
            occupied ^= next;
            int leaving = pos.pieceAt(Bitboards.first(next));
            int leavingType = leaving == 0 ? PieceType.NONE : leaving & 7;
            if (leavingType == PieceType.PAWN || leavingType == PieceType.BISHOP || leavingType == PieceType.ROOK
                    || leavingType == PieceType.QUEEN) {
                long queens = pos.pieces(side, PieceType.QUEEN);
                long xray = (Attacks.bishop(to, occupied) & (pos.pieces(side, PieceType.BISHOP) | queens))
                        | (Attacks.rook(to, occupied) & (pos.pieces(side, PieceType.ROOK) | queens));
                attackers |= xray & ~removed;
            }
            side ^= 1;
            next = 0;
            for (int type : LEAST_VALUABLE_FIRST) {
                long candidates = pos.pieces(side, type) & attackers;
                if (candidates != 0) {
                    next = Bitboards.bit(Bitboards.first(candidates));
                    onTarget = type;
                    break;
                }
            }
            if (next != 0 && onTarget == PieceType.KING && (attackers & pos.occupancy(side ^ 1)) != 0) {
                break;
            }
        }
        for (int k = i - 1; k >= 1; k--) {
            gain[k - 1] = -Math.max(-gain[k - 1], gain[k]);
        }
        return gain[0];
    }

    /**
     * Whether {@code move} gives check, as FabChess decides it: castling never; otherwise a discovered line from
     * a slider of the mover through the board with the mover's square emptied and its target filled (an
     * en-passant victim stays), or the piece standing on the target afterwards attacks the enemy king.
     */
    static boolean givesCheck(Position pos, int move) {
        if (Move.isCastling(move)) {
            return false;
        }
        int us = pos.sideToMove();
        int from = Move.from(move);
        int to = Move.to(move);
        int king = pos.kingSquare(us ^ 1);
        long occupied = pos.occupied() & ~Bitboards.bit(from) | Bitboards.bit(to);
        long queens = pos.pieces(us, PieceType.QUEEN);
        if ((Attacks.bishop(king, occupied) & (pos.pieces(us, PieceType.BISHOP) | queens)) != 0
                || (Attacks.rook(king, occupied) & (pos.pieces(us, PieceType.ROOK) | queens)) != 0) {
            return true;
        }
        int type = Move.isPromotion(move) ? Move.promotionType(move) : FabChessMove.piece(move);
        long target = Bitboards.bit(to);
        return switch (type) {
            case PieceType.QUEEN -> (Attacks.queen(king, occupied) & target) != 0;
            case PieceType.ROOK -> (Attacks.rook(king, occupied) & target) != 0;
            case PieceType.BISHOP -> (Attacks.bishop(king, occupied) & target) != 0;
            case PieceType.KNIGHT -> (Attacks.knight(king) & target) != 0;
            case PieceType.PAWN -> (Attacks.pawn(us, to) & Bitboards.bit(king)) != 0;
            default -> false;
        };
    }
}
