package evalbench.app.gui.export;

import evalbench.app.Version;
import evalbench.app.gui.breakdown.AllModelsRows;
import evalbench.app.gui.breakdown.BreakdownRow;
import evalbench.app.gui.breakdown.BreakdownRows;
import evalbench.app.gui.model.Comparison;
import evalbench.studies.report.AtomicOutput;
import evalbench.studies.report.BreakdownJson;
import evalbench.core.Piece;
import evalbench.core.Position;
import evalbench.core.Square;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Factor;
import evalbench.core.eval.ParameterSet;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.text.StringEscapeUtils;

/**
 * The current comparison as three files: a self-contained HTML report (inline SVG board, the breakdown table,
 * the parameter sets' names and hashes, program version, FEN, settings, search results), the breakdown as CSV
 * and as JSON. Each file is written to a temporary file and moved into place.
 *
 * @param comparison  every model's breakdown, with the pair compared (A and B)
 * @param aParams     model A's parameter set in use
 * @param bParams     model B's parameter set in use
 * @param settings    what the window was set to (units, ablations ...), name → value
 * @param searches    searches run on this position (may be empty)
 */
public record ComparisonReport(Comparison comparison, ParameterSet aParams, ParameterSet bParams,
        Map<String, String> settings, List<SearchSummary> searches) {

    /** Writes {@code base}.html, .csv and .json into {@code folder}; returns the three paths. */
    public List<Path> writeTo(Path folder, String base) throws IOException {
        Path html = folder.resolve(base + ".html");
        Path csv = folder.resolve(base + ".csv");
        Path json = folder.resolve(base + ".json");
        String htmlText = html();
        String csvText = csv();
        String jsonText = json();
        new AtomicOutput.Batch().add(html, w -> w.write(htmlText)).add(csv, w -> w.write(csvText))
                .add(json, w -> w.write(jsonText)).commit();
        return List.of(html, csv, json);
    }

    /** A file name from the time, e.g. "evalbench-20261123-192501". */
    public static String defaultBaseName() {
        return "evalbench-" + java.time.format.DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
                .withZone(java.time.ZoneOffset.UTC).format(Instant.now());
    }

    private List<String[]> tableRows() {
        List<String[]> rows = new ArrayList<>();
        for (Map.Entry<String, List<BreakdownRow>> e : BreakdownRows.termRows(comparison).entrySet()) {
            for (BreakdownRow r : e.getValue()) {
                rows.add(new String[] {e.getKey(), r.termId(), num(r.opening(0)), num(r.endgame(0)), cp(r.mixed(0)),
                    num(r.opening(1)), num(r.endgame(1)), cp(r.mixed(1)), cp(r.delta()),
                    r.onlyIn() == null ? "" : r.onlyIn()});
            }
        }
        Breakdown f = comparison.a();
        Breakdown y = comparison.b();
        rows.add(new String[] {"total", "sum of the terms", num(f.openingTotal()), num(f.endgameTotal()),
            cp(f.units().mixedCentipawns(f.openingTotal(), f.endgameTotal(), f.phase())), num(y.openingTotal()),
            num(y.endgameTotal()), cp(y.units().mixedCentipawns(y.openingTotal(), y.endgameTotal(), y.phase())), "", ""});
        rows.add(new String[] {"total", "final score (White's view, cp)", "", "", Integer.toString(f.whiteScore()), "",
            "", Integer.toString(y.whiteScore()), Integer.toString(comparison.difference()), ""});
        return rows;
    }

    /** Columns of the CSV: A's and B's op/eg in each model's native units (see "units" in the JSON), mixed cp. */
    private static final String[] HEADER = {"group", "term", "a_op_native", "a_eg_native", "a_mixed_cp",
        "b_op_native", "b_eg_native", "b_mixed_cp", "delta_cp", "only_in"};

    String csv() throws IOException {
        CsvSchema.Builder schema = CsvSchema.builder();
        for (String h : HEADER) {
            schema.addColumn(h);
        }
        List<Map<String, String>> maps = new ArrayList<>();
        for (String[] row : tableRows()) {
            Map<String, String> m = new LinkedHashMap<>();
            for (int i = 0; i < HEADER.length; i++) {
                m.put(HEADER[i], row[i]);
            }
            maps.add(m);
        }
        return new CsvMapper().writer(schema.build().withHeader()).writeValueAsString(maps);
    }

    String json() throws IOException {
        ObjectNode root = BreakdownJson.mapper().createObjectNode();
        root.put("version", Version.text());
        root.put("fen", comparison.fen());
        ObjectNode s = root.putObject("settings");
        settings.forEach(s::put);
        ArrayNode sets = root.putArray("parameterSets");
        root.put("a", comparison.a().modelId());
        root.put("b", comparison.b().modelId());
        for (Object[] p : new Object[][] {{comparison.a().modelId(), aParams}, {comparison.b().modelId(), bParams}}) {
            ParameterSet set = (ParameterSet) p[1];
            ObjectNode n = sets.addObject();
            n.put("model", (String) p[0]);
            n.put("name", set.name());
            n.put("sha256", set.sha256());
        }
        root.put("differenceCp", comparison.difference());
        ArrayNode models = root.putArray("models");
        for (Breakdown b : comparison.all()) {
            models.add(BreakdownJson.tree(b));
        }
        ArrayNode search = root.putArray("searches");
        for (SearchSummary ss : searches) {
            search.add(BreakdownJson.mapper().valueToTree(ss));
        }
        return BreakdownJson.mapper().writeValueAsString(root);
    }

    /** Every model side by side: one column per model, mixed centipawns (White's view). */
    private void allModels(StringBuilder h) {
        List<Breakdown> all = comparison.all();
        h.append("<h2>All models (mixed cp, White's view)</h2>\n<table><tr><th>group</th><th>term</th>");
        for (Breakdown b : all) {
            h.append("<th>").append(esc(b.modelId())).append("</th>");
        }
        h.append("</tr>\n");
        for (AllModelsRows.Row r : AllModelsRows.of(all)) {
            h.append(r.total() ? "<tr class=final>" : "<tr>").append("<td>").append(esc(r.group())).append("</td><td>")
                    .append(esc(r.label())).append("</td>");
            for (Double v : r.mixed()) {
                h.append("<td class=n>").append(v == null ? "–" : r.total() && r.label().startsWith("final")
                        ? String.format(Locale.ROOT, "%+d", Math.round(v)) : String.format(Locale.ROOT, "%.2f", v))
                        .append("</td>");
            }
            h.append("</tr>\n");
        }
        h.append("</table>\n");
    }

    String html() {
        StringBuilder h = new StringBuilder();
        Breakdown f = comparison.a();
        Breakdown y = comparison.b();
        h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>evalbench: ")
                .append(esc(comparison.fen())).append("</title>\n<style>\n")
                .append("body{font-family:'DejaVu Sans',Arial,sans-serif;margin:24px;color:#222}")
                .append("table{border-collapse:collapse;font-size:13px}td,th{border:1px solid #ccc;padding:3px 8px}")
                .append("td.n{text-align:right;font-family:'DejaVu Sans Mono',monospace}tr.g td{font-weight:bold;"
                        + "background:#f2f2f2}tr.final td{font-weight:bold;background:#fff3c4}.only{font-style:italic}")
                .append("code{font-size:13px}\n</style></head><body>\n");
        h.append("<h1>").append(esc(f.modelName())).append(" vs ").append(esc(y.modelName()))
                .append("</h1>\n<p><code>").append(esc(comparison.fen())).append("</code></p>\n");
        h.append(svgBoard(Position.fromFen(comparison.fen()))).append('\n');
        h.append(String.format(Locale.ROOT, "<p><b>%s: %+d cp &nbsp; %s: %+d cp &nbsp; difference "
                + "(%s − %s): %+d cp</b> (White's view)</p>\n", esc(f.modelName()), f.whiteScore(),
                esc(y.modelName()), y.whiteScore(), esc(f.modelId()), esc(y.modelId()), comparison.difference()));
        h.append("<table><tr><th rowspan=2>group</th><th rowspan=2>term</th><th colspan=3>" + esc(f.modelName())
                + " (op/eg in " + esc(f.units().name()) + ")</th><th colspan=3>" + esc(y.modelName())
                + " (op/eg in " + esc(y.units().name()) + ")</th><th rowspan=2>Δ cp</th></tr>\n"
                + "<tr><th>op</th><th>eg</th><th>mixed cp</th><th>op</th><th>eg</th><th>mixed cp</th></tr>\n");
        for (String[] r : tableRows()) {
            boolean fin = r[1].startsWith("final");
            h.append(fin ? "<tr class=final>" : "<tr>").append("<td>").append(esc(r[0])).append("</td><td")
                    .append(r[9].isEmpty() ? ">" : " class=only>").append(esc(r[1]))
                    .append(r[9].isEmpty() ? "" : " [" + esc(r[9]) + "]").append("</td>");
            for (int i = 2; i <= 8; i++) {
                h.append("<td class=n>").append(esc(r[i])).append("</td>");
            }
            h.append("</tr>\n");
        }
        h.append("</table>\n");
        allModels(h);
        h.append("<h2>Phase, factors, tempo, warnings</h2>\n<ul>\n");
        for (Breakdown b : comparison.all()) {
            h.append("<li>").append(esc(b.modelName())).append(": phase ").append(esc(b.phaseText()));
            for (Factor x : b.factors()) {
                h.append(", ").append(esc(x.label())).append(' ').append(x.value());
            }
            h.append(", tempo ").append(b.tempo());
            for (String w : b.warnings()) {
                h.append("; warning: ").append(esc(w));
            }
            h.append("</li>\n");
        }
        h.append("</ul>\n<h2>Parameter sets</h2>\n<table><tr><th>model</th><th>set</th><th>SHA-256</th></tr>\n");
        for (Object[] p : new Object[][] {{f.modelName(), aParams}, {y.modelName(), bParams}}) {
            ParameterSet set = (ParameterSet) p[1];
            h.append("<tr><td>").append(esc((String) p[0])).append("</td><td>").append(esc(set.name()))
                    .append("</td><td><code>").append(set.sha256()).append("</code></td></tr>\n");
        }
        h.append("</table>\n");
        if (!searches.isEmpty()) {
            h.append("<h2>Searches</h2>\n<table><tr><th>model</th><th>limits</th><th>depth</th><th>seldepth</th>"
                    + "<th>score</th><th>nodes</th><th>nps</th><th>ms</th><th>PV</th></tr>\n");
            for (SearchSummary s : searches) {
                h.append("<tr><td>").append(esc(s.model())).append("</td><td>").append(esc(s.limits()))
                        .append("</td><td class=n>").append(s.depth()).append("</td><td class=n>").append(s.selDepth())
                        .append("</td><td class=n>").append(esc(s.score())).append("</td><td class=n>")
                        .append(s.nodes()).append("</td><td class=n>").append(s.nps()).append("</td><td class=n>")
                        .append(s.timeMs()).append("</td><td>").append(esc(s.pvSan())).append("</td></tr>\n");
            }
            h.append("</table>\n");
        }
        h.append("<h2>Settings</h2>\n<ul>\n");
        settings.forEach((k, v) -> h.append("<li>").append(esc(k)).append(": ").append(esc(v)).append("</li>\n"));
        h.append("</ul>\n<p>").append(esc(Version.text())).append(", Java ").append(esc(System.getProperty("java.version")))
                .append(", written ").append(Instant.now()).append("</p>\n</body></html>\n");
        return h.toString();
    }

    /** The board as inline SVG: 8×8 squares of 40 px, Unicode glyphs, coordinates. */
    static String svgBoard(Position p) {
        int s = 40;
        StringBuilder b = new StringBuilder("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
                .append(8 * s + 20).append("\" height=\"").append(8 * s + 20).append("\" font-family=\"DejaVu Sans\">");
        for (int sq = 0; sq < 64; sq++) {
            int file = Square.file(sq);
            int rank = Square.rank(sq);
            int x = 20 + file * s;
            int y = (7 - rank) * s;
            b.append("<rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(s)
                    .append("\" height=\"").append(s).append("\" fill=\"").append((file + rank) % 2 == 1 ? "#f0d9b5" : "#b58863")
                    .append("\"/>");
            int piece = p.pieceAt(sq);
            if (piece != Piece.NONE) {
                String glyph = evalbench.app.gui.board.PieceGlyphs.solid(Piece.type(piece));
                boolean white = Piece.colour(piece) == 0;
                b.append("<text x=\"").append(x + s / 2).append("\" y=\"").append(y + s * 0.8)
                        .append("\" font-size=\"34\" text-anchor=\"middle\" fill=\"").append(white ? "#fff" : "#000")
                        .append("\" stroke=\"#000\" stroke-width=\"").append(white ? "1.2" : "0").append("\">")
                        .append(glyph).append("</text>");
            }
        }
        for (int i = 0; i < 8; i++) {
            b.append("<text x=\"").append(20 + i * s + s / 2).append("\" y=\"").append(8 * s + 15)
                    .append("\" font-size=\"12\" text-anchor=\"middle\">").append((char) ('a' + i)).append("</text>");
            b.append("<text x=\"10\" y=\"").append((7 - i) * s + s / 2 + 4)
                    .append("\" font-size=\"12\" text-anchor=\"middle\">").append(i + 1).append("</text>");
        }
        return b.append("</svg>").toString();
    }

    private static String esc(String s) {
        return StringEscapeUtils.escapeHtml4(s);
    }

    private static String num(Integer v) {
        return v == null ? "" : Integer.toString(v);
    }

    private static String cp(Double v) {
        return v == null ? "" : String.format(Locale.ROOT, "%.2f", v);
    }
}
