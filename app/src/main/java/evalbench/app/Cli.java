package evalbench.app;

import evalbench.app.cli.BenchCommand;
import evalbench.app.cli.CompareCommand;
import evalbench.app.cli.WitnessCommand;
import evalbench.app.cli.EvalCommand;
import evalbench.app.cli.FingerprintCommand;
import evalbench.app.cli.GeneratePgnCommand;
import evalbench.app.cli.GuiCommand;
import evalbench.app.gui.LaunchOptions;
import evalbench.app.cli.JmhCommand;
import evalbench.app.cli.ParamsCommand;
import evalbench.app.cli.LineageCommand;
import evalbench.app.cli.PerftCommand;
import evalbench.app.cli.SearchCommand;
import evalbench.app.cli.SimilarityCommand;
import evalbench.app.cli.SuiteCommand;
import evalbench.app.cli.TablesCommand;
import evalbench.app.cli.UciCommand;
import evalbench.app.cli.UsageError;
import evalbench.core.FenException;
import evalbench.core.eval.ParameterFileException;
import evalbench.core.io.PositionFileException;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The command line: one executable, sub-commands. Exit codes: 0 success, 1 a check failed (e.g. a perft
 * count differs), 2 bad input (unknown command or option, bad FEN, unreadable file) with one line on stderr,
 * 3 an internal error (a bug: rerun with -Devalbench.debug=true for the stack trace).
 */
@Command(name = "evalbench", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Compare chess evaluation functions term by term: Fruit 2.1, Rybka 1.0 Beta and every other"
            + " model on the class path, each reproduced exactly. Without a command: the workbench window.",
        footerHeading = "%nExamples:%n",
        footer = {"  ./evalbench", "  ./evalbench eval --fen \"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\"",
            "  ./evalbench compare --input sample:games --report compare.html", "  ./evalbench COMMAND --help"})
public final class Cli implements Runnable {
    /** The sub-commands, in the order the help lists them. */
    static final List<Class<?>> SUBCOMMANDS = List.of(GuiCommand.class, EvalCommand.class, PerftCommand.class,
            SearchCommand.class, SuiteCommand.class, UciCommand.class, BenchCommand.class, JmhCommand.class,
            TablesCommand.class, ParamsCommand.class, CompareCommand.class, WitnessCommand.class,
            SimilarityCommand.class, LineageCommand.class, FingerprintCommand.class, GeneratePgnCommand.class);

    public static final int EXIT_OK = 0;
    public static final int EXIT_CHECK_FAILED = 1;
    public static final int EXIT_BAD_INPUT = 2;
    public static final int EXIT_INTERNAL_ERROR = 3;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        // No sub-command: the workbench window (without a display: one line saying so, then this help).
        // Bare 'evalbench' without a display exits 0 after the help, as it did before the window existed.
        boolean noDisplay = evalbench.app.gui.GuiLauncher.whyNoDisplay() != null;
        int code = GuiCommand.open(LaunchOptions.NONE, spec.commandLine(), spec.commandLine().getErr());
        exitCode = noDisplay ? EXIT_OK : code;
    }

    private int exitCode;

    /** Runs the command line with the given streams; returns the exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        CommandLine cl = new CommandLine(new Cli());
        addSubcommands(cl, args);
        for (CommandLine sub : cl.getSubcommands().values()) {
            // every command's -V/--version prints what 'evalbench --version' prints (picocli leaves it empty)
            sub.getCommandSpec().versionProvider(new Version());
        }
        PrintWriter outWriter = new PrintWriter(out, true);
        PrintWriter errWriter = new PrintWriter(err, true);
        cl.setOut(outWriter);
        cl.setErr(errWriter);
        cl.setParameterExceptionHandler((ex, a) -> {
            errWriter.println("evalbench: " + ex.getMessage().lines().findFirst().orElse("bad arguments")
                    + " (see 'evalbench " + commandPath(ex.getCommandLine()) + "--help')");
            return EXIT_BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            errWriter.println("evalbench: " + describe(ex));
            if (Boolean.getBoolean("evalbench.debug")) {
                ex.printStackTrace(errWriter);
            }
            return isBadInput(ex) ? EXIT_BAD_INPUT : EXIT_INTERNAL_ERROR;
        });
        int code = cl.execute(args);
        if (args.length == 0 && code == EXIT_OK) {
            code = ((Cli) cl.getCommand()).exitCode;
        }
        outWriter.flush();
        errWriter.flush();
        return code;
    }

    /**
     * Registers the sub-command named by the first argument only, or all of them when it names none (help, version,
     * a typo: picocli then lists or suggests them). picocli reads every registered command's annotations by
     * reflection up front, which costs tens of milliseconds per command at start-up.
     */
    private static void addSubcommands(CommandLine cl, String[] args) {
        String first = args.length == 0 ? "" : args[0];
        for (Class<?> command : SUBCOMMANDS) {
            if (command.getAnnotation(Command.class).name().equals(first)) {
                cl.addSubcommand(command);
                return;
            }
        }
        for (Class<?> command : SUBCOMMANDS) {
            cl.addSubcommand(command);
        }
    }

    /** The full help (every sub-command), e.g. when the window cannot open. */
    public static void usage(PrintWriter out) {
        CommandLine cl = new CommandLine(new Cli());
        addSubcommands(cl, new String[0]);
        cl.usage(out);
        out.flush();
    }

    private static String commandPath(CommandLine cl) {
        StringBuilder sb = new StringBuilder();
        for (CommandLine c = cl; c != null && c.getParent() != null; c = c.getParent()) {
            sb.insert(0, c.getCommandName() + " ");
        }
        return sb.toString();
    }

    private static boolean isBadInput(Exception ex) {
        return ex instanceof FenException || ex instanceof PositionFileException || ex instanceof UsageError
                || ex instanceof ParameterFileException || ex instanceof IOException
                || ex instanceof UncheckedIOException || ex instanceof IllegalArgumentException;
    }

    private static String describe(Exception ex) {
        String message = ex.getMessage();
        if (message == null || message.isBlank()) {
            message = ex.getClass().getSimpleName();
        }
        if (ex instanceof java.nio.file.NoSuchFileException) {
            return "cannot read " + message + ": no such file";
        }
        return message.lines().findFirst().orElse(message);
    }
}
