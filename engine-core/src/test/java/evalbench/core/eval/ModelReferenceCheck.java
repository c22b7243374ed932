package evalbench.core.eval;

import evalbench.core.Position;
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
 * For model tests: compares a model's {@code eval --format tsv} columns with a reference file of the original
 * program in {@code data/reference} (the header must be the row identity columns and then exactly the model's columns,
 * as {@code eval --format tsv} writes them), row by row; a file ending in {@code .gz} is read through gzip. Fails at
 * the end with the number of rows that match, the first differing row's place, FEN and every column it differs in, in
 * the model's column order (so the first one named is the first differing term), and how many rows differ in each
 * column.
 */
public final class ModelReferenceCheck {
    private static final List<String> ROW_IDENTITY_FEN = List.of("line", "fen");
    private static final List<String> ROW_IDENTITY_EPD = List.of("source", "line", "id", "fen");

    private ModelReferenceCheck() {
    }

    /**
     * Checks every row of {@code file} with a fresh evaluator of {@code model}; returns the number of rows checked.
     *
     * @throws AssertionError at the end, naming the first difference, if any row differs or the row count is not
     *                        {@code expectedRows}
     */
    public static int run(EvaluatorModel model, Evaluator evaluator, String file, int expectedRows)
            throws IOException {
        List<String> lines = lines(DataFolder.reference(file));
        List<String> header = Arrays.asList(lines.get(0).split("\t", -1));
        List<String> columns = model.tsvColumns();
        // the header is the row identity and then exactly the model's columns: eval --format tsv writes it so
        List<String> identity = header.get(0).equals("source") ? ROW_IDENTITY_EPD : ROW_IDENTITY_FEN;
        if (!header.subList(0, Math.min(identity.size(), header.size())).equals(identity)
                || !header.subList(Math.min(identity.size(), header.size()), header.size()).equals(columns)) {
            throw new AssertionError("reference " + file + ": header " + header + " is not " + identity
                    + " followed by the model's columns " + columns);
        }
        int[] index = new int[columns.size()];
        for (int i = 0; i < columns.size(); i++) {
            index[i] = header.indexOf(columns.get(i));
            if (index[i] < 0) {
                throw new AssertionError("reference " + file + " has no column " + columns.get(i));
            }
        }
        int fenColumn = header.indexOf("fen");
        int lineColumn = header.indexOf("line");
        int sourceColumn = header.indexOf("source");
        int rows = 0;
        int matching = 0;
        String first = null;
        Map<String, Integer> rowsByColumn = new TreeMap<>();
        for (int n = 1; n < lines.size(); n++) {
            if (lines.get(n).isEmpty()) {
                continue;
            }
            rows++;
            String[] ref = lines.get(n).split("\t", -1);
            String fen = ref[fenColumn];
            List<String> actual = model.tsvRow(evaluator.explain(Position.fromFen(fen)));
            StringBuilder diff = new StringBuilder();
            for (int i = 0; i < columns.size(); i++) {
                if (!ref[index[i]].equals(actual.get(i))) {
                    diff.append("\n    ").append(columns.get(i)).append(": expected ").append(ref[index[i]])
                            .append(", actual ").append(actual.get(i));
                    rowsByColumn.merge(columns.get(i), 1, Integer::sum);
                }
            }
            if (diff.length() == 0) {
                matching++;
            } else if (first == null) {
                String where = (sourceColumn >= 0 ? ref[sourceColumn] + " " : "") + "line " + ref[lineColumn];
                first = where + "  " + fen + diff;
            }
        }
        System.out.printf("%s: %d of %d rows match every column (%d columns)%n", file, matching, rows,
                columns.size());
        if (first != null) {
            throw new AssertionError(file + ": " + matching + " of " + rows + " rows match; first difference at "
                    + first + "\nrows differing per column: " + rowsByColumn);
        }
        if (rows != expectedRows) {
            throw new AssertionError(file + ": expected " + expectedRows + " rows, read " + rows);
        }
        return rows;
    }

    /** The file's lines, through gzip for a name ending in {@code .gz}. */
    private static List<String> lines(Path path) throws IOException {
        try (InputStream raw = Files.newInputStream(path);
                InputStream in = path.toString().endsWith(".gz") ? new GZIPInputStream(raw) : raw;
                BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            List<String> lines = new ArrayList<>();
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lines.add(line);
            }
            return lines;
        }
    }
}
