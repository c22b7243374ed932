package evalbench.core;

/**
 * Static exchange evaluation: the material result of the capture sequence on one square when both sides
 * always recapture with their least valuable piece and may stop when continuing would lose. X-rays are
 * seen (a slider behind a capturer joins when the capturer leaves); pins are ignored, as usual for SEE.
 * A pawn that recaptures onto the last rank counts as a queen; capturing a king ends the sequence.
 */
public final class StaticExchange implements ExchangeEvaluator {
    private static final int MAX_DEPTH = 40;

    /** Values by piece type (index {@link PieceType#PAWN}..{@link PieceType#KING}). */
    private final int[] values;
    private final int[] gain = new int[MAX_DEPTH];

    /** @param values values by piece type, index 0 unused (length 7) */
    public StaticExchange(int[] values) {
        if (values.length != 7) {
            throw new IllegalArgumentException("need 7 values (index = piece type), got " + values.length);
        }
        this.values = values.clone();
    }

    /** Pawn 100, knight and bishop 325, rook 500, queen 1000, king 10000. */
    public static StaticExchange standard() {
        return new StaticExchange(new int[] {0, 100, 325, 325, 500, 1000, 10000});
    }

    /** Exchange result of a legal (or pseudo-legal) move, from the mover's point of view. */
    @Override
    public int evaluate(Position position, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int mover = position.pieceAt(from);
        int gainNow = values[Piece.type(position.pieceAt(to))];
        int movingValue = values[Piece.type(mover)];
        long removed = Bitboards.bit(from);
        if (Move.isEnPassant(move)) {
            gainNow = values[PieceType.PAWN];
            removed |= Bitboards.bit(to ^ 8);
        } else if (Move.isPromotion(move)) {
            movingValue = values[Move.promotionType(move)];
            gainNow += movingValue - values[PieceType.PAWN];
        }
        return exchange(position, Piece.colour(mover), to, removed, movingValue, gainNow);
    }

    /**
     * Exchange result when the piece on {@code from} goes to {@code to}, counted as worth
     * {@code movingValue} there, after winning {@code gainNow} by getting there.
     */
    public int evaluate(Position position, int from, int to, int movingValue, int gainNow) {
        return exchange(position, Piece.colour(position.pieceAt(from)), to, Bitboards.bit(from), movingValue, gainNow);
    }

    private int exchange(Position p, int mover, int to, long removed, int movingValue, int gainNow) {
        long occupied = p.occupied() & ~removed;
        long attackers = p.attackersTo(to, occupied) & occupied;
        long diagonal = p.piecesOfType(PieceType.BISHOP) | p.piecesOfType(PieceType.QUEEN);
        long straight = p.piecesOfType(PieceType.ROOK) | p.piecesOfType(PieceType.QUEEN);
        boolean lastRank = Square.rank(to) == 0 || Square.rank(to) == 7;
        int king = values[PieceType.KING];

        // gain[k]: what the k-th recapture wins (the piece it takes, plus a promotion if a pawn takes on
        // the last rank).
        int side = mover ^ 1;
        int onSquare = movingValue; // value of the piece now standing on 'to'
        int depth = 0;
        while (depth < MAX_DEPTH) {
            long ours = attackers & p.occupancy(side);
            if (ours == 0) {
                break;
            }
            int type = PieceType.PAWN;
            long candidates = ours & p.pieces(side, type);
            while (candidates == 0) {
                type++;
                candidates = ours & p.pieces(side, type);
            }
            gain[depth++] = onSquare;
            if (onSquare == king) {
                break; // the king was taken: nothing answers that
            }
            int capturerValue = values[type];
            if (type == PieceType.PAWN && lastRank) {
                capturerValue = values[PieceType.QUEEN];
                gain[depth - 1] += capturerValue - values[PieceType.PAWN];
            }
            long fromBit = candidates & -candidates; // lowest set bit
            occupied ^= fromBit;
            attackers ^= fromBit;
            // A capturer that leaves may uncover a slider behind it.
            attackers |= (Attacks.bishop(to, occupied) & diagonal | Attacks.rook(to, occupied) & straight) & occupied;
            onSquare = capturerValue;
            side ^= 1;
        }
        // Fold back: each recapture is made only if it does not lose (a taken king is never answered).
        int answer = 0;
        for (int k = depth - 1; k >= 0; k--) {
            answer = gain[k] == king ? king : Math.max(0, gain[k] - answer);
        }
        return gainNow - answer;
    }
}
