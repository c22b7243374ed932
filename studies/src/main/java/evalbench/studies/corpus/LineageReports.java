package evalbench.studies.corpus;

import evalbench.studies.report.AtomicOutput;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import evalbench.studies.witness.WitnessMatrix;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The lineage study as text, JSON and one self-contained HTML page. */
public final class LineageReports {
    private LineageReports() {
    }

    /**
     * Per pair: the witness-backed verdicts (terms both models have, how many with a witness that the rules differ,
     * the plain and the weighted share without one), the statistical same-rule share and evaluation correlation
     * beside them, the move match (with the answers that were not legal moves beside the share they leave out); then
     * the trees in Newick form, what they left out, and the engines that failed.
     */
    public static String text(LineageResult r) {
        StringBuilder sb = new StringBuilder();
        WitnessMatrix w = r.witnesses();
        sb.append(String.format(Locale.ROOT, "%-20s %6s %9s %10s %9s | %11s %9s | %10s%n", "pair", "terms",
                "witnessed", "same rule", "weighted", "stat. same", "eval r", "move match"));
        for (PairwiseResult.Pair p : r.evaluation().pairs()) {
            SimilarityResult.Pair m = PairwiseReports.movePair(r.moves(), p.a(), p.b());
            WitnessMatrix.Pair wp = w.pair(p.a(), p.b());
            sb.append(String.format(Locale.ROOT, "%-20s %6d %9d %9s%% %8s%% | %11s %9s | %10s%s%n",
                    p.a() + "/" + p.b(), wp.compared(), wp.differentRule(),
                    CompareReports.f(100 * wp.sameRuleShare(), 1), CompareReports.f(100 * wp.weightedShare(), 1),
                    PairwiseReports.percent(p.sameRuleShare()), CompareReports.f(p.evalPearson(), 4),
                    moveShare(m), illegal(r.moves(), p.a(), p.b())));
        }
        for (SimilarityResult.Pair m : r.moves().pairs()) {
            if (!r.evaluation().models().contains(m.a()) || !r.evaluation().models().contains(m.b())) {
                sb.append(String.format(Locale.ROOT, "%-20s %6s %9s %10s %9s | %11s %9s | %10s%s%n",
                        m.a() + "/" + m.b(), "", "", "", "", "", "", moveShare(m), illegal(r.moves(), m.a(), m.b())));
            }
        }
        if (r.evaluation().notDetermined() != null) {
            sb.append("not determined: ").append(r.evaluation().notDetermined()).append('\n');
        }
        sb.append(String.format(Locale.ROOT, "witnessed: terms with a witness that the rules differ (up to %,d positions"
                + " tried per term, seed %d); same rule: the others, of the terms both models use; weighted: each term"
                + " weighted by 1 - the share of all pairs sharing its rule%n", w.settings().tries(), w.seed()));
        sb.append("evaluation tree (witnesses, 1 - weighted same-rule share): ").append(w.newick()).append('\n');
        sb.append("statistical evaluation tree (1 - same-rule share by correlation): ")
                .append(PairwiseReports.newick(r.evaluation())).append('\n');
        sb.append(SimilarityReports.leftOut(r.evaluation().treeLeftOut()));
        sb.append("move-match tree (1 - share of equal best moves): ").append(SimilarityReports.newick(r.moves()))
                .append('\n');
        sb.append(SimilarityReports.leftOut(r.moves().treeLeftOut()));
        for (SimilarityResult.FailedEngine f : r.moves().failedEngines()) {
            sb.append(String.format(Locale.ROOT, "%s: left out: %s%n", f.name(), f.reason()));
        }
        return sb.toString();
    }

    /** The share of equal best moves in percent, "no data" for a pair without a position both answered legally. */
    private static String moveShare(SimilarityResult.Pair m) {
        return m == null ? "–" : m.positions() == 0 ? "no data" : CompareReports.f(100 * m.share(), 1) + "%";
    }

    /**
     * "  (fake: 11 of 12 answers not legal moves)" beside a move-match figure whose engines gave answers that were
     * not legal moves (those positions are left out of the figure); "" when both answered legally throughout.
     */
    static String illegal(SimilarityResult moves, String a, String b) {
        long total = moves.corpus().read();
        List<String> notes = new ArrayList<>();
        for (String e : List.of(a, b)) {
            long bad = moves.invalidAnswers().getOrDefault(e, 0L);
            if (bad > 0) {
                notes.add(String.format(Locale.ROOT, "%s: %d of %d answers not legal moves", e, bad, total));
            }
        }
        return notes.isEmpty() ? "" : "  (" + String.join("; ", notes) + ")";
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
                + CompareReports.esc(PairwiseReports.newick(e)) + "</code>"
                + SimilarityReports.leftOutHtml(e.treeLeftOut()) + "</div>\n<div class=plot><b>Moves: distance = 1"
                + " &minus; share of equal best moves</b><br>" + SimilarityReports.treeSvg(m) + "<br><code>"
                + CompareReports.esc(SimilarityReports.newick(m)) + "</code>"
                + SimilarityReports.leftOutHtml(m.treeLeftOut()) + "</div></div>\n");
        PairwiseReports.verdictMatrix(w, e);
        w.write("</body></html>\n");
    }
}
