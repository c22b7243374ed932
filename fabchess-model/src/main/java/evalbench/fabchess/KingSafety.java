package evalbench.fabchess;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;

/**
 * FabChess's king shelter. Looking at the shield squares (the king's band of three files, two ranks in front)
 * file by file: a file is missing when no own pawn stands on its shield squares, and missing on an open file when
 * also no enemy pawn stands anywhere in front of the king on it. The side gets SHIELDING_PAWN_MISSING[missing] +
 * SHIELDING_PAWN_MISSING_ON_OPEN_FILE[open] — index 0 included, which is not zero. The original skips the count
 * (both 0) when the FEN's fullmove number is 0. Returns White's sum minus Black's, packed.
 */
final class KingSafety {
    private final FabChessParameters p;

    KingSafety(FabChessParameters p) {
        this.p = p;
    }

    long evaluate(Position position, ScoreSheet sheet, Counts counts) {
        return side(position, Colour.WHITE, sheet, counts) - side(position, Colour.BLACK, sheet, counts);
    }

    private long side(Position position, int c, ScoreSheet sheet, Counts counts) {
        int missing = 0;
        int missingOpen = 0;
        long missingSquares = 0;
        if (position.fullmoveNumber() > 0) {
            int king = position.kingSquare(c);
            long shield = BoardMasks.shield(c, king);
            long enemyInFront = position.pieces(c ^ 1, PieceType.PAWN)
                    & BoardMasks.frontSpan(Bitboards.rank(Square.rank(king)), c);
            long missingOnRank1 = missingFiles(shield, position.pieces(c, PieceType.PAWN));
            missing = Bitboards.count(missingOnRank1);
            // of those, the files without an enemy pawn in front of the king
            missingOpen = Bitboards.count(missingOnRank1 & ~Bitboards.fillSouth(enemyInFront));
            missingSquares = shield & Bitboards.fileFill(missingOnRank1);
        }
        long sum = sheet.addPacked(0, Terms.SHIELD_MISSING, c, p.shieldMissing.packed[missing]);
        sum = sheet.addPacked(sum, Terms.SHIELD_MISSING_OPEN, c, p.shieldMissingOnOpenFile.packed[missingOpen]);
        sheet.mark(Terms.SHIELD_MISSING, missingSquares);
        sheet.mark(Terms.SHIELD_MISSING_OPEN, missingSquares);
        counts.set(Counts.SHIELD_MISSING, c, missing);
        counts.set(Counts.SHIELD_MISSING_OPEN, c, missingOpen);
        return sum;
    }

    /**
     * The files with shield squares but no own pawn on them, as their squares on the first rank: all files at once
     * (shield squares of files without an own shield pawn, moved down to the first rank).
     */
    static long missingFiles(long shield, long ownPawns) {
        return Bitboards.fillSouth(shield & ~Bitboards.fileFill(shield & ownPawns)) & Bitboards.RANK_1;
    }
}
