package evalbench.studies.witness;

import evalbench.studies.report.AtomicOutput;
import evalbench.studies.corpus.CompareReports;
import evalbench.studies.corpus.CompareResult;
import evalbench.studies.report.BoardSvg;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The witness run as text (one block per term), JSON (docs/corpus.md) and an HTML page with board diagrams. */
public final class WitnessReports {
    private WitnessReports() {
    }

    public static String text(WitnessResult r) {
        StringBuilder sb = new StringBuilder();
        String an = r.models().get(0);
        String bn = r.models().get(1);
        sb.append(String.format(Locale.ROOT, "corpus %s: %d positions read, %d skipped%n", r.corpus().path(),
                r.corpus().read(), r.corpus().skipped()));
        sb.append(String.format(Locale.ROOT, "A = %s, B = %s; seed %d; up to %d positions per term; each rule under its"
                + " own set and %d random sets (a witness checked again under %d fresh ones)%n", an, bn, r.seed(),
                r.settings().tries(), r.settings().familySize(), r.settings().verifySize()));
        r.held().forEach((model, held) -> {
            if (!held.isEmpty()) {
                sb.append(String.format(Locale.ROOT, "%s: held at the set's values (a random value broke the model): %s%n",
                        model, String.join(", ", held)));
            }
        });
        sb.append('\n');
        for (Witness w : r.witnesses()) {
            block(sb, w);
        }
        long found = r.witnesses().stream().filter(Witness::found).count();
        sb.append(String.format(Locale.ROOT, "%d of %d terms with a witness; %.1f s, %,.0f positions per second (both"
                + " models, every family member)%n", found, r.witnesses().size(), r.seconds(), r.positionsPerSecond()));
        return sb.toString();
    }

    /** One term's block: verdict, then each proof with its position(s), both models' values and their lines. */
    public static void block(StringBuilder sb, Witness w) {
        if (!w.found()) {
            sb.append(String.format(Locale.ROOT, "%s: %s \u2014 no witness in %,d positions%n", w.term(), w.verdict(),
                    w.tried()));
            return;
        }
        sb.append(String.format(Locale.ROOT, "%s: %s \u2014 %,d positions tried%n", w.term(), w.verdict(), w.tried()));
        for (Witness.Proof p : w.proofs()) {
            sb.append(String.format(Locale.ROOT, "  %s: %s%s, %d men%n", p.shows(), p.kind(), explanation(p), p.men()));
            for (int i = 0; i < p.fens().size(); i++) {
                sb.append(String.format(Locale.ROOT, "    %s%s%n", p.fens().size() > 1 ? (i + 1) + ". " : "",
                        p.fens().get(i)));
                for (Map.Entry<String, Witness.Values> e : p.values().get(i).entrySet()) {
                    Witness.Values v = e.getValue();
                    List<String> lines = p.details().get(i).get(e.getKey());
                    sb.append(String.format(Locale.ROOT, "       %-9s op %6d  eg %6d  (%+.2f cp)   %s%n", e.getKey(),
                            v.opening(), v.endgame(), v.mixedCentipawns(), String.join("; ", lines)));
                }
            }
        }
        if (!w.verdict().equals(evalbench.studies.corpus.Verdicts.DIFFERENT)) {
            Witness.Proof p = w.proofs().get(0);
            sb.append(String.format(Locale.ROOT, "  no witness the other way in %,d positions: %s may be %s's rule with"
                    + " other numbers%n", w.tried(), p.family(), p.model()));
        }
    }

    /** What a proof shows, in words. */
    public static String explanation(Witness.Proof p) {
        return switch (p.kind()) {
            case "zero-vs-nonzero" -> " (" + p.family() + "'s rule does not fire here under any of its numbers; "
                    + p.model() + "'s does)";
            case "ratio" -> " (" + p.family() + "'s rule scores the two positions in one fixed ratio under any of its"
                    + " numbers; " + p.model() + "'s does not keep it)";
            case "opposite-sign" -> " (" + p.family() + "'s " + p.stage() + " value has one sign under any of its"
                    + " numbers; " + p.model() + "'s has the other)";
            default -> "";
        };
    }

    /** The whole run as one self-contained HTML page (board diagrams drawn inline). */
    public static void writeHtml(AtomicOutput.Batch out, Path file, WitnessResult r) throws IOException {
        out.add(file, w -> {
            String an = r.models().get(0);
            String bn = r.models().get(1);
            CompareReports.head(w, "evalbench witness: " + an + " against " + bn);
            w.write("<h1>Witnesses: " + CompareReports.esc(an) + " against " + CompareReports.esc(bn) + "</h1>\n");
            w.write("<p>" + CompareReports.esc(r.program()) + ". Parameter sets: ");
            for (CompareResult.Params p : r.params()) {
                w.write("<b>" + CompareReports.esc(p.model()) + "</b> " + CompareReports.esc(p.name())
                        + " (SHA-256 <code>" + CompareReports.esc(p.hash()) + "</code>) ");
            }
            w.write(". Seeds from <code>" + CompareReports.esc(r.corpus().path()) + "</code> (" + r.corpus().read()
                    + " positions read, " + r.corpus().skipped() + " skipped). Seed " + r.seed() + ", up to "
                    + r.settings().tries() + " positions per term, " + r.seconds() + " s.</p>\n");
            section(w, r);
            w.write("</body></html>\n");
        });
    }

    /**
     * The witnesses as an HTML section: a table of the terms (verdict, evidence) linking to each term's proofs,
     * every proof with its board diagram(s) and both models' values. Used by this page and by compare's report.
     */
    public static void section(Writer w, WitnessResult r) throws IOException {
        String an = r.models().get(0);
        String bn = r.models().get(1);
        w.write("<h2 id=\"witnesses\">Witnesses</h2>\n<p>Each model's rule is its evaluator under its own parameter set"
                + " and " + r.settings().familySize() + " random sets (every number drawn afresh, some zero); a"
                + " relation every member obeys and the other model breaks proves the other is not this rule with other"
                + " numbers (checked again under " + r.settings().verifySize() + " fresh sets). <b>Different rule</b>"
                + " needs a proof each way. Marked squares: the term's squares, " + CompareReports.esc(an)
                + " upper left (blue), " + CompareReports.esc(bn) + " lower right (orange).</p>\n");
        w.write("<table><tr><th class=l>term</th><th class=l>verdict</th><th class=l>evidence</th>"
                + "<th>positions tried</th></tr>\n");
        for (Witness x : r.witnesses()) {
            w.write("<tr><td class=l>" + (x.found() ? "<a href=\"#" + anchor(x.term()) + "\">" : "")
                    + CompareReports.esc(x.term()) + (x.found() ? "</a>" : "") + "</td><td class=\"l "
                    + CompareReports.verdictClass(x.verdict()) + "\">" + CompareReports.esc(x.verdict())
                    + "</td><td class=l>" + CompareReports.esc(evidence(x)) + "</td><td>"
                    + String.format(Locale.ROOT, "%,d", x.tried()) + "</td></tr>\n");
        }
        w.write("</table>\n");
        for (Witness x : r.witnesses()) {
            if (!x.found()) {
                continue;
            }
            w.write("<h3 id=\"" + anchor(x.term()) + "\">" + CompareReports.esc(x.term()) + ": "
                    + CompareReports.esc(x.verdict()) + "</h3>\n");
            for (Witness.Proof p : x.proofs()) {
                w.write("<p><b>" + CompareReports.esc(p.shows()) + "</b>: " + CompareReports.esc(p.kind())
                        + CompareReports.esc(explanation(p)) + "; " + p.men() + " men.</p>\n<div class=plots>");
                for (int i = 0; i < p.fens().size(); i++) {
                    Map<String, String> sq = p.squares().get(i);
                    w.write("<div class=plot>" + BoardSvg.svg(p.fens().get(i), BoardSvg.squares(sq.get(an)),
                            BoardSvg.squares(sq.get(bn)), 28) + "<br><code>" + CompareReports.esc(p.fens().get(i))
                            + "</code><table><tr><th class=l>model</th><th>op</th><th>eg</th><th>mixed cp</th>"
                            + "<th class=l>from</th></tr>");
                    for (Map.Entry<String, Witness.Values> e : p.values().get(i).entrySet()) {
                        Witness.Values v = e.getValue();
                        w.write("<tr><td class=l>" + CompareReports.esc(e.getKey()) + "</td><td>" + v.opening()
                                + "</td><td>" + v.endgame() + "</td><td>" + CompareReports.f(v.mixedCentipawns(), 2)
                                + "</td><td class=l>" + CompareReports.esc(String.join("; ",
                                        p.details().get(i).get(e.getKey()))) + "</td></tr>");
                    }
                    w.write("</table></div>\n");
                }
                w.write("</div>\n");
            }
        }
    }

    /** "ratio, 5 men" or "none in 10,000 positions". */
    public static String evidence(Witness x) {
        if (!x.found()) {
            return String.format(Locale.ROOT, "no witness in %,d positions", x.tried());
        }
        StringBuilder sb = new StringBuilder();
        for (Witness.Proof p : x.proofs()) {
            if (sb.length() > 0) {
                sb.append("; ");
            }
            sb.append(p.shows()).append(": ").append(p.kind()).append(", ").append(p.men()).append(" men");
        }
        return sb.toString();
    }

    public static String anchor(String term) {
        return "witness-" + term.replace('/', '-');
    }
}
