package evalbench.fruit;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.ExchangeEvaluator;
import evalbench.core.Move;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;

/**
 * Fruit's eval_passer() for every passed pawn (found by {@link PawnStructure}):
 * <ul>
 * <li>opening: quad(PassedOpeningMin, PassedOpeningMax, rank);</li>
 * <li>endgame: min + quad(0, delta, rank) if delta &gt; 0, where delta = (max - min) + a bonus
 * - AttackerDistance * distance(own king, stop square) + DefenderDistance * distance(enemy king, stop square).
 * The bonus is UnstoppablePasser if the defender has no pieces and the pawn outruns its king or is escorted
 * by its own king, else FreePasser if the stop square is empty and the pawn can advance there without losing
 * material (static exchange).</li>
 * </ul>
 * Splitting rule of the endgame value (the sum is exact): passers/rank = min + quad(0, max - min);
 * passers/unstoppable or passers/free = quad(0, base + bonus) - quad(0, base) with base = max - min;
 * passers/king-distance = the rest.
 *
 * <p>API for models derived from Fruit (Toga II 3.0 kept this stage unchanged): it records into a sheet under Fruit's
 * {@link Terms} passer indices.
 */
public final class PassedPawns {
    private final FruitParameters p;
    private final Quad quad;
    private ExchangeEvaluator exchange;
    private boolean exchangeUsed;

    public PassedPawns(FruitParameters parameters, Quad quad) {
        this.p = parameters;
        this.quad = quad;
    }

    /** Adds every passed pawn's terms (opening and endgame) for both colours. */
    public void evaluate(Position position, PawnInfo pawns, ScoreSheet sheet) {
        exchangeUsed = false;
        for (int att = Colour.WHITE; att <= Colour.BLACK; att++) {
            int def = att ^ 1;
            int ownKing = position.kingSquare(att);
            int defKing = position.kingSquare(def);
            boolean defenderHasPieces = position.occupancy(def)
                    != (position.pieces(def, PieceType.PAWN) | position.pieces(def, PieceType.KING));
            int forward = att == Colour.WHITE ? 8 : -8;
            for (long b = pawns.passed(att); b != 0; b &= b - 1) {
                int sq = Bitboards.first(b);
                int rank = Square.relativeRank(sq, att);
                int stop = sq + forward;

                sheet.add(Terms.PASSER_RANK, att, quad.value(p.passedOpeningMin, p.passedOpeningMax, rank), 0);

                int base = p.passedEndgameMax - p.passedEndgameMin;
                int bonusTerm = -1;
                int bonus = 0;
                if (!defenderHasPieces && (unstoppable(position, sq, att) || kingEscorted(position, sq, att))) {
                    bonusTerm = Terms.PASSER_UNSTOPPABLE;
                    bonus = p.unstoppablePasser;
                } else if (free(position, sq, stop, def)) {
                    bonusTerm = Terms.PASSER_FREE;
                    bonus = p.freePasser;
                }
                int delta = base + bonus - Square.distance(ownKing, stop) * p.attackerDistance
                        + Square.distance(defKing, stop) * p.defenderDistance;
                int endgame = p.passedEndgameMin + (delta > 0 ? quad.value(0, delta, rank) : 0);

                int rankPart = p.passedEndgameMin + quad.value(0, base, rank);
                int bonusPart = bonusTerm < 0 ? 0 : quad.value(0, base + bonus, rank) - quad.value(0, base, rank);
                sheet.add(Terms.PASSER_RANK, att, 0, rankPart);
                sheet.mark(Terms.PASSER_RANK, 1L << sq);
                if (bonusTerm >= 0) {
                    sheet.add(bonusTerm, att, 0, bonusPart);
                    sheet.mark(bonusTerm, 1L << sq);
                }
                sheet.add(Terms.PASSER_KING_DISTANCE, att, 0, endgame - rankPart - bonusPart);
                sheet.mark(Terms.PASSER_KING_DISTANCE, 1L << sq | 1L << ownKing | 1L << defKing);
            }
        }
    }

    /**
     * The square rule: no own piece ahead on the file, and the enemy king (the defender has nothing else) is
     * farther from the promotion square than the pawn, counting the double step and one move more for the
     * king if the defender is to move.
     */
    private static boolean unstoppable(Position position, int sq, int att) {
        int file = Square.file(sq);
        int rank = Square.relativeRank(sq, att);
        long ownPieces = position.occupancy(att) & ~position.pieces(att, PieceType.PAWN);
        long ahead = Bitboards.file(file) & forwardRanks(att, rank);
        if ((ownPieces & ahead) != 0) {
            return false;
        }
        if (rank == 1) {
            rank = 2; // the double step
        }
        int distance = 7 - rank;
        if (position.sideToMove() != att) {
            distance++;
        }
        int promotion = Square.relative(Square.of(file, 7), att);
        return Square.distance(position.kingSquare(att ^ 1), promotion) > distance;
    }

    /** The own king stands next to the pawn and the promotion square, and not in front of a rook pawn. */
    private static boolean kingEscorted(Position position, int sq, int att) {
        int king = position.kingSquare(att);
        int file = Square.file(sq);
        int promotion = Square.relative(Square.of(file, 7), att);
        boolean rookPawn = file == 0 || file == 7;
        return Square.distance(king, promotion) <= 1 && Square.distance(king, sq) <= 1
                && (Square.file(king) != file || !rookPawn);
    }

    /**
     * The stop square is empty and moving there loses nothing by static exchange. When no defender's piece attacks
     * the stop square, the pawn lifted (which counts the rook or queen behind it, as the exchange's hidden
     * attackers do), the exchange is 0 without being run: nothing can take.
     */
    private boolean free(Position position, int sq, int stop, int def) {
        if (position.pieceAt(stop) != 0) {
            return false;
        }
        long occupiedAfter = position.occupied() ^ Bitboards.bit(sq);
        if ((position.attackersTo(stop, occupiedAfter) & position.occupancy(def)) == 0) {
            return true;
        }
        exchangeUsed = true;
        return exchange.isAtLeast(position, Move.make(sq, stop), 0);
    }

    /** True if the last {@link #evaluate} ran the exchange evaluation (whose order follows the piece lists). */
    public boolean exchangeUsed() {
        return exchangeUsed;
    }

    /**
     * Fruit decides "free" with its own exchange evaluation, whose order among equal attackers follows its piece
     * lists: a search hands over the exchange evaluator of its own lists.
     */
    public void useExchange(ExchangeEvaluator evaluator) {
        this.exchange = evaluator;
    }

    /** Squares on ranks ahead of {@code rank} (counted from {@code colour}'s side). */
    private static long forwardRanks(int colour, int rank) {
        long ahead = PawnStructure.ranksAbove(rank);
        return colour == Colour.WHITE ? ahead : Long.reverseBytes(ahead);
    }
}
