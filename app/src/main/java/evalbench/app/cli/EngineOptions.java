package evalbench.app.cli;

import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import evalbench.core.eval.ParameterSet;
import evalbench.core.search.Search;
import evalbench.core.search.SearchOption;
import evalbench.core.search.SearchProfile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Option;

/** The options shared by the commands that search: model, parameter file, hash size, profile options. */
final class EngineOptions {
    @Option(names = "--model", paramLabel = "MODEL", description = "A model id: fruit, rybka, or any model on the class"
            + " path ('evalbench eval --model all' shows them all).")
    String model;

    @Option(names = "--params", paramLabel = "FILE",
            description = "A (modified) parameter file for the model instead of its own.")
    Path params;

    @Option(names = "--hash", paramLabel = "MB", defaultValue = "64",
            description = "Transposition table size in MB (default: ${DEFAULT-VALUE}).")
    int hashMb;

    @Option(names = "--option", paramLabel = "NAME=VALUE",
            description = "A search option of the model's profile, e.g. --option \"Lazy Eval=bounds\" (rybka);"
                    + " 'evalbench uci' lists them after 'uci'.")
    Map<String, String> options = new LinkedHashMap<>();

    EvaluatorModel resolveModel() {
        if (model == null) {
            throw new UsageError("--model is required (known: " + ModelList.known(Models.all()) + ")");
        }
        return Models.byId(model);
    }

    ParameterSet parameters(EvaluatorModel m) throws IOException {
        return params == null ? m.defaultParameters() : m.loadParameters(params);
    }

    SearchProfile profile(EvaluatorModel m) {
        SearchProfile base = m.searchProfile();
        Map<String, String> values = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : options.entrySet()) {
            SearchOption option = find(base.options(), e.getKey());
            values.put(option.name(), option.validate(e.getValue()));
        }
        return values.isEmpty() ? base : base.withOptions(values);
    }

    /** A new search (own evaluator and hash) for one thread. */
    Search newSearch(EvaluatorModel m, ParameterSet set) {
        OptionChecks.hash(hashMb);
        return new Search(profile(m), m.create(set), hashMb);
    }

    private static SearchOption find(List<SearchOption> options, String name) {
        for (SearchOption o : options) {
            if (o.name().equalsIgnoreCase(name.strip())) {
                return o;
            }
        }
        throw new UsageError("unknown search option '" + name + "'; this model has: "
                + (options.isEmpty() ? "none" : String.join(", ", options.stream().map(SearchOption::name).toList())));
    }
}
