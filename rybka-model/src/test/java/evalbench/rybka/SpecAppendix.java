package evalbench.rybka;

import evalbench.core.io.DataFolder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/** Reads numbers out of the spec's appendices (data/reference/rybka-1.0-beta-tables.txt, the numbers of its appendices) for tests. */
final class SpecAppendix {
    private SpecAppendix() {
    }

    static List<String> specLines() {
        try {
            return Files.readAllLines(DataFolder.reference("rybka-1.0-beta-tables.txt"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The lines of the first ``` block after the heading that starts with {@code heading}. */
    static List<String> block(String heading) {
        List<String> lines = specLines();
        int i = 0;
        while (!lines.get(i).startsWith(heading)) {
            i++;
        }
        while (!lines.get(i).startsWith("```")) {
            i++;
        }
        List<String> block = new ArrayList<>();
        for (i++; !lines.get(i).startsWith("```"); i++) {
            block.add(lines.get(i));
        }
        return block;
    }

    static int[] ints(String line) {
        String[] tokens = line.strip().split("\\s+");
        int[] v = new int[tokens.length];
        for (int i = 0; i < tokens.length; i++) {
            v[i] = Integer.parseInt(tokens[i]);
        }
        return v;
    }
}
