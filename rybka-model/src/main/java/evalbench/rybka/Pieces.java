package evalbench.rybka;

import evalbench.core.Attacks;
import evalbench.core.Bitboards;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.eval.ScoreSheet;

/**
 * The piece stage for one side (spec §6): mobility of knights, bishops, rooks and queens, rook files and
 * rook/queen on the 7th. While walking the pieces it also collects what later stages need: the side's
 * attack map (pawns, pieces, king) and the attackers of the enemy king's neighbourhood (§7).
 */
final class Pieces {
    private final RybkaParameters p;
    private final long[] attackMap = new long[2];
    private final int[] attackers = new int[2];
    private final int[] attackUnits = new int[2];

    Pieces(RybkaParameters p) {
        this.p = p;
    }

    /**
     * Scores the pieces of {@code colour} and returns the side's packed sum ({@link ScoreSheet#add(long, int, int,
     * int, int)}). {@code enemyKingSafety} is the material flag "evaluate the enemy king's safety", which switches
     * on the rook's king-file bonus.
     */
    long evaluate(Position pos, int colour, boolean enemyKingSafety, ScoreSheet sheet) {
        int them = colour ^ 1;
        long own = pos.occupancy(colour);
        long occupied = pos.occupied();
        long enemyKing = pos.pieces(them, PieceType.KING);
        long kingZone = Attacks.king(Bitboards.first(enemyKing));
        long ownPawns = pos.pieces(colour, PieceType.PAWN);
        long enemyPawns = pos.pieces(them, PieceType.PAWN);

        long map = Bitboards.pawnAttacks(ownPawns, colour);
        int count = 0;
        int units = 0;
        if ((map & kingZone) != 0) {
            // All pawns together are one attacker.
            count++;
            units += p.kingAttackUnit[0];
        }
        // The enemy's pawns on our 7th rank, or its king on our 8th, make the 7th rank worth having.
        boolean seventhTargets = (enemyPawns & Bitboards.rank(PawnGeometry.boardRank(colour, 6))) != 0
                || (enemyKing & Bitboards.rank(PawnGeometry.boardRank(colour, 7))) != 0;
        long seventh = seventhTargets ? Bitboards.rank(PawnGeometry.boardRank(colour, 6)) : 0;
        // One loop per piece type (no dispatch on the type per piece). Mobility is summed over the type's pieces
        // and added once: the weights are linear, so the sum of the products is the product of the sum.
        long sum = 0;
        int knightMoves = 0;
        for (long b = pos.pieces(colour, PieceType.KNIGHT); b != 0; b &= b - 1) {
            int sq = Bitboards.first(b);
            long attacks = Attacks.knight(sq);
            map |= attacks;
            if ((attacks & kingZone) != 0) {
                count++;
                units += p.kingAttackUnit[PieceType.KNIGHT - PieceType.PAWN];
            }
            knightMoves += Bitboards.count(attacks & ~own);
            sheet.mark(Terms.MOBILITY_BY_TYPE[PieceType.KNIGHT], Bitboards.bit(sq));
        }
        sum = mobility(sum, PieceType.KNIGHT, knightMoves, colour, sheet);
        int bishopMoves = 0;
        for (long b = pos.pieces(colour, PieceType.BISHOP); b != 0; b &= b - 1) {
            int sq = Bitboards.first(b);
            long attacks = Attacks.bishop(sq, occupied);
            map |= attacks;
            if ((attacks & kingZone) != 0) {
                count++;
                units += p.kingAttackUnit[PieceType.BISHOP - PieceType.PAWN];
            }
            bishopMoves += Bitboards.count(attacks & ~own);
            sheet.mark(Terms.MOBILITY_BY_TYPE[PieceType.BISHOP], Bitboards.bit(sq));
        }
        sum = mobility(sum, PieceType.BISHOP, bishopMoves, colour, sheet);
        int rookMoves = 0;
        for (long b = pos.pieces(colour, PieceType.ROOK); b != 0; b &= b - 1) {
            int sq = Bitboards.first(b);
            long attacks = Attacks.rook(sq, occupied);
            map |= attacks;
            if ((attacks & kingZone) != 0) {
                count++;
                units += p.kingAttackUnit[PieceType.ROOK - PieceType.PAWN];
            }
            rookMoves += Bitboards.count(attacks & ~own);
            sheet.mark(Terms.MOBILITY_BY_TYPE[PieceType.ROOK], Bitboards.bit(sq));
            sum = rookFile(sum, sq, colour, ownPawns, enemyPawns, enemyKing, kingZone, enemyKingSafety, sheet);
            if ((seventh & Bitboards.bit(sq)) != 0) {
                sum = sheet.add(sum, Terms.ROOK_SEVENTH, colour, p.rookSeventhOpening, p.rookSeventhEndgame);
                sheet.mark(Terms.ROOK_SEVENTH, Bitboards.bit(sq));
            }
        }
        sum = mobility(sum, PieceType.ROOK, rookMoves, colour, sheet);
        int queenMoves = 0;
        for (long b = pos.pieces(colour, PieceType.QUEEN); b != 0; b &= b - 1) {
            int sq = Bitboards.first(b);
            long attacks = Attacks.queen(sq, occupied);
            map |= attacks;
            if ((attacks & kingZone) != 0) {
                count++;
                units += p.kingAttackUnit[PieceType.QUEEN - PieceType.PAWN];
            }
            queenMoves += Bitboards.count(attacks & ~own);
            sheet.mark(Terms.MOBILITY_BY_TYPE[PieceType.QUEEN], Bitboards.bit(sq));
            if ((seventh & Bitboards.bit(sq)) != 0) {
                sum = sheet.add(sum, Terms.QUEEN_SEVENTH, colour, p.queenSeventhOpening, p.queenSeventhEndgame);
                sheet.mark(Terms.QUEEN_SEVENTH, Bitboards.bit(sq));
            }
        }
        sum = mobility(sum, PieceType.QUEEN, queenMoves, colour, sheet);
        attackMap[colour] = map | Attacks.king(pos.kingSquare(colour));
        attackers[colour] = count;
        attackUnits[colour] = units;
        return sum;
    }

    /**
     * Mobility of a piece type: the squares its pieces attack that their own side does not occupy (summed over the
     * pieces), times the type's weights.
     */
    private long mobility(long sum, int type, int moves, int colour, ScoreSheet sheet) {
        return sheet.add(sum, Terms.MOBILITY_BY_TYPE[type], colour, moves * p.mobilityOpening[type - PieceType.PAWN],
                moves * p.mobilityEndgame[type - PieceType.PAWN]);
    }

    /** Only the squares in front of the rook count: no own pawn there, no enemy pawn, the enemy king. */
    private long rookFile(long sum, int sq, int colour, long ownPawns, long enemyPawns, long enemyKing, long kingZone,
            boolean enemyKingSafety, ScoreSheet sheet) {
        long front = PawnGeometry.front(colour, sq);
        if ((front & ownPawns) != 0) {
            return sum;
        }
        long rook = Bitboards.bit(sq);
        sum = sheet.add(sum, Terms.ROOK_OPEN_FILE, colour, p.rookSemiOpenOpening, p.rookSemiOpenEndgame);
        if ((front & enemyPawns) == 0) {
            sum = sheet.add(sum, Terms.ROOK_OPEN_FILE, colour, p.rookOpenOpening, p.rookOpenEndgame);
        }
        sheet.mark(Terms.ROOK_OPEN_FILE, rook);
        if (enemyKingSafety && (front & kingZone) != 0) {
            sum = sheet.add(sum, Terms.ROOK_KING_FILE, colour, p.rookKingZoneOpening, 0);
            if ((front & enemyKing) != 0) {
                sum = sheet.add(sum, Terms.ROOK_KING_FILE, colour, p.rookKingFileOpening, 0);
            }
            sheet.mark(Terms.ROOK_KING_FILE, rook | enemyKing);
        }
        return sum;
    }

    /** Every square the side attacks (own-occupied squares included), from the last {@link #evaluate}. */
    long attackMap(int colour) {
        return attackMap[colour];
    }

    /** Number of attackers of the enemy king's neighbourhood (pawns count once). */
    int kingAttackers(int colour) {
        return attackers[colour];
    }

    /** Sum of the attackers' units. */
    int kingAttackUnits(int colour) {
        return attackUnits[colour];
    }
}
