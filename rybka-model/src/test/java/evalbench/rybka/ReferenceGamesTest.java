package evalbench.rybka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import evalbench.core.io.DataFolder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Strelka 2.0 B's own numbers for the 7,845 game positions ({@code strelka-eval-games.tsv}): every column
 * of every row must be reproduced. Columns are read by header name. On a difference the test reports the
 * first differing row (line, FEN, each differing column expected vs actual) and how many columns differ
 * across the whole file.
 */
class ReferenceGamesTest {
    @Test
    void everyColumnOfEveryRowMatchesStrelka() throws IOException {
        List<String> lines = Files.readAllLines(DataFolder.reference("strelka-eval-games.tsv"), StandardCharsets.UTF_8);
        List<String> header = Arrays.asList(lines.get(0).split("\t", -1));
        RybkaModel model = new RybkaModel();
        List<String> columns = model.tsvColumns();
        assertEquals(header.subList(2, header.size()), columns, "the model's TSV columns are the reference's");
        int fenColumn = header.indexOf("fen");
        int lineColumn = header.indexOf("line");

        Evaluator evaluator = model.create();
        int matched = 0;
        String firstDifference = null;
        Map<String, Integer> differingColumns = new TreeMap<>();
        for (int i = 1; i < lines.size(); i++) {
            String[] expected = lines.get(i).split("\t", -1);
            String fen = expected[fenColumn];
            List<String> actual = model.tsvRow(evaluator.explain(Position.fromFen(fen)));
            List<String> diffs = new ArrayList<>();
            for (int c = 0; c < columns.size(); c++) {
                String want = expected[header.indexOf(columns.get(c))];
                if (!want.equals(actual.get(c))) {
                    diffs.add(columns.get(c) + ": expected " + want + ", actual " + actual.get(c));
                    differingColumns.merge(columns.get(c), 1, Integer::sum);
                }
            }
            if (diffs.isEmpty()) {
                matched++;
            } else if (firstDifference == null) {
                firstDifference = "line " + expected[lineColumn] + "  " + fen + "\n  " + String.join("\n  ", diffs);
            }
        }
        int rows = lines.size() - 1;
        System.out.println("strelka-eval-games.tsv: " + matched + " of " + rows + " rows match in every column");
        if (firstDifference != null) {
            fail(matched + " of " + rows + " rows match; first difference at " + firstDifference
                    + "\ncolumns differing (rows): " + differingColumns);
        }
    }
}
