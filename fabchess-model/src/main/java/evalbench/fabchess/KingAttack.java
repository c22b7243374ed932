package evalbench.fabchess;

import evalbench.core.Attacks;
import evalbench.core.Bitboards;
import evalbench.core.Colour;
import evalbench.core.PackedScore;
import evalbench.core.PieceType;
import evalbench.core.Position;
import evalbench.core.eval.ScoreSheet;

/**
 * FabChess's attack on the enemy king. Each knight, bishop, rook and queen earns units: ATTACK_WORTH per target
 * in the attackable king zone (the zone minus squares the enemy guards with a pawn, knight or bishop) and
 * SAFE_CHECK once if one of its targets gives a check of its kind on a square the enemy does not attack. With N
 * pieces attacking and U units, the side gets SAFETY_TABLE[U] x ATTACK_WEIGHT[N] / ATTACK_SCALE, mg and eg apart.
 * Returns White's value minus Black's, packed. After a recording run the details (per piece type and side) stay
 * readable for the breakdown.
 */
final class KingAttack {
    private final FabChessParameters p;

    /** Indexed [colour][type] for knight..queen: pieces attacking, units mg and eg (recording runs only). */
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

    /** One piece type's attack of the moment: pieces attacking, the attacking pieces' squares. */
    private int typeAttackers;
    private long attackingPieces;

    /**
     * SAFETY_TABLE[u] x ATTACK_WEIGHT[n] / ATTACK_SCALE for every n and u, mg and eg, indexed n x units + u: worked
     * out once, as the evaluation would work it out (an integer division per side and half is slow).
     */
    private final int[] valueMg;
    private final int[] valueEg;
    private final int units;
    private final int lastWeight;
    /** Per piece type, packed mg and eg: the units per target in the zone and for a safe check. */
    private final long[] worthPacked = new long[PieceType.KING + 1];
    private final long[] safeCheckPacked = new long[PieceType.KING + 1];

    KingAttack(FabChessParameters p) {
        this.p = p;
        this.units = p.safetyTable.size();
        this.lastWeight = p.attackWeight.size() - 1;
        this.valueMg = new int[(lastWeight + 1) * units];
        this.valueEg = new int[(lastWeight + 1) * units];
        for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
            worthPacked[type] = p.attackWorth[type].packed[0];
            safeCheckPacked[type] = p.safeCheck[type].packed[0];
        }
        for (int n = 0; n <= lastWeight; n++) {
            for (int u = 0; u < units; u++) {
                // Java's int division truncates toward zero, as the original's f64 division and cast do here
                valueMg[n * units + u] = p.safetyTable.mg[u] * p.attackWeight.mg[n] / p.attackScale;
                valueEg[n * units + u] = p.safetyTable.eg[u] * p.attackWeight.eg[n] / p.attackScale;
            }
        }
    }

    long evaluate(Position position, AttackSets attacks, ScoreSheet sheet) {
        return side(position, Colour.WHITE, attacks, sheet) - side(position, Colour.BLACK, attacks, sheet);
    }

    private long side(Position position, int c, AttackSets attacks, ScoreSheet sheet) {
        int them = c ^ 1;
        int king = position.kingSquare(them);
        long zone = BoardMasks.kingZone(king) & ~attacks.minor[them];
        long unguarded = ~attacks.all[them];
        long bishopChecks = attacks.kingDiagonals[them] & unguarded;
        long rookChecks = attacks.kingLines[them] & unguarded;
        attackingPieces = 0;
        boolean record = sheet.recording();
        // the units as packed pairs (both halves small and never negative: the packed sum is the pair of the sums),
        // unpacked once
        long packedUnits = type(c, PieceType.KNIGHT, Attacks.knight(king) & unguarded, zone, attacks, record);
        int n = typeAttackers;
        packedUnits += type(c, PieceType.BISHOP, bishopChecks, zone, attacks, record);
        n += typeAttackers;
        packedUnits += type(c, PieceType.ROOK, rookChecks, zone, attacks, record);
        n += typeAttackers;
        packedUnits += type(c, PieceType.QUEEN, bishopChecks | rookChecks, zone, attacks, record);
        n += typeAttackers;
        int mg = PackedScore.opening(packedUnits);
        int eg = PackedScore.endgame(packedUnits);
        int u = Math.min(mg, units - 1);
        int v = Math.min(eg, units - 1);
        int w = Math.min(n, lastWeight);
        if (record) {
            totalAttackers[c] = n;
            totalUnitsMg[c] = mg;
            totalUnitsEg[c] = eg;
            safetyMg[c] = p.safetyTable.mg[u];
            safetyEg[c] = p.safetyTable.eg[v];
            weightMg[c] = p.attackWeight.mg[w];
            weightEg[c] = p.attackWeight.eg[w];
            sheet.mark(Terms.KING_ATTACK, attackingPieces);
        }
        long value = PackedScore.pack(valueMg[w * units + u], valueEg[w * units + v]);
        return sheet.addPacked(0, Terms.KING_ATTACK, c, value);
    }

    /**
     * One colour's pieces of one type against the enemy king: sets the type's attackers, returns its units (mg and
     * eg packed); {@code checks} are the unguarded squares from which a piece of this type would check.
     */
    private long type(int c, int type, long checks, long zone, AttackSets attacks, boolean record) {
        // mg and eg units as one packed pair: both halves are small and never negative, so a packed pair times
        // a count and packed sums hold them exactly
        long worth = worthPacked[type];
        long safeCheck = safeCheckPacked[type];
        int n = 0;
        long units = 0;
        int first = AttackSets.first(c, type);
        // when no piece of the type has a target in the zone or on a check square, each would add 0 units and
        // not count as attacking: the loop is skipped (most types of most positions, far from the enemy king)
        int end = (attacks.targetUnion[AttackSets.group(c, type)] & (zone | checks)) == 0 ? first
                : attacks.end(c, type);
        for (int i = first; i < end; i++) {
            long targets = attacks.targets[i];
            int hits = Bitboards.count(targets & zone);
            boolean safe = (targets & checks) != 0;
            units += worth * hits;
            if (safe) {
                units += safeCheck;
            }
            if (safe || hits > 0) {
                n++;
                if (record) {
                    attackingPieces |= Bitboards.bit(attacks.square[i]);
                }
            }
        }
        typeAttackers = n;
        if (record) {
            attackers[c][type] = n;
            unitsMg[c][type] = PackedScore.opening(units);
            unitsEg[c][type] = PackedScore.endgame(units);
        }
        return units;
    }
}
