package evalbench.app.cli;

import evalbench.app.Cli;
import evalbench.app.Version;
import evalbench.studies.report.BreakdownText;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import evalbench.core.uci.UciEngine;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code uci}: one model as a UCI engine on standard input and output, for chess GUIs and match tools. */
@Command(name = "uci", mixinStandardHelpOptions = true,
        header = "Play as a UCI engine on standard input and output, for GUIs and match tools.",
        footerHeading = "%nExamples:%n",
        footer = {"  ./evalbench uci --model fruit", "  ./evalbench uci --model toga"},
        description = {"Play as a UCI engine on standard input/output (for GUIs, polyglot, cutechess).",
            "Besides UCI it understands 'eval' (the breakdown of the current position)."})
public final class UciCommand implements Callable<Integer> {
    @Option(names = "--model", paramLabel = "MODEL", required = true, description = "A model id: fruit, rybka, or any model on the class"
            + " path (an unknown id lists the known ones).")
    String model;

    @Override
    public Integer call() throws IOException {
        EvaluatorModel m = Models.byId(model);
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true,
                StandardCharsets.UTF_8);
        UciEngine engine = new UciEngine(m, idName(m), Version.text(), BreakdownText::single, out);
        engine.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
        return Cli.EXIT_OK;
    }

    /** The longest engine name polyglot keeps whole. */
    public static final int ID_NAME_MAX = 24;

    /**
     * "evalbench Fruit 2.1": GUIs and adapters cut long names (polyglot keeps 24 characters), so the name drops any
     * bracketed part, falls back to the model's id if still too long, and the version goes with the author.
     */
    public static String idName(EvaluatorModel m) {
        String name = "evalbench " + m.name().replaceFirst(" \\(.*$", "");
        return name.length() <= ID_NAME_MAX ? name : "evalbench " + m.id();
    }
}
