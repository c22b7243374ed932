package evalbench.app.cli;

import evalbench.app.gui.GuiLauncher;
import evalbench.app.gui.LaunchOptions;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code gui}: the workbench window (also what {@code evalbench} with no arguments opens). */
@Command(name = "gui", mixinStandardHelpOptions = true,
        header = "Open the workbench window: board, term-by-term breakdowns, parameters, searches, games, tables and corpus studies.",
        footerHeading = "%nExamples:%n",
        footer = {"  ./evalbench gui", "  ./evalbench gui --fen \"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\"", "  ./evalbench gui --pgn my-games.pgn"},
        description = "Open the workbench window: board, breakdown side by side, what-if parameters, searches, games.")
public final class GuiCommand implements Callable<Integer> {
    @Option(names = "--fen", paramLabel = "FEN", description = "The position to show first (quote it).")
    String fen;

    @Option(names = "--pgn", paramLabel = "FILE", description = "A PGN file to open in the Games view.")
    Path pgn;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (fen != null) {
            evalbench.core.Position.fromFen(fen); // a bad FEN is bad input: one line, exit 2, no window
        }
        if (pgn != null && !Files.isReadable(pgn)) {
            throw new UsageError("cannot read " + pgn + ": no such file");
        }
        CommandLine root = spec.commandLine();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        return open(new LaunchOptions(fen, pgn), root, spec.commandLine().getErr());
    }

    /** Opens the window, or without a display says why in one line and prints the command-line help. */
    public static int open(LaunchOptions options, CommandLine root, PrintWriter err) {
        String why = GuiLauncher.whyNoDisplay();
        if (why != null) {
            err.println("evalbench: " + why);
            err.flush();
            evalbench.app.Cli.usage(root.getOut());
            return 2;
        }
        return GuiLauncher.launch(options, err);
    }
}
