package evalbench.core.io;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The repository's own data folder ({@code data/}: corpora and the original programs' reference numbers), for
 * tests. Maven passes its path as the system property {@code evalbench.data}; run from an IDE, the folder is found
 * by walking up from the working directory to the checkout. Nothing outside the checkout is ever read.
 */
public final class DataFolder {
    private DataFolder() {
    }

    public static Path root() {
        String prop = System.getProperty("evalbench.data");
        if (prop != null && !prop.isBlank()) {
            Path dir = Path.of(prop);
            if (isDataFolder(dir)) {
                return dir;
            }
            throw new IllegalStateException("evalbench.data=" + prop + " is not the repository's data folder");
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (isDataFolder(dir.resolve("data")) && Files.isRegularFile(dir.resolve("pom.xml"))) {
                return dir.resolve("data");
            }
        }
        throw new IllegalStateException("cannot find the repository's data folder (data/ beside the parent pom.xml)");
    }

    private static boolean isDataFolder(Path dir) {
        return Files.isDirectory(dir.resolve("corpus")) && Files.isDirectory(dir.resolve("reference"));
    }

    /** A corpus file, e.g. {@code games.fen}. */
    public static Path corpus(String name) {
        return root().resolve("corpus").resolve(name);
    }

    /** A reference file of the original programs, e.g. {@code fruit21-eval-games.tsv}. */
    public static Path reference(String name) {
        return root().resolve("reference").resolve(name);
    }
}
