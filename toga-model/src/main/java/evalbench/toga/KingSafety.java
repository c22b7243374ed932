package evalbench.toga;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;
import evalbench.fruit.KingAttackTable;
import evalbench.fruit.PawnStructure;

/**
 * Toga's eval_king(), opening only, for each side whose Fruit king-safety flag is set (the enemy has a queen and
 * another piece):
 * <ul>
 * <li>attack: Fruit's counting and weights; a knight attacks as in Fruit (a kept target on the board), a slider if
 * its walk along a kept target's line ({@link KingAttackTable#keptTargets}) meets a square within KingAttackReach
 * king distance before or at the first occupied square;</li>
 * <li>shelter: Fruit's rule (king square and the castling squares still allowed, the average of the king square's
 * value and the least one) with Toga's tables: for a square, the front value of its file and the neighbouring
 * files' open-side or closed-side values, by the side's lowest pawn at or above the square's rank; a sum of 0 costs
 * WeakBackRank; plus the storm on the three files;</li>
 * <li>storm: by the enemy's most advanced pawn on each of the three files (StormOpening * StormRankFactor[its
 * rank]); Toga adds the king square's storm once more in full.</li>
 * </ul>
 * Splitting rule (the sum is exact), as in Fruit: the shelter average of the totals is reported as the shelter
 * part's average (king/shelter) and the rest (king/storm); the storm added again is king/storm-again.
 */
final class KingSafety {
    private static final int[] CASTLE_SQUARES = {Square.G1, Square.B1};
    private static final int[][] CASTLE_RIGHTS = {
        {Position.WHITE_KINGSIDE, Position.WHITE_QUEENSIDE},
        {Position.BLACK_KINGSIDE, Position.BLACK_QUEENSIDE}};
    /** The a-, b- and c-files: a king there reads its right neighbour as the open side. */
    private static final int LAST_QUEENSIDE_FILE = 2;
    /** The f-, g- and h-files: a king there reads its left neighbour as the open side. */
    private static final int FIRST_KINGSIDE_FILE = 5;

    private final TogaParameters p;
    private final KingAttackTable attackTable;
    private final long[] ownPawnsFrame = new long[2];
    private final int[] fileSteps = new int[2];
    private final int[] rankSteps = new int[2];

    KingSafety(TogaParameters parameters, KingAttackTable attackTable) {
        this.p = parameters;
        this.attackTable = attackTable;
    }

    void evaluate(Position position, MaterialInfo material, ScoreSheet sheet) {
        for (int colour = Colour.WHITE; colour <= Colour.BLACK; colour++) {
            ownPawnsFrame[colour] = PawnStructure.ownFrame(position.pieces(colour, PieceType.PAWN), colour);
        }
        for (int me = Colour.WHITE; me <= Colour.BLACK; me++) {
            if (material.side(me).has(evalbench.fruit.MaterialInfo.KING_SAFETY)) {
                attack(position, me, sheet);
                shelter(position, me, sheet);
            }
        }
    }

    private void attack(Position position, int me, ScoreSheet sheet) {
        int opp = me ^ 1;
        int king = position.kingSquare(me);
        long occupied = position.occupied();
        int attackers = 0;
        int units = 0;
        long squares = 0;
        for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
            int kind = KingAttackTable.kindOf(type);
            for (long b = position.pieces(opp, type); b != 0; b &= b - 1) {
                int from = Bitboards.first(b);
                boolean attacks = kind == KingAttackTable.KNIGHT ? attackTable.attacks(kind, from, king, occupied)
                        : sliderReaches(kind, from, king, occupied);
                if (attacks) {
                    attackers++;
                    units += p.kingAttackUnit[type];
                    squares |= 1L << from;
                }
            }
        }
        int penalty = units * p.kingAttackOpening * p.kingAttackWeight[attackers] / p.weightUnit;
        sheet.add(Terms.KING_ATTACK, me, -penalty, 0);
        sheet.mark(Terms.KING_ATTACK, squares == 0 ? 0 : squares | 1L << king);
    }

    /**
     * Toga's slider test: from the piece, step along each kept target's line; the piece attacks if a square of the
     * walk is on the board within KingAttackReach of the king. The walk stops after the first occupied square and at
     * the board's edge.
     */
    private boolean sliderReaches(int kind, int from, int king, long occupied) {
        int n = attackTable.keptTargets(kind, from, king, fileSteps, rankSteps);
        for (int i = 0; i < n; i++) {
            int df = Integer.signum(fileSteps[i]);
            int dr = Integer.signum(rankSteps[i]);
            int f = Square.file(from) + df;
            int r = Square.rank(from) + dr;
            while (Square.isValid(f, r)) {
                int sq = Square.of(f, r);
                if (Square.distance(sq, king) <= p.kingAttackReach) {
                    return true;
                }
                if ((occupied & 1L << sq) != 0) {
                    break;
                }
                f += df;
                r += dr;
            }
        }
        return false;
    }

    private void shelter(Position position, int me, ScoreSheet sheet) {
        int king = Square.relative(position.kingSquare(me), me);
        long own = ownPawnsFrame[me];
        long opp = ownPawnsFrame[me ^ 1]; // the enemy's pawns in the enemy's frame
        int kingShelter = shelterPart(own, king);
        int kingStorm = stormPart(opp, king);
        int kingTotal = kingShelter + kingStorm;
        int bestShelter = kingShelter;
        int bestTotal = kingTotal;
        for (int i = 0; i < CASTLE_SQUARES.length; i++) {
            if (position.hasCastlingRight(CASTLE_RIGHTS[me][i])) {
                int shelter = shelterPart(own, CASTLE_SQUARES[i]);
                int total = shelter + stormPart(opp, CASTLE_SQUARES[i]);
                if (total < bestTotal) {
                    bestTotal = total;
                    bestShelter = shelter;
                }
            }
        }
        int penalty = (kingTotal + bestTotal) / 2 * p.shelterOpening / p.weightUnit;
        int shelter = (kingShelter + bestShelter) / 2 * p.shelterOpening / p.weightUnit;
        sheet.add(Terms.KING_SHELTER, me, -shelter, 0);
        sheet.add(Terms.KING_STORM, me, -(penalty - shelter), 0);
        sheet.add(Terms.STORM_AGAIN, me, -kingStorm, 0);
        if (sheet.recording()) { // the squares only matter to the breakdown
            long files = Bitboards.file(Square.file(king)) | Bitboards.adjacentFiles(Square.file(king));
            sheet.mark(Terms.KING_SHELTER, Bitboards.bit(position.kingSquare(me))
                    | (position.pieces(me, PieceType.PAWN) & files));
            long storming = position.pieces(me ^ 1, PieceType.PAWN) & files & stormRanks(me);
            sheet.mark(Terms.KING_STORM, storming);
            sheet.mark(Terms.STORM_AGAIN, storming);
        }
    }

    /**
     * Shelter of a square (own frame): the king's file read in ShelterFront, each neighbour in ShelterOpenSide or
     * ShelterClosedSide (see the class comment); a sum of 0 costs WeakBackRank.
     */
    private int shelterPart(long own, int square) {
        int file = Square.file(square);
        int rank = Square.rank(square);
        int penalty = shelterFile(own, file, rank, p.shelterFront);
        if (file > 0) {
            penalty += shelterFile(own, file - 1, rank,
                    file >= FIRST_KINGSIDE_FILE ? p.shelterOpenSide : p.shelterClosedSide);
        }
        if (file < 7) {
            penalty += shelterFile(own, file + 1, rank,
                    file <= LAST_QUEENSIDE_FILE ? p.shelterOpenSide : p.shelterClosedSide);
        }
        return penalty == 0 ? p.weakBackRank : penalty;
    }

    /** A file's value by the rank of the lowest own pawn on it at or above {@code rank} (none: the last entry). */
    private static int shelterFile(long own, int file, int rank, int[] table) {
        long pawns = own & Bitboards.file(file) & ~PawnStructure.ranksBelow(rank);
        return table[pawns == 0 ? 7 : Square.rank(Bitboards.first(pawns))];
    }

    /** Storm on a square's file and its neighbours: by the rank of the most advanced enemy pawn on each. */
    private int stormPart(long oppPawns, int square) {
        int file = Square.file(square);
        int penalty = stormFile(oppPawns, file);
        if (file > 0) {
            penalty += stormFile(oppPawns, file - 1);
        }
        if (file < 7) {
            penalty += stormFile(oppPawns, file + 1);
        }
        return penalty;
    }

    /** By the enemy's most advanced pawn on the file ({@code oppPawns} in the enemy's own frame). */
    private int stormFile(long oppPawns, int file) {
        long pawns = oppPawns & Bitboards.file(file);
        if (pawns == 0) {
            return 0;
        }
        return p.stormOpening * p.stormRankFactor[Square.rank(Bitboards.last(pawns))];
    }

    /** Real squares where an enemy pawn storms. */
    private long stormRanks(int me) {
        long ranks = 0;
        for (int r = 0; r < 8; r++) {
            if (p.stormRankFactor[r] != 0) {
                ranks |= Bitboards.rank(r);
            }
        }
        // ranks are counted from the enemy's side: for White's king that is Black's side
        return me == Colour.WHITE ? Long.reverseBytes(ranks) : ranks;
    }
}
