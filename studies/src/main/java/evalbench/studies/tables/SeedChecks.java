package evalbench.studies.tables;

import evalbench.core.PieceType;
import evalbench.core.eval.ParameterSet;
import evalbench.fruit.FruitBasis;
import evalbench.fruit.FruitParameters;
import java.util.Locale;

/**
 * The smaller table claims of the seeds, computed from the two parameter sets: the king shelter and storm
 * values by file code, the king-attack units and weights, and the unstoppable-passer bonus against
 * "queen minus pawn".
 */
public final class SeedChecks {
    /** The seeds' pairing of Rybka's parameters (data, not names in code). */
    private static final SeedPairing PAIRING = SeedPairing.rybka();

    /** Rybka's file codes: 0 = no pawn on the owner's ranks 2-5 of the window, 1..4 = nearest pawn on rank 2..5. */
    private static final String[] CODES = {"none", "rank2", "rank3", "rank4", "rank5"};

    private SeedChecks() {
    }

    /** Fruit's shelter penalty of one file for a king on its first rank, by Rybka's file code. */
    public static int[] fruitShelterByCode(FruitParameters fruit) {
        int max = fruit.shelterFileMax;
        int[] v = new int[5];
        v[0] = max; // no pawn: d = 0
        for (int code = 1; code <= 4; code++) {
            int d = 7 - code; // pawn on rank index 'code' (rank code+1), d = 7 - rank index
            v[code] = max - d * d;
        }
        return v;
    }

    /** Fruit's storm penalty of one file by Rybka's code (enemy pawn on the king owner's rank code+1). */
    public static int[] fruitStormByCode(FruitParameters fruit) {
        int storm = fruit.stormOpening;
        int[] factor = fruit.stormRankFactors();
        int[] v = new int[5];
        for (int code = 1; code <= 4; code++) {
            v[code] = storm * factor[7 - code]; // the enemy counts ranks from its own side
        }
        return v;
    }

    /** The king-safety claims: Fruit's (the basis) against Rybka's set. */
    public static String king(ModelTables fruitTables, ModelTables rybkaTables) {
        FruitParameters fruit = FruitBasis.weights(fruitTables.parameters());
        ParameterSet rybka = rybkaTables.parameters();
        StringBuilder sb = new StringBuilder();
        int[] fs = fruitShelterByCode(fruit);
        int[] rs = PAIRING.ints(rybka, "shelter-by-code");
        int[] ft = fruitStormByCode(fruit);
        int[] rt = PAIRING.ints(rybka, "storm-by-code");
        int upc = PAIRING.intValue(rybka, "units-per-centipawn");
        sb.append("King shelter and storm per file, by the nearest pawn in the window (king's owner's ranks)\n");
        sb.append(String.format(Locale.ROOT, "%-24s", "file code"));
        for (String c : CODES) {
            sb.append(String.format(Locale.ROOT, "%9s", c));
        }
        sb.append('\n');
        row(sb, "fruit shelter (cp)", fs, 1);
        row(sb, "rybka shelter (1/32)", rs, 1);
        row(sb, "rybka shelter (cp)", rs, upc);
        row(sb, "fruit storm (cp)", ft, 1);
        row(sb, "rybka storm (1/32)", rt, 1);
        row(sb, "rybka storm (cp)", rt, upc);
        sb.append(String.format(Locale.ROOT, "shelter file weights: fruit 1 2 1, rybka %s%n",
                TablesText.join(PAIRING.ints(rybka, "shelter-file-weights"))));
        sb.append(String.format(Locale.ROOT, "storm file weights: fruit 1 1 1, rybka %s%n",
                TablesText.join(PAIRING.ints(rybka, "storm-file-weights"))));
        int weak = fruit.weakBackRank;
        int all2 = PAIRING.intValue(rybka, "shelter-all-on-second-rank");
        sb.append(String.format(Locale.ROOT, "all pawns on rank 2 (shelter 0 replaced by): fruit %d cp, rybka %d = %.2f cp%n",
                weak, all2, all2 / (double) upc));
        sb.append(String.format(Locale.ROOT, "shelter proportional (one factor fruit -> rybka): %s%n",
                proportional(fs, rs) ? "yes" : "no"));
        sb.append(String.format(Locale.ROOT, "storm proportional (one factor fruit -> rybka): %s%n",
                proportional(ft, rt) ? "yes" : "no"));
        sb.append('\n');
        int[] fu = {fruit.kingAttackUnit(PieceType.KNIGHT), fruit.kingAttackUnit(PieceType.BISHOP),
            fruit.kingAttackUnit(PieceType.ROOK), fruit.kingAttackUnit(PieceType.QUEEN)};
        int[] ru = {PAIRING.intValue(rybka, "king-attack-unit.knight"), PAIRING.intValue(rybka, "king-attack-unit.bishop"),
            PAIRING.intValue(rybka, "king-attack-unit.rook"), PAIRING.intValue(rybka, "king-attack-unit.queen")};
        sb.append("King attack units (knight bishop rook queen; pawns count 0 in both)\n");
        sb.append("fruit: ").append(TablesText.join(fu)).append("   x KingAttackOpening ")
                .append(fruit.kingAttackOpening).append(" x weight / ").append(fruit.weightUnit).append('\n');
        sb.append("rybka: ").append(TablesText.join(ru)).append("   x weight / ").append(PAIRING.intValue(rybka, "king-attack-divisor"))
                .append('\n');
        sb.append("rybka units as one factor times fruit's: ").append(proportional(fu, ru) ? "yes" : "no")
                .append(" (rybka / fruit: ").append(ratios(ru, fu)).append(")\n");
        sb.append("King attack weight by number of attackers\n");
        sb.append("fruit: ").append(TablesText.join(fruit.kingAttackWeights())).append('\n');
        sb.append("rybka: ").append(TablesText.join(PAIRING.ints(rybka, "king-attack-weight"))).append('\n');
        return sb.toString();
    }

    public static String unstoppable(ModelTables fruit, ModelTables rybka) {
        StringBuilder sb = new StringBuilder();
        QuadCurve curve = TablesAnalysis.quadFitter().curve();
        for (ModelTables m : new ModelTables[] {fruit, rybka}) {
            int upc = m.unitsPerCentipawn();
            int u = m.unstoppablePasser();
            sb.append(String.format(Locale.ROOT, "%s UnstoppablePasser: %d = %.2f cp (endgame)%n", m.modelId(), u, u / (double) upc));
            for (EvalStage s : EvalStage.values()) {
                int[] qp = m.queenAndPawn(s);
                int diff = qp[0] - qp[1];
                sb.append(String.format(Locale.ROOT, "%s queen - pawn (%s): %d - %d = %d = %.2f cp; equals UnstoppablePasser: %s%n",
                        m.modelId(), s.id(), qp[0], qp[1], diff, diff / (double) upc, diff == u ? "yes" : "no"));
            }
        }
        int fu = fruit.unstoppablePasser();
        sb.append("fruit by rank (quad(0, ").append(fu).append(", rank), rounded): ")
                .append(TablesText.join(curve.array(0, fu, Rounding.ROUND))).append('\n');
        int ru = rybka.unstoppablePasser();
        sb.append(String.format(Locale.ROOT, "rybka by rank (constant): %d on every rank = %.2f cp%n", ru,
                ru / (double) rybka.unitsPerCentipawn()));
        return sb.toString();
    }

    private static void row(StringBuilder sb, String label, int[] values, int divisor) {
        sb.append(String.format(Locale.ROOT, "%-24s", label));
        for (int v : values) {
            sb.append(divisor == 1 ? String.format(Locale.ROOT, "%9d", v)
                    : String.format(Locale.ROOT, "%9.2f", v / (double) divisor));
        }
        sb.append('\n');
    }

    /** True when b = k * a for one rational k on every entry (zeros must match). */
    static boolean proportional(int[] a, int[] b) {
        int ref = -1;
        for (int i = 0; i < a.length; i++) {
            if ((a[i] == 0) != (b[i] == 0)) {
                return false;
            }
            if (a[i] != 0 && ref < 0) {
                ref = i;
            }
        }
        if (ref < 0) {
            return true;
        }
        for (int i = 0; i < a.length; i++) {
            if ((long) b[i] * a[ref] != (long) b[ref] * a[i]) {
                return false;
            }
        }
        return true;
    }

    private static String ratios(int[] num, int[] den) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < num.length; i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(String.format(Locale.ROOT, "%.1f", num[i] / (double) den[i]));
        }
        return sb.toString();
    }
}
