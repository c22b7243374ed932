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
 * exactly the output written below it, so the document cannot go stale.
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
            CliRunner r = CliRunner.run(arguments(e.command()));
            assertEquals(0, r.exitCode, r.err);
            assertEquals(e.output(), strip(r.out), "docs/seed-claims.md line " + e.line()
                    + ": the output differs; regenerate the block");
        })).collect(Collectors.toList());
    }

    private static String strip(String out) {
        return out.lines().map(String::stripTrailing).collect(Collectors.joining("\n")).stripTrailing();
    }
}
