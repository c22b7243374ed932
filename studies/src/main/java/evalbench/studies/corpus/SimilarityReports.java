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

/** The similarity run as JSON, CSV (one row per pair and stage) and HTML (matrix and UPGMA tree). */
public final class SimilarityReports {
    static final List<String> CSV_COLUMNS = List.of("a", "b", "stage", "positions", "same", "share", "ci_low", "ci_high");

    private SimilarityReports() {
    }

    public static void writeCsv(AtomicOutput.Batch out, Path file, SimilarityResult r) throws IOException {
        List<Map<String, Object>> data = new ArrayList<>();
        for (SimilarityResult.Pair p : r.pairs()) {
            data.add(row(p.a(), p.b(), "all", new SimilarityResult.Share(p.positions(), p.same(), p.share(), p.ciLow(),
                    p.ciHigh())));
            for (Map.Entry<String, SimilarityResult.Share> e : p.byStage().entrySet()) {
                data.add(row(p.a(), p.b(), e.getKey(), e.getValue()));
            }
        }
        CompareReports.writeCsv(out, file, CSV_COLUMNS, data, w -> CompareReports.provenance(w, r.program(),
                r.params(), r.corpus(), "go " + r.limit() + ", threads " + r.threads() + ", engines " + r.commands()
                        + ", stages: " + r.stageRule()));
    }

    private static Map<String, Object> row(String a, String b, String stage, SimilarityResult.Share s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("a", a);
        m.put("b", b);
        m.put("stage", stage);
        m.put("positions", s.positions());
        m.put("same", s.same());
        m.put("share", CompareReports.f(s.share(), 6));
        m.put("ci_low", CompareReports.f(s.ciLow(), 6));
        m.put("ci_high", CompareReports.f(s.ciHigh(), 6));
        return m;
    }

    /** The matrix as text: share in percent with the interval, one row per engine. */
    public static String matrix(SimilarityResult r, String stage) {
        List<String> names = r.engines();
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%-10s", ""));
        for (String n : names) {
            sb.append(String.format(Locale.ROOT, "%22s", n));
        }
        sb.append('\n');
        for (String a : names) {
            sb.append(String.format(Locale.ROOT, "%-10s", a));
            for (String b : names) {
                if (a.equals(b)) {
                    sb.append(String.format(Locale.ROOT, "%22s", "-"));
                    continue;
                }
                SimilarityResult.Share s = share(r, a, b, stage);
                sb.append(String.format(Locale.ROOT, "%22s", s == null ? "?" : s.positions() == 0 ? "no data"
                        : String.format(Locale.ROOT, "%.1f%% [%.1f,%.1f]", 100 * s.share(), 100 * s.ciLow(),
                        100 * s.ciHigh())));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    static SimilarityResult.Share share(SimilarityResult r, String a, String b, String stage) {
        for (SimilarityResult.Pair p : r.pairs()) {
            if ((p.a().equals(a) && p.b().equals(b)) || (p.a().equals(b) && p.b().equals(a))) {
                return stage == null ? new SimilarityResult.Share(p.positions(), p.same(), p.share(), p.ciLow(),
                        p.ciHigh()) : p.byStage().get(stage);
            }
        }
        return null;
    }

    public static void writeHtml(AtomicOutput.Batch out, Path file, SimilarityResult r) throws IOException {
        out.add(file, w -> html(w, r));
    }

    private static void html(Writer w, SimilarityResult r) throws IOException {
        CompareReports.head(w, "evalbench similarity: " + r.corpus().path());
        w.write("<h1>Move-match similarity</h1>\n<p>" + CompareReports.esc(r.program()) + ". Corpus <code>"
                + CompareReports.esc(r.corpus().path()) + "</code> (SHA-256 <code>" + CompareReports.esc(r.corpus().hash())
                + "</code>): " + r.corpus().read() + " positions, " + r.corpus().skipped() + " skipped. Limit <b>go "
                + CompareReports.esc(r.limit()) + "</b> from a fresh hash for every engine and position; " + r.threads()
                + " thread(s); " + r.seconds() + " s. Stages: " + CompareReports.esc(r.stageRule()) + " "
                + CompareReports.esc(String.valueOf(r.stagePositions())) + ".</p>\n<ul>");
        for (Map.Entry<String, String> e : r.commands().entrySet()) {
            w.write("<li><b>" + CompareReports.esc(e.getKey()) + "</b>: <code>" + CompareReports.esc(e.getValue())
                    + "</code></li>");
        }
        for (CompareResult.Params p : r.params()) {
            w.write("<li>parameters of " + CompareReports.esc(p.model()) + ": " + CompareReports.esc(p.name())
                    + " <code>" + CompareReports.esc(p.hash()) + "</code></li>");
        }
        w.write("</ul>\n");
        if (!r.corpus().problems().isEmpty()) {
            w.write("<details><summary>Skipped entries " + CompareReports.esc(String.valueOf(r.corpus().skippedByKind()))
                    + "</summary><ul>");
            for (String p : r.corpus().problems()) {
                w.write("<li>" + CompareReports.esc(p) + "</li>");
            }
            w.write("</ul></details>\n");
        }
        List<String> stages = new ArrayList<>();
        stages.add(null);
        stages.addAll(SimilarityRun.STAGES);
        for (String stage : stages) {
            w.write("<h2>" + (stage == null ? "All positions" : CompareReports.esc(stage)) + "</h2>\n<table><tr><th></th>");
            for (String n : r.engines()) {
                w.write("<th>" + CompareReports.esc(n) + "</th>");
            }
            w.write("</tr>\n");
            for (String a : r.engines()) {
                w.write("<tr><th class=l>" + CompareReports.esc(a) + "</th>");
                for (String b : r.engines()) {
                    if (a.equals(b)) {
                        w.write("<td>–</td>");
                        continue;
                    }
                    SimilarityResult.Share s = share(r, a, b, stage);
                    if (s.positions() == 0) {
                        w.write("<td>no data</td>");
                        continue;
                    }
                    w.write(String.format(Locale.ROOT, "<td>%s %%<br><small>[%s, %s] %d/%d</small></td>",
                            CompareReports.f(100 * s.share(), 1), CompareReports.f(100 * s.ciLow(), 1),
                            CompareReports.f(100 * s.ciHigh(), 1), s.same(), s.positions()));
                }
                w.write("</tr>\n");
            }
            w.write("</table>\n");
        }
        if (!r.failedEngines().isEmpty()) {
            w.write("<h2>Engines left out</h2>\n<ul>");
            for (SimilarityResult.FailedEngine f : r.failedEngines()) {
                w.write("<li><b>" + CompareReports.esc(f.name()) + "</b> (<code>" + CompareReports.esc(f.command())
                        + "</code>): " + CompareReports.esc(f.reason()) + "</li>");
            }
            w.write("</ul>\n");
        }
        w.write("<h2>UPGMA tree (distance = 1 &minus; share)</h2>\n");
        w.write(treeSvg(r));
        w.write("<p>Newick: <code>" + CompareReports.esc(newick(r)) + "</code></p>" + leftOutHtml(r.treeLeftOut())
                + "<ol>");
        for (SimilarityResult.Merge m : r.tree()) {
            w.write("<li>" + CompareReports.esc(m.left()) + " + " + CompareReports.esc(m.right()) + " at distance "
                    + CompareReports.f(m.distance(), 3) + "</li>");
        }
        w.write("</ol></body></html>\n");
    }

    /** The tree's Newick form, or why there is none. */
    public static String newick(SimilarityResult r) {
        return r.newick() != null ? r.newick() : "no tree (fewer than two engines with distances from at least "
                + Stats.MIN_SAMPLE + " positions)";
    }

    /** The names a tree left out, with the reason, one line each ("" when none). */
    public static String leftOut(Map<String, String> leftOut) {
        StringBuilder sb = new StringBuilder();
        leftOut.forEach((name, why) -> sb.append(String.format(Locale.ROOT, "  left out of the tree: %s (%s)%n", name,
                why)));
        return sb.toString();
    }

    /** The names a tree left out, with the reason, as an HTML list ("" when none). */
    static String leftOutHtml(Map<String, String> leftOut) {
        if (leftOut.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder("<p>Left out of the tree:</p><ul>");
        leftOut.forEach((name, why) -> sb.append("<li>").append(CompareReports.esc(name)).append(": ")
                .append(CompareReports.esc(why)).append("</li>"));
        return sb.append("</ul>").toString();
    }

    /** A dendrogram: leaves in merge order on the left, joins drawn at their height. */
    static String treeSvg(SimilarityResult r) {
        return treeSvg(r.engines().stream().filter(n -> !r.treeLeftOut().containsKey(n)).toList(), r.tree());
    }

    /** A dendrogram of any UPGMA result (leaf names and merges). */
    static String treeSvg(List<String> engines, List<SimilarityResult.Merge> tree) {
        if (engines.isEmpty()) {
            return "";
        }
        List<String> order = new ArrayList<>();
        Map<String, double[]> pos = new LinkedHashMap<>(); // cluster label -> {y, height}
        // the final cluster's label lists the leaves in an order where every merge is contiguous
        String all = tree.isEmpty() ? String.join("+", engines) : tree.get(tree.size() - 1).left() + "+"
                + tree.get(tree.size() - 1).right();
        for (String leaf : all.split("\\+")) {
            order.add(leaf);
        }
        int width = 520;
        int rowH = 28;
        double maxH = tree.isEmpty() ? 1 : Math.max(1e-9, tree.get(tree.size() - 1).height());
        double right = width - 60 - 70;
        double scale = (right - 50) / maxH; // the root stands 50 px from the left, room for its label
        StringBuilder sb = new StringBuilder();
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width).append("\" height=\"")
                .append(order.size() * rowH + 20).append("\">");
        for (int i = 0; i < order.size(); i++) {
            double y = 20 + i * rowH;
            pos.put(order.get(i), new double[] {y, 0});
            sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.0f\" font-size=\"13\" text-anchor=\"end\">%s</text>",
                    width - 4 - 60, y + 4, CompareReports.esc(order.get(i))));
        }
        for (SimilarityResult.Merge m : tree) {
            double[] a = pos.get(m.left());
            double[] b = pos.get(m.right());
            if (a == null || b == null) {
                continue;
            }
            double x = right - m.height() * scale;
            double ax = right - a[1] * scale;
            double bx = right - b[1] * scale;
            sb.append(String.format(Locale.ROOT, "<path d=\"M%.1f %.1f H%.1f V%.1f H%.1f\" fill=\"none\" stroke=\"#333\"/>",
                    ax, a[0], x, b[0], bx));
            sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\">%.3f</text>", x - 32,
                    (a[0] + b[0]) / 2 - 3, m.distance()));
            pos.put(m.left() + "+" + m.right(), new double[] {(a[0] + b[0]) / 2, m.height()});
        }
        sb.append("</svg>");
        return sb.toString();
    }
}
