package evalbench.core.io;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** The header of a PGN game being read: its number in the file, its first line and its tag pairs. */
public record PgnGame(int number, int line, Map<String, String> tags) {
    public PgnGame {
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
    }

    public String tag(String name) {
        return tags.getOrDefault(name, "");
    }
}
