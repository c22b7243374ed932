package evalbench.studies.report;

import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Factor;
import evalbench.core.eval.TermIds;
import evalbench.core.eval.TermValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Breakdowns as readable tables for a terminal. */
public final class BreakdownText {
    private BreakdownText() {
    }

    /** One model: every term with each side's opening/endgame value, the net and the mixed centipawns. */
    public static String single(Breakdown b) {
        StringBuilder sb = new StringBuilder();
        header(sb, b);
        // the term column as wide as the longest indented id (at least 28), so every row lines up
        String term = "%-" + Math.max(28, 2 + b.terms().stream().mapToInt(t -> t.id().length()).max().orElse(0)) + "s";
        sb.append(String.format(Locale.ROOT, term + " %9s %9s %9s %9s %9s %9s %10s%n", "term", "white op", "white eg",
                "black op", "black eg", "net op", "net eg", "mixed cp"));
        for (Breakdown.Group g : b.groups()) {
            row(sb, term, g.name(), g.whiteOpening(), g.whiteEndgame(), g.blackOpening(), g.blackEndgame(), b);
            if (g.terms().size() > 1 || !g.terms().get(0).id().equals(g.name())) {
                for (TermValue t : g.terms()) {
                    row(sb, term, "  " + t.id(), t.whiteOpening(), t.whiteEndgame(), t.blackOpening(),
                            t.blackEndgame(), b);
                }
            }
        }
        sb.append(String.format(Locale.ROOT, term + " %9s %9s %9s %9s %9d %9d %10s%n", "total", "", "", "", "",
                b.openingTotal(), b.endgameTotal(), mixed(b.units().mixedCentipawns(b.openingTotal(), b.endgameTotal(),
                        b.phase()))));
        footer(sb, b);
        return sb.toString();
    }

    private static void header(StringBuilder sb, Breakdown b) {
        sb.append(b.modelName()).append("  (units: ").append(b.units().name()).append("; phase ")
                .append(b.phaseText()).append(")\n");
        sb.append("FEN ").append(b.fen()).append("\n\n");
    }

    private static void footer(StringBuilder sb, Breakdown b) {
        sb.append('\n');
        for (Factor f : b.factors()) {
            sb.append(String.format(Locale.ROOT, "%-12s %6d  %s%n", f.id(), f.value(), f.meaning()));
        }
        if (b.tempo() != 0) {
            sb.append(String.format(Locale.ROOT, "%-12s %6d  centipawns for the side to move%n", "tempo", b.tempo()));
        }
        for (String w : b.warnings()) {
            sb.append("warning: ").append(w).append('\n');
        }
        sb.append(String.format(Locale.ROOT, "score: %+d cp for White, %+d cp for the side to move%n",
                b.whiteScore(), b.sideToMoveScore()));
    }

    private static void row(StringBuilder sb, String term, String name, int wOp, int wEg, int bOp, int bEg,
            Breakdown b) {
        sb.append(String.format(Locale.ROOT, term + " %9d %9d %9d %9d %9d %9d %10s%n", name, wOp, wEg, bOp, bEg,
                wOp - bOp, wEg - bEg, mixed(b.units().mixedCentipawns(wOp - bOp, wEg - bEg, b.phase()))));
    }

    private static String mixed(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    /**
     * Several models side by side: one row per term id (shared ids line up; a term only one model has
     * shows "-" for the others), each model's net opening/endgame in its native units and the mixed
     * centipawns, then the difference of the mixed values (first model minus second).
     */
    public static String sideBySide(List<Breakdown> list) {
        StringBuilder sb = new StringBuilder();
        sb.append("FEN ").append(list.get(0).fen()).append("\n\n");
        // Rows: every term id of any model, groups in the seeds' order, ids in the models' own order.
        Map<String, TermValue[]> rows = new LinkedHashMap<>();
        List<String> groups = new ArrayList<>(TermIds.GROUPS);
        list.forEach(b -> b.terms().forEach(t -> {
            if (!groups.contains(t.def().group())) {
                groups.add(t.def().group());
            }
        }));
        for (String g : groups) {
            for (int m = 0; m < list.size(); m++) {
                for (TermValue t : list.get(m).terms()) {
                    if (t.def().group().equals(g)) {
                        rows.computeIfAbsent(t.id(), k -> new TermValue[list.size()])[m] = t;
                    }
                }
            }
        }
        // the term column as wide as the longest id (at least 28), so every row lines up
        int width = Math.max(28, rows.keySet().stream().mapToInt(String::length).max().orElse(0));
        String termColumn = "%-" + width + "s";
        sb.append(String.format(Locale.ROOT, termColumn, "term"));
        for (Breakdown b : list) {
            sb.append(String.format(Locale.ROOT, " | %-31s", b.modelId() + " (" + b.units().name() + ")"));
        }
        if (list.size() == 2) {
            sb.append(" | difference");
        }
        sb.append('\n');
        sb.append(String.format(Locale.ROOT, termColumn, ""));
        for (int m = 0; m < list.size(); m++) {
            sb.append(String.format(Locale.ROOT, " | %9s %9s %11s", "op", "eg", "mixed cp"));
        }
        if (list.size() == 2) {
            sb.append(" | mixed cp");
        }
        sb.append('\n');
        for (Map.Entry<String, TermValue[]> row : rows.entrySet()) {
            String id = row.getKey();
            TermValue[] values = row.getValue();
            sb.append(String.format(Locale.ROOT, termColumn, id));
            double[] mixedValues = new double[list.size()];
            boolean all = true;
            for (int m = 0; m < list.size(); m++) {
                TermValue t = values[m];
                Breakdown b = list.get(m);
                if (t == null) {
                    sb.append(String.format(Locale.ROOT, " | %9s %9s %11s", "-", "-", "-"));
                    all = false;
                } else {
                    mixedValues[m] = b.units().mixedCentipawns(t.netOpening(), t.netEndgame(), b.phase());
                    sb.append(String.format(Locale.ROOT, " | %9d %9d %11s", t.netOpening(), t.netEndgame(),
                            mixed(mixedValues[m])));
                }
            }
            if (list.size() == 2) {
                sb.append(" | ").append(all ? String.format(Locale.ROOT, "%8s", mixed(mixedValues[0] - mixedValues[1]))
                        : String.format(Locale.ROOT, "%8s", "only " + (values[0] == null ? list.get(1) : list.get(0))
                                .modelId()));
            }
            sb.append('\n');
        }
        sb.append('\n');
        for (Breakdown b : list) {
            sb.append(String.format(Locale.ROOT, "%s: phase %d of %d", b.modelName(), b.phase(), b.units().phaseMax()));
            for (Factor f : b.factors()) {
                sb.append(", ").append(f.id()).append(' ').append(f.value());
            }
            if (b.tempo() != 0) {
                sb.append(", tempo ").append(b.tempo());
            }
            sb.append(String.format(Locale.ROOT, "; score %+d cp for White, %+d cp for the side to move%n",
                    b.whiteScore(), b.sideToMoveScore()));
            for (String w : b.warnings()) {
                sb.append("  warning: ").append(w).append('\n');
            }
        }
        return sb.toString();
    }
}
