package evalbench.studies.tables;

import evalbench.core.Square;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;

/** Plain-text renderings of the analysis for the command line. */
public final class TablesText {
    private TablesText() {
    }

    /** Every PST fit, then every quad fit. */
    public static String summary(TablesAnalysis a) {
        StringBuilder sb = new StringBuilder();
        sb.append("Piece-square tables fitted to Fruit 2.1's basis (weights in the model's units)\n");
        // Columns as wide as their longest entry: model ids and parameter names differ in length between models
        int modelWidth = width(6, a.pst().stream().map(r -> r.model().modelId()).toList(),
                a.quad().stream().map(r -> r.model().modelId()).toList());
        String pstRow = "%-" + modelWidth + "s %-7s %-8s %8s  %s%n";
        sb.append(String.format(Locale.ROOT, pstRow, "model", "piece", "stage", "max|res|", "weights"));
        for (TablesAnalysis.PstRow r : a.pst()) {
            sb.append(String.format(Locale.ROOT, pstRow, r.model().modelId(), r.pieceName(),
                    r.stage().id(), r.fit().maxAbsResidual(), weights(r.fit().weights())));
        }
        QuadCurve c = TablesAnalysis.quadFitter().curve();
        sb.append('\n');
        sb.append("quad() fits (Bonus ").append(join(bonusArray(c))).append(" / ").append(c.unit())
                .append("; ranks 1-7 fitted, the 8th-rank entry shown apart)\n");
        int paramWidth = width(19, a.quad().stream().map(r -> r.array().param()).toList(), java.util.List.of());
        String quadRow = "%-" + modelWidth + "s %-" + paramWidth + "s %6s %6s  %-9s %-10s %8s  %-5s  %s%n";
        sb.append(String.format(Locale.ROOT, quadRow, "model", "param", "min",
                "max", "rounding", "also fits", "max|res|", "rank8", "array"));
        for (TablesAnalysis.QuadRow r : a.quad()) {
            QuadFit f = r.fit();
            String rounding = f.exact() ? f.rounding().id() : "none";
            String also = f.alsoFits().isEmpty() ? "-" : String.join(",", f.alsoFits().stream().map(Rounding::id).toList());
            sb.append(String.format(Locale.ROOT, quadRow, r.model().modelId(),
                    r.array().param(), f.min(), f.max(), rounding, also, f.maxAbsResidual(), f.rank8Holds(),
                    join(f.array())));
        }
        return sb.toString();
    }

    /** The length of the longest entry, at least {@code least} (the width the two-model tables always had). */
    private static int width(int least, java.util.List<String> entries, java.util.List<String> more) {
        int width = least;
        for (String e : entries) {
            width = Math.max(width, e.length());
        }
        for (String e : more) {
            width = Math.max(width, e.length());
        }
        return width;
    }

    /** "KnightCentre 5, KnightRank 5, ..." in basis order. */
    public static String weights(Map<String, Integer> weights) {
        StringJoiner j = new StringJoiner(", ");
        weights.forEach((k, v) -> j.add(k + " " + v));
        return j.toString();
    }

    /** A 64-square table as a board, rank 8 at the top. */
    public static String grid(int[] table) {
        StringBuilder sb = new StringBuilder();
        int width = 1;
        for (int v : table) {
            width = Math.max(width, Integer.toString(v).length());
        }
        String cell = "%" + (width + 1) + "s";
        sb.append("  ");
        for (int f = 0; f < 8; f++) {
            sb.append(String.format(Locale.ROOT, cell, (char) ('a' + f)));
        }
        sb.append('\n');
        for (int rank = 7; rank >= 0; rank--) {
            sb.append(rank + 1).append(' ');
            for (int f = 0; f < 8; f++) {
                sb.append(String.format(Locale.ROOT, cell, table[Square.of(f, rank)]));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** The squares whose residual is not 0, e.g. "d2 +5, e2 +5", or "none". */
    public static String residualSquares(int[] residual) {
        StringJoiner j = new StringJoiner(", ");
        for (int sq = 0; sq < 64; sq++) {
            if (residual[sq] != 0) {
                j.add(Square.name(sq) + " " + (residual[sq] > 0 ? "+" : "") + residual[sq]);
            }
        }
        return j.length() == 0 ? "none" : j.toString();
    }

    /** One fit told in full: weights, maximum residual and where the residuals are. */
    public static String fitReport(String title, PstFit fit) {
        return title + "\n  weights: " + weights(fit.weights()) + (fit.leastSquaresIntegral() ? "" : " (least squares not integral; rounded)")
                + "\n  max |residual|: " + fit.maxAbsResidual() + "\n  residual squares: " + residualSquares(fit.residual()) + "\n";
    }

    static int[] bonusArray(QuadCurve c) {
        int[] b = new int[c.ranks()];
        for (int r = 0; r < b.length; r++) {
            b[r] = c.bonus(r);
        }
        return b;
    }

    public static String join(int[] values) {
        StringJoiner j = new StringJoiner(" ");
        for (int v : values) {
            j.add(Integer.toString(v));
        }
        return j.toString();
    }
}
