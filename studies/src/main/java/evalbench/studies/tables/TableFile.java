package evalbench.studies.tables;

import evalbench.core.Square;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Piece-square tables typed into a text file (the layout of the spec's Appendix B): a heading line
 * {@code PIECE STAGE [free text]}, then eight lines of eight integers, rank 8 first, files a..h. Blank lines
 * and lines starting with '#' are skipped. A bad line stops reading with the file, line and reason.
 */
public final class TableFile {
    /** One table: its heading, piece type, stage and White's values by square (a1 = 0). */
    public record Table(String title, int piece, EvalStage stage, int[] values, int line) {
    }

    private TableFile() {
    }

    public static List<Table> read(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        List<Table> tables = new ArrayList<>();
        int i = 0;
        while (i < lines.size()) {
            String heading = lines.get(i).strip();
            if (heading.isEmpty() || heading.startsWith("#")) {
                i++;
                continue;
            }
            int headingLine = i + 1;
            String[] words = heading.split("\\s+");
            if (words.length < 2) {
                throw error(file, headingLine, "expected a heading 'PIECE STAGE [text]', found '" + heading + "'");
            }
            int piece;
            EvalStage stage;
            try {
                piece = Pieces.parse(words[0]);
                stage = EvalStage.parse(words[1]);
            } catch (IllegalArgumentException e) {
                throw error(file, headingLine, e.getMessage());
            }
            int[] values = new int[64];
            int row = 0;
            i++;
            while (row < 8) {
                if (i >= lines.size()) {
                    throw error(file, lines.size(), "table '" + heading + "' ends after " + row + " of 8 rows");
                }
                String text = lines.get(i).strip();
                i++;
                if (text.isEmpty() || text.startsWith("#")) {
                    continue;
                }
                String[] cells = text.split("[\\s,]+");
                if (cells.length != 8) {
                    throw error(file, i, "a table row has 8 values, found " + cells.length);
                }
                for (int f = 0; f < 8; f++) {
                    try {
                        values[Square.of(f, 7 - row)] = Integer.parseInt(cells[f]);
                    } catch (NumberFormatException e) {
                        throw error(file, i, "'" + cells[f] + "' is not an integer");
                    }
                }
                row++;
            }
            tables.add(new Table(heading, piece, stage, values, headingLine));
        }
        if (tables.isEmpty()) {
            throw new IllegalArgumentException(file + ": no table found (expected a heading 'PIECE STAGE' and 8 rows)");
        }
        return tables;
    }

    private static IllegalArgumentException error(Path file, int line, String reason) {
        return new IllegalArgumentException(file + ", line " + line + ": " + reason);
    }
}
