package evalbench.studies.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.core.eval.Models;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The text summary keeps its columns aligned whatever the lengths of model ids and parameter names. */
class TablesTextTest {
    @Test
    void everyRowOfBothBlocksIsAlignedUnderItsHeading() {
        List<ModelTables> all = new ArrayList<>();
        for (String id : TablesAnalysis.ids()) {
            all.add(TablesAnalysis.tables(id, Models.byId(id).defaultParameters()));
        }
        assertTrue(all.size() >= 2, "models with tables: " + TablesAnalysis.ids());
        String text = TablesText.summary(new TablesAnalysis(all));
        String[] blocks = text.split("\n\n");
        assertEquals(2, blocks.length, text);
        int rows = 0;
        for (String block : blocks) {
            String[] lines = block.split("\n");
            String heading = lines[1];
            // "max|res|" is right-aligned: its last character and each row's number end in the same column
            int end = heading.indexOf("max|res|") + "max|res|".length();
            int paramsEnd = heading.indexOf(heading.contains("param") ? "param" : "piece");
            for (int i = 2; i < lines.length; i++) {
                String row = lines[i];
                assertTrue(Character.isDigit(row.charAt(end - 1)) && row.charAt(end) == ' ',
                        "max|res| column out of line in: " + row + "\nunder: " + heading);
                assertEquals(' ', row.charAt(paramsEnd - 1), "model column runs into the next in: " + row);
                rows++;
            }
        }
        assertTrue(rows > 24, "rows checked: " + rows);
    }
}
