package evalbench.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every {@code $ ./evalbench ...} command of docs/seed-claims.md and checks that it succeeds and prints
 * exactly the output written below it, so the document cannot go stale. A block with a {@code ...} line is an
 * excerpt of a long output: each line it shows must be a line of the output, in the order shown (blanks
 * normalised).
 */
class SeedClaimsDocTest {
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern TOKEN = Pattern.compile("\"([^\"]*)\"|(\\S+)");

    record Example(int line, String command, String output) {
    }

    static List<Example> examples(Path doc) throws Exception {
        List<String> lines = Files.readAllLines(doc, StandardCharsets.UTF_8);
        List<Example> list = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("```") && i + 1 < lines.size() && lines.get(i + 1).startsWith("$ ./evalbench ")) {
                String command = lines.get(i + 1).substring(2);
                int start = i + 2;
                int end = start;
                while (!lines.get(end).startsWith("```")) {
                    end++;
                }
                list.add(new Example(i + 2, command, String.join("\n", lines.subList(start, end))));
                i = end;
            }
        }
        return list;
    }

    static String[] arguments(String command) {
        List<String> args = new ArrayList<>();
        Matcher m = TOKEN.matcher(command.substring("./evalbench ".length()));
        while (m.find()) {
            String a = m.group(1) != null ? m.group(1) : m.group(2);
            // paths in the document are relative to the repository root; the tests run in app/
            if (!a.startsWith("-") && a.contains("/") && Files.exists(REPO.resolve(a))) {
                a = REPO.resolve(a).toString();
            }
            args.add(a);
        }
        return args.toArray(new String[0]);
    }

    @TestFactory
    List<DynamicTest> everyCommandPrintsWhatTheDocumentShows() throws Exception {
        List<Example> examples = examples(REPO.resolve("docs/seed-claims.md"));
        assertTrue(examples.size() >= 6, "the table claims have their commands");
        return examples.stream().map(e -> DynamicTest.dynamicTest("line " + e.line() + ": " + e.command(), () -> {
            String[] args = arguments(e.command());
            CliRunner r = CliRunner.run(args);
            assertEquals(0, r.exitCode, r.err);
            if (e.output().lines().anyMatch(l -> l.strip().equals(ELISION))) {
                assertExcerpt(e, asWritten(r.out, e.command(), args));
                return;
            }
            assertEquals(e.output(), strip(r.out), "docs/seed-claims.md line " + e.line()
                    + ": the output differs; regenerate the block");
        })).collect(Collectors.toList());
    }

    static final String ELISION = "...";

    /** Every shown line, in order, among the output's lines (blanks normalised). */
    static void assertExcerpt(Example e, String out) {
        List<String> actual = out.lines().map(SeedClaimsDocTest::normal).collect(Collectors.toList());
        int at = 0;
        for (String shown : e.output().lines().map(SeedClaimsDocTest::normal).collect(Collectors.toList())) {
            if (shown.isEmpty() || shown.equals(ELISION)) {
                continue;
            }
            int found = actual.subList(at, actual.size()).indexOf(shown);
            assertTrue(found >= 0, "docs/seed-claims.md line " + e.line() + ": the line '" + shown
                    + "' is not in the output (after the lines already matched):\n" + out);
            at += found + 1;
        }
    }

    private static String normal(String line) {
        return line.strip().replaceAll("\\s+", " ");
    }

    /** The output with the absolute paths the test passed put back as the document writes them. */
    private static String asWritten(String out, String command, String[] args) {
        String[] written = arguments0(command);
        for (int i = 0; i < args.length && i < written.length; i++) {
            if (!args[i].equals(written[i])) {
                out = out.replace(args[i], written[i]);
            }
        }
        return out;
    }

    /** The arguments as the document writes them. */
    private static String[] arguments0(String command) {
        List<String> args = new ArrayList<>();
        Matcher m = TOKEN.matcher(command.substring("./evalbench ".length()));
        while (m.find()) {
            args.add(m.group(1) != null ? m.group(1) : m.group(2));
        }
        return args.toArray(new String[0]);
    }

    private static String strip(String out) {
        return out.lines().map(String::stripTrailing).collect(Collectors.joining("\n")).stripTrailing();
    }
}
