package evalbench.app.cli;

import evalbench.app.Cli;
import evalbench.app.gui.tables.TablesDemo;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import javafx.application.Application;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Hidden: the PST and quad() views in a window of their own (screenshots, trying the views without the shell). */
@Command(name = "tables-view", hidden = true, mixinStandardHelpOptions = true,
        description = "Show the PST and quad() views in a window of their own.")
public final class TablesViewCommand implements Callable<Integer> {
    @Option(names = "--tab", defaultValue = "pst", description = "pst or quad.")
    String tab;

    @Option(names = "--piece", defaultValue = "knight", description = "PST piece.")
    String piece;

    @Option(names = "--stage", defaultValue = "opening", description = "PST stage.")
    String stage;

    @Option(names = "--square", defaultValue = "d4", description = "Square whose formula is shown.")
    String square;

    @Option(names = "--size", defaultValue = "1600x1000", description = "Window size WxH.")
    String size;

    @Override
    public Integer call() {
        String[] wh = size.split("x");
        List<String> args = new ArrayList<>(List.of("--tab=" + tab, "--piece=" + piece, "--stage=" + stage,
                "--square=" + square, "--width=" + wh[0], "--height=" + wh[1]));
        Application.launch(TablesDemo.class, args.toArray(new String[0]));
        return Cli.EXIT_OK;
    }
}
