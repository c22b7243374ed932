package evalbench.rybka;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;

/**
 * Passed pawns, scored dynamically (spec §8): for each file the pawn structure flagged, the side's most
 * advanced pawn of that file gets the rank bonus; then either the unstoppable-passer bonus (the opponent
 * has no pieces) or the three partial bonuses for a path free of own pieces, of enemy pieces, and covered
 * by own attacks; and the king distances to its stop square.
 */
final class PassedPawns {
    private final RybkaParameters p;
    /** [colour][square]: where the own king escorts the pawn to promotion (used when the opponent has no pieces). */
    private final long[][] escort = new long[2][64];

    PassedPawns(RybkaParameters p) {
        this.p = p;
        for (int colour = Colour.WHITE; colour <= Colour.BLACK; colour++) {
            for (int sq = 0; sq < 64; sq++) {
                escort[colour][sq] = escortSquares(colour, sq);
            }
        }
    }

    /**
     * The 7th-rank squares of the pawn's and the neighbouring files once the pawn has reached the first
     * escort rank, and also the 8th-rank squares from the second; on an edge file only the neighbouring
     * file's squares count (the program's mask).
     */
    private long escortSquares(int colour, int sq) {
        int file = Square.file(sq);
        int rank = Square.relativeRank(sq, colour);
        long files = file == 0 ? Bitboards.file(1)
                : file == 7 ? Bitboards.file(6)
                : Bitboards.file(file - 1) | Bitboards.file(file) | Bitboards.file(file + 1);
        long squares = 0;
        if (rank >= p.escortSeventhFromRank) {
            squares |= files & Bitboards.rank(PawnGeometry.boardRank(colour, 6));
        }
        if (rank >= p.escortEighthFromRank) {
            squares |= files & Bitboards.rank(PawnGeometry.boardRank(colour, 7));
        }
        return squares;
    }

    /**
     * Scores the passers of {@code colour} and returns the side's packed sum. {@code ownAttacks} and
     * {@code enemyAttacks} are the two sides' attack maps from {@link Pieces}.
     */
    long evaluate(Position pos, int colour, int files, long ownAttacks, long enemyAttacks, ScoreSheet sheet) {
        int them = colour ^ 1;
        long pawns = pos.pieces(colour, PieceType.PAWN);
        long own = pos.occupancy(colour);
        long enemy = pos.occupancy(them);
        int ownKing = pos.kingSquare(colour);
        int enemyKing = pos.kingSquare(them);
        boolean enemyHasPieces = (enemy & ~pos.pieces(them, PieceType.PAWN) & ~pos.pieces(them, PieceType.KING)) != 0;
        boolean toMove = pos.sideToMove() == colour;
        long sum = 0;
        for (int rest = files; rest != 0; rest &= rest - 1) {
            long onFile = pawns & Bitboards.file(Integer.numberOfTrailingZeros(rest));
            int sq = colour == Colour.WHITE ? Bitboards.last(onFile) : Bitboards.first(onFile);
            long pawn = Bitboards.bit(sq);
            int rank = Square.relativeRank(sq, colour);
            long front = PawnGeometry.front(colour, sq);
            sum = sheet.add(sum, Terms.PASSER_RANK, colour, p.passedOpening[rank], p.passedEndgame[rank]);
            sheet.mark(Terms.PASSER_RANK, pawn);
            if (!enemyHasPieces) {
                boolean runs = (front & own) == 0
                        && (PawnGeometry.outsideSquare(colour, toMove, sq) & Bitboards.bit(enemyKing)) != 0;
                if (runs || (escort[colour][sq] & Bitboards.bit(ownKing)) != 0) {
                    sum = sheet.add(sum, Terms.PASSER_UNSTOPPABLE, colour, 0, p.unstoppablePasser);
                    sheet.mark(Terms.PASSER_UNSTOPPABLE, pawn);
                }
            } else {
                if ((front & own) == 0) {
                    sum = sheet.add(sum, Terms.PASSER_UNBLOCKED_OWN, colour, 0, p.passedUnblockedOwn[rank]);
                    sheet.mark(Terms.PASSER_UNBLOCKED_OWN, pawn);
                }
                if ((front & enemy) == 0) {
                    sum = sheet.add(sum, Terms.PASSER_UNBLOCKED_OPP, colour, 0, p.passedUnblockedOpp[rank]);
                    sheet.mark(Terms.PASSER_UNBLOCKED_OPP, pawn);
                }
                // Free: no square of the path is attacked by the enemy without being attacked by us too.
                if ((front & enemyAttacks & ~ownAttacks) == 0) {
                    sum = sheet.add(sum, Terms.PASSER_FREE, colour, 0, p.passedFree[rank]);
                    sheet.mark(Terms.PASSER_FREE, pawn);
                }
            }
            int stop = colour == Colour.WHITE ? sq + 8 : sq - 8;
            sum = sheet.add(sum, Terms.PASSER_KING_DISTANCE, colour, 0,
                    Square.distance(stop, enemyKing) * p.passedDefDistance[rank]
                            - Square.distance(stop, ownKing) * p.passedAttDistance[rank]);
            sheet.mark(Terms.PASSER_KING_DISTANCE, pawn);
        }
        return sum;
    }
}
