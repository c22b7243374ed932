package evalbench.app.cli;

import evalbench.app.Cli;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.io.CorpusOptions;
import evalbench.studies.corpus.SimilarityRun;
import evalbench.studies.report.AtomicOutput;
import evalbench.studies.witness.WitnessReports;
import evalbench.studies.witness.WitnessResult;
import evalbench.studies.witness.WitnessRun;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code witness}: the smallest positions that prove two models' rules for a term differ (docs/corpus.md). */
@Command(name = "witness", mixinStandardHelpOptions = true,
        header = "Find, for each term two models share, the smallest position that proves their rules differ.",
        footerHeading = "%nExamples:%n",
        footer = {"  ./evalbench witness --models fruit,rybka",
            "  ./evalbench witness --models fruit,rybka --term pawns/doubled --seed 7",
            "  ./evalbench witness --models fruit,fabchess --tries 50000 --json w.json"},
        description = {"For two models and every term both have (or those named with --term), search legal positions,"
                + " starting from a corpus, for a witness that the two rules differ in kind and not only in weight:"
                + " a position where one rule does not fire under any of its numbers and the other scores"
                + " (zero-vs-nonzero), two positions one rule scores alike under any of its numbers and the other"
                + " does not (ratio), or values of opposite signs (opposite-sign). A witness is made as small as it"
                + " goes and evaluated again through both models. Where none is found the output says how many"
                + " positions were tried."})
public final class WitnessCommand implements Callable<Integer> {
    @Mixin
    CorpusInput.WithDefault corpus;

    @Option(names = "--models", paramLabel = "A,B", required = true, description = "The two models, e.g. fruit,rybka.")
    String models;

    @Option(names = "--term", paramLabel = "ID", split = ",",
            description = "A term both models have (repeatable or a comma list); default: every shared term.")
    List<String> terms = new ArrayList<>();

    @Option(names = "--tries", paramLabel = "N", defaultValue = "10000",
            description = "Positions tried per term at most (default: ${DEFAULT-VALUE}).")
    long tries;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Random seed: the same seed gives the same witnesses (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", paramLabel = "K", defaultValue = "1",
            description = "Worker threads; the terms are split between them, the results do not depend on it"
                    + " (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--params", paramLabel = "ID=FILE",
            description = "A modified parameter file for one of the models (repeatable).")
    Map<String, Path> params = new LinkedHashMap<>();

    @Option(names = "--json", paramLabel = "FILE", description = "Everything found (schema: docs/corpus.md).")
    Path json;

    @Option(names = "--report", paramLabel = "FILE", description = "A self-contained HTML page with board diagrams.")
    Path report;

    @Option(names = "--quiet", description = "No progress on standard error.")
    boolean quiet;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        OptionChecks.threads(threads);
        OptionChecks.atLeast("--tries", tries, 1);
        List<EvaluatorModel> chosen = ModelList.parse(models, "--models");
        if (chosen.size() != 2) {
            throw new UsageError("--models needs exactly two model ids, e.g. fruit,rybka");
        }
        CorpusOptions options = corpus.options();
        AtomicOutput.Batch outputs = corpus.outputs(params.values().toArray(Path[]::new)).claim("--json", json).claim("--report", report);
        List<SimilarityRun.ModelEngine> engines = CompareCommand.engines(chosen, params);
        WitnessRun run;
        try {
            run = new WitnessRun(side(engines.get(0)), side(engines.get(1)), terms, tries, seed, threads);
        } catch (IllegalArgumentException e) {
            throw new UsageError("--term: " + e.getMessage());
        }
        PrintWriter err = spec.commandLine().getErr();
        WitnessRun.Progress progress = (term, done, total) -> {
            if (!quiet) {
                err.printf(Locale.ROOT, "witness: %s done (%d of %d terms)%n", term, done, total);
                err.flush();
            }
        };
        WitnessResult r = run.run(corpus.input, options, progress, () -> false);
        PrintWriter out = spec.commandLine().getOut();
        out.print(WitnessReports.text(r));
        out.flush();
        if (json != null) {
            WitnessReports.writeJson(outputs, json, r);
        }
        if (report != null) {
            WitnessReports.writeHtml(outputs, report, r);
        }
        outputs.commit();
        return Cli.EXIT_OK;
    }

    private static WitnessRun.Side side(SimilarityRun.ModelEngine e) {
        return new WitnessRun.Side(e.model(), e.parameters());
    }
}
