package evalbench.app.cli;

import evalbench.app.Cli;
import evalbench.studies.corpus.ReportJson;
import evalbench.studies.witness.WitnessMatrix;
import evalbench.studies.witness.WitnessPairs;
import evalbench.studies.witness.WitnessRun;
import evalbench.studies.report.AtomicOutput;
import evalbench.app.Version;
import evalbench.studies.corpus.LineageReports;
import evalbench.studies.corpus.LineageResult;
import evalbench.studies.corpus.PairwiseResult;
import evalbench.studies.corpus.PairwiseRun;
import evalbench.studies.corpus.SimilarityResult;
import evalbench.studies.corpus.SimilarityRun;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code lineage}: every model over a corpus, evaluation side by side with move match, pair by pair. */
@Command(name = "lineage", mixinStandardHelpOptions = true,
        header = "Put every pair of models' evaluation likeness beside their move match, with two family trees.",
        footerHeading = "%nExamples:%n",
        footer = {"  ./evalbench lineage --input sample:games --depth 4 --report lineage.html",
            "  ./evalbench lineage --input sample:bk --models fruit,rybka,toga --depth 5"},
        description = "The lineage study: for every pair of models (--models, default all), the witness-backed verdict"
                + " of every term both have (a witness that their rules differ, or none in --tries positions), and the"
                + " family tree built from those verdicts; beside them the statistical same-rule share, the"
                + " correlation of the evaluations over the corpus, and the share of equal best moves (searches at"
                + " --depth, default 4, or --nodes/--movetime) with a tree of its own.")
public final class LineageCommand extends StudyCommand {
    @Mixin
    CorpusInput corpus;

    @Option(names = "--models", paramLabel = "IDS", defaultValue = ModelList.ALL,
            description = "Models to include: a comma list of 2+ ids or all (default).")
    String models;

    @Option(names = "--engine", paramLabel = "NAME=COMMAND",
            description = "Also an external UCI engine in the move-match part (repeatable).")
    List<String> engineSpecs = new ArrayList<>();

    @Option(names = "--depth", paramLabel = "N", description = "Move match: search depth (default 4 without"
            + " --nodes/--movetime).")
    Integer depth;

    @Option(names = "--nodes", paramLabel = "N", description = "Move match: nodes per search instead.")
    Long nodes;

    @Option(names = "--movetime", paramLabel = "MS", description = "Move match: milliseconds per search instead.")
    Long movetime;

    @Mixin
    SearchWorkers workers;

    @Mixin
    OutputFiles files;

    /** A lighter witness budget than the witness command's: here every pair of models is searched. */
    @Mixin
    WitnessTries witnessTries = new WitnessTries(5000);

    @Override
    public Integer call() throws IOException {
        workers.check();
        OptionChecks.exclusive("--depth, --nodes and --movetime", depth != null, nodes != null, movetime != null);
        Limits check = new Limits();
        check.depth = depth == null && nodes == null && movetime == null ? Integer.valueOf(4) : depth;
        check.nodes = nodes;
        check.movetime = movetime;
        check.toSearchLimits(); // rejects bad values
        var options = corpus.options();
        Map<String, String> engines = SimilarityCommand.engines(engineSpecs);
        AtomicOutput.Batch outputs = files.claim(corpus.outputs(engines));
        List<SimilarityRun.ModelEngine> chosen = ModelList.withDefaults(ModelList.parse(models, "--models"));
        if (chosen.size() < 2) {
            throw new UsageError("the lineage study needs at least two models");
        }
        SimilarityCommand.namesFree(engines, chosen);
        ProgressLines.Interval clock = progress.every(2_000_000_000L);
        witnessTries.check();
        List<WitnessRun.Side> sides = chosen.stream().map(m -> new WitnessRun.Side(m.model(), m.parameters())).toList();
        PairwiseResult evaluation = new PairwiseRun(chosen).run(corpus.input, options,
                progress.positions("lineage (evaluations)", clock), () -> false);
        PrintWriter out = out();
        NothingToReport.requirePositions(out, evaluation.corpus(), "compare"); // before the witnesses: nothing to try
        WitnessMatrix witnesses = new WitnessPairs(sides, witnessTries.tries, witnessTries.seed, workers.threads)
                .run(corpus.input, options, (a, b, term, done, total) -> {
                    if (done == total) {
                        progress.line("lineage (witnesses): %s/%s done, %d terms%n", a, b, total);
                    }
                }, () -> false);
        SimilarityRun.Limit limit = new SimilarityRun.Limit(check.depth, check.nodes, check.movetime);
        SimilarityResult moves = new SimilarityRun(chosen, engines, limit, workers.threads, workers.hashMb)
                .run(corpus.input, options,
                progress.positions("lineage (moves)", clock), () -> false);
        LineageResult r = new LineageResult(Version.text(), witnesses, evaluation, moves);
        PrintWriter err = err();
        moves.failedEngines().forEach(f -> err.println("evalbench: engine " + f.name() + " left out: " + f.reason()));
        err.flush();
        out.printf(Locale.ROOT, "lineage: %d positions of %s (%d skipped); moves at go %s%n", evaluation.corpus().read(),
                evaluation.corpus().path(), evaluation.corpus().skipped(), moves.limit());
        out.print(LineageReports.text(r));
        out.flush();
        files.write(outputs, r, LineageReports::writeHtml, ReportJson::write);
        return Cli.EXIT_OK;
    }
}
