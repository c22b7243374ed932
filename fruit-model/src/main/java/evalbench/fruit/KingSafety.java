package evalbench.fruit;

import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;

/**
 * Fruit's eval_king(), opening only, for each side whose king-safety flag is set (the enemy has a queen and
 * another piece):
 * <ul>
 * <li>attack: every enemy knight, bishop, rook and queen that reaches a square next to the king
 * ({@link KingAttackTable}) counts once and adds its KingAttackUnit; the penalty is
 * units * KingAttackOpening * KingAttackWeight[count] / WeightUnit;</li>
 * <li>shelter and storm: a penalty for the king's square, and the least one of the castling squares (g1 / b1)
 * the side may still castle to; the side pays the average of the king square's and the best one's.</li>
 * </ul>
 * Splitting rule (the sum is exact): each square's penalty is shelter + storm; the side pays
 * total = ((p_king + p_best) / 2) * ShelterOpening / WeightUnit, reported as
 * shelter = ((shelter_king + shelter_best) / 2) * ShelterOpening / WeightUnit and storm = total - shelter.
 *
 * <p>API for models derived from Fruit: Toga II 3.0 kept the attack counting and the shelter averaging and changed
 * what they are fed: {@link #attack} takes the test "does this piece attack the king" ({@link PieceReach}) and
 * {@link #shelter} the shelter value of one square ({@link SquareShelter}); the storm is Fruit's rule under the
 * derived model's StormOpening and StormRankFactor.
 */
public final class KingSafety {
    /** Whether a piece of a {@link KingAttackTable} kind on {@code from} counts as attacking the king. */
    @FunctionalInterface
    public interface PieceReach {
        boolean attacks(int kind, int from, int king, long occupied);
    }

    /**
     * The shelter penalty of a king square, both in the side's own frame ({@code ownPawns}: the side's pawns,
     * rank-mirrored for Black), without the storm.
     */
    @FunctionalInterface
    public interface SquareShelter {
        int penalty(long ownPawns, int square);
    }

    /** Where a king may still go by castling, in its side's own frame (king side first, as Fruit tries them). */
    private static final int[] CASTLE_SQUARES = {Square.G1, Square.B1};
    private static final int[][] CASTLE_RIGHTS = {
        {Position.WHITE_KINGSIDE, Position.WHITE_QUEENSIDE},
        {Position.BLACK_KINGSIDE, Position.BLACK_QUEENSIDE}};

    private final FruitParameters p;
    private final KingAttackTable attackTable;
    /** Fruit's own shelter rule, as the function the shared code takes. */
    private final SquareShelter fruitShelter = this::shelterPart;

    public KingSafety(FruitParameters parameters, KingAttackTable attackTable) {
        this.p = parameters;
        this.attackTable = attackTable;
    }

    void evaluate(Position position, MaterialInfo material, ScoreSheet sheet) {
        for (int me = Colour.WHITE; me <= Colour.BLACK; me++) {
            if (material.side(me).has(MaterialInfo.KING_SAFETY)) {
                attack(position, me, sheet, null);
            }
        }
        for (int me = Colour.WHITE; me <= Colour.BLACK; me++) {
            if (material.side(me).has(MaterialInfo.KING_SAFETY)) {
                shelter(position, me, sheet, fruitShelter);
            }
        }
    }

    /**
     * The penalty of {@code me}'s king for the enemy knights, bishops, rooks and queens that {@code reach} says attack
     * it: units * KingAttackOpening * KingAttackWeight[count] / WeightUnit, into king/attack. A null {@code reach} is
     * Fruit's own rule, the attack table, asked directly: through the interface the JIT did not inline the table
     * into Fruit's evaluation and the search lost a few per cent (same-run A/B, docs/benchmarks.md).
     */
    public void attack(Position position, int me, ScoreSheet sheet, PieceReach reach) {
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
                if (reach == null ? attackTable.attacks(kind, from, king, occupied)
                        : reach.attacks(kind, from, king, occupied)) {
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
     * {@code me}'s shelter and storm penalty: each square's {@code squareShelter} plus its storm, averaged over the
     * king square and the best castling square, into king/shelter and king/storm (see the class comment). Returns the
     * king square's storm alone.
     */
    public int shelter(Position position, int me, ScoreSheet sheet, SquareShelter squareShelter) {
        int king = Square.relative(position.kingSquare(me), me);
        long own = PawnStructure.ownFrame(position.pieces(me, PieceType.PAWN), me);
        long opp = PawnStructure.ownFrame(position.pieces(me ^ 1, PieceType.PAWN), me ^ 1); // in the enemy's frame
        int kingShelter = squareShelter.penalty(own, king);
        int kingStorm = stormPart(opp, king);
        int kingTotal = kingShelter + kingStorm;
        int bestShelter = kingShelter;
        int bestTotal = kingTotal;
        for (int i = 0; i < CASTLE_SQUARES.length; i++) {
            if (position.hasCastlingRight(CASTLE_RIGHTS[me][i])) {
                int shelter = squareShelter.penalty(own, CASTLE_SQUARES[i]);
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
        if (sheet.recording()) { // the squares only matter to the breakdown
            long files = fileAndNeighbours(Square.file(king)); // files are not mirrored
            sheet.mark(Terms.KING_SHELTER, Bitboards.bit(position.kingSquare(me))
                    | (position.pieces(me, PieceType.PAWN) & files));
            sheet.mark(Terms.KING_STORM, stormingPawns(position, me));
        }
        return kingStorm;
    }

    /** The enemy pawns that storm {@code me}'s king (on its file and the neighbours, on a storm rank). */
    public long stormingPawns(Position position, int me) {
        int file = Square.file(position.kingSquare(me));
        return position.pieces(me ^ 1, PieceType.PAWN) & fileAndNeighbours(file) & stormRanks(me);
    }

    /**
     * Shelter of a king square (own frame): twice its file's penalty plus each neighbouring file's; a file's
     * penalty is ShelterFileMax - d * d where d = 7 - rank of the first own pawn on the file at or before the
     * king's rank (none: d = 0). A total of 0 still costs WeakBackRank.
     */
    private int shelterPart(long own, int square) {
        int file = Square.file(square);
        int rank = Square.rank(square);
        int penalty = 2 * shelterFile(own, file, rank);
        if (file > 0) {
            penalty += shelterFile(own, file - 1, rank);
        }
        if (file < 7) {
            penalty += shelterFile(own, file + 1, rank);
        }
        return penalty == 0 ? p.weakBackRank : penalty;
    }

    private int shelterFile(long own, int file, int rank) {
        long pawns = own & Bitboards.file(file) & ~PawnStructure.ranksBelow(rank);
        int distance = pawns == 0 ? 0 : 7 - Square.rank(Bitboards.first(pawns));
        return p.shelterFileMax - distance * distance;
    }

    /** Storm on a king square's file and its neighbours: by the rank of the most advanced enemy pawn on each. */
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

    private static long fileAndNeighbours(int file) {
        return Bitboards.file(file) | Bitboards.adjacentFiles(file);
    }

    /** Real squares where an enemy pawn storms (its own 4th to 6th rank). */
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
