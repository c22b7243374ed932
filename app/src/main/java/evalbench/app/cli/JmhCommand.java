package evalbench.app.cli;

import evalbench.app.Cli;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Unmatched;

/** {@code jmh}: runs the JMH benchmarks packaged in the jar (perft, evaluations/s); arguments go to JMH. */
@Command(name = "jmh", mixinStandardHelpOptions = false,
        header = "Run the JMH benchmarks (PerftBenchmark, EvalBenchmark) with JMH's own arguments.",
        footerHeading = "%nExamples:%n",
        footer = {"  ./evalbench jmh EvalBenchmark -f 1 -wi 3 -i 5", "  ./evalbench jmh -h"},
        description = "Run the JMH benchmarks (PerftBenchmark, EvalBenchmark). Arguments are JMH's own, e.g."
            + " 'evalbench jmh EvalBenchmark -f 1 -wi 3 -i 5', or 'evalbench jmh -h' for JMH's help.")
public final class JmhCommand implements Callable<Integer> {
    /** Everything after 'jmh', options included, is JMH's. */
    @Unmatched
    List<String> args = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        org.openjdk.jmh.Main.main(args.toArray(new String[0]));
        return Cli.EXIT_OK;
    }
}
