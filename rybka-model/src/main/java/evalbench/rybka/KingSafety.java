package evalbench.rybka;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;

/**
 * King safety, opening only, for a king whose material flag is set (the opponent has a queen and another
 * piece): the opponent's attack on the king's neighbourhood (§7) and the shelter/storm value of the king's
 * wing, averaged with the best wing castling could still reach (§5).
 */
final class KingSafety {
    private static final int[] KINGSIDE_RIGHT = {Position.WHITE_KINGSIDE, Position.BLACK_KINGSIDE};
    private static final int[] QUEENSIDE_RIGHT = {Position.WHITE_QUEENSIDE, Position.BLACK_QUEENSIDE};

    private final RybkaParameters p;
    private final int kingsideWing;
    private final int queensideWing;
    /** [colour * 3 + wing]: the squares of each wing window, for marking. */
    private final long[] windows = new long[2 * ShelterPatterns.WINGS];

    KingSafety(RybkaParameters p) {
        this.p = p;
        // The wings a castling king would go to: the files of g1 and c1.
        this.kingsideWing = p.kingFileWing[Square.file(Square.G1)];
        this.queensideWing = p.kingFileWing[Square.file(Square.C1)];
        for (int colour = Colour.WHITE; colour <= Colour.BLACK; colour++) {
            for (int wing = 0; wing < ShelterPatterns.WINGS; wing++) {
                windows[colour * ShelterPatterns.WINGS + wing] = windowSquares(colour, wing);
            }
        }
    }

    /**
     * The attack of {@code attacker} on the enemy king, credited to the attacker (positive = good for it):
     * weight[number of attackers] x units / divisor, truncated. Returns the attack, packed.
     */
    long attack(int attacker, int count, int units, long enemyKing, ScoreSheet sheet) {
        int slot = Math.min(count, p.kingAttackWeight.length - 1);
        if (count > 0) {
            sheet.mark(Terms.KING_ATTACK, enemyKing);
        }
        return sheet.add(0, Terms.KING_ATTACK, attacker, p.kingAttackWeight[slot] * units / p.kingAttackDivisor, 0);
    }

    /**
     * Shelter and storm for the king of {@code colour}: k = its wing's value, lowered to the kingside or
     * queenside wing's value if the castling right is still there and that wing is better; the penalty is
     * trunc((k + own wing) / 2). The shelter part is the same average of the two wings' shelter values;
     * the storm part is the rest, so the two add up to the penalty exactly. Returns both parts, packed.
     */
    long shelter(Position pos, int colour, PawnInfo info, ScoreSheet sheet) {
        int king = pos.kingSquare(colour);
        int current = p.kingFileWing[Square.file(king)];
        int best = current;
        if (pos.hasCastlingRight(KINGSIDE_RIGHT[colour])
                && info.wing(colour, kingsideWing) < info.wing(colour, best)) {
            best = kingsideWing;
        }
        if (pos.hasCastlingRight(QUEENSIDE_RIGHT[colour])
                && info.wing(colour, queensideWing) < info.wing(colour, best)) {
            best = queensideWing;
        }
        int total = (info.wing(colour, best) + info.wing(colour, current)) / 2;
        int shelterPart = (info.wingShelter(colour, best) + info.wingShelter(colour, current)) / 2;
        long result = sheet.add(0, Terms.SHELTER, colour, -shelterPart, 0);
        result = sheet.add(result, Terms.STORM, colour, -(total - shelterPart), 0);
        long window = windows[colour * ShelterPatterns.WINGS + current]
                | windows[colour * ShelterPatterns.WINGS + best];
        sheet.mark(Terms.SHELTER, window & pos.pieces(colour, PieceType.PAWN) | Bitboards.bit(king));
        sheet.mark(Terms.STORM, window & pos.pieces(colour ^ 1, PieceType.PAWN));
        return result;
    }

    /** The 3-file by 4-rank window of a wing, ranks 2..5 from the king owner's side. */
    private long windowSquares(int colour, int wing) {
        long files = 0;
        for (int j = 0; j < ShelterPatterns.WINDOW_FILES; j++) {
            files |= Bitboards.file(p.wingFirstFile[wing] + j);
        }
        long ranks = 0;
        for (int k = 0; k < ShelterPatterns.WINDOW_RANKS; k++) {
            ranks |= Bitboards.rank(PawnGeometry.boardRank(colour, 1 + k));
        }
        return files & ranks;
    }
}
