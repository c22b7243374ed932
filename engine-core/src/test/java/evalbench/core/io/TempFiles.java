package evalbench.core.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Test kit: the text files a test writes into its temporary folder (UTF-8), for readers and command lines. */
public final class TempFiles {
    private TempFiles() {
    }

    /** Writes {@code text} to {@code dir/name} and returns the file. */
    public static Path write(Path dir, String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    /** Writes the lines to {@code dir/name}, each ended by a newline (a FEN list, say), and returns the file. */
    public static Path lines(Path dir, String name, String... lines) throws IOException {
        return write(dir, name, String.join("\n", lines) + "\n");
    }
}
