package evalbench.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.core.io.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Runs every {@code $ ./evalbench ...} command of docs/seed-claims.md's "## Corpus measurements" section and
 * checks that every line shown under it (except "...") is a line of the command's output, blanks normalised.
 */
class SeedClaimsDocTest {
    private static final String SECTION = "## Corpus measurements";

    record Example(String command, List<String> expected) {
    }

    static List<Example> examples(String markdown) {
        int start = markdown.indexOf("\n" + SECTION + "\n");
        assertTrue(start >= 0, "section '" + SECTION + "' is missing");
        int end = markdown.indexOf("\n## ", start + SECTION.length() + 2);
        String section = markdown.substring(start, end < 0 ? markdown.length() : end);
        List<Example> examples = new ArrayList<>();
        boolean inFence = false;
        Example current = null;
        for (String line : section.split("\n")) {
            if (line.startsWith("```")) {
                inFence = !inFence;
                current = null;
                continue;
            }
            if (!inFence) {
                continue;
            }
            if (line.startsWith("$ ./evalbench ")) {
                current = new Example(line.substring("$ ./evalbench ".length()), new ArrayList<>());
                examples.add(current);
            } else if (current != null && !line.strip().equals("...") && !line.isBlank()) {
                current.expected().add(line);
            }
        }
        return examples;
    }

    /** Splits like a shell: blanks separate, double quotes group. */
    static List<String> words(String command) {
        List<String> words = new ArrayList<>();
        StringBuilder sb = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (char c : command.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
                any = true;
            } else if (Character.isWhitespace(c) && !quoted) {
                if (any) {
                    words.add(sb.toString());
                    sb.setLength(0);
                    any = false;
                }
            } else {
                sb.append(c);
                any = true;
            }
        }
        if (any) {
            words.add(sb.toString());
        }
        return words;
    }

    private static String normal(String s) {
        return s.strip().replaceAll("\\s+", " ");
    }

    @Test
    void everyCommandPrintsWhatTheDocumentShows() throws IOException {
        String markdown = Files.readString(Path.of("..", "docs", "seed-claims.md"));
        List<Example> examples = examples(markdown);
        assertTrue(examples.size() >= 3, "examples found: " + examples.size());
        String shared = SharedData.root().toAbsolutePath().normalize().toString();
        for (Example e : examples) {
            List<String> args = new ArrayList<>();
            for (String w : words(e.command())) {
                args.add(w.replace("../shared", shared));
            }
            CliRunner r = CliRunner.run(args.toArray(String[]::new));
            assertEquals(0, r.exitCode, e.command() + ": " + r.err);
            List<String> lines = r.out.lines().map(SeedClaimsDocTest::normal).toList();
            for (String expected : e.expected()) {
                String want = normal(expected.replace("../shared", shared));
                assertTrue(lines.contains(want), e.command() + "\nmissing line: " + expected + "\noutput:\n" + r.out);
            }
        }
    }

    @Test
    void theParserFindsCommandsAndLines() {
        String md = "x\n## Corpus measurements\n```\n$ ./evalbench eval --fen \"a b\"\nline one\n...\n```\n## Next\n```\n"
                + "$ ./evalbench other\n```\n";
        List<Example> ex = examples(md);
        assertEquals(1, ex.size());
        assertEquals(List.of("eval", "--fen", "a b"), words(ex.get(0).command()));
        assertEquals(List.of("line one"), ex.get(0).expected());
    }
}
