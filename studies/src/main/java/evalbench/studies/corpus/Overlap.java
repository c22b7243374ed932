package evalbench.studies.corpus;

import evalbench.core.eval.TermIds;
import java.util.ArrayList;
import java.util.List;

/**
 * Watkins' Table 11 (2011, "Evaluation features comparison", the Rybka column against Fruit 2.1: 18.8 of 24)
 * beside our measured verdicts, scored on his scale: 1 for a feature used the same way, 0.5 re-used in a
 * different manner, 0 absent. Rows measured by a term take that term's verdict; "opp B end" the agreement of
 * Fruit's DrawBishopFlag with Rybka's opposite-bishop flag (1 if at least 99 %); "interp" the correlation of
 * the two phases (1 if r at least 0.99). "PP block" and "draw recog" have no term of their own in our
 * breakdowns and are not measured.
 */
final class Overlap {
    private record Row(String feature, double watkins, String... ids) {
    }

    static final String PHASE = "phase";
    static final String DRAW_BISHOP = "DrawBishopFlag";

    private static final List<Row> TABLE_11 = List.of(
            new Row("N mob", 1.0, TermIds.MOBILITY_KNIGHT),
            new Row("B mob", 1.0, TermIds.MOBILITY_BISHOP),
            new Row("B trap", 0.7, TermIds.TRAPPED_BISHOP),
            new Row("B block", 1.0, TermIds.BLOCKED_BISHOP),
            new Row("opp B end", 1.0, DRAW_BISHOP),
            new Row("R mob", 1.0, TermIds.MOBILITY_ROOK),
            new Row("R open", 0.8, TermIds.ROOK_OPEN_FILE),
            new Row("R semi", 0.8, TermIds.ROOK_OPEN_FILE),
            new Row("R Katt", 0.8, TermIds.ROOK_KING_FILE),
            new Row("R 7th", 1.0, TermIds.ROOK_SEVENTH),
            new Row("R block", 1.0, TermIds.BLOCKED_ROOK),
            new Row("Q mob", 1.0, TermIds.MOBILITY_QUEEN),
            new Row("Q 7th", 1.0, TermIds.QUEEN_SEVENTH),
            new Row("P doub", 1.0, TermIds.PAWNS_DOUBLED),
            new Row("P iso", 1.0, TermIds.PAWNS_ISOLATED),
            new Row("P back", 0.5, TermIds.PAWNS_BACKWARD),
            new Row("K danger", 1.0, TermIds.KING_ATTACK),
            new Row("K shel/storm", 0.5, TermIds.KING_SHELTER, TermIds.KING_STORM),
            new Row("cand P", 0.5, TermIds.PAWNS_CANDIDATE),
            new Row("PP block", 0.5),
            new Row("PP free", 0.5, TermIds.PASSERS_FREE),
            new Row("PP dist", 0.5, TermIds.PASSERS_KING_DISTANCE),
            new Row("draw recog", 0.2),
            new Row("interp", 0.5, PHASE));

    private Overlap() {
    }

    static CompareResult.Overlap score(List<CompareResult.TermRow> terms, CompareResult.Agreement agreement) {
        List<CompareResult.OverlapRow> rows = new ArrayList<>();
        int measurable = 0;
        double measured = 0;
        double watkinsSame = 0;
        double watkinsAll = 0;
        for (Row r : TABLE_11) {
            watkinsAll += r.watkins();
            if (r.ids().length == 0) {
                rows.add(new CompareResult.OverlapRow(r.feature(), r.watkins(), "-", "not measured", Double.NaN));
                continue;
            }
            double score = 0;
            List<String> verdicts = new ArrayList<>();
            boolean determined = true;
            for (String id : r.ids()) {
                String verdict;
                if (id.equals(PHASE)) {
                    double p = agreement.phase().pearson();
                    verdict = agreement.phase().n() < Stats.MIN_SAMPLE ? Verdicts.NOT_DETERMINED
                            : p >= 0.99 ? Verdicts.SAME_OTHER_WEIGHT : Verdicts.DIFFERENT;
                } else if (id.equals(DRAW_BISHOP)) {
                    CompareResult.FlagAgreement f = agreement.flags().get(1);
                    verdict = f.total() > 0 && f.agree() >= 0.99 * f.total() ? Verdicts.SAME : Verdicts.DIFFERENT;
                } else {
                    verdict = terms.stream().filter(t -> t.id().equals(id)).map(CompareResult.TermRow::verdict)
                            .findFirst().orElse(Verdicts.ONE_MODEL);
                }
                verdicts.add(verdict);
                determined &= !verdict.equals(Verdicts.NOT_DETERMINED);
                score += Verdicts.overlapScore(verdict) / r.ids().length;
            }
            if (!determined) {
                rows.add(new CompareResult.OverlapRow(r.feature(), r.watkins(), String.join(" + ", r.ids()),
                        String.join(" / ", verdicts), Double.NaN));
                continue;
            }
            measurable++;
            measured += score;
            watkinsSame += r.watkins();
            rows.add(new CompareResult.OverlapRow(r.feature(), r.watkins(), String.join(" + ", r.ids()),
                    String.join(" / ", verdicts), score));
        }
        return new CompareResult.Overlap(rows, measurable, round(measured), round(watkinsSame), round(watkinsAll));
    }

    private static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
