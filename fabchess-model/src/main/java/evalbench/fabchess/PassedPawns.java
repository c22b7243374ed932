package evalbench.fabchess;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;

/**
 * The second part of FabChess's pawn evaluation: passed pawns by rank, passers whose path is not contested,
 * weak passers (attacked and not defended), rooks and queens behind the passers, and king distances. Returns
 * White's sum minus Black's, packed.
 */
final class PassedPawns {
    private final FabChessParameters p;
    private final long weakValue;
    private final long rookBehind;
    private final long enemyRookBehind;

    PassedPawns(FabChessParameters p) {
        this.p = p;
        this.weakValue = p.passedWeak.single();
        this.rookBehind = p.rookBehindSupport.single();
        this.enemyRookBehind = p.rookBehindEnemy.single();
    }

    long evaluate(Position position, AttackSets attacks, ScoreSheet sheet, Counts counts) {
        return side(position, Colour.WHITE, attacks, sheet, counts)
                - side(position, Colour.BLACK, attacks, sheet, counts);
    }

    private long side(Position position, int c, AttackSets attacks, ScoreSheet sheet, Counts counts) {
        int them = c ^ 1;
        long own = position.pieces(c, PieceType.PAWN);
        long enemy = position.pieces(them, PieceType.PAWN);
        // squares from which an enemy pawn in front (same or adjacent file) would stop a pawn: seen backwards
        long enemyFront = BoardMasks.frontSpan(enemy, them);
        long stopped = enemyFront | Bitboards.east(enemyFront) | Bitboards.west(enemyFront);
        long passers = own & ~stopped;
        if (passers == 0) {
            return 0; // every term and count below is a sum over the passers: all 0, as they start
        }
        int ownKing = position.kingSquare(c);
        int enemyKing = position.kingSquare(them);
        long contested = (attacks.all[them] | position.occupancy(them)) & ~attacks.all[c];
        long attackedOnly = attacks.all[them] & ~attacks.all[c];

        long[] rankValue = p.passedRank.packed;
        long[] freeValue = p.passedNotBlocked.packed;
        long[] ownDistance = p.passedKingDistance.packed;
        long[] enemyDistance = p.passedEnemyKingDistance.packed;
        long[] distanceDifference = p.passedSubtractDistance.packed;
        int centre = distanceDifference.length / 2;
        long rankSum = 0;
        long freeSum = 0;
        long distanceSum = 0;
        long weak = 0;
        long free = 0;
        for (long s = passers; s != 0; s = Bitboards.withoutFirst(s)) {
            int sq = Bitboards.first(s);
            int rr = Square.relativeRank(sq, c);
            rankSum += rankValue[rr];
            long bit = Bitboards.bit(sq);
            if ((bit & attackedOnly) != 0) {
                weak |= bit;
            } else if ((BoardMasks.frontSpan(bit, c) & contested) == 0) {
                free |= bit;
                freeSum += freeValue[rr];
            }
            int d1 = Square.distance(sq, ownKing);
            int d2 = Square.distance(sq, enemyKing);
            distanceSum += ownDistance[d1 - 1] + enemyDistance[d2 - 1] + distanceDifference[d1 - d2 + centre];
        }
        long sum = sheet.addPacked(0, Terms.PASSER_RANK, c, rankSum);
        sheet.mark(Terms.PASSER_RANK, passers);
        sum = sheet.addPacked(sum, Terms.PASSER_FREE, c, freeSum);
        sheet.mark(Terms.PASSER_FREE, free);
        sum = sheet.addPacked(sum, Terms.PASSER_KING_DISTANCE, c, distanceSum);
        sheet.mark(Terms.PASSER_KING_DISTANCE, passers);
        sum = counts.addPerSquare(sum, sheet, Terms.PASSER_WEAK, c, weakValue, weak, Counts.PASSERS_WEAK);

        long behind = BoardMasks.rearSpan(passers, c);
        long ownHeavy = behind & (position.pieces(c, PieceType.ROOK) | position.pieces(c, PieceType.QUEEN));
        long enemyHeavy = behind
                & (position.pieces(them, PieceType.ROOK) | position.pieces(them, PieceType.QUEEN));
        sum = counts.addPerSquare(sum, sheet, Terms.PASSER_ROOK_BEHIND, c, rookBehind, ownHeavy, Counts.ROOK_BEHIND);
        sum = counts.addPerSquare(sum, sheet, Terms.PASSER_ENEMY_ROOK_BEHIND, c, enemyRookBehind, enemyHeavy,
                Counts.ENEMY_ROOK_BEHIND);
        counts.set(Counts.PASSERS, c, Bitboards.count(passers));
        counts.set(Counts.PASSERS_UNBLOCKED, c, Bitboards.count(free));
        return sum;
    }
}
