package evalbench.fabchess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import evalbench.core.io.DataFolder;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;

/**
 * Compares the model's TSV columns with a reference file of the real FabChess 1.15 (plain or gzip), every column
 * of every row, read by header name. Fails with the first differing term (line, FEN, column, both values), and
 * says how many rows and which columns differ in all.
 */
final class ReferenceCheck {
    private ReferenceCheck() {
    }

    /** The reference file's lines (header first). */
    static List<String> lines(String file) throws IOException {
        Path path = DataFolder.reference(file);
        try (InputStream raw = Files.newInputStream(path);
                InputStream in = file.endsWith(".gz") ? new GZIPInputStream(raw) : raw;
                BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            List<String> lines = new ArrayList<>();
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isEmpty()) {
                    lines.add(line);
                }
            }
            return lines;
        }
    }

    static void run(String file, int expectedRows) throws IOException {
        List<String> lines = lines(file);
        List<String> header = Arrays.asList(lines.get(0).split("\t", -1));
        FabChessModel model = new FabChessModel();
        List<String> columns = model.tsvColumns();
        List<String> identity = header.contains("source") ? List.of("source", "line", "id", "fen")
                : List.of("line", "fen");
        List<String> expectedColumns = new ArrayList<>(identity);
        expectedColumns.addAll(columns);
        assertThat(header).as("the reference file's columns, in order").containsExactlyElementsOf(expectedColumns);
        int offset = identity.size();
        int fenColumn = header.indexOf("fen");
        int lineColumn = header.indexOf("line");
        int sourceColumn = header.indexOf("source");
        Evaluator evaluator = model.create();
        int rows = 0;
        int matching = 0;
        String first = null;
        Map<String, Integer> byColumn = new TreeMap<>();
        for (int n = 1; n < lines.size(); n++) {
            rows++;
            String[] ref = lines.get(n).split("\t", -1);
            String fen = ref[fenColumn];
            List<String> actual = model.tsvRow(evaluator.explain(Position.fromFen(fen)));
            boolean same = true;
            for (int i = 0; i < columns.size(); i++) {
                String expected = ref[offset + i];
                if (!expected.equals(actual.get(i))) {
                    same = false;
                    byColumn.merge(columns.get(i), 1, Integer::sum);
                    if (first == null) {
                        first = (sourceColumn >= 0 ? ref[sourceColumn] + " " : "") + "line " + ref[lineColumn] + "  "
                                + fen + "\n  column " + columns.get(i) + ": expected " + expected + ", actual "
                                + actual.get(i);
                    }
                }
            }
            if (same) {
                matching++;
            }
        }
        System.out.printf("%s: %d of %d rows match every one of %d columns%n", file, matching, rows, columns.size());
        if (first != null) {
            fail(file + ": first difference at " + first + "\n" + (rows - matching) + " of " + rows
                    + " rows differ; rows differing per column: " + byColumn);
        }
        assertThat(rows).as("rows of " + file).isEqualTo(expectedRows);
    }
}
