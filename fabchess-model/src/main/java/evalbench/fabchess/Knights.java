package evalbench.fabchess;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;

/**
 * Knights protected by a pawn, and knight outposts. The outpost scan keeps the original's quirk: protected
 * knights are examined from a1 to h8 and, once one is examined, the others on its file are dropped unexamined —
 * White's rearmost knight of a file is looked at, but Black's most advanced one (a known colour asymmetry).
 * Returns White's sum minus Black's, packed.
 */
final class Knights {
    private final FabChessParameters p;
    private final long supportedValue;

    Knights(FabChessParameters p) {
        this.p = p;
        this.supportedValue = p.knightSupported.single();
    }

    long evaluate(Position position, AttackSets attacks, ScoreSheet sheet, Counts counts) {
        return side(position, Colour.WHITE, attacks, sheet, counts)
                - side(position, Colour.BLACK, attacks, sheet, counts);
    }

    private long side(Position position, int c, AttackSets attacks, ScoreSheet sheet, Counts counts) {
        long supported = position.pieces(c, PieceType.KNIGHT) & attacks.pawn[c];
        if (supported == 0) {
            return 0; // both terms and counts are over the protected knights: all 0, as they start
        }
        long enemyPawns = position.pieces(c ^ 1, PieceType.PAWN);
        long sum = counts.addPerSquare(0, sheet, Terms.KNIGHT_SUPPORTED, c, supportedValue, supported,
                Counts.KNIGHT_SUPPORTED);
        long[] outpostValue = p.knightOutpost.packed;
        long outpostSum = 0;
        long outposts = 0;
        for (long s = supported; s != 0; ) {
            int sq = Bitboards.first(s);
            s &= ~Bitboards.file(Square.file(sq)); // the other knights of this file are not examined
            long bit = Bitboards.bit(sq);
            if ((BoardMasks.adjacentFileSpan(bit, c) & enemyPawns) == 0) {
                outposts |= bit;
                outpostSum += outpostValue[Square.relative(sq, c)];
            }
        }
        sum = sheet.addPacked(sum, Terms.KNIGHT_OUTPOST, c, outpostSum);
        sheet.mark(Terms.KNIGHT_OUTPOST, outposts);
        counts.set(Counts.KNIGHT_OUTPOST, c, Bitboards.count(outposts));
        return sum;
    }
}
