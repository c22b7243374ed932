package evalbench.app.cli;

import evalbench.app.Cli;
import evalbench.studies.corpus.ReportJson;
import evalbench.studies.corpus.SimilarityReports;
import evalbench.studies.report.AtomicOutput;
import evalbench.studies.corpus.SimilarityResult;
import evalbench.studies.corpus.SimilarityRun;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code similarity}: move-match shares between the models and external UCI engines. */
@Command(name = "similarity", mixinStandardHelpOptions = true,
        header = "Measure how often engines choose the same best move over a corpus (move-match similarity).",
        footerHeading = "%nExamples:%n",
        footer = {"  ./evalbench similarity --input sample:sbd --depth 6", "  ./evalbench similarity --input sample:bk --depth 6 --engine toga2=toga2"},
        description = "Search every position with every model (and --engine NAME=COMMAND UCI engines) at the same"
            + " limit, from a fresh hash, and print the share of equal best moves for every pair, overall and by"
            + " stage, with Wilson 95 %% intervals; the HTML report adds a UPGMA tree.")
public final class SimilarityCommand extends StudyCommand {
    @Mixin
    CorpusInput corpus;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Limits limits;

    @Option(names = "--engine", paramLabel = "NAME=COMMAND",
            description = "An external UCI engine, e.g. toga2=/usr/games/toga2 (repeatable).")
    List<String> engineSpecs = new ArrayList<>();

    @Option(names = "--models", paramLabel = "IDS", defaultValue = ModelList.ALL,
            description = "Built-in models to include: a comma list, all (default) or none.")
    String models;

    @Mixin
    SearchWorkers workers;

    @Mixin
    OutputFiles.WithCsv files;

    @Override
    public Integer call() throws IOException {
        workers.check();
        var options = corpus.options();
        Map<String, String> engines = engines(engineSpecs);
        AtomicOutput.Batch outputs = files.claim(corpus.outputs(engines));
        List<SimilarityRun.ModelEngine> builtIn = ModelList.withDefaults(models.strip().equals("none") ? List.of()
                : ModelList.parse(models, "--models"));
        namesFree(engines, builtIn);
        if (builtIn.size() + engines.size() < 2) {
            throw new UsageError("similarity needs at least two engines");
        }
        limits.toSearchLimits(); // rejects bad values
        SimilarityRun.Limit limit = new SimilarityRun.Limit(limits.depth, limits.nodes, limits.movetime);
        SimilarityResult r = new SimilarityRun(builtIn, engines, limit, workers.threads, workers.hashMb)
                .run(corpus.input, options, progress.positions("similarity", progress.every(2_000_000_000L)),
                        () -> false);
        PrintWriter out = out();
        NothingToReport.requirePositions(out, r.corpus(), "search");
        Map<String, String> failures = new LinkedHashMap<>();
        r.failedEngines().forEach(f -> failures.put(f.name(), f.reason()));
        NothingToReport.engineFailures(err(), failures, r.engines().size() >= 2, "compare with");
        out.printf(Locale.ROOT, "similarity: %d positions of %s (%d skipped), go %s, %d s; stages %s%n",
                r.corpus().read(), r.corpus().path(), r.corpus().skipped(), r.limit(), r.seconds(), r.stagePositions());
        out.print(SimilarityReports.matrix(r, null));
        for (String stage : SimilarityRun.STAGES) {
            out.println(stage + ":");
            out.print(SimilarityReports.matrix(r, stage));
        }
        out.println("UPGMA: " + SimilarityReports.newick(r));
        out.print(SimilarityReports.leftOut(r.treeLeftOut()));
        failures.forEach((name, why) -> out.printf(Locale.ROOT, "%s: left out: %s%n", name, why));
        r.invalidAnswers().forEach((name, count) -> {
            if (count > 0) {
                out.printf(Locale.ROOT, "%s: %d answers were not legal moves (left out of its pairs)%n", name, count);
            }
        });
        r.invalidExamples().forEach(x -> out.println("  not a legal move: " + x));
        out.flush();
        files.write(outputs, r, SimilarityReports::writeHtml, SimilarityReports::writeCsv, ReportJson::write);
        return Cli.EXIT_OK;
    }

    /** NAME=COMMAND pairs: a name is not empty, has no blanks and is given once. */
    static Map<String, String> engines(List<String> specs) {
        Map<String, String> engines = new LinkedHashMap<>();
        for (String spec : specs) {
            int eq = spec.indexOf('=');
            String name = eq < 0 ? "" : spec.substring(0, eq).strip();
            String command = eq < 0 ? "" : spec.substring(eq + 1).strip();
            if (eq < 0 || name.isEmpty() || command.isEmpty() || name.chars().anyMatch(Character::isWhitespace)) {
                throw new UsageError("--engine '" + spec + "': expected NAME=COMMAND with a name without blanks");
            }
            if (engines.putIfAbsent(name, command) != null) {
                throw new UsageError("--engine " + name + ": the name is given twice");
            }
        }
        return engines;
    }

    /** Refuses an external engine named like one of the built-in models: the reports would not tell them apart. */
    static void namesFree(Map<String, String> engines, List<SimilarityRun.ModelEngine> builtIn) {
        for (String name : engines.keySet()) {
            if (builtIn.stream().anyMatch(m -> m.model().id().equals(name))) {
                throw new UsageError("--engine " + name + ": the name is taken by a built-in model");
            }
        }
    }
}
