package evalbench.studies.witness;

import evalbench.studies.corpus.ReportJson;
import evalbench.studies.report.AtomicOutput;
import java.io.IOException;
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

    public static void writeJson(AtomicOutput.Batch out, Path file, WitnessResult r) throws IOException {
        out.add(file, w -> ReportJson.mapper().writeValue(w, r));
    }
}
