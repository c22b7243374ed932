package evalbench.studies.corpus;

import evalbench.studies.report.AtomicOutput;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The fingerprint as JSON, CSV (one row per engine and model), text and HTML (matrix, trees, regressions). */
public final class FingerprintReports {
    static final List<String> CSV_COLUMNS = List.of("engine", "model", "samples", "pearson", "ci_low", "ci_high",
            "spearman", "slope", "slope_ci_low", "slope_ci_high", "closest");

    private FingerprintReports() {
    }

    public static void writeCsv(AtomicOutput.Batch out, Path file, FingerprintResult r) throws IOException {
        List<Map<String, Object>> data = new ArrayList<>();
        for (FingerprintResult.Engine e : r.engines()) {
            for (FingerprintResult.ModelFit m : e.models()) {
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("engine", e.name());
                row.put("model", m.model());
                row.put("samples", m.n());
                row.put("pearson", CompareReports.f(m.pearson(), 6));
                row.put("ci_low", CompareReports.f(m.ciLow(), 6));
                row.put("ci_high", CompareReports.f(m.ciHigh(), 6));
                row.put("spearman", CompareReports.f(m.spearman(), 6));
                row.put("slope", CompareReports.f(m.slope(), 6));
                row.put("slope_ci_low", CompareReports.f(m.slopeCiLow(), 6));
                row.put("slope_ci_high", CompareReports.f(m.slopeCiHigh(), 6));
                row.put("closest", m.model().equals(e.closestModel()) ? "yes" : "");
                data.add(row);
            }
        }
        CompareReports.writeCsv(out, file, CSV_COLUMNS, data, w -> CompareReports.provenance(w, r.program(),
                r.params(), r.corpus(), "go " + r.settings().uciGo() + ", xboard depth " + r.settings().xboardDepth()
                        + ", " + r.settings().positions() + " positions; rule: " + r.settings().rule()));
    }

    /**
     * The summary for the terminal: per engine samples, drops, closest model and the r matrix; "not determined"
     * with the reason where an engine kept too few leaves; the engines left out and why.
     */
    public static String text(FingerprintResult r) {
        StringBuilder sb = new StringBuilder();
        List<String> models = r.matrix().models();
        sb.append(String.format(Locale.ROOT, "%-16s %7s %8s", "engine", "samples", "pos/s"));
        for (String m : models) {
            sb.append(String.format(Locale.ROOT, " %20s", "r " + m));
        }
        sb.append(String.format(Locale.ROOT, "  %-10s %s%n", "closest", "R2 (fruit features)"));
        for (FingerprintResult.Engine e : r.engines()) {
            sb.append(String.format(Locale.ROOT, "%-16s %7d %8s", e.name(), e.samples(),
                    CompareReports.f(e.positionsPerSecond(), 1)));
            if (e.notDetermined() != null) {
                sb.append("  not determined: ").append(e.notDetermined()).append('\n');
                continue;
            }
            for (FingerprintResult.ModelFit m : e.models()) {
                sb.append(String.format(Locale.ROOT, " %20s", CompareReports.f(m.pearson(), 3) + " ["
                        + CompareReports.f(m.ciLow(), 3) + "," + CompareReports.f(m.ciHigh(), 3) + "]"));
            }
            sb.append(String.format(Locale.ROOT, "  %-10s %s%n", e.closestModel() == null ? "-" : e.closestModel(),
                    e.regression() == null ? "-" : CompareReports.f(e.regression().r2(), 4)));
        }
        for (FingerprintResult.FailedEngine f : r.failedEngines()) {
            sb.append(String.format(Locale.ROOT, "%-16s left out: %s%n", f.name(), f.reason()));
        }
        sb.append("dropped:\n");
        for (FingerprintResult.Engine e : r.engines()) {
            sb.append(String.format(Locale.ROOT, "  %-16s %s%n", e.name(), e.dropped()));
        }
        sb.append("regression on Fruit's features (docs/fingerprint.md):\n");
        for (FingerprintResult.Engine e : r.engines()) {
            FingerprintResult.Regression g = e.regression();
            if (g != null) {
                sb.append(String.format(Locale.ROOT, "  %-16s %d leaves (%d excluded), R2 %s, residual sd %s cp; %d of %d"
                        + " weights determined; %d of %d non-zero determined weights within %s %%%n", e.name(), g.rows(),
                        g.excluded(), CompareReports.f(g.r2(), 5), CompareReports.f(g.residualSd(), 2),
                        g.determinedWeights(), g.weights().size(), g.within(), g.compared(),
                        CompareReports.f(100 * g.tolerance(), 0)));
            } else if (e.noRegression() != null) {
                sb.append(String.format(Locale.ROOT, "  %-16s no regression: %s%n", e.name(), e.noRegression()));
            }
        }
        sb.append("positional r (material balance regressed out):\n");
        for (FingerprintResult.Engine e : r.engines()) {
            sb.append(String.format(Locale.ROOT, "%-16s %7d %8s", e.name(), e.samples(), ""));
            if (e.notDetermined() != null) {
                sb.append("  not determined\n");
                continue;
            }
            for (FingerprintResult.ModelFit m : e.models()) {
                sb.append(String.format(Locale.ROOT, " %20s", CompareReports.f(m.positional(), 3) + " ["
                        + CompareReports.f(m.positionalCiLow(), 3) + "," + CompareReports.f(m.positionalCiHigh(), 3) + "]"));
            }
            sb.append('\n');
        }
        sb.append("UPGMA: ").append(newick(r.tree())).append('\n');
        sb.append("UPGMA (positional): ").append(newick(r.positionalTree())).append('\n');
        leftOut(sb, "left out of the trees", r.tree().leftOut());
        if (!r.positionalTree().leftOut().equals(r.tree().leftOut())) {
            leftOut(sb, "left out of the positional tree", r.positionalTree().leftOut());
        }
        return sb.toString();
    }

    /** The tree's Newick form, or why there is none. */
    static String newick(FingerprintResult.Tree t) {
        return t.newick() != null ? t.newick() : "no tree (fewer than two engines or models with determined distances)";
    }

    private static void leftOut(StringBuilder sb, String title, Map<String, String> leftOut) {
        if (!leftOut.isEmpty()) {
            sb.append(title).append(":\n");
            leftOut.forEach((name, why) -> sb.append(String.format(Locale.ROOT, "  %-16s %s%n", name, why)));
        }
    }

    public static void writeHtml(AtomicOutput.Batch out, Path file, FingerprintResult r) throws IOException {
        out.add(file, w -> html(w, r));
    }

    private static String esc(String s) {
        return CompareReports.esc(s);
    }

    private static void html(Writer w, FingerprintResult r) throws IOException {
        CompareReports.head(w, "evalbench fingerprint: " + r.corpus().path());
        FingerprintResult.Settings s = r.settings();
        w.write("<h1>Evaluation fingerprint</h1>\n<p>" + esc(r.program()) + ". Corpus <code>" + esc(r.corpus().path())
                + "</code> (SHA-256 <code>" + esc(r.corpus().hash()) + "</code>): the first " + s.positions()
                + " positions. UCI engines: <b>go " + esc(s.uciGo()) + "</b>; xboard engines: depth " + s.xboardDepth()
                + "; a fresh hash per position; " + r.seconds() + " s.</p>\n<p>Kept samples: " + esc(s.rule())
                + ".</p>\n<p>Intervals: percentile bootstrap, " + s.bootstrapResamples() + " resamples, seed "
                + s.bootstrapSeed() + ".</p>\n<ul>");
        for (CompareResult.Params p : r.params()) {
            w.write("<li>model " + esc(p.model()) + ": " + esc(p.name()) + " <code>" + esc(p.hash()) + "</code></li>");
        }
        w.write("</ul>\n<h2>Engines</h2>\n<table><tr><th>engine</th><th>protocol</th><th>command</th><th>asked</th>"
                + "<th>samples</th>");
        List<String> drops = r.engines().isEmpty() ? List.of() : new ArrayList<>(r.engines().get(0).dropped().keySet());
        for (String d : drops) {
            w.write("<th>" + esc(d.replace('_', ' ')) + "</th>");
        }
        w.write("<th>positions/s</th><th>mean nodes</th></tr>\n");
        for (FingerprintResult.Engine e : r.engines()) {
            w.write("<tr><th class=l>" + esc(e.name()) + "</th><td>" + esc(e.protocol()) + "</td><td class=l><code>"
                    + esc(e.command()) + "</code></td><td>" + e.asked() + "</td><td>" + e.samples() + "</td>");
            for (String d : drops) {
                w.write("<td>" + e.dropped().getOrDefault(d, 0L) + "</td>");
            }
            w.write("<td>" + CompareReports.f(e.positionsPerSecond(), 1) + "</td><td>" + CompareReports.f(e.meanNodes(), 0)
                    + "</td></tr>\n");
        }
        w.write("</table>\n");
        if (!r.failedEngines().isEmpty()) {
            w.write("<p>Left out (no result):</p><ul>");
            for (FingerprintResult.FailedEngine f : r.failedEngines()) {
                w.write("<li><b>" + esc(f.name()) + "</b> (<code>" + esc(f.command()) + "</code>): " + esc(f.reason())
                        + "</li>");
            }
            w.write("</ul>\n");
        }
        w.write("<h2>Pearson's r of leaf scores against each model's evaluation</h2>\n"
                + "<p>Rows: engines; columns: our models evaluating the same leaves. Bold: the closest model.</p>\n"
                + "<table><tr><th></th>");
        for (String m : r.matrix().models()) {
            w.write("<th>" + esc(m) + "</th>");
        }
        w.write("</tr>\n");
        for (FingerprintResult.Engine e : r.engines()) {
            w.write("<tr><th class=l>" + esc(e.name()) + "</th>");
            if (e.notDetermined() != null) {
                w.write("<td class=l colspan=" + Math.max(1, e.models().size()) + ">not determined: "
                        + esc(e.notDetermined()) + "</td></tr>\n");
                continue;
            }
            for (FingerprintResult.ModelFit m : e.models()) {
                boolean best = m.model().equals(e.closestModel());
                double shade = Double.isNaN(m.pearson()) ? 0 : Math.max(0, m.pearson());
                w.write(String.format(Locale.ROOT, "<td style=\"background:rgba(40,120,220,%.2f)\">%s%s%s<br><small>"
                        + "[%s, %s] &rho; %s<br>slope %s [%s, %s]<br>positional %s [%s, %s]</small></td>",
                        0.6 * shade * shade, best ? "<b>" : "", CompareReports.f(m.pearson(), 3), best ? "</b>" : "",
                        CompareReports.f(m.ciLow(), 3), CompareReports.f(m.ciHigh(), 3), CompareReports.f(m.spearman(), 3),
                        CompareReports.f(m.slope(), 3), CompareReports.f(m.slopeCiLow(), 3),
                        CompareReports.f(m.slopeCiHigh(), 3), CompareReports.f(m.positional(), 3),
                        CompareReports.f(m.positionalCiLow(), 3), CompareReports.f(m.positionalCiHigh(), 3)));
            }
            w.write("</tr>\n");
        }
        w.write("</table>\n<h2>Clustering</h2>\n<div style=\"display:flex;gap:2em;flex-wrap:wrap\"><div><h3>Evaluation"
                + " (UPGMA)</h3>\n" + tree(r.tree()) + "<p><small>" + esc(s.distanceRule())
                + "</small></p><p>Newick: <code>" + esc(newick(r.tree())) + "</code></p>" + leftOutHtml(r.tree())
                + "</div>");
        w.write("<div><h3>Evaluation without material (positional r, UPGMA)</h3>\n"
                + tree(r.positionalTree()) + "<p>Newick: <code>" + esc(newick(r.positionalTree())) + "</code></p>"
                + leftOutHtml(r.positionalTree()) + "</div>");
        if (r.similarity() != null) {
            w.write("<div><h3>Move match (similarity, go " + esc(r.similarity().limit()) + ")</h3>\n"
                    + tree(r.similarity().engines(), r.similarity().merges()) + "<p><small>from <code>"
                    + esc(r.similarity().file()) + "</code>; distance = 1 &minus; share of equal moves</small></p>"
                    + "<p>Newick: <code>" + esc(r.similarity().newick()) + "</code></p></div>");
        }
        w.write("</div>\n");
        for (FingerprintResult.Engine e : r.engines()) {
            FingerprintResult.Regression g = e.regression();
            if (g == null) {
                continue;
            }
            w.write("<h2 id=\"reg-" + esc(e.name()) + "\">" + esc(e.name()) + ": ridge regression on "
                    + esc(g.featuresOf()) + "'s features</h2>\n<p>" + g.rows() + " leaves; R&sup2; "
                    + CompareReports.f(g.r2(), 6) + ", residual sd " + CompareReports.f(g.residualSd(), 2)
                    + " cp, intercept " + CompareReports.f(g.intercept(), 1) + "; target: " + esc(g.target())
                    + ".</p>\n<details><summary>Recovered weights beside " + esc(g.featuresOf())
                    + "'s own (" + g.determinedWeights() + " of " + g.weights().size() + " determined by the sample; "
                    + g.within() + " of " + g.compared() + " non-zero ones within " + CompareReports.f(100 * g.tolerance(), 0)
                    + " %)</summary><table><tr><th>feature</th><th>stage</th><th>kind</th><th>recovered</th>"
                    + "<th>actual</th><th>standard error</th><th>leaves &ne; 0</th></tr>\n");
            for (FingerprintResult.Weight wt : g.weights()) {
                w.write("<tr><td class=l>" + esc(wt.feature()) + "</td><td>" + wt.stage() + "</td><td>" + wt.kind()
                        + "</td><td>" + (wt.determined() ? CompareReports.f(wt.recovered(), 2) : "not determined")
                        + "</td><td>" + CompareReports.f(wt.actual(), 2) + "</td><td>"
                        + (wt.determined() ? CompareReports.f(wt.se(), 3) : "&ndash;") + "</td><td>" + wt.leaves()
                        + "</td></tr>\n");
            }
            w.write("</table></details>\n<h3>Largest residuals</h3>\n<table><tr><th>score</th><th>predicted</th>"
                    + "<th>residual</th><th>leaf (open: <code>./evalbench gui --fen '&hellip;'</code>)</th></tr>\n");
            for (FingerprintResult.Residual x : e.residuals()) {
                w.write("<tr><td>" + CompareReports.f(x.score(), 0) + "</td><td>" + CompareReports.f(x.predicted(), 1)
                        + "</td><td>" + CompareReports.f(x.residual(), 1) + "</td><td class=l><code>" + esc(x.fen())
                        + "</code></td></tr>\n");
            }
            w.write("</table>\n");
        }
        w.write("</body></html>\n");
    }

    /**
     * Every engine's recovered weights, one line per column: feature, stage, recovered, actual, its standard error,
     * (recovered - actual) / se, the leaves where the column is not zero, and whether it is within the tolerance; a
     * weight the sample does not determine says so instead of a number.
     */
    public static String weights(FingerprintResult r) {
        StringBuilder sb = new StringBuilder();
        for (FingerprintResult.Engine e : r.engines()) {
            FingerprintResult.Regression g = e.regression();
            if (g == null) {
                continue;
            }
            sb.append(String.format(Locale.ROOT, "%s: weights on %s's features (%d leaves)%n", e.name(), g.featuresOf(),
                    g.rows()));
            sb.append(String.format(Locale.ROOT, "%-64s %-7s %11s %9s %8s %7s %6s  %s%n", "feature", "stage",
                    "recovered", "actual", "se", "z", "leaves", "within"));
            for (FingerprintResult.Weight w : g.weights()) {
                if (!w.determined()) {
                    sb.append(String.format(Locale.ROOT, "%-64s %-7s %11s %9s %8s %7s %6d  %s%n", w.feature(),
                            w.stage(), "-", CompareReports.f(w.actual(), 2), "-", "-", w.leaves(),
                            "not determined (" + w.leaves() + " leaves)"));
                    continue;
                }
                double z = (w.recovered() - w.actual()) / w.se();
                sb.append(String.format(Locale.ROOT, "%-64s %-7s %11s %9s %8s %7s %6d  %s%n", w.feature(), w.stage(),
                        CompareReports.f(w.recovered(), 3), CompareReports.f(w.actual(), 2),
                        CompareReports.f(w.se(), 3), CompareReports.f(z, 1), w.leaves(),
                        w.within() == null ? (Double.isNaN(w.actual()) ? "(no actual)" : "(actual 0)")
                                : w.within() ? "yes" : "NO"));
            }
        }
        return sb.toString();
    }

    /** The names a tree left out, with the reason, as an HTML list ("" when none). */
    private static String leftOutHtml(FingerprintResult.Tree t) {
        if (t.leftOut().isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder("<p>Left out of this tree:</p><ul>");
        t.leftOut().forEach((name, why) -> sb.append("<li>").append(esc(name)).append(": ").append(esc(why))
                .append("</li>"));
        return sb.append("</ul>").toString();
    }

    /** The dendrogram of the names a tree kept. */
    private static String tree(FingerprintResult.Tree t) {
        return tree(t.names().stream().filter(n -> !t.leftOut().containsKey(n)).toList(), t.merges());
    }

    /** A dendrogram drawn by the similarity report's code (it reads only the names and the merges). */
    private static String tree(List<String> names, List<SimilarityResult.Merge> merges) {
        return SimilarityReports.treeSvg(names, merges);
    }
}
