package evalbench.toga;

import evalbench.core.io.DataFolder;
import evalbench.core.io.PositionFile;
import evalbench.core.io.PositionRecord;
import java.util.ArrayList;
import java.util.List;

/** The repository's corpus (games.fen and the four EPD suites), each record with its file and line. */
final class Corpus {
    private static final List<String> FILES = List.of("games.fen", "wac.epd", "bratko-kopec.epd",
            "silent-but-deadly.epd", "perftsuite.epd");

    record Entry(String where, PositionRecord record) {
    }

    private Corpus() {
    }

    static List<Entry> all() {
        List<Entry> list = new ArrayList<>();
        for (String file : FILES) {
            for (PositionRecord r : PositionFile.read(DataFolder.corpus(file))) {
                list.add(new Entry(file + ":" + r.line(), r));
            }
        }
        return list;
    }
}
