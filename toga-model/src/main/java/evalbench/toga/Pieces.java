package evalbench.toga;

import evalbench.core.Attacks;
import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;
import evalbench.fruit.PawnInfo;

/**
 * Toga's eval_piece(): Fruit's piece stage with new mobility, outposts, queen tropism and space; the rook files and
 * the 7th rank stay Fruit's ({@link evalbench.fruit.Pieces#filesAndSeventh}).
 *
 * <p>A square reached counts MobMove if empty, MobAttack if any enemy man stands there, MobPieceDefense if an own
 * knight, bishop, rook or queen does (Fruit: MobDefense), MobDefense if an own pawn or the own king does.
 * <ul>
 * <li>knights: only destinations no enemy pawn attacks count; (count - KnightUnit) * slope; and an outpost bonus
 * (opening) per own pawn defending a knight that no enemy pawn attacks;</li>
 * <li>bishops: only the two forward diagonals, plus BishopRetreat unless both squares diagonally behind hold own
 * pawns; (count - BishopUnit) * slope;</li>
 * <li>rooks: all four lines, (count - RookUnit) * slope;</li>
 * <li>queens: no mobility; QueenTropism - (file distance + rank distance) to the enemy king, both stages;</li>
 * <li>space (opening): SpaceWeight[pieces on the enemy half] * the sum of their SpaceUnit.</li>
 * </ul>
 */
final class Pieces {
    /** Ranks 5 to 8 seen from each colour (real squares): the enemy half, where pieces count as space. */
    private static final long[] ENEMY_HALF = {0xFFFFFFFF00000000L, 0x00000000FFFFFFFFL};

    private final TogaParameters p;
    private final evalbench.fruit.Pieces fruitPieces;

    Pieces(TogaParameters parameters) {
        this.p = parameters;
        this.fruitPieces = new evalbench.fruit.Pieces(parameters.fruit());
    }

    void evaluate(Position position, MaterialInfo material, PawnInfo pawns, ScoreSheet sheet) {
        long occupied = position.occupied();
        for (int me = Colour.WHITE; me <= Colour.BLACK; me++) {
            int opp = me ^ 1;
            long enemy = position.occupancy(opp);
            long ownPawns = position.pieces(me, PieceType.PAWN);
            long ownPawnsKing = ownPawns | position.pieces(me, PieceType.KING);
            long ownPieces = position.occupancy(me) & ~ownPawnsKing;
            long enemyPawnAttacks = Bitboards.pawnAttacks(position.pieces(opp, PieceType.PAWN), opp);

            int knightMob = 0;
            int outposts = 0;
            for (long b = position.pieces(me, PieceType.KNIGHT); b != 0; b &= b - 1) {
                int from = Bitboards.first(b);
                long reach = Attacks.knight(from) & ~enemyPawnAttacks;
                knightMob += count(reach, occupied, enemy, ownPawnsKing, ownPieces) - p.mobUnit[PieceType.KNIGHT];
                sheet.mark(Terms.MOBILITY_KNIGHT, 1L << from);
                if ((enemyPawnAttacks & 1L << from) == 0) {
                    // own pawns defending the knight stand where an enemy pawn on its square would capture
                    int defenders = Bitboards.count(Attacks.pawn(opp, from) & ownPawns);
                    int value = p.knightOutpost[Square.relative(from, me)];
                    if (defenders != 0 && value != 0) {
                        outposts += defenders * value;
                        sheet.mark(Terms.KNIGHT_OUTPOST, 1L << from | Attacks.pawn(opp, from) & ownPawns);
                    }
                }
            }
            addMobility(Terms.MOBILITY_KNIGHT, PieceType.KNIGHT, me, knightMob, sheet);
            sheet.add(Terms.KNIGHT_OUTPOST, me, outposts, 0);

            int bishopMob = 0;
            for (long b = position.pieces(me, PieceType.BISHOP); b != 0; b &= b - 1) {
                int from = Bitboards.first(b);
                long reach = Attacks.bishop(from, occupied) & forwardRanks(me, from);
                int n = count(reach, occupied, enemy, ownPawnsKing, ownPieces);
                long behind = Attacks.pawn(opp, from); // the squares diagonally behind the bishop
                if (Bitboards.count(behind & ownPawns) < 2) {
                    n += p.bishopRetreat;
                }
                bishopMob += n - p.mobUnit[PieceType.BISHOP];
                sheet.mark(Terms.MOBILITY_BISHOP, 1L << from);
            }
            addMobility(Terms.MOBILITY_BISHOP, PieceType.BISHOP, me, bishopMob, sheet);

            int rookMob = 0;
            for (long b = position.pieces(me, PieceType.ROOK); b != 0; b &= b - 1) {
                int from = Bitboards.first(b);
                long reach = Attacks.rook(from, occupied);
                rookMob += count(reach, occupied, enemy, ownPawnsKing, ownPieces) - p.mobUnit[PieceType.ROOK];
                sheet.mark(Terms.MOBILITY_ROOK, 1L << from);
            }
            addMobility(Terms.MOBILITY_ROOK, PieceType.ROOK, me, rookMob, sheet);

            int oppKing = position.kingSquare(opp);
            int tropism = 0;
            for (long b = position.pieces(me, PieceType.QUEEN); b != 0; b &= b - 1) {
                int from = Bitboards.first(b);
                int distance = Math.abs(Square.file(from) - Square.file(oppKing))
                        + Math.abs(Square.rank(from) - Square.rank(oppKing));
                tropism += p.queenTropism - distance;
                sheet.mark(Terms.QUEEN_TROPISM, 1L << from | 1L << oppKing);
            }
            sheet.add(Terms.QUEEN_TROPISM, me, tropism, tropism);

            space(position, me, sheet);
        }
        fruitPieces.filesAndSeventh(position, material.fruit(), pawns, sheet);
    }

    /** Pieces on the enemy half: SpaceWeight[count] times the sum of their units (opening). */
    private void space(Position position, int me, ScoreSheet sheet) {
        int pieces = 0;
        int units = 0;
        long invaders = 0;
        for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
            long there = position.pieces(me, type) & ENEMY_HALF[me];
            int n = Bitboards.count(there);
            pieces += n;
            units += n * p.spaceUnit[type];
            invaders |= there;
        }
        sheet.add(Terms.SPACE, me, p.spaceWeight[pieces] * units, 0);
        sheet.mark(Terms.SPACE, invaders);
    }

    /** The units of the squares reached (see the class comment). */
    private int count(long reach, long occupied, long enemy, long ownPawnsKing, long ownPieces) {
        return p.mobMove * Bitboards.count(reach & ~occupied) + p.mobAttack * Bitboards.count(reach & enemy)
                + p.mobDefense * Bitboards.count(reach & ownPawnsKing)
                + p.mobPieceDefense * Bitboards.count(reach & ownPieces);
    }

    private void addMobility(int term, int type, int me, int mob, ScoreSheet sheet) {
        sheet.add(term, me, mob * p.mobOpening[type], mob * p.mobEndgame[type]);
    }

    /** Squares on the ranks in front of {@code square} from {@code colour}'s side. */
    private static long forwardRanks(int colour, int square) {
        int rank = Square.rank(square);
        if (colour == Colour.WHITE) {
            return rank == 7 ? 0 : -1L << 8 * (rank + 1);
        }
        return (1L << 8 * rank) - 1;
    }
}
