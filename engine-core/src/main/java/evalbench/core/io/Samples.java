package evalbench.core.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The sample corpora built into the jar (the repository's {@code data/corpus} files, copied in by the build), so
 * that every corpus feature works without any file of the user's: {@code --input sample:games} beside real paths.
 * A sample is returned as a {@link Path} inside the jar (or the class folder), readable like any other file.
 */
public final class Samples {
    /** The prefix that names a sample instead of a file. */
    public static final String PREFIX = "sample:";

    private static final Map<String, Sample> SAMPLES = new LinkedHashMap<>();

    static {
        add("games", "games.fen", "7,845 positions from real games, one FEN per line");
        add("wac", "wac.epd", "Win at Chess: 300 tactical test positions with best moves (EPD)");
        add("bk", "bratko-kopec.epd", "Bratko-Kopec: 24 test positions with best moves (EPD)");
        add("sbd", "silent-but-deadly.epd", "Silent but Deadly: 134 quiet test positions with best moves (EPD)");
        add("perft", "perftsuite.epd", "126 perft positions with their leaf counts to depth 6");
    }

    /** One built-in sample: its short name, its file name and what it holds. */
    public record Sample(String name, String file, String description) {
        public String label() {
            return PREFIX + name;
        }
    }

    private Samples() {
    }

    private static void add(String name, String file, String description) {
        SAMPLES.put(name, new Sample(name, file, description));
    }

    /** Every sample, in a fixed order. */
    public static Iterable<Sample> all() {
        return SAMPLES.values();
    }

    public static boolean isSample(String argument) {
        return argument != null && argument.startsWith(PREFIX);
    }

    /**
     * The path of {@code sample:NAME}, or of a plain file name. Throws {@link IllegalArgumentException} naming the
     * known samples when the name is unknown.
     */
    public static Path resolve(String argument) {
        if (!isSample(argument)) {
            return Path.of(argument);
        }
        String name = argument.substring(PREFIX.length());
        Sample sample = SAMPLES.get(name);
        if (sample == null) {
            throw new IllegalArgumentException("unknown sample '" + name + "'; the samples are " + names());
        }
        return path(sample);
    }

    /** The names, as "sample:games, sample:wac, ...", for messages and help texts. */
    public static String names() {
        StringBuilder sb = new StringBuilder();
        for (Sample s : SAMPLES.values()) {
            sb.append(sb.length() == 0 ? "" : ", ").append(s.label());
        }
        return sb.toString();
    }

    /** How a path is named to people: "sample:games" for a built-in sample, else the path itself. */
    public static String label(Path path) {
        String text = path.toString();
        for (Sample s : SAMPLES.values()) {
            if (text.endsWith("evalbench/samples/" + s.file())) {
                return s.label();
            }
        }
        return text;
    }

    public static Path path(Sample sample) {
        String resource = "/evalbench/samples/" + sample.file();
        URL url = Samples.class.getResource(resource);
        if (url == null) {
            throw new IllegalStateException("the sample " + sample.label() + " is missing from the jar (" + resource + ")");
        }
        try {
            URI uri = url.toURI();
            if (!"jar".equals(uri.getScheme())) {
                return Path.of(uri);
            }
            return jarFileSystem(uri).provider().getPath(uri);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static synchronized FileSystem jarFileSystem(URI uri) {
        try {
            return FileSystems.newFileSystem(uri, Map.of());
        } catch (FileSystemAlreadyExistsException e) {
            return FileSystems.getFileSystem(uri);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
