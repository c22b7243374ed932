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
 */
final class Knights {
    private final FabChessParameters p;

    Knights(FabChessParameters p) {
        this.p = p;
    }

    void evaluate(Position position, AttackSets attacks, ScoreSheet sheet, Counts counts) {
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            long enemyPawns = position.pieces(c ^ 1, PieceType.PAWN);
            long supported = position.pieces(c, PieceType.KNIGHT) & attacks.pawn[c];
            counts.addPerSquare(sheet, Terms.KNIGHT_SUPPORTED, c, p.knightSupported, supported,
                    Counts.KNIGHT_SUPPORTED);

            int mg = 0;
            int eg = 0;
            long outposts = 0;
            for (long s = supported; s != 0; ) {
                int sq = Bitboards.first(s);
                s &= ~Bitboards.file(Square.file(sq)); // the other knights of this file are not examined
                long bit = Bitboards.bit(sq);
                if ((BoardMasks.adjacentFileSpan(bit, c) & enemyPawns) == 0) {
                    outposts |= bit;
                    int rel = Square.relative(sq, c);
                    mg += p.knightOutpost.mg[rel];
                    eg += p.knightOutpost.eg[rel];
                }
            }
            sheet.add(Terms.KNIGHT_OUTPOST, c, mg, eg);
            sheet.mark(Terms.KNIGHT_OUTPOST, outposts);
            counts.set(Counts.KNIGHT_OUTPOST, c, Bitboards.count(outposts));
        }
    }
}
