package evalbench.core;

import evalbench.core.io.PositionFile;
import evalbench.core.io.PositionRecord;
import evalbench.core.io.DataFolder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** The shared corpus files, read once per test JVM. */
final class Corpus {
    static final List<String> FILES =
            List.of("games.fen", "wac.epd", "bratko-kopec.epd", "silent-but-deadly.epd", "perftsuite.epd");

    private static final Map<String, List<PositionRecord>> CACHE = new ConcurrentHashMap<>();

    private Corpus() {
    }

    static Path path(String file) {
        return DataFolder.corpus(file);
    }

    /** Records of one file. The positions are shared: tests that play moves must take them back. */
    static List<PositionRecord> records(String file) {
        return CACHE.computeIfAbsent(file, f -> PositionFile.read(path(f)));
    }

    /** Every position of every corpus file (fresh copies, free to modify). */
    static List<Position> allPositions() {
        List<Position> positions = new ArrayList<>();
        for (String file : FILES) {
            for (PositionRecord r : records(file)) {
                positions.add(r.position().copy());
            }
        }
        return positions;
    }
}
