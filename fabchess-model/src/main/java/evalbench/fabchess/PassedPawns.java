package evalbench.fabchess;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;

/**
 * The second part of FabChess's pawn evaluation: passed pawns by rank, passers whose path is not contested,
 * weak passers (attacked and not defended), rooks and queens behind the passers, and king distances.
 */
final class PassedPawns {
    private final FabChessParameters p;

    PassedPawns(FabChessParameters p) {
        this.p = p;
    }

    void evaluate(Position position, AttackSets attacks, ScoreSheet sheet, Counts counts) {
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            int them = c ^ 1;
            long own = position.pieces(c, PieceType.PAWN);
            long enemy = position.pieces(them, PieceType.PAWN);
            // squares from which an enemy pawn in front (same or adjacent file) would stop a pawn: seen backwards
            long enemyFront = BoardMasks.frontSpan(enemy, them);
            long stopped = enemyFront | Bitboards.east(enemyFront) | Bitboards.west(enemyFront);
            long passers = own & ~stopped;
            int ownKing = position.kingSquare(c);
            int enemyKing = position.kingSquare(them);
            long contested = (attacks.all[them] | position.occupancy(them)) & ~attacks.all[c];

            int rankMg = 0;
            int rankEg = 0;
            int freeMg = 0;
            int freeEg = 0;
            int distMg = 0;
            int distEg = 0;
            long weak = 0;
            long free = 0;
            for (long s = passers; s != 0; s = Bitboards.withoutFirst(s)) {
                int sq = Bitboards.first(s);
                int rr = Square.relativeRank(sq, c);
                rankMg += p.passedRank.mg[rr];
                rankEg += p.passedRank.eg[rr];
                long bit = Bitboards.bit(sq);
                if ((bit & attacks.all[them] & ~attacks.all[c]) != 0) {
                    weak |= bit;
                } else if ((BoardMasks.frontSpan(bit, c) & contested) == 0) {
                    free |= bit;
                    freeMg += p.passedNotBlocked.mg[rr];
                    freeEg += p.passedNotBlocked.eg[rr];
                }
                int d1 = Square.distance(sq, ownKing);
                int d2 = Square.distance(sq, enemyKing);
                int diff = d1 - d2 + p.passedSubtractDistance.size() / 2;
                distMg += p.passedKingDistance.mg[d1 - 1] + p.passedEnemyKingDistance.mg[d2 - 1]
                        + p.passedSubtractDistance.mg[diff];
                distEg += p.passedKingDistance.eg[d1 - 1] + p.passedEnemyKingDistance.eg[d2 - 1]
                        + p.passedSubtractDistance.eg[diff];
            }
            sheet.add(Terms.PASSER_RANK, c, rankMg, rankEg);
            sheet.mark(Terms.PASSER_RANK, passers);
            sheet.add(Terms.PASSER_FREE, c, freeMg, freeEg);
            sheet.mark(Terms.PASSER_FREE, free);
            sheet.add(Terms.PASSER_KING_DISTANCE, c, distMg, distEg);
            sheet.mark(Terms.PASSER_KING_DISTANCE, passers);
            int nWeak = Bitboards.count(weak);
            sheet.add(Terms.PASSER_WEAK, c, nWeak * p.passedWeak.mg[0], nWeak * p.passedWeak.eg[0]);
            sheet.mark(Terms.PASSER_WEAK, weak);

            long behind = BoardMasks.rearSpan(passers, c);
            long ownHeavy = behind & (position.pieces(c, PieceType.ROOK) | position.pieces(c, PieceType.QUEEN));
            long enemyHeavy = behind
                    & (position.pieces(them, PieceType.ROOK) | position.pieces(them, PieceType.QUEEN));
            int nOwn = Bitboards.count(ownHeavy);
            int nEnemy = Bitboards.count(enemyHeavy);
            sheet.add(Terms.PASSER_ROOK_BEHIND, c, nOwn * p.rookBehindSupport.mg[0], nOwn * p.rookBehindSupport.eg[0]);
            sheet.mark(Terms.PASSER_ROOK_BEHIND, ownHeavy);
            sheet.add(Terms.PASSER_ENEMY_ROOK_BEHIND, c, nEnemy * p.rookBehindEnemy.mg[0],
                    nEnemy * p.rookBehindEnemy.eg[0]);
            sheet.mark(Terms.PASSER_ENEMY_ROOK_BEHIND, enemyHeavy);

            counts.set(Counts.PASSERS, c, Bitboards.count(passers));
            counts.set(Counts.PASSERS_UNBLOCKED, c, Bitboards.count(free));
            counts.set(Counts.PASSERS_WEAK, c, nWeak);
            counts.set(Counts.ROOK_BEHIND, c, nOwn);
            counts.set(Counts.ENEMY_ROOK_BEHIND, c, nEnemy);
        }
    }
}
