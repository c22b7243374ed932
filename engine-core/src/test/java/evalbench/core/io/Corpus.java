package evalbench.core.io;

import evalbench.core.Position;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The repository's corpus for tests (engine-core's and every model's): {@code games.fen} and the four EPD suites of
 * {@code data/corpus}, each record with its file, so a failure names the place as {@code file:line}.
 */
public final class Corpus {
    public static final String GAMES = "games.fen";
    public static final List<String> FILES =
            List.of(GAMES, "wac.epd", "bratko-kopec.epd", "silent-but-deadly.epd", "perftsuite.epd");

    /** One corpus position and where it stands. */
    public record Entry(String file, PositionRecord record) {
        /** {@code games.fen:343}: how the known-asymmetry lists and failure messages name a position. */
        public String where() {
            return file + ":" + record.line();
        }

        public Position position() {
            return record.position();
        }

        public String fen() {
            return record.fen();
        }
    }

    private static final Map<String, List<PositionRecord>> SHARED = new ConcurrentHashMap<>();

    private Corpus() {
    }

    public static Path path(String file) {
        return DataFolder.corpus(file);
    }

    /** Records of one file, read once per test JVM. The positions are shared: tests that play moves take them back. */
    public static List<PositionRecord> records(String file) {
        return SHARED.computeIfAbsent(file, f -> PositionFile.read(path(f)));
    }

    /** Every position of every file in {@link #FILES} order, read afresh (free to modify). */
    public static List<Entry> all() {
        List<Entry> entries = new ArrayList<>();
        for (String file : FILES) {
            for (PositionRecord r : PositionFile.read(path(file))) {
                entries.add(new Entry(file, r));
            }
        }
        return entries;
    }

    /** Every position of every file, fresh copies of the shared records. */
    public static List<Position> allPositions() {
        List<Position> positions = new ArrayList<>();
        for (String file : FILES) {
            for (PositionRecord r : records(file)) {
                positions.add(r.position().copy());
            }
        }
        return positions;
    }
}
