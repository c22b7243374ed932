package evalbench.fabchess;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;

/**
 * The first part of FabChess's pawn evaluation: doubled, isolated and backward pawns, pawns protected by a pawn
 * (by square), pawns attacking the centre, and pawn mobility. Each side from its own view.
 */
final class PawnStructure {
    /** Squares from which a pawn attacks d4, e4, d5 or e5: c3-f3 and c4-f4 for White, c6-f6 and c5-f5 for Black. */
    private static final long[] CENTRE_ATTACKERS = {centreAttackers(Colour.WHITE), centreAttackers(Colour.BLACK)};

    private final FabChessParameters p;

    PawnStructure(FabChessParameters p) {
        this.p = p;
    }

    static long centreAttackers(int colour) {
        long centre = Bitboards.bit(Square.D4) | Bitboards.bit(Square.E4) | Bitboards.bit(Square.D5)
                | Bitboards.bit(Square.E5);
        // a pawn attacks the centre from the squares the enemy's pawns would attack it from, seen backwards
        return Bitboards.pawnAttacks(centre, colour ^ 1);
    }

    void evaluate(Position position, AttackSets attacks, ScoreSheet sheet, Counts counts) {
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            int them = c ^ 1;
            long own = position.pieces(c, PieceType.PAWN);
            long enemy = position.pieces(them, PieceType.PAWN);

            // a pawn with an own pawn behind it on its file: a file of k pawns counts k - 1
            long doubled = own & BoardMasks.frontSpan(own, c);
            counts.addPerSquare(sheet, Terms.DOUBLED, c, p.doubled, doubled, Counts.DOUBLED);

            long ownFiles = Bitboards.fileFill(own);
            long isolated = own & ~(Bitboards.east(ownFiles) | Bitboards.west(ownFiles));
            counts.addPerSquare(sheet, Terms.ISOLATED, c, p.isolated, isolated, Counts.ISOLATED);

            long stops = BoardMasks.forward(own, c);
            long backwardStops = stops & attacks.pawn[them] & ~enemy & ~BoardMasks.adjacentFileSpan(own, c);
            counts.addPerSquare(sheet, Terms.BACKWARD, c, p.backward, backwardStops, Counts.BACKWARD);
            if (sheet.recording()) {
                sheet.mark(Terms.BACKWARD, BoardMasks.forward(backwardStops, them));
            }

            long supported = own & attacks.pawn[c];
            int mg = 0;
            int eg = 0;
            for (long s = supported; s != 0; s = Bitboards.withoutFirst(s)) {
                int sq = Square.relative(Bitboards.first(s), c);
                mg += p.supported.mg[sq];
                eg += p.supported.eg[sq];
            }
            sheet.add(Terms.SUPPORTED, c, mg, eg);
            sheet.mark(Terms.SUPPORTED, supported);
            counts.set(Counts.SUPPORTED, c, Bitboards.count(supported));

            counts.addPerSquare(sheet, Terms.CENTRE_ATTACK, c, p.centreAttack, own & CENTRE_ATTACKERS[c],
                    Counts.CENTRE_ATTACK);

            long empty = ~position.occupied();
            long singles = stops & empty;
            long doubles = BoardMasks.forward(singles & Bitboards.rank(c == Colour.WHITE ? 2 : 5), c) & empty;
            int mobility = Bitboards.count(attacks.pawnWest[c]) + Bitboards.count(attacks.pawnEast[c])
                    + Bitboards.count(singles) + Bitboards.count(doubles);
            sheet.add(Terms.PAWN_MOBILITY, c, mobility * p.pawnMobility.mg[0], mobility * p.pawnMobility.eg[0]);
            sheet.mark(Terms.PAWN_MOBILITY, own);
            counts.set(Counts.PAWN_MOBILITY, c, mobility);
        }
    }

}
