package evalbench.app.cli;

import evalbench.app.Cli;
import evalbench.studies.corpus.ReportJson;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.io.CorpusOptions;
import evalbench.studies.corpus.SimilarityRun;
import evalbench.studies.report.AtomicOutput;
import evalbench.studies.witness.WitnessReports;
import evalbench.studies.witness.WitnessResult;
import evalbench.studies.witness.WitnessRun;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

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
public final class WitnessCommand extends StudyCommand {
    @Mixin
    CorpusInput.WithDefault corpus;

    @Option(names = "--models", paramLabel = "A,B", required = true, description = "The two models, e.g. fruit,rybka.")
    String models;

    @Option(names = "--term", paramLabel = "ID", split = ",",
            description = "A term both models have (repeatable or a comma list); default: every shared term.")
    List<String> terms = new ArrayList<>();

    @Mixin
    WitnessTries witnessTries;

    /** The terms are split between the threads. */
    @Mixin
    WorkerThreads workers;

    @Mixin
    ParameterFiles params;

    @Mixin
    OutputFiles files;

    @Override
    public Integer call() throws IOException {
        workers.check();
        witnessTries.check();
        List<EvaluatorModel> chosen = ModelList.parse(models, "--models");
        if (chosen.size() != 2) {
            throw new UsageError("--models needs exactly two model ids, e.g. fruit,rybka");
        }
        CorpusOptions options = corpus.options();
        AtomicOutput.Batch outputs = files.claim(corpus.outputs(params.inputs()));
        List<SimilarityRun.ModelEngine> engines = params.engines(chosen);
        WitnessRun run;
        try {
            run = new WitnessRun(side(engines.get(0)), side(engines.get(1)), terms, witnessTries.tries, witnessTries.seed,
                    workers.threads);
        } catch (IllegalArgumentException e) {
            throw new UsageError("--term: " + e.getMessage());
        }
        WitnessResult r = run.run(corpus.input, options,
                (term, done, total) -> progress.line("witness: %s done (%d of %d terms)%n", term, done, total),
                () -> false);
        PrintWriter out = out();
        out.print(WitnessReports.text(r));
        out.flush();
        files.write(outputs, r, WitnessReports::writeHtml, ReportJson::write);
        return Cli.EXIT_OK;
    }

    private static WitnessRun.Side side(SimilarityRun.ModelEngine e) {
        return new WitnessRun.Side(e.model(), e.parameters());
    }
}
