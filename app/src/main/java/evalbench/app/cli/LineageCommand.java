package evalbench.app.cli;

import evalbench.app.Cli;
import evalbench.studies.witness.WitnessMatrix;
import evalbench.studies.witness.WitnessPairs;
import evalbench.studies.witness.WitnessRun;
import evalbench.studies.report.AtomicOutput;
import evalbench.app.Version;
import evalbench.studies.corpus.CompareRun;
import evalbench.studies.corpus.LineageReports;
import evalbench.studies.corpus.LineageResult;
import evalbench.studies.corpus.PairwiseResult;
import evalbench.studies.corpus.PairwiseRun;
import evalbench.studies.corpus.SimilarityResult;
import evalbench.studies.corpus.SimilarityRun;
import evalbench.core.eval.EvaluatorModel;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

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
public final class LineageCommand implements Callable<Integer> {
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

    @Option(names = "--report", paramLabel = "FILE", description = "HTML report.")
    Path report;

    @Option(names = "--json", paramLabel = "FILE", description = "Everything measured (schema: docs/corpus.md).")
    Path json;

    @Option(names = "--tries", paramLabel = "N", defaultValue = "5000",
            description = "Witnesses: positions tried per term and pair at most (default: ${DEFAULT-VALUE}).")
    long tries;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Witnesses: random seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--quiet", description = "No progress on standard error.")
    boolean quiet;

    @Spec
    CommandSpec spec;

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
        AtomicOutput.Batch outputs = corpus.outputs(engines).claim("--report", report).claim("--json", json);
        List<SimilarityRun.ModelEngine> chosen = new ArrayList<>();
        for (EvaluatorModel m : ModelList.parse(models, "--models")) {
            chosen.add(new SimilarityRun.ModelEngine(m, m.defaultParameters()));
        }
        if (chosen.size() < 2) {
            throw new UsageError("the lineage study needs at least two models");
        }
        for (String name : engines.keySet()) {
            if (chosen.stream().anyMatch(m -> m.model().id().equals(name))) {
                throw new UsageError("--engine " + name + ": the name is taken by a built-in model");
            }
        }
        PrintWriter err = spec.commandLine().getErr();
        long[] last = {System.nanoTime()};
        CompareRun.Progress evalProgress = progress(err, "lineage (evaluations)", last);
        OptionChecks.atLeast("--tries", tries, 1);
        List<WitnessRun.Side> sides = chosen.stream().map(m -> new WitnessRun.Side(m.model(), m.parameters())).toList();
        PairwiseResult evaluation = new PairwiseRun(chosen).run(corpus.input, options, evalProgress, () -> false);
        PrintWriter out = spec.commandLine().getOut();
        NothingToReport.requirePositions(out, evaluation.corpus(), "compare"); // before the witnesses: nothing to try
        WitnessMatrix witnesses = new WitnessPairs(sides, tries, seed, workers.threads).run(corpus.input, options,
                (a, b, term, done, total) -> {
                    if (!quiet && done == total) {
                        err.printf(Locale.ROOT, "lineage (witnesses): %s/%s done, %d terms%n", a, b, total);
                        err.flush();
                    }
                }, () -> false);
        SimilarityRun.Limit limit = new SimilarityRun.Limit(check.depth, check.nodes, check.movetime);
        SimilarityResult moves = new SimilarityRun(chosen, engines, limit, workers.threads, workers.hashMb)
                .run(corpus.input, options,
                progress(err, "lineage (moves)", last), () -> false);
        LineageResult r = new LineageResult(Version.text(), witnesses, evaluation, moves);
        moves.failedEngines().forEach(f -> err.println("evalbench: engine " + f.name() + " left out: " + f.reason()));
        err.flush();
        out.printf(Locale.ROOT, "lineage: %d positions of %s (%d skipped); moves at go %s%n", evaluation.corpus().read(),
                evaluation.corpus().path(), evaluation.corpus().skipped(), moves.limit());
        out.print(LineageReports.text(r));
        out.flush();
        if (json != null) {
            LineageReports.writeJson(outputs, json, r);
        }
        if (report != null) {
            LineageReports.writeHtml(outputs, report, r);
        }
        outputs.commit();
        return Cli.EXIT_OK;
    }

    private CompareRun.Progress progress(PrintWriter err, String what, long[] last) {
        return (n, share) -> {
            long now = System.nanoTime();
            if (!quiet && now - last[0] > 2_000_000_000L) {
                last[0] = now;
                err.printf(Locale.ROOT, "%s: %d positions, %.0f %% of the file%n", what, n, share * 100);
                err.flush();
            }
        };
    }
}
