package evalbench.core.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Every n-th position of games.fen written to a file: a corpus small enough for a test of a few seconds. */
public final class SmallCorpus {
    private SmallCorpus() {
    }

    public static Path everyNth(Path dir, int n) throws IOException {
        List<String> lines = Files.readAllLines(DataFolder.corpus("games.fen"));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines.size(); i += n) {
            sb.append(lines.get(i)).append('\n');
        }
        Path file = dir.resolve("every-" + n + ".fen");
        Files.writeString(file, sb.toString());
        return file;
    }
}
