package evalbench.studies.corpus;

import evalbench.studies.report.AtomicOutput;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import evalbench.studies.witness.WitnessMatrix;
import java.util.Locale;

/** The lineage study as text, JSON and one self-contained HTML page. */
public final class LineageReports {
    private LineageReports() {
    }

    /**
     * Per pair: the witness-backed verdicts (terms both models have, how many with a witness that the rules differ,
     * the plain and the weighted share without one), the statistical same-rule share and evaluation correlation
     * beside them, the move match; then the trees in Newick form.
     */
    public static String text(LineageResult r) {
        StringBuilder sb = new StringBuilder();
        WitnessMatrix w = r.witnesses();
        sb.append(String.format(Locale.ROOT, "%-20s %6s %9s %10s %9s | %11s %9s | %10s%n", "pair", "terms",
                "witnessed", "same rule", "weighted", "stat. same", "eval r", "move match"));
        for (PairwiseResult.Pair p : r.evaluation().pairs()) {
            SimilarityResult.Pair m = PairwiseReports.movePair(r.moves(), p.a(), p.b());
            WitnessMatrix.Pair wp = w.pair(p.a(), p.b());
            sb.append(String.format(Locale.ROOT, "%-20s %6d %9d %9s%% %8s%% | %10s%% %9s | %9s%%%n",
                    p.a() + "/" + p.b(), wp.compared(), wp.differentRule(),
                    CompareReports.f(100 * wp.sameRuleShare(), 1), CompareReports.f(100 * wp.weightedShare(), 1),
                    CompareReports.f(100 * p.sameRuleShare(), 1), CompareReports.f(p.evalPearson(), 4),
                    m == null ? "–" : CompareReports.f(100 * m.share(), 1)));
        }
        for (SimilarityResult.Pair m : r.moves().pairs()) {
            if (!r.evaluation().models().contains(m.a()) || !r.evaluation().models().contains(m.b())) {
                sb.append(String.format(Locale.ROOT, "%-20s %6s %9s %10s %9s | %11s %9s | %9s%%%n",
                        m.a() + "/" + m.b(), "", "", "", "", "", "", CompareReports.f(100 * m.share(), 1)));
            }
        }
        sb.append(String.format(Locale.ROOT, "witnessed: terms with a witness that the rules differ (up to %,d positions"
                + " tried per term, seed %d); same rule: the others, of the terms both models use; weighted: each term"
                + " weighted by 1 - the share of all pairs sharing its rule%n", w.settings().tries(), w.seed()));
        sb.append("evaluation tree (witnesses, 1 - weighted same-rule share): ").append(w.newick()).append('\n');
        sb.append("statistical evaluation tree (1 - same-rule share by correlation): ").append(r.evaluation().newick())
                .append('\n');
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
        WitnessMatrix wm = r.witnesses();
        w.write("<h2>Family trees</h2>\n<div class=plots><div class=plot><b>Evaluation, from the witnesses: distance"
                + " = 1 &minus; weighted share of terms whose rules no witness tells apart</b><br>"
                + SimilarityReports.treeSvg(wm.models(), wm.tree()) + "<br><code>" + CompareReports.esc(wm.newick())
                + "</code></div>\n<div class=plot><b>Evaluation, statistical: distance = 1 &minus; "
                + "share of same-rule terms by correlation</b><br>" + PairwiseReports.tree(e) + "<br><code>"
                + CompareReports.esc(e.newick()) + "</code></div>\n<div class=plot><b>Moves: distance = 1 &minus; share"
                + " of equal best moves</b><br>" + SimilarityReports.treeSvg(m) + "<br><code>"
                + CompareReports.esc(m.newick()) + "</code></div></div>\n");
        PairwiseReports.verdictMatrix(w, e);
        w.write("</body></html>\n");
    }
}
