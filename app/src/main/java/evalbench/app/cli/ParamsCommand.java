package evalbench.app.cli;

import evalbench.app.Cli;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code params}: the named values of a model's shipped parameter set, so a document can quote a parameter
 * through a command instead of copying it.
 */
@Command(name = "params", mixinStandardHelpOptions = true,
        description = "Print parameters of the models' parameter sets (name = values  [provenance]).",
        footerHeading = "%nExamples:%n",
        footer = {"  ./evalbench params RookOpen*", "  ./evalbench params --model rybka UnstoppablePasser",
            "  ./evalbench params --model fruit,rybka Doubled*"})
public final class ParamsCommand implements Callable<Integer> {
    @Option(names = "--model", paramLabel = "MODELS", defaultValue = ModelList.ALL,
            description = "A comma list of model ids, or all (default).")
    String model;

    @Parameters(paramLabel = "NAME", arity = "0..*",
            description = "Parameter names; * matches any characters. None: every parameter.")
    List<String> names = new ArrayList<>();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<EvaluatorModel> models = ModelList.parse(model, "--model");
        List<Pattern> wanted = names.stream().map(ParamsCommand::glob).collect(Collectors.toList());
        boolean anyFound = false;
        for (EvaluatorModel m : models) {
            ParameterSet set = m.defaultParameters();
            for (ParameterSet.Parameter p : set.parameters().values()) {
                if (wanted.isEmpty() || wanted.stream().anyMatch(w -> w.matcher(p.name()).matches())) {
                    anyFound = true;
                    out.printf("%-6s %-28s = %s  [%s]%n", m.id(), p.name(), Arrays.stream(p.values())
                            .mapToObj(Integer::toString).collect(Collectors.joining(" ")), p.provenance());
                }
            }
        }
        out.flush();
        if (!anyFound) {
            throw new UsageError("no parameter matches " + String.join(" ", names));
        }
        return Cli.EXIT_OK;
    }

    /** A name pattern with * as the only wildcard. */
    private static Pattern glob(String name) {
        return Pattern.compile(Arrays.stream(name.split("\\*", -1)).map(Pattern::quote)
                .collect(Collectors.joining(".*")));
    }
}
