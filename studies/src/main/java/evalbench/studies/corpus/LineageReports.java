package evalbench.studies.corpus;

import evalbench.studies.report.AtomicOutput;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.Locale;

/** The lineage study as text, JSON and one self-contained HTML page. */
public final class LineageReports {
    private LineageReports() {
    }

    /** Per pair: same-rule share, evaluation correlation, move match; then both trees in Newick form. */
    public static String text(LineageResult r) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%-20s %9s %10s %9s %12s%n", "pair", "compared", "same rule", "eval r",
                "move match"));
        for (PairwiseResult.Pair p : r.evaluation().pairs()) {
            SimilarityResult.Pair m = PairwiseReports.movePair(r.moves(), p.a(), p.b());
            sb.append(String.format(Locale.ROOT, "%-20s %9d %9s%% %9s %11s%%%n", p.a() + "/" + p.b(), p.compared(),
                    CompareReports.f(100 * p.sameRuleShare(), 1), CompareReports.f(p.evalPearson(), 4),
                    m == null ? "–" : CompareReports.f(100 * m.share(), 1)));
        }
        for (SimilarityResult.Pair m : r.moves().pairs()) {
            if (!r.evaluation().models().contains(m.a()) || !r.evaluation().models().contains(m.b())) {
                sb.append(String.format(Locale.ROOT, "%-20s %9s %10s %9s %11s%%%n", m.a() + "/" + m.b(), "", "", "",
                        CompareReports.f(100 * m.share(), 1)));
            }
        }
        sb.append("evaluation tree (1 - same-rule share): ").append(r.evaluation().newick()).append('\n');
        sb.append("move-match tree (1 - share of equal best moves): ").append(r.moves().newick()).append('\n');
        return sb.toString();
    }

    public static void writeJson(AtomicOutput.Batch out, Path file, LineageResult r) throws IOException {
        out.add(file, w -> ReportJson.mapper().writeValue(w, r));
    }

    public static void writeHtml(AtomicOutput.Batch out, Path file, LineageResult r) throws IOException {
        out.add(file, w -> html(w, r));
    }

    private static void html(Writer w, LineageResult r) throws IOException {
        PairwiseResult e = r.evaluation();
        SimilarityResult m = r.moves();
        CompareReports.head(w, "evalbench lineage: " + e.corpus().path());
        w.write("<h1>Lineage: the models' evaluations and moves, pair by pair</h1>\n");
        PairwiseReports.intro(w, e);
        w.write("<p>Move match: every position searched by every engine at <b>go " + CompareReports.esc(m.limit())
                + "</b> from a fresh hash; the share of equal best moves with Wilson's 95 % interval (" + m.seconds()
                + " s).</p>\n");
        w.write("<h2>Per pair</h2>\n");
        PairwiseReports.pairTable(w, e, m);
        w.write("<h2>Two family trees</h2>\n<div class=plots><div class=plot><b>Evaluation: distance = 1 &minus; "
                + "share of same-rule terms</b><br>" + PairwiseReports.tree(e) + "<br><code>"
                + CompareReports.esc(e.newick()) + "</code></div>\n<div class=plot><b>Moves: distance = 1 &minus; share"
                + " of equal best moves</b><br>" + SimilarityReports.treeSvg(m) + "<br><code>"
                + CompareReports.esc(m.newick()) + "</code></div></div>\n");
        PairwiseReports.verdictMatrix(w, e);
        w.write("</body></html>\n");
    }
}
