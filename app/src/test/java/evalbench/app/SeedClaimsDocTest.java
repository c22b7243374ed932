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
 * normalised). The one part of an output that may differ between runs, the witness search's running time
 * ("98.1 s, 1,500 positions per second"), is compared as a placeholder.
 */
class SeedClaimsDocTest {
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern TOKEN = Pattern.compile("\"([^\"]*)\"|(\\S+)");

    /** A command block; {@code fullOutput} is the docs/data file its "Full output:" link names, or null. */
    record Example(int line, String command, String output, String fullOutput) {
    }

    private static final Pattern FULL_OUTPUT = Pattern.compile("^Full output: \\[[^\\]]+\\]\\((data/[^)]+)\\)$");
    private static final Pattern ANCHOR = Pattern.compile("^<a id=\"([cf]\\d+)\"></a>$");
    private static final Pattern HEADING = Pattern.compile("^### ([CF]\\d+)\\. .+");
    /**
     * The verdicts. A claim about both Fruit and Rybka that is true of one program only says which: "holds for
     * Rybka, not for Fruit" (never "holds" or "does not hold" for such a claim, and never one program twice).
     */
    static final String VERDICTS = "holds|holds with other numbers|does not hold|cannot be checked"
            + "|holds for Fruit, not for Rybka|holds for Rybka, not for Fruit";
    private static final Pattern VERDICT = Pattern.compile("^Verdict: \\*\\*(" + VERDICTS + ")\\*\\*");
    private static final Pattern TABLE_ROW = Pattern.compile("^\\| \\[([CF]\\d+)\\]\\(#([cf]\\d+)\\) \\| .+ "
            + "\\| [0-9, ]+ \\| \\*\\*(" + VERDICTS + ")\\*\\* \\|$");
    /** The witness search's running time, the one part of an output that differs between runs. */
    private static final Pattern RUNNING_TIME = Pattern.compile("\\d[\\d.]* s, [\\d,]+ positions per second");
    /** Outputs by command: the corpus comparison is quoted in many sections but run once. */
    private static final java.util.Map<String, CliRunner> RUNS = new java.util.concurrent.ConcurrentHashMap<>();

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
                String full = null;
                if (end + 1 < lines.size()) {
                    Matcher m = FULL_OUTPUT.matcher(lines.get(end + 1));
                    full = m.matches() ? m.group(1) : null;
                }
                list.add(new Example(i + 2, command, String.join("\n", lines.subList(start, end)), full));
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
            CliRunner r = RUNS.computeIfAbsent(e.command(), c -> CliRunner.run(args));
            assertEquals(0, r.exitCode, r.err);
            if (e.fullOutput() != null) {
                String file = Files.readString(REPO.resolve("docs").resolve(e.fullOutput()), StandardCharsets.UTF_8);
                String out = strip(asWritten(r.out, e.command(), args));
                assertEquals(untimed(strip(file)), untimed(out), "docs/" + e.fullOutput() + " (linked at line "
                        + e.line() + ") differs from the command's output; regenerate it");
            }
            if (e.output().lines().anyMatch(l -> l.strip().equals(ELISION))) {
                assertExcerpt(e, asWritten(r.out, e.command(), args));
                return;
            }
            assertEquals(e.output(), strip(r.out), "docs/seed-claims.md line " + e.line()
                    + ": the output differs; regenerate the block");
        })).collect(Collectors.toList());
    }

    static final String ELISION = "...";

    /**
     * The summary table and the sections list the same claims, in the same order, with the same verdicts; every
     * section has its anchor, a heading with its number and one verdict line.
     */
    @org.junit.jupiter.api.Test
    void summaryTableAndSectionsAgree() throws Exception {
        List<String> lines = Files.readAllLines(REPO.resolve("docs/seed-claims.md"), StandardCharsets.UTF_8);
        List<String> table = new ArrayList<>();
        List<String> sections = new ArrayList<>();
        String anchor = null;
        String claim = null;
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            Matcher row = TABLE_ROW.matcher(l);
            if (row.matches()) {
                assertEquals(row.group(1).toLowerCase(java.util.Locale.ROOT), row.group(2), "line " + (i + 1)
                        + ": the link must point at the claim's own anchor");
                table.add(row.group(1) + " " + row.group(3));
                continue;
            }
            assertTrue(!l.startsWith("| [C") && !l.startsWith("| [F"), "line " + (i + 1)
                    + ": a summary row not in the expected form (or an unknown verdict): " + l);
            Matcher a = ANCHOR.matcher(l);
            if (a.matches()) {
                assertEquals(null, claim, "line " + (i + 1) + ": the previous claim " + claim + " has no verdict");
                anchor = a.group(1);
                continue;
            }
            Matcher h = HEADING.matcher(l);
            if (h.matches()) {
                assertEquals(anchor, h.group(1).toLowerCase(java.util.Locale.ROOT), "line " + (i + 1)
                        + ": a claim heading needs <a id=\"cN\"></a> with its own number on the line before");
                anchor = null;
                claim = h.group(1);
                continue;
            }
            if (l.startsWith("Verdict: ") && claim != null) {
                Matcher v = VERDICT.matcher(l);
                assertTrue(v.find(), "line " + (i + 1) + ": " + claim + "'s verdict is not one of " + VERDICTS
                        + ": " + l);
                sections.add(claim + " " + v.group(1));
                claim = null;
            }
        }
        assertEquals(null, claim, "the last claim " + claim + " has no verdict");
        assertTrue(sections.stream().filter(c -> c.startsWith("C")).count() >= 50,
                "the claims of seeds 000, 001, 003 and 004: " + sections.size());
        assertTrue(sections.stream().filter(c -> c.startsWith("F")).count() >= 24, "the FabChess claims (seed 002)");
        assertEquals(sections, table, "the summary table must list every section's claim and verdict, in order");
    }

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
        return untimed(line.strip().replaceAll("\\s+", " "));
    }

    static String untimed(String text) {
        return RUNNING_TIME.matcher(text).replaceAll("(running time)");
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
