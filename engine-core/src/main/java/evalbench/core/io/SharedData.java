package evalbench.core.io;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Locates the shared data folder (corpus and reference files): the system property {@code evalbench.shared},
 * else a folder named {@code shared} beside the checkout or one of its parents.
 */
public final class SharedData {
    private SharedData() {
    }

    public static Path root() {
        String prop = System.getProperty("evalbench.shared");
        if (prop != null && Files.isDirectory(Path.of(prop))) {
            return Path.of(prop);
        }
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null) {
            Path candidate = dir.resolveSibling("shared");
            if (Files.isDirectory(candidate.resolve("corpus"))) {
                return candidate;
            }
            dir = dir.getParent();
        }
        throw new IllegalStateException("cannot find the shared data folder (../shared); set -Devalbench.shared=DIR");
    }

    public static Path corpus(String name) {
        return root().resolve("corpus").resolve(name);
    }

    public static Path reference(String name) {
        return root().resolve("reference").resolve(name);
    }
}
