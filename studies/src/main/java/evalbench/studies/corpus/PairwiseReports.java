package evalbench.studies.corpus;

import evalbench.studies.report.AtomicOutput;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** The pairwise run as text (the verdict matrix), JSON and HTML. */
public final class PairwiseReports {
    private PairwiseReports() {
    }

    /** One-character codes of the verdicts in the text matrix. */
    static String code(String verdict) {
        return switch (verdict) {
            case Verdicts.SAME -> "=";
            case Verdicts.SAME_OTHER_WEIGHT -> "w";
            case Verdicts.DIFFERENT -> "x";
            case Verdicts.NOT_DETERMINED -> "?";
            default -> "-";
        };
    }

    public static final String LEGEND = "= same rule and weight, w same rule other weight, x different rule, "
            + "- only one model (or unused on the corpus), ? not determined (fewer than " + Stats.MIN_SAMPLE
            + " positions)";

    /** Per pair: terms compared, same-rule share, final-score correlation. */
    public static String pairs(PairwiseResult r) {
        StringBuilder sb = new StringBuilder();
        // same rule at the same weight, same rule at another weight, different rule; then the share of the first two
        sb.append(String.format(Locale.ROOT, "%-20s %6s %8s %6s %6s %6s %10s %9s %9s%n", "pair", "terms", "compared",
                "=rule", "=rule", "other", "same rule", "eval r", "eval rho"));
        sb.append(String.format(Locale.ROOT, "%-20s %6s %8s %6s %6s %6s %10s %9s %9s%n", "", "", "",
                "=wght", "!=wght", "rule", "share", "(final)", "(final)"));
        for (PairwiseResult.Pair p : r.pairs()) {
            sb.append(String.format(Locale.ROOT, "%-20s %6d %8d %6d %6d %6d %10s %9s %9s%n", p.a() + "/" + p.b(),
                    p.union(), p.compared(), p.sameWeight(), p.otherWeight(), p.differentRule(),
                    percent(p.sameRuleShare()), CompareReports.f(p.evalPearson(), 4),
                    CompareReports.f(p.evalSpearman(), 4)));
        }
        if (r.notDetermined() != null) {
            sb.append("not determined: ").append(r.notDetermined()).append('\n');
        }
        return sb.toString();
    }

    /** A share in percent, "–" where it is not determined. */
    static String percent(double share) {
        return Double.isNaN(share) ? "–" : CompareReports.f(100 * share, 1) + "%";
    }

    /** The evaluation tree's Newick form, or why there is none. */
    public static String newick(PairwiseResult r) {
        return r.newick() != null ? r.newick() : "no tree (fewer than two models with determined same-rule shares)";
    }

    /** The verdict matrix: one row per term, one column per pair. */
    public static String matrix(PairwiseResult r) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%-32s", "term"));
        for (PairwiseResult.Pair p : r.pairs()) {
            sb.append(String.format(Locale.ROOT, " %-13s", p.a() + "/" + p.b()));
        }
        sb.append('\n');
        for (String id : r.terms()) {
            sb.append(String.format(Locale.ROOT, "%-32s", id));
            for (PairwiseResult.Pair p : r.pairs()) {
                PairwiseResult.TermVerdict v = p.terms().get(id);
                sb.append(String.format(Locale.ROOT, " %-13s", v == null ? "" : code(v.verdict())));
            }
            sb.append('\n');
        }
        sb.append(LEGEND).append('\n');
        return sb.toString();
    }

    public static void writeHtml(AtomicOutput.Batch out, Path file, PairwiseResult r) throws IOException {
        out.add(file, w -> {
            CompareReports.head(w, "evalbench compare --models all: " + r.corpus().path());
            w.write("<h1>Every pair of models, term by term</h1>\n");
            intro(w, r);
            pairTable(w, r, null);
            verdictMatrix(w, r);
            w.write("</body></html>\n");
        });
    }

    static void intro(Writer w, PairwiseResult r) throws IOException {
        w.write("<p>" + CompareReports.esc(r.program()) + ". Corpus <code>" + CompareReports.esc(r.corpus().path())
                + "</code> (SHA-256 <code>" + CompareReports.esc(r.corpus().hash()) + "</code>): " + r.corpus().read()
                + " positions, " + r.corpus().skipped() + " skipped; " + r.seconds() + " s.</p>\n");
        if (r.notDetermined() != null) {
            w.write("<p><b>Not determined</b>: " + CompareReports.esc(r.notDetermined()) + ".</p>\n");
        }
        w.write("<ul>");
        for (CompareResult.Params p : r.params()) {
            w.write("<li><b>" + CompareReports.esc(p.model()) + "</b>: " + CompareReports.esc(p.name()) + " <code>"
                    + CompareReports.esc(p.hash()) + "</code></li>");
        }
        w.write("</ul>\n<p>A term's verdict comes from the stage (opening or endgame) where the pair's values "
                + "correlate best over the corpus: <i>same rule</i> r &ge; " + Verdicts.SAME_RULE_R
                + " (slope within " + Verdicts.SAME_WEIGHT_TOLERANCE + " of 1: same weight), <i>different rule</i> "
                + "below, <i>only one model</i> when a model lacks the term or never uses it. The same-rule share is "
                + "counted over the terms both models use.</p>\n");
    }

    /** Per pair: the counts, the same-rule share, the correlation of the final scores; move match if given. */
    static void pairTable(Writer w, PairwiseResult r, SimilarityResult moves) throws IOException {
        w.write("<table><tr><th class=l>pair</th><th>terms (either model)</th><th>compared (both use)</th>"
                + "<th>same rule, same weight</th><th>same rule, other weight</th><th>different rule</th>"
                + "<th>same-rule share</th><th>eval Pearson r (final scores, cp)</th><th>eval Spearman &rho;</th>"
                + "<th>eval slope (B on A)</th>");
        if (moves != null) {
            w.write("<th>same best move</th>");
        }
        w.write("</tr>\n");
        for (PairwiseResult.Pair p : r.pairs()) {
            w.write(String.format(Locale.ROOT, "<tr><td class=l>%s / %s</td><td>%d</td><td>%d</td><td>%d</td><td>%d</td>"
                    + "<td>%d</td><td><b>%s %%</b></td><td><b>%s</b></td><td>%s</td><td>%s</td>",
                    CompareReports.esc(p.a()), CompareReports.esc(p.b()), p.union(), p.compared(), p.sameWeight(),
                    p.otherWeight(), p.differentRule(), CompareReports.f(100 * p.sameRuleShare(), 1),
                    CompareReports.f(p.evalPearson(), 4), CompareReports.f(p.evalSpearman(), 4),
                    CompareReports.f(p.evalSlope(), 3)));
            if (moves != null) {
                SimilarityResult.Pair m = movePair(moves, p.a(), p.b());
                String illegal = CompareReports.esc(LineageReports.illegal(moves, p.a(), p.b()).strip());
                w.write(m == null ? "<td>–</td>" : m.positions() == 0 ? "<td>no data<br><small>" + illegal
                        + "</small></td>" : String.format(Locale.ROOT, "<td><b>%s %%</b><br><small>[%s, %s] "
                        + "%d/%d %s</small></td>", CompareReports.f(100 * m.share(), 1),
                        CompareReports.f(100 * m.ciLow(), 1), CompareReports.f(100 * m.ciHigh(), 1), m.same(),
                        m.positions(), illegal));
            }
            w.write("</tr>\n");
        }
        w.write("</table>\n");
    }

    static SimilarityResult.Pair movePair(SimilarityResult moves, String a, String b) {
        for (SimilarityResult.Pair m : moves.pairs()) {
            if (m.a().equals(a) && m.b().equals(b) || m.a().equals(b) && m.b().equals(a)) {
                return m;
            }
        }
        return null;
    }

    static void verdictMatrix(Writer w, PairwiseResult r) throws IOException {
        w.write("<h2>Verdict per term and pair</h2>\n<table><tr><th class=l>term</th>");
        for (PairwiseResult.Pair p : r.pairs()) {
            w.write("<th>" + CompareReports.esc(p.a()) + " / " + CompareReports.esc(p.b()) + "</th>");
        }
        w.write("</tr>\n");
        for (String id : r.terms()) {
            w.write("<tr><td class=l>" + CompareReports.esc(id) + "</td>");
            for (PairwiseResult.Pair p : r.pairs()) {
                PairwiseResult.TermVerdict v = p.terms().get(id);
                if (v == null) {
                    w.write("<td></td>");
                    continue;
                }
                w.write("<td class=\"l " + CompareReports.verdictClass(v.verdict()) + "\" title=\"" + v.stage() + " r "
                        + CompareReports.f(v.pearson(), 3) + ", slope " + CompareReports.f(v.slope(), 3) + "\">"
                        + CompareReports.esc(v.verdict()) + "</td>");
            }
            w.write("</tr>\n");
        }
        w.write("</table>\n");
    }

    /** The evaluation-side tree (distance 1 - same-rule share). */
    static String tree(PairwiseResult r) {
        return SimilarityReports.treeSvg(r.models().stream().filter(m -> !r.treeLeftOut().containsKey(m)).toList(),
                r.tree());
    }

}
