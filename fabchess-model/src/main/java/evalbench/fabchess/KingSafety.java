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
 * (both 0) when the FEN's fullmove number is 0.
 */
final class KingSafety {
    private final FabChessParameters p;

    KingSafety(FabChessParameters p) {
        this.p = p;
    }

    void evaluate(Position position, ScoreSheet sheet, Counts counts) {
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            int missing = 0;
            int missingOpen = 0;
            long missingFiles = 0;
            if (position.fullmoveNumber() > 0) {
                int king = position.kingSquare(c);
                long shield = BoardMasks.shield(c, king);
                long ownPawns = position.pieces(c, PieceType.PAWN);
                long enemyInFront = position.pieces(c ^ 1, PieceType.PAWN)
                        & BoardMasks.frontSpan(Bitboards.rank(Square.rank(king)), c);
                long band = BoardMasks.band(Square.file(king));
                for (long files = band & Bitboards.RANK_1; files != 0; files = Bitboards.withoutFirst(files)) {
                    long file = Bitboards.file(Bitboards.first(files));
                    long fileShield = shield & file;
                    if (fileShield != 0 && (fileShield & ownPawns) == 0) {
                        missing++;
                        missingFiles |= fileShield;
                        if ((enemyInFront & file) == 0) {
                            missingOpen++;
                        }
                    }
                }
            }
            sheet.add(Terms.SHIELD_MISSING, c, p.shieldMissing.mg[missing], p.shieldMissing.eg[missing]);
            sheet.add(Terms.SHIELD_MISSING_OPEN, c, p.shieldMissingOnOpenFile.mg[missingOpen],
                    p.shieldMissingOnOpenFile.eg[missingOpen]);
            sheet.mark(Terms.SHIELD_MISSING, missingFiles);
            sheet.mark(Terms.SHIELD_MISSING_OPEN, missingFiles);
            counts.set(Counts.SHIELD_MISSING, c, missing);
            counts.set(Counts.SHIELD_MISSING_OPEN, c, missingOpen);
        }
    }
}
