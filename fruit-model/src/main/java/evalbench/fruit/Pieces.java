package evalbench.fruit;

import evalbench.core.Attacks;
import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.ScoreSheet;

/**
 * Fruit's eval_piece(): mobility of knights, bishops, rooks and queens; rooks on semi-open and open files and
 * near the enemy king's file; rooks and queens on the 7th rank.
 *
 * <p>Mobility counts every square a piece reaches (for sliders: up to and including the first piece in each
 * direction), worth MobMove if empty, MobAttack if an enemy stands there, MobDefense if an own piece does,
 * starting from -Unit of its type.
 *
 * <p>The open-file term includes Fruit's centring offset: every rook first loses half the open-file bonus.
 *
 * <p>API for models derived from Fruit: Toga II 3.0 replaced the mobility and kept the rook files and the 7th
 * rank; {@link #filesAndSeventh} gives it that part alone, recording under Fruit's {@link Terms} indices
 * ({@link Terms#ROOK_OPEN_FILE}, {@link Terms#ROOK_KING_FILE}, {@link Terms#ROOK_SEVENTH},
 * {@link Terms#QUEEN_SEVENTH}).
 */
public final class Pieces {
    private static final int[] MOBILITY_TERM = new int[7];

    static {
        MOBILITY_TERM[PieceType.KNIGHT] = Terms.MOBILITY_KNIGHT;
        MOBILITY_TERM[PieceType.BISHOP] = Terms.MOBILITY_BISHOP;
        MOBILITY_TERM[PieceType.ROOK] = Terms.MOBILITY_ROOK;
        MOBILITY_TERM[PieceType.QUEEN] = Terms.MOBILITY_QUEEN;
    }

    private final FruitParameters p;

    public Pieces(FruitParameters parameters) {
        this.p = parameters;
    }

    void evaluate(Position position, MaterialInfo material, PawnInfo pawns, ScoreSheet sheet) {
        evaluate(position, material, pawns, sheet, true);
    }

    /**
     * Both colours' rooks on semi-open and open files and near the enemy king's file, and their rooks and queens on
     * the 7th rank: Fruit's piece stage without the mobility (for derived models).
     */
    public void filesAndSeventh(Position position, MaterialInfo material, PawnInfo pawns, ScoreSheet sheet) {
        evaluate(position, material, pawns, sheet, false);
    }

    /**
     * The stage, with or without the mobility. One method on purpose: split into a mobility method and a files
     * method the JIT did not inline them into the evaluation, and the search lost about 2 % (same-run A/B,
     * docs/benchmarks.md).
     */
    private void evaluate(Position position, MaterialInfo material, PawnInfo pawns, ScoreSheet sheet,
            boolean withMobility) {
        long occupied = position.occupied();
        for (int me = Colour.WHITE; me <= Colour.BLACK; me++) {
            int opp = me ^ 1;
            long own = position.occupancy(me);
            long enemy = position.occupancy(opp);
            if (withMobility) {
                // One loop per piece type (no dispatch on the type per piece). Each type's mobility is summed over its
                // pieces and added once: the weights are linear, so the sum of the products is the product of the sum.
                int knights = 0;
                for (long b = position.pieces(me, PieceType.KNIGHT); b != 0; b &= b - 1) {
                    int from = Bitboards.first(b);
                    knights += mobility(PieceType.KNIGHT, Attacks.knight(from), own, enemy, occupied);
                    sheet.mark(Terms.MOBILITY_KNIGHT, 1L << from);
                }
                addMobility(PieceType.KNIGHT, me, knights, sheet);
                int bishops = 0;
                for (long b = position.pieces(me, PieceType.BISHOP); b != 0; b &= b - 1) {
                    int from = Bitboards.first(b);
                    bishops += mobility(PieceType.BISHOP, Attacks.bishop(from, occupied), own, enemy, occupied);
                    sheet.mark(Terms.MOBILITY_BISHOP, 1L << from);
                }
                addMobility(PieceType.BISHOP, me, bishops, sheet);
                int rooks = 0;
                for (long b = position.pieces(me, PieceType.ROOK); b != 0; b &= b - 1) {
                    int from = Bitboards.first(b);
                    rooks += mobility(PieceType.ROOK, Attacks.rook(from, occupied), own, enemy, occupied);
                    sheet.mark(Terms.MOBILITY_ROOK, 1L << from);
                }
                addMobility(PieceType.ROOK, me, rooks, sheet);
                int queens = 0;
                for (long b = position.pieces(me, PieceType.QUEEN); b != 0; b &= b - 1) {
                    int from = Bitboards.first(b);
                    queens += mobility(PieceType.QUEEN, Attacks.queen(from, occupied), own, enemy, occupied);
                    sheet.mark(Terms.MOBILITY_QUEEN, 1L << from);
                }
                addMobility(PieceType.QUEEN, me, queens, sheet);
            }
            long ownPawns = position.pieces(me, PieceType.PAWN);
            long oppPawns = position.pieces(opp, PieceType.PAWN);
            int oppKing = position.kingSquare(opp);
            boolean oppKingOnBackRank = Square.relativeRank(oppKing, me) == 7;
            for (long b = position.pieces(me, PieceType.ROOK); b != 0; b &= b - 1) {
                int from = Bitboards.first(b);
                long file = Bitboards.file(Square.file(from));
                int op = -(p.rookOpenFileOpening / 2);
                int eg = -(p.rookOpenFileEndgame / 2);
                if ((ownPawns & file) == 0) {
                    op += p.rookSemiOpenFileOpening;
                    eg += p.rookSemiOpenFileEndgame;
                    if ((oppPawns & file) == 0) {
                        op += p.rookOpenFileOpening - p.rookSemiOpenFileOpening;
                        eg += p.rookOpenFileEndgame - p.rookSemiOpenFileEndgame;
                    }
                    if (material.side(opp).has(MaterialInfo.KING_SAFETY)) {
                        int distance = Math.abs(Square.file(from) - Square.file(oppKing));
                        if (distance <= 1) {
                            int bonus = distance == 0 ? p.rookKingFileOpening : p.rookSemiKingFileOpening;
                            sheet.add(Terms.ROOK_KING_FILE, me, bonus, 0);
                            sheet.mark(Terms.ROOK_KING_FILE, 1L << from | 1L << oppKing);
                        }
                    }
                }
                sheet.add(Terms.ROOK_OPEN_FILE, me, op, eg);
                sheet.mark(Terms.ROOK_OPEN_FILE, 1L << from);
                if (onSeventh(from, me, pawns.backRank(opp), oppKingOnBackRank)) {
                    sheet.add(Terms.ROOK_SEVENTH, me, p.rook7thOpening, p.rook7thEndgame);
                    sheet.mark(Terms.ROOK_SEVENTH, 1L << from);
                }
            }
            for (long b = position.pieces(me, PieceType.QUEEN); b != 0; b &= b - 1) {
                int from = Bitboards.first(b);
                if (onSeventh(from, me, pawns.backRank(opp), oppKingOnBackRank)) {
                    sheet.add(Terms.QUEEN_SEVENTH, me, p.queen7thOpening, p.queen7thEndgame);
                    sheet.mark(Terms.QUEEN_SEVENTH, 1L << from);
                }
            }
        }
    }


    /**
     * One piece's mobility count: every square reached, worth MobMove if empty, MobAttack if an enemy stands there,
     * MobDefense if an own piece does, from -Unit of its type.
     */
    private int mobility(int type, long reach, long own, long enemy, long occupied) {
        return -p.mobUnit[type] + p.mobMove * Bitboards.count(reach & ~occupied)
                + p.mobAttack * Bitboards.count(reach & enemy) + p.mobDefense * Bitboards.count(reach & own);
    }

    /** A type's summed mobility times its opening and endgame weights. */
    private void addMobility(int type, int me, int mob, ScoreSheet sheet) {
        sheet.add(MOBILITY_TERM[type], me, mob * p.mobOpening[type], mob * p.mobEndgame[type]);
    }

    /** On the 7th rank with enemy pawns still on it, or the enemy king on the 8th. */
    private static boolean onSeventh(int from, int me, boolean oppPawnOnSeventh, boolean oppKingOnBackRank) {
        return Square.relativeRank(from, me) == 6 && (oppPawnOnSeventh || oppKingOnBackRank);
    }
}
