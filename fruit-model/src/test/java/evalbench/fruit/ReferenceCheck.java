package evalbench.fruit;

import static org.assertj.core.api.Assertions.fail;

import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.io.DataFolder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Compares the model's TSV columns with a reference file of the real Fruit 2.1, column by column (read by
 * header name), and reports the matching rows and the differences.
 */
final class ReferenceCheck {
    private static final int SHOWN = 15;

    private ReferenceCheck() {
    }

    static void run(String file, int expectedRows) throws IOException {
        Path path = DataFolder.reference(file);
        List<String> lines = Files.readAllLines(path, StandardCharsets.UTF_8);
        List<String> header = Arrays.asList(lines.get(0).split("\t", -1));
        FruitModel model = new FruitModel();
        List<String> columns = model.tsvColumns();
        int[] index = new int[columns.size()];
        for (int i = 0; i < columns.size(); i++) {
            index[i] = header.indexOf(columns.get(i));
            if (index[i] < 0) {
                fail("reference " + file + " has no column " + columns.get(i));
            }
        }
        int fenColumn = header.indexOf("fen");
        int lineColumn = header.indexOf("line");
        int sourceColumn = header.indexOf("source");
        Evaluator evaluator = model.create();
        int rows = 0;
        int matching = 0;
        List<String> differences = new ArrayList<>();
        for (int n = 1; n < lines.size(); n++) {
            if (lines.get(n).isEmpty()) {
                continue;
            }
            rows++;
            String[] ref = lines.get(n).split("\t", -1);
            String fen = ref[fenColumn];
            Breakdown b = evaluator.explain(Position.fromFen(fen));
            List<String> actual = model.tsvRow(b);
            StringBuilder diff = new StringBuilder();
            for (int i = 0; i < columns.size(); i++) {
                if (!ref[index[i]].equals(actual.get(i))) {
                    diff.append("\n    ").append(columns.get(i)).append(": expected ").append(ref[index[i]])
                            .append(", actual ").append(actual.get(i));
                }
            }
            if (diff.length() == 0) {
                matching++;
            } else {
                String where = (sourceColumn >= 0 ? ref[sourceColumn] + " " : "") + "line " + ref[lineColumn];
                differences.add(where + "  " + fen + diff);
            }
        }
        System.out.printf("%s: %d of %d rows match every column%n", file, matching, rows);
        if (!differences.isEmpty()) {
            fail(file + ": " + matching + " of " + rows + " rows match; " + differences.size()
                    + " differ. First differences:\n  "
                    + String.join("\n  ", differences.subList(0, Math.min(SHOWN, differences.size()))));
        }
        if (rows != expectedRows) {
            fail(file + ": expected " + expectedRows + " rows, read " + rows);
        }
    }
}
