package evalbench.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The help a newcomer reads: complete one-line summaries, and examples that the command line accepts. */
class HelpTextTest {
    /** Words a complete summary never ends on. */
    private static final Set<String> DANGLING = Set.of("a", "an", "the", "and", "or", "but", "nor", "of", "to", "with",
            "for", "in", "on", "by", "as", "from", "per", "at");

    /** The "Commands:" section of the top-level help: each command with its summary, continuation lines joined. */
    private static Map<String, String> summaries(String help) {
        Map<String, String> summaries = new LinkedHashMap<>();
        boolean inCommands = false;
        String current = null;
        for (String line : help.lines().toList()) {
            if (line.startsWith("Commands:")) {
                inCommands = true;
                continue;
            }
            if (!inCommands) {
                continue;
            }
            Matcher m = Pattern.compile("^  (\\S+)\\s+(.*)$").matcher(line);
            if (m.matches()) {
                current = m.group(1);
                summaries.put(current, m.group(2).strip());
            } else if (current != null && line.startsWith("    ")) {
                summaries.put(current, summaries.get(current) + " " + line.strip());
            } else {
                inCommands = false;
            }
        }
        return summaries;
    }

    @Test
    void everyVisibleCommandHasACompleteOneLineSummary() {
        CliRunner r = CliRunner.run("--help");
        assertEquals(0, r.exitCode, r.err);
        Map<String, String> summaries = summaries(r.out);
        List<String> visible = new ArrayList<>();
        for (Class<?> c : Cli.SUBCOMMANDS) {
            Command command = c.getAnnotation(Command.class);
            if (!command.hidden()) {
                visible.add(command.name());
            }
        }
        assertEquals(visible, new ArrayList<>(summaries.keySet()), "the commands listed by --help");
        for (Map.Entry<String, String> e : summaries.entrySet()) {
            String summary = e.getValue();
            assertTrue(summary.endsWith(".") || summary.endsWith(")"), e.getKey() + ": '" + summary + "' is not a sentence");
            String body = summary.substring(0, summary.length() - 1).strip();
            assertFalse(body.endsWith(","), e.getKey() + ": ends in a comma: " + summary);
            String last = body.substring(body.lastIndexOf(' ') + 1).toLowerCase(Locale.ROOT);
            assertFalse(DANGLING.contains(last), e.getKey() + ": ends in '" + last + "': " + summary);
        }
    }

    @Test
    void everyVisibleCommandsHelpEndsWithExamplesThatParse() {
        for (Class<?> c : Cli.SUBCOMMANDS) {
            Command command = c.getAnnotation(Command.class);
            if (command.hidden()) {
                continue;
            }
            // jmh hands every argument to JMH, whose own help ends the JVM: its usage is read from the model instead
            String help = command.name().equals("jmh") ? usage(c) : CliRunner.run(command.name(), "--help").out;
            int at = help.lastIndexOf("Examples:");
            assertTrue(at >= 0, command.name() + " --help has no examples:\n" + help);
            List<String> examples = help.substring(at).lines().skip(1).map(String::strip).filter(l -> !l.isEmpty())
                    .toList();
            assertTrue(examples.size() >= 2 && examples.size() <= 3, command.name() + ": " + examples);
            for (String example : examples) {
                // an example wrapped over two lines would show up here as a line of its own
                assertTrue(example.startsWith("./evalbench " + command.name()), command.name() + ": '" + example + "'");
                parses(c, example);
            }
        }
    }

    @Test
    void noHelpTextMakesPicocliWarn() throws Exception {
        // picocli formats descriptions with String.format: a lone '%' prints a "[picocli WARN]" on standard error
        java.io.PrintStream saved = System.err;
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(captured, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            for (Class<?> c : Cli.SUBCOMMANDS) {
                usage(c);
            }
        } finally {
            System.setErr(saved);
        }
        String err = captured.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertFalse(err.contains("picocli WARN"), err);
    }

    @Test
    void descriptionsAreWrappedByPicocliNotBrokenByHand() {
        // Each element of a description array is printed on a line of its own; picocli wraps within an element.
        // An element that stops mid-sentence is a line break set by hand for one terminal width: it reads as
        // a ragged fragment at any other width (and at this one, once picocli wraps the column differently).
        List<String> broken = new ArrayList<>();
        CommandLine top = new CommandLine(new Cli());
        for (Class<?> c : Cli.SUBCOMMANDS) {
            top.addSubcommand(c);
        }
        List<CommandLine> commands = new ArrayList<>(List.of(top));
        commands.addAll(top.getSubcommands().values());
        for (CommandLine cl : commands) {
            CommandLine.Model.CommandSpec spec = cl.getCommandSpec();
            String name = spec.qualifiedName();
            checkLines(name, spec.usageMessage().description(), broken);
            checkLines(name + " header", spec.usageMessage().header(), broken);
            for (CommandLine.Model.OptionSpec option : spec.options()) {
                checkLines(name + " " + option.longestName(), option.description(), broken);
            }
            for (CommandLine.Model.PositionalParamSpec parameter : spec.positionalParameters()) {
                checkLines(name + " " + parameter.paramLabel(), parameter.description(), broken);
            }
        }
        assertTrue(broken.isEmpty(), "descriptions broken mid-sentence by hand (join the elements, picocli"
                + " wraps):\n" + String.join("\n", broken));
    }

    /** Every element (printed line) of a description ends a sentence or introduces what follows. */
    private static void checkLines(String where, String[] lines, List<String> broken) {
        for (String line : lines) {
            String text = line.strip();
            if (!text.isEmpty() && !text.matches("(?s).*[.!?:]\\)?$")) {
                broken.add(where + ": '" + text + "'");
            }
        }
    }

    private static String usage(Class<?> command) {
        return new CommandLine(command).getUsageMessage(CommandLine.Help.Ansi.OFF);
    }

    /** The example's words (quotes respected) are accepted by the command's options: no unknown or missing ones. */
    private static void parses(Class<?> command, String example) {
        List<String> words = new ArrayList<>();
        Matcher m = Pattern.compile("\"([^\"]*)\"|(\\S+)").matcher(example);
        while (m.find()) {
            words.add(m.group(1) != null ? m.group(1) : m.group(2));
        }
        List<String> args = words.subList(2, words.size()); // after "./evalbench NAME"
        try {
            new CommandLine(command).parseArgs(args.toArray(String[]::new));
        } catch (CommandLine.ParameterException e) {
            fail("example '" + example + "' does not parse: " + e.getMessage());
        }
    }
}
