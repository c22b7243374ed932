package evalbench.studies.tables;

import evalbench.fruit.PstFormula;
import evalbench.studies.report.ProgramVersion;
import evalbench.core.PieceType;
import evalbench.core.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.text.StringEscapeUtils;

/**
 * The analysis as one self-contained HTML page: per piece and stage the Fruit, Rybka (cp) and difference
 * heatmaps and each model's residual as inline SVG with the fitted weights; then every quad() array with its
 * fit and a line chart per parameter. Every text from data goes through commons-text's HTML escaping.
 */
public final class TablesHtml {
    private static final int CELL = 34;

    private TablesHtml() {
    }

    public static String page(TablesAnalysis a) {
        StringBuilder sb = new StringBuilder();
        sb.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>evalbench tables</title>\n");
        sb.append("<style>body{font-family:sans-serif;margin:1.5em;color:#222}table.fit{border-collapse:collapse;margin:.5em 0}"
                + "table.fit td,table.fit th{border:1px solid #bbb;padding:2px 6px;text-align:right;font-size:13px}"
                + "figure{display:inline-block;margin:0 14px 10px 0;vertical-align:top}figcaption{font-size:13px;text-align:center}"
                + "h2{border-bottom:1px solid #999}</style></head><body>\n");
        sb.append("<h1>Piece-square tables and quad() arrays</h1>\n<p>").append(esc(ProgramVersion.text()))
                .append(". Basis arrays and Bonus curve from ").append(esc(TablesAnalysis.shippedFruit().name()))
                .append(" (sha256 ").append(esc(TablesAnalysis.shippedFruit().sha256().substring(0, 16))).append("…).</p>\n<ul>");
        for (ModelTables m : a.models()) {
            sb.append("<li>").append(esc(m.modelName())).append(": parameter set ").append(esc(m.parameters().name()))
                    .append(", sha256 ").append(esc(m.parameters().sha256())).append(", units ").append(esc(m.unitsName()))
                    .append("</li>");
        }
        sb.append("</ul>\n<h2>Piece-square tables</h2>\n<p>Heatmaps in centipawns (blue negative, red positive; hover a square"
                + " for its value). Residual = table − Fruit's formula with the fitted integer weights.</p>\n");
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            for (EvalStage stage : EvalStage.values()) {
                pstSection(sb, a, type, stage);
            }
        }
        sb.append("<h2>quad() arrays</h2>\n");
        quadSection(sb, a);
        sb.append("</body></html>\n");
        return sb.toString();
    }

    private static void pstSection(StringBuilder sb, TablesAnalysis a, int type, EvalStage stage) {
        sb.append("<h3>").append(esc(Pieces.name(type) + " " + stage.id())).append("</h3>\n<div>");
        List<TablesAnalysis.PstRow> rows = new ArrayList<>();
        for (ModelTables m : a.models()) {
            rows.add(a.pst(m.modelId(), type, stage));
        }
        List<double[]> cps = new ArrayList<>();
        double limit = 1;
        for (TablesAnalysis.PstRow r : rows) {
            double[] cp = centipawns(r.fit().table(), r.model().unitsPerCentipawn());
            cps.add(cp);
            limit = Math.max(limit, ColourScale.limit(cp));
        }
        for (int i = 0; i < rows.size(); i++) {
            figure(sb, rows.get(i).model().modelName() + " (cp)", cps.get(i), limit);
        }
        if (rows.size() == 2) {
            double[] diff = new double[64];
            for (int sq = 0; sq < 64; sq++) {
                diff[sq] = cps.get(1)[sq] - cps.get(0)[sq];
            }
            figure(sb, rows.get(1).model().modelId() + " − " + rows.get(0).model().modelId() + " (cp)", diff,
                    ColourScale.limit(diff));
        }
        for (TablesAnalysis.PstRow r : rows) {
            double[] res = centipawns(r.fit().residual(), 1);
            figure(sb, r.model().modelId() + " residual (" + r.model().unitsName() + ")", res, Math.max(1, ColourScale.limit(res)));
        }
        sb.append("</div>\n<table class=\"fit\"><tr><th>model</th>");
        for (PstFormula.Column c : rows.get(0).fit().basis()) {
            sb.append("<th>").append(esc(c.name())).append("</th>");
        }
        sb.append("<th>max |residual|</th></tr>\n");
        for (TablesAnalysis.PstRow r : rows) {
            sb.append("<tr><td>").append(esc(r.model().modelId())).append("</td>");
            r.fit().weights().values().forEach(w -> sb.append("<td>").append(w).append("</td>"));
            sb.append("<td>").append(r.fit().maxAbsResidual()).append("</td></tr>\n");
        }
        sb.append("</table>\n");
    }

    private static double[] centipawns(int[] table, int perCp) {
        double[] cp = new double[table.length];
        for (int i = 0; i < table.length; i++) {
            cp[i] = table[i] / (double) perCp;
        }
        return cp;
    }

    private static void figure(StringBuilder sb, String caption, double[] values, double limit) {
        int size = CELL * 8 + 16;
        sb.append("<figure><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(size).append("\" height=\"")
                .append(size).append("\" font-size=\"10\" font-family=\"sans-serif\">");
        for (int sq = 0; sq < 64; sq++) {
            int x = 16 + Square.file(sq) * CELL;
            int y = (7 - Square.rank(sq)) * CELL;
            int rgb = ColourScale.rgb(values[sq], limit);
            String text = number(values[sq]);
            sb.append("<g><title>").append(esc(Square.name(sq) + ": " + text)).append("</title><rect x=\"").append(x)
                    .append("\" y=\"").append(y).append("\" width=\"").append(CELL).append("\" height=\"").append(CELL)
                    .append("\" fill=\"").append(ColourScale.css(rgb)).append("\" stroke=\"#ddd\"/><text x=\"")
                    .append(x + CELL / 2).append("\" y=\"").append(y + CELL / 2 + 4).append("\" text-anchor=\"middle\" fill=\"")
                    .append(ColourScale.css(ColourScale.textOn(rgb))).append("\">").append(esc(text)).append("</text></g>");
        }
        for (int i = 0; i < 8; i++) {
            sb.append("<text x=\"4\" y=\"").append((7 - i) * CELL + CELL / 2 + 4).append("\">").append(i + 1).append("</text>");
            sb.append("<text x=\"").append(16 + i * CELL + CELL / 2).append("\" y=\"").append(CELL * 8 + 13)
                    .append("\" text-anchor=\"middle\">").append((char) ('a' + i)).append("</text>");
        }
        sb.append("</svg><figcaption>").append(esc(caption)).append("</figcaption></figure>\n");
    }

    private static String number(double v) {
        if (v == Math.rint(v)) {
            return Long.toString((long) v);
        }
        return String.format(Locale.ROOT, "%.1f", v);
    }

    private static void quadSection(StringBuilder sb, TablesAnalysis a) {
        QuadCurve c = TablesAnalysis.quadFitter().curve();
        sb.append("<p>Bonus by rank (1/").append(c.unit()).append("): ").append(esc(TablesText.join(TablesText.bonusArray(c))))
                .append(". Fitted ranks 1–7; the 8th-rank entry (no pawn can stand there) is shown apart.</p>\n");
        sb.append("<table class=\"fit\"><tr><th>model</th><th>param</th><th>source</th><th>min</th><th>max</th><th>rounding</th>"
                + "<th>also fits</th><th>max |residual|</th><th>rank 8</th>");
        for (int r = 1; r <= 8; r++) {
            sb.append("<th>").append(r).append("</th>");
        }
        sb.append("</tr>\n");
        for (TablesAnalysis.QuadRow r : a.quad()) {
            QuadFit f = r.fit();
            sb.append("<tr><td>").append(esc(r.model().modelId())).append("</td><td>").append(esc(r.array().param()))
                    .append("</td><td>").append(esc(r.array().source())).append("</td><td>").append(f.min()).append("</td><td>")
                    .append(f.max()).append("</td><td>").append(esc(f.rounding().id())).append("</td><td>")
                    .append(esc(String.join(", ", f.alsoFits().stream().map(Rounding::id).toList()))).append("</td><td>")
                    .append(f.maxAbsResidual()).append("</td><td>").append(esc(f.rank8Holds())).append("</td>");
            for (int v : f.array()) {
                sb.append("<td>").append(v).append("</td>");
            }
            sb.append("</tr>\n");
        }
        sb.append("</table>\n<h3>By parameter, both models in centipawns</h3>\n");
        for (QuadPairs.Pair p : QuadPairs.pairs(a)) {
            chart(sb, p);
        }
    }

    private static void chart(StringBuilder sb, QuadPairs.Pair p) {
        int w = 300;
        int h = 170;
        int left = 44;
        int bottom = 22;
        double max = 1;
        for (QuadPairs.Series s : p.series()) {
            for (double v : s.centipawns()) {
                max = Math.max(max, Math.abs(v));
            }
        }
        sb.append("<figure><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(w).append("\" height=\"").append(h)
                .append("\" font-size=\"10\" font-family=\"sans-serif\"><rect x=\"").append(left).append("\" y=\"4\" width=\"")
                .append(w - left - 6).append("\" height=\"").append(h - bottom - 4).append("\" fill=\"#fafafa\" stroke=\"#999\"/>");
        sb.append("<text x=\"2\" y=\"12\">").append(esc(number(Math.round(max * 10) / 10.0))).append("</text><text x=\"2\" y=\"")
                .append(h - bottom).append("\">0</text>");
        for (int r = 0; r < 7; r++) {
            sb.append("<text x=\"").append(x(r, left, w)).append("\" y=\"").append(h - 8).append("\" text-anchor=\"middle\">")
                    .append(r + 1).append("</text>");
        }
        String[] colours = {"#1f6fb4", "#d0421b", "#2a9d3a", "#8a3ab9"};
        int ci = 0;
        for (QuadPairs.Series s : p.series()) {
            String colour = colours[ci++ % colours.length];
            StringBuilder pts = new StringBuilder();
            for (int r = 0; r < 7; r++) {
                double y = 4 + (h - bottom - 4) * (1 - Math.max(0, s.centipawns()[r]) / max);
                pts.append(x(r, left, w)).append(',').append(String.format(Locale.ROOT, "%.1f", y)).append(' ');
            }
            sb.append("<polyline fill=\"none\" stroke=\"").append(colour).append("\" stroke-width=\"2\" points=\"")
                    .append(pts.toString().strip()).append("\"><title>").append(esc(s.label())).append("</title></polyline>");
            sb.append("<text x=\"").append(left + 6).append("\" y=\"").append(16 + 12 * (ci - 1)).append("\" fill=\"").append(colour)
                    .append("\">").append(esc(s.label())).append("</text>");
        }
        sb.append("</svg><figcaption>").append(esc(p.title())).append(" (cp by rank)</figcaption></figure>\n");
    }

    private static int x(int rank, int left, int w) {
        return left + 10 + rank * (w - left - 26) / 6;
    }

    private static String esc(String s) {
        return StringEscapeUtils.escapeHtml4(s);
    }
}
