package evalbench.app.gui.breakdown;

import evalbench.app.gui.model.Comparison;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Factor;
import evalbench.core.eval.TermIds;
import evalbench.core.eval.TermValue;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.scene.control.TreeItem;

/**
 * Turns two breakdowns into the table's tree: groups in the seeds' order, terms beneath (shared ids on one
 * row), each term's White and Black values beneath it; then the sum of the terms, the phase, the models'
 * factors, tempo and the final score of each evaluator.
 */
public final class BreakdownRows {
    private BreakdownRows() {
    }

    /** Term rows (one per id of either model), grouped, in display order. */
    public static Map<String, List<BreakdownRow>> termRows(Comparison c) {
        Breakdown[] b = {c.a(), c.b()};
        List<String> groups = new ArrayList<>(TermIds.GROUPS);
        for (Breakdown x : b) {
            for (TermValue t : x.terms()) {
                if (!groups.contains(t.def().group())) {
                    groups.add(t.def().group());
                }
            }
        }
        Map<String, List<BreakdownRow>> result = new LinkedHashMap<>();
        for (String g : groups) {
            Map<String, BreakdownRow> rows = new LinkedHashMap<>();
            for (int m = 0; m < 2; m++) {
                for (TermValue t : b[m].terms()) {
                    if (!t.def().group().equals(g)) {
                        continue;
                    }
                    BreakdownRow row = rows.computeIfAbsent(t.id(), id -> new BreakdownRow(labelOf(t), id,
                            BreakdownRow.Kind.TERM));
                    row.set(m, b[m].units(), t.netOpening(), t.netEndgame(), b[m].phase());
                }
            }
            for (BreakdownRow row : rows.values()) {
                if (row.mixed[0] == null) {
                    row.onlyIn = b[1].modelId() + " only";
                } else if (row.mixed[1] == null) {
                    row.onlyIn = b[0].modelId() + " only";
                }
            }
            if (!rows.isEmpty()) {
                result.put(g, new ArrayList<>(rows.values()));
            }
        }
        return result;
    }

    /** "Opposite-coloured bishops: opening and endgame halved" → "Opposite-coloured bishops" (fits the column). */
    private static String shortLabel(String label) {
        int colon = label.indexOf(':');
        return colon > 0 ? label.substring(0, colon) : label;
    }

    private static String labelOf(TermValue t) {
        String id = t.id();
        int slash = id.indexOf('/');
        return slash < 0 ? id : id.substring(slash + 1);
    }

    public static TreeItem<BreakdownRow> tree(Comparison c) {
        Breakdown[] b = {c.a(), c.b()};
        TreeItem<BreakdownRow> root = new TreeItem<>(new BreakdownRow("all", null, BreakdownRow.Kind.GROUP));
        for (Map.Entry<String, List<BreakdownRow>> e : termRows(c).entrySet()) {
            TreeItem<BreakdownRow> groupItem = new TreeItem<>(groupRow(b, e.getKey(), "group:" + e.getKey(),
                    e.getValue()));
            for (BreakdownRow term : e.getValue()) {
                TreeItem<BreakdownRow> termItem = new TreeItem<>(term);
                termItem.getChildren().add(new TreeItem<>(side(b, term.termId, 0)));
                termItem.getChildren().add(new TreeItem<>(side(b, term.termId, 1)));
                groupItem.getChildren().add(termItem);
            }
            root.getChildren().add(groupItem);
        }
        BreakdownRow sum = new BreakdownRow("sum of the terms", null, BreakdownRow.Kind.SUM);
        BreakdownRow phase = new BreakdownRow("phase (each model's own scale)", null, BreakdownRow.Kind.INFO);
        BreakdownRow tempo = new BreakdownRow("tempo (side to move, cp)", null, BreakdownRow.Kind.INFO);
        BreakdownRow total = new BreakdownRow("final score (White's view, cp)", null, BreakdownRow.Kind.FINAL);
        for (int m = 0; m < 2; m++) {
            sum.set(m, b[m].units(), b[m].openingTotal(), b[m].endgameTotal(), b[m].phase());
            phase.text[m] = b[m].phaseShort();
            tempo.text[m] = b[m].tempo() == 0 ? "none" : String.format(Locale.ROOT, "%+d", b[m].tempo());
            total.mixed[m] = (double) b[m].whiteScore();
            total.units[m] = b[m].units();
        }
        root.getChildren().add(new TreeItem<>(sum));
        root.getChildren().add(new TreeItem<>(phase));
        for (int m = 0; m < 2; m++) {
            for (Factor f : b[m].factors()) {
                BreakdownRow row = new BreakdownRow("factor · " + shortLabel(f.label()), null, BreakdownRow.Kind.INFO);
                row.text[m] = Integer.toString(f.value());
                row.text[1 - m] = "";
                root.getChildren().add(new TreeItem<>(row));
            }
        }
        root.getChildren().add(new TreeItem<>(tempo));
        root.getChildren().add(new TreeItem<>(total));
        return root;
    }

    /** A group's row: each model's sum over {@code terms} (absent when the model has none of them). */
    private static BreakdownRow groupRow(Breakdown[] b, String group, String id, List<BreakdownRow> terms) {
        BreakdownRow groupRow = new BreakdownRow(group, id, BreakdownRow.Kind.GROUP);
        int[][] sums = new int[2][2];
        boolean[] has = new boolean[2];
        for (BreakdownRow term : terms) {
            for (int m = 0; m < 2; m++) {
                if (term.opening[m] != null) {
                    has[m] = true;
                    sums[m][0] += term.opening[m];
                    sums[m][1] += term.endgame[m];
                }
            }
        }
        for (int m = 0; m < 2; m++) {
            if (has[m]) {
                groupRow.set(m, b[m].units(), sums[m][0], sums[m][1], b[m].phase());
            }
        }
        if (!has[0] || !has[1]) {
            groupRow.onlyIn = b[has[0] ? 0 : 1].modelId() + " only";
        }
        return groupRow;
    }

    private static BreakdownRow side(Breakdown[] b, String termId, int colour) {
        BreakdownRow row = new BreakdownRow(colour == 0 ? "White" : "Black", null, BreakdownRow.Kind.SIDE);
        for (int m = 0; m < 2; m++) {
            TermValue t = b[m].term(termId);
            if (t != null) {
                int op = colour == 0 ? t.whiteOpening() : t.blackOpening();
                int eg = colour == 0 ? t.whiteEndgame() : t.blackEndgame();
                row.set(m, b[m].units(), op, eg, b[m].phase());
            }
        }
        return row;
    }

    /**
     * The {@code n} largest differences (A minus B, cp), largest first: of the terms both models have, and per group
     * of the sums of the terms only one model has. Where one model has a term the other lacks (FabChess's material
     * per piece type beside Fruit's one material term), a term against nothing would rank a whole term's value as
     * a "difference"; the group's unshared terms against each other (material against material) is the
     * like-for-like comparison.
     */
    public static List<BreakdownRow> largestDifferences(Comparison c, int n) {
        Breakdown[] b = {c.a(), c.b()};
        List<BreakdownRow> all = new ArrayList<>();
        for (Map.Entry<String, List<BreakdownRow>> e : termRows(c).entrySet()) {
            List<BreakdownRow> unshared = e.getValue().stream().filter(r -> r.onlyIn != null).toList();
            e.getValue().stream().filter(r -> r.onlyIn == null).forEach(all::add);
            if (!unshared.isEmpty()) {
                all.add(groupRow(b, e.getKey(), e.getKey() + ": unshared terms", unshared));
            }
        }
        all.removeIf(r -> Math.abs(r.delta()) < 0.005);
        all.sort(Comparator.comparingDouble((BreakdownRow r) -> -Math.abs(r.delta())));
        return all.subList(0, Math.min(n, all.size()));
    }
}
