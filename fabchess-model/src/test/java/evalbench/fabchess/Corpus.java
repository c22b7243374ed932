package evalbench.fabchess;

import evalbench.core.io.DataFolder;
import evalbench.core.io.PositionFile;
import evalbench.core.io.PositionRecord;
import java.util.ArrayList;
import java.util.List;

/** The corpus of the data folder: games.fen and every .epd file, each record tagged with its file. */
final class Corpus {
    static final List<String> FILES = List.of("games.fen", "wac.epd", "bratko-kopec.epd", "silent-but-deadly.epd",
            "perftsuite.epd");

    record Entry(String file, PositionRecord record) {
        String where() {
            return file + ":" + record.line();
        }
    }

    private Corpus() {
    }

    static List<Entry> all() {
        List<Entry> list = new ArrayList<>();
        for (String f : FILES) {
            for (PositionRecord r : PositionFile.read(DataFolder.corpus(f))) {
                list.add(new Entry(f, r));
            }
        }
        return list;
    }
}
