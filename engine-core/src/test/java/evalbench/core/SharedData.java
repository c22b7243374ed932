package evalbench.core;

import java.nio.file.Files;
import java.nio.file.Path;

/** Locates ../shared (corpus and reference data) for tests: system property evalbench.shared, else next to the checkout. */
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
        throw new IllegalStateException("cannot find the shared data folder; set -Devalbench.shared=...");
    }

    public static Path corpus(String name) {
        return root().resolve("corpus").resolve(name);
    }

    public static Path reference(String name) {
        return root().resolve("reference").resolve(name);
    }
}
