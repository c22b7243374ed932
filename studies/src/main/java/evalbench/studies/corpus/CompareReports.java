package evalbench.studies.corpus;

import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import evalbench.studies.report.AtomicOutput;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.text.StringEscapeUtils;

/** The compare run as JSON, CSV (one row per term) and a self-contained HTML page; each written atomically. */
public final class CompareReports {
    static final List<String> CSV_COLUMNS = List.of("id", "in_a", "in_b", "a_nonzero", "b_nonzero",
            "both_nonzero", "pearson", "spearman", "slope", "r2", "residual_sd", "verdict", "verdict_stage",
            "opening_pearson", "opening_slope", "endgame_pearson", "endgame_slope");

    private CompareReports() {
    }

    public static void writeCsv(AtomicOutput.Batch out, Path file, CompareResult r) throws IOException {
        List<Map<String, Object>> data = new ArrayList<>();
        for (CompareResult.TermRow t : r.terms()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", t.id());
            m.put("in_a", t.inA());
            m.put("in_b", t.inB());
            m.put("a_nonzero", t.aNonzero());
            m.put("b_nonzero", t.bNonzero());
            m.put("both_nonzero", t.bothNonzero());
            m.put("pearson", num(t.pearson()));
            m.put("spearman", num(t.spearman()));
            m.put("slope", num(t.slope()));
            m.put("r2", num(t.r2()));
            m.put("residual_sd", num(t.residualSd()));
            m.put("verdict", t.verdict());
            m.put("verdict_stage", t.verdictStage());
            m.put("opening_pearson", num(t.opening().pearson()));
            m.put("opening_slope", num(t.opening().slope()));
            m.put("endgame_pearson", num(t.endgame().pearson()));
            m.put("endgame_slope", num(t.endgame().slope()));
            data.add(m);
        }
        writeCsv(out, file, CSV_COLUMNS, data, w -> provenance(w, r.program(), r.params(), r.corpus(), "threads "
                + r.settings().threads() + ", plies: " + r.settings().plies() + ", verdict r >= "
                + r.settings().verdictR() + ", |slope - 1| <= " + r.settings().sameWeightTolerance()));
    }

    /**
     * A study's CSV: its provenance lines (see {@link #provenance}), then a header of the columns and a line per row
     * (column name to value); added to the batch, written at its commit.
     */
    static void writeCsv(AtomicOutput.Batch out, Path file, List<String> columns, List<Map<String, Object>> rows,
            AtomicOutput.Content provenance) {
        CsvSchema.Builder schema = CsvSchema.builder().setUseHeader(true);
        columns.forEach(schema::addColumn);
        CsvMapper mapper = new CsvMapper();
        out.add(file, w -> {
            provenance.writeTo(w);
            mapper.writer(schema.build()).writeValue(w, rows);
        });
    }

    /**
     * The provenance every report states, as '#' comment lines before a CSV's header (read with comment='#' in
     * pandas or R, CsvParser.Feature.ALLOW_COMMENTS in Jackson).
     */
    static void provenance(Writer w, String program, List<CompareResult.Params> params, CompareResult.Corpus corpus,
            String settings) throws IOException {
        w.write("# " + program + "\n");
        for (CompareResult.Params p : params) {
            w.write("# parameters " + p.model() + ": " + p.name() + " sha256 " + p.hash() + "\n");
        }
        w.write("# corpus " + corpus.path() + " (" + corpus.format() + ") sha256 " + corpus.hash() + ": " + corpus.read()
                + " positions read, " + corpus.skipped() + " skipped " + corpus.skippedByKind() + "\n");
        w.write("# settings: " + settings + "\n");
    }

    private static String num(double v) {
        return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.6f", v);
    }

    /** The HTML report without the table fits. */
    public static void writeHtml(AtomicOutput.Batch out, Path file, CompareResult r) throws IOException {
        writeHtml(out, file, r, null);
    }

    /** The HTML report; {@code tableFits} (from {@link #tableFits}) is shown in its own section when given. */
    public static void writeHtml(AtomicOutput.Batch out, Path file, CompareResult r, String tableFits) throws IOException {
        out.add(file, w -> html(w, r, tableFits));
    }

    /** The table fits of the models compared that have tables ({@code TableSource}); "" when none has. */
    public static String tableFits(SimilarityRun.ModelEngine... models) {
        List<String> withTables = evalbench.studies.tables.TablesAnalysis.ids();
        List<evalbench.studies.tables.ModelTables> tables = new java.util.ArrayList<>();
        for (SimilarityRun.ModelEngine m : models) {
            if (withTables.contains(m.model().id())) {
                tables.add(evalbench.studies.tables.TablesAnalysis.tables(m.model().id(), m.parameters()));
            }
        }
        return tables.isEmpty() ? "" : evalbench.studies.tables.TablesText.summary(
                new evalbench.studies.tables.TablesAnalysis(tables));
    }

    public static String esc(String s) {
        return StringEscapeUtils.escapeHtml4(s == null ? "" : s);
    }

    public static String f(double v, int decimals) {
        return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%." + decimals + "f", v);
    }

    public static void head(Writer w, String title) throws IOException {
        w.write("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + esc(title) + "</title>\n");
        w.write("<style>body{font-family:sans-serif;margin:2em;color:#222}table{border-collapse:collapse;margin:1em 0}"
                + "td,th{border:1px solid #bbb;padding:3px 8px;text-align:right}td.l,th.l{text-align:left}"
                + "th{background:#eee}.same{background:#d8f0d8}.weight{background:#eef6d0}.diff{background:#f6dcdc}"
                + ".one{background:#eee}code{font-size:90%}svg{border:1px solid #ccc;margin:4px}"
                + ".plots{display:flex;flex-wrap:wrap}.plot{font-size:12px}</style></head><body>\n");
    }

    public static String verdictClass(String v) {
        return switch (v) {
            case Verdicts.SAME -> "same";
            case Verdicts.SAME_OTHER_WEIGHT -> "weight";
            case Verdicts.DIFFERENT -> "diff";
            default -> "one";
        };
    }

    private static void html(Writer w, CompareResult r, String tableFits) throws IOException {
        head(w, "evalbench compare: " + r.corpus().path());
        String an = esc(r.params().get(0).model());
        String bn = esc(r.params().get(1).model());
        w.write("<h1>" + an + " (A) against " + bn + " (B) over a corpus</h1>\n");
        w.write("<p>" + esc(r.program()) + ". Parameter sets: ");
        for (CompareResult.Params p : r.params()) {
            w.write("<b>" + esc(p.model()) + "</b> " + esc(p.name()) + " (SHA-256 <code>" + esc(p.hash()) + "</code>) ");
        }
        w.write("</p>\n<p>Corpus <code>" + esc(r.corpus().path()) + "</code> (" + esc(r.corpus().format())
                + ", SHA-256 <code>" + esc(r.corpus().hash()) + "</code>): " + r.corpus().read() + " positions read, "
                + r.corpus().skipped() + " entries skipped"
                + (r.corpus().skippedByKind().isEmpty() ? "" : " " + esc(String.valueOf(r.corpus().skippedByKind())))
                + ".</p>\n");
        if (!r.corpus().problems().isEmpty()) {
            w.write("<details><summary>Skipped entries (first " + r.corpus().problems().size() + ")</summary><ul>");
            for (String p : r.corpus().problems()) {
                w.write("<li>" + esc(p) + "</li>");
            }
            w.write("</ul></details>\n");
        }
        CompareResult.Settings s = r.settings();
        w.write("<p>Settings: " + s.threads() + " thread(s); PGN plies: " + esc(s.plies()) + "; Spearman sample "
                + s.sample() + " positions (fixed seed); verdict: r &ge; " + s.verdictR() + ", same weight if |slope &minus; 1| &le; "
                + s.sameWeightTolerance() + "; ridge &lambda; = " + s.recoveryLambda() + "; run time " + s.seconds() + " s.</p>\n");

        w.write("<h2>Per term</h2>\n<p>Both models in centipawns, White's point of view; x = " + an + ", y = " + bn + ". "
                + "Pearson, slope and R² on the phase-mixed values; the verdict on the better of the opening and endgame stages.</p>\n");
        w.write("<table><tr><th class=l>term</th><th>" + an + " &ne; 0</th><th>" + bn + " &ne; 0</th><th>both</th><th>Pearson</th>"
                + "<th>Spearman</th><th>slope</th><th>R²</th><th>resid. sd</th><th>op r / slope</th><th>eg r / slope</th>"
                + "<th class=l>verdict</th>" + (r.witnesses() == null ? "" : "<th class=l>evidence</th>"
                + "<th class=l>statistical verdict</th>") + "</tr>\n");
        for (CompareResult.TermRow t : r.terms()) {
            evalbench.studies.witness.Witness wt = r.witness(t.id());
            String verdict = wt != null && wt.found() ? "<a href=\"#"
                    + evalbench.studies.witness.WitnessReports.anchor(t.id()) + "\">" + esc(t.verdict()) + "</a>"
                    : esc(t.verdict());
            String evidence = r.witnesses() == null ? "" : "<td class=l>"
                    + (wt == null ? "" : esc(evalbench.studies.witness.WitnessReports.evidence(wt)))
                    + "</td><td class=\"l " + verdictClass(t.statisticalVerdict()) + "\">"
                    + esc(t.statisticalVerdict()) + "</td>";
            w.write("<tr><td class=l><a href=\"#plot-" + esc(t.id()) + "\">" + esc(t.id()) + "</a></td><td>" + t.aNonzero()
                    + "</td><td>" + t.bNonzero() + "</td><td>" + t.bothNonzero() + "</td><td>" + f(t.pearson(), 3)
                    + "</td><td>" + f(t.spearman(), 3) + "</td><td>" + f(t.slope(), 3) + "</td><td>" + f(t.r2(), 3)
                    + "</td><td>" + f(t.residualSd(), 1) + "</td><td>" + f(t.opening().pearson(), 3) + " / "
                    + f(t.opening().slope(), 2) + "</td><td>" + f(t.endgame().pearson(), 3) + " / "
                    + f(t.endgame().slope(), 2) + "</td><td class=\"l " + verdictClass(t.verdict()) + "\">"
                    + verdict + "</td>" + evidence + "</tr>\n");
        }
        w.write("</table>\n");

        if (r.witnesses() != null) {
            evalbench.studies.witness.WitnessReports.section(w, r.witnesses());
        }

        CompareResult.Overlap o = r.overlap();
        w.write("<h2>Feature overlap (Watkins' Table 11)</h2>\n<p>Measured " + f(o.measured(), 1) + " of "
                + o.measurable() + " measurable features; Watkins gives the same " + o.measurable() + " features "
                + f(o.watkinsSame(), 1) + " (all 24: " + f(o.watkinsAll(), 1) + ") for Fruit 2.1 against Rybka 1.0 Beta;"
                + " for another pair his column is only the scale.</p>\n<table><tr><th class=l>feature</th>"
                + "<th>Watkins</th><th>measured</th><th class=l>measured by</th><th class=l>verdict</th></tr>\n");
        for (CompareResult.OverlapRow row : o.rows()) {
            w.write("<tr><td class=l>" + esc(row.feature()) + "</td><td>" + f(row.watkins(), 1) + "</td><td>"
                    + f(row.measured(), 2) + "</td><td class=l>" + esc(row.measuredBy()) + "</td><td class=l>"
                    + esc(row.verdict()) + "</td></tr>\n");
        }
        w.write("</table>\n");

        CompareResult.Recovery rec = r.recovery();
        w.write("<h2>Blind weight recovery</h2>\n<p>Method: " + esc(rec.method()) + ", &lambda; = " + rec.lambda()
                + ". Target: " + esc(rec.target()) + ". " + rec.rows() + " positions; <b>R² = " + f(rec.r2(), 4)
                + "</b>, residual sd " + f(rec.residualSd(), 1) + " (B's units), intercept " + f(rec.intercept(), 1) + ".</p>\n");
        w.write("<table><tr><th class=l>feature</th><th class=l>stage</th><th>Fruit (cp)</th><th>recovered (" + bn
                + " units)</th><th>" + bn + " actual</th><th class=l>" + bn + " parameter</th></tr>\n");
        for (CompareResult.RecoveredWeight x : rec.features()) {
            w.write("<tr><td class=l>" + esc(x.feature()) + "</td><td class=l>" + esc(x.stage()) + "</td><td>"
                    + f(x.fruit(), 0) + "</td><td>" + f(x.recovered(), 1) + "</td><td>" + f(x.actual(), 0)
                    + "</td><td class=l>" + esc(x.parameter()) + "</td></tr>\n");
        }
        w.write("</table>\n");

        CompareResult.Agreement a = r.agreement();
        w.write("<h2>Phase, flags, totals</h2>\n<p>Phase: " + an + "/" + a.aPhaseMax() + " against " + bn + "/" + a.bPhaseMax()
                + ": Pearson " + f(a.phase().pearson(), 4) + ", slope " + f(a.phase().slope(), 3) + ". Final scores (cp): Pearson "
                + f(a.totals().pearson(), 4) + ", slope " + f(a.totals().slope(), 3) + ".</p><table><tr><th class=l>flag</th>"
                + "<th class=l>" + an + "</th><th class=l>" + bn + "</th><th>agree</th><th>of</th><th>set by " + an
                + "</th><th>set by " + bn + "</th></tr>\n");
        for (CompareResult.FlagAgreement fl : a.flags()) {
            // total 0: a model does not expose the flag; -1 set counts: "set" means nothing (the phase rule)
            boolean known = fl.total() > 0;
            w.write("<tr><td class=l>" + esc(fl.name()) + "</td><td class=l>" + esc(fl.aRule()) + "</td><td class=l>"
                    + esc(fl.bRule()) + "</td><td>" + (known ? fl.agree() : "unknown") + "</td><td>" + fl.total()
                    + "</td><td>" + (known && fl.aSet() >= 0 ? fl.aSet() : "–") + "</td><td>"
                    + (known && fl.bSet() >= 0 ? fl.bSet() : "–") + "</td></tr>\n");
        }
        w.write("</table>\n");

        if (tableFits != null && !tableFits.isEmpty()) {
            w.write("<h2>Table fits</h2>\n<p>Every piece-square table fitted to Fruit 2.1's basis and every passer/candidate"
                    + " array to quad() (the <code>evalbench tables</code> analysis, docs/tables.md), for the parameter sets"
                    + " of this run:</p>\n<pre>" + esc(tableFits) + "</pre>\n");
        }

        w.write("<h2>Largest disagreements (final score, cp)</h2>\n");
        disagreements(w, r.disagreements(), an, bn);

        w.write("<h2>Scatter plots (mixed cp; x " + an + ", y " + bn + "; first " + CompareRun.SCATTER_POINTS
                + " positions of the sample)</h2>\n<div class=plots>");
        if (r.scatter() != null) {
            for (CompareResult.Scatter sc : r.scatter()) {
                w.write("<div class=plot id=\"plot-" + esc(sc.id()) + "\"><b>" + esc(sc.id()) + "</b><br>");
                w.write(svg(sc, 260));
                w.write("</div>");
            }
        }
        w.write("</div>\n");
        w.write("<h2>Largest disagreements per term</h2>\n");
        for (Map.Entry<String, List<CompareResult.Disagreement>> e : r.termDisagreements().entrySet()) {
            if (!e.getValue().isEmpty()) {
                w.write("<h3>" + esc(e.getKey()) + "</h3>\n");
                disagreements(w, e.getValue(), an, bn);
            }
        }
        w.write("</body></html>\n");
    }

    private static void disagreements(Writer w, List<CompareResult.Disagreement> list, String an, String bn)
            throws IOException {
        w.write("<table><tr><th class=l>where</th><th>" + an + "</th><th>" + bn + "</th><th>difference</th>"
                + "<th class=l>FEN</th></tr>\n");
        for (CompareResult.Disagreement d : list) {
            w.write("<tr><td class=l>" + esc(d.where()) + "</td><td>" + f(d.a(), 1) + "</td><td>" + f(d.b(), 1)
                    + "</td><td>" + f(d.difference(), 1) + "</td><td class=l><code>" + esc(d.fen()) + "</code></td></tr>\n");
        }
        w.write("</table>\n");
    }

    /** A scatter plot as inline SVG with the y = x line. */
    static String svg(CompareResult.Scatter sc, int size) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < sc.a().length; i++) {
            lo = Math.min(lo, Math.min(sc.a()[i], sc.b()[i]));
            hi = Math.max(hi, Math.max(sc.a()[i], sc.b()[i]));
        }
        if (!(hi > lo)) {
            lo = -1;
            hi = 1;
        }
        double span = hi - lo;
        StringBuilder sb = new StringBuilder();
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(size).append("\" height=\"").append(size)
                .append("\">");
        sb.append(String.format(Locale.ROOT, "<line x1=\"0\" y1=\"%d\" x2=\"%d\" y2=\"0\" stroke=\"#aaa\"/>", size, size));
        for (int i = 0; i < sc.a().length; i++) {
            double x = (sc.a()[i] - lo) / span * (size - 8) + 4;
            double y = size - ((sc.b()[i] - lo) / span * (size - 8) + 4);
            sb.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"1.5\" fill=\"#36c\" fill-opacity=\"0.4\"/>",
                    x, y));
        }
        sb.append(String.format(Locale.ROOT, "<text x=\"4\" y=\"12\" font-size=\"10\">%.0f .. %.0f cp</text>", lo, hi));
        sb.append("</svg>");
        return sb.toString();
    }
}
