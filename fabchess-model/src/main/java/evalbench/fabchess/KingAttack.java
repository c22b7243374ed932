package evalbench.fabchess;

import evalbench.core.Attacks;
import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.eval.ScoreSheet;

/**
 * FabChess's attack on the enemy king. Each knight, bishop, rook and queen earns units: ATTACK_WORTH per target
 * in the attackable king zone (the zone minus squares the enemy guards with a pawn, knight or bishop) and
 * SAFE_CHECK once if one of its targets gives a check of its kind on a square the enemy does not attack. With N
 * pieces attacking and U units, the side gets SAFETY_TABLE[U] x ATTACK_WEIGHT[N] / ATTACK_SCALE, mg and eg apart.
 * The last position's details (per piece type and side) stay readable for the breakdown.
 */
final class KingAttack {
    private final FabChessParameters p;

    /** Indexed [colour][type] for knight..queen: pieces attacking, units mg and eg. */
    final int[][] attackers = new int[2][PieceType.KING + 1];
    final int[][] unitsMg = new int[2][PieceType.KING + 1];
    final int[][] unitsEg = new int[2][PieceType.KING + 1];
    /** Indexed [colour]: N, U and the two table entries looked up. */
    final int[] totalAttackers = new int[2];
    final int[] totalUnitsMg = new int[2];
    final int[] totalUnitsEg = new int[2];
    final int[] safetyMg = new int[2];
    final int[] safetyEg = new int[2];
    final int[] weightMg = new int[2];
    final int[] weightEg = new int[2];

    KingAttack(FabChessParameters p) {
        this.p = p;
    }

    void evaluate(Position position, AttackSets attacks, ScoreSheet sheet) {
        long occupied = position.occupied();
        for (int c = Colour.WHITE; c <= Colour.BLACK; c++) {
            int them = c ^ 1;
            int king = position.kingSquare(them);
            long own = position.occupancy(c);
            long zone = BoardMasks.kingZone(king) & ~attacks.minor[them];
            long unguarded = ~attacks.all[them];
            long bishopChecks = Attacks.bishop(king, occupied);
            long rookChecks = Attacks.rook(king, occupied);
            int n = 0;
            int mg = 0;
            int eg = 0;
            long attackingPieces = 0;
            for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
                long checks = checkSquares(type, king, bishopChecks, rookChecks) & unguarded;
                int typeAttackers = 0;
                int typeMg = 0;
                int typeEg = 0;
                for (int i = 0; i < attacks.count[c][type]; i++) {
                    long targets = attacks.attacks[c][type][i] & ~own;
                    int hits = Bitboards.count(targets & zone);
                    boolean safeCheck = (targets & checks) != 0;
                    if (safeCheck || hits > 0) {
                        typeAttackers++;
                        attackingPieces |= Bitboards.bit(attacks.square[c][type][i]);
                    }
                    typeMg += p.attackWorth[type].mg[0] * hits;
                    typeEg += p.attackWorth[type].eg[0] * hits;
                    if (safeCheck) {
                        typeMg += p.safeCheck[type].mg[0];
                        typeEg += p.safeCheck[type].eg[0];
                    }
                }
                attackers[c][type] = typeAttackers;
                unitsMg[c][type] = typeMg;
                unitsEg[c][type] = typeEg;
                n += typeAttackers;
                mg += typeMg;
                eg += typeEg;
            }
            int lastUnit = p.safetyTable.size() - 1;
            int lastWeight = p.attackWeight.size() - 1;
            totalAttackers[c] = n;
            totalUnitsMg[c] = mg;
            totalUnitsEg[c] = eg;
            safetyMg[c] = p.safetyTable.mg[Math.min(mg, lastUnit)];
            safetyEg[c] = p.safetyTable.eg[Math.min(eg, lastUnit)];
            weightMg[c] = p.attackWeight.mg[Math.min(n, lastWeight)];
            weightEg[c] = p.attackWeight.eg[Math.min(n, lastWeight)];
            // Java's int division truncates toward zero, as the original's f64 division and cast do here
            sheet.add(Terms.KING_ATTACK, c, safetyMg[c] * weightMg[c] / p.attackScale,
                    safetyEg[c] * weightEg[c] / p.attackScale);
            sheet.mark(Terms.KING_ATTACK, attackingPieces);
        }
    }

    private static long checkSquares(int type, int king, long bishopChecks, long rookChecks) {
        switch (type) {
            case PieceType.KNIGHT:
                return Attacks.knight(king);
            case PieceType.BISHOP:
                return bishopChecks;
            case PieceType.ROOK:
                return rookChecks;
            default:
                return bishopChecks | rookChecks;
        }
    }
}
