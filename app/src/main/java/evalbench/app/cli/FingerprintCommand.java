package evalbench.app.cli;

import evalbench.app.Cli;
import evalbench.studies.corpus.ReportJson;
import evalbench.studies.report.AtomicOutput;
import evalbench.studies.corpus.FingerprintReports;
import evalbench.studies.corpus.FingerprintResult;
import evalbench.studies.corpus.FingerprintRun;
import evalbench.studies.corpus.QuietLeaf;
import evalbench.studies.corpus.SimilarityRun;
import evalbench.core.eval.Models;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code fingerprint}: how closely external engines' evaluations resemble our models', measured from outside. */
@Command(name = "fingerprint", mixinStandardHelpOptions = true,
        footerHeading = "%nExamples:%n",
        footer = {"  ./evalbench fingerprint --input sample:games --engine toga2=toga2",
            "  ./evalbench fingerprint --input sample:wac --engine p=xboard:phalanx"},
        description = {"Measure how closely external engines' evaluations resemble our models' (docs/fingerprint.md).",
            "Every --engine searches each position minimally; the score at the end of its PV is kept when that leaf"
                + " is quiet and set beside every model's evaluation of the same leaf: Pearson, positional r,"
                + " Spearman, slope, bootstrap 95 %% intervals, a ridge regression on Fruit's features, a matrix"
                + " and UPGMA trees."})
public final class FingerprintCommand extends StudyCommand {
    @Mixin
    CorpusInput corpus;

    @Option(names = "--engine", paramLabel = "NAME=COMMAND", required = true,
            description = "An external engine: NAME=COMMAND for UCI, NAME=xboard:COMMAND for xboard/WinBoard"
                    + " (repeatable).")
    Map<String, String> engines = new LinkedHashMap<>();

    @Option(names = "--positions", paramLabel = "N", defaultValue = "2000",
            description = "The first N positions of the input (default: ${DEFAULT-VALUE}).")
    int positions;

    @Option(names = "--go", paramLabel = "LIMIT", defaultValue = "depth 1",
            description = "The UCI search limit, e.g. 'depth 1' or 'nodes 1' (default: ${DEFAULT-VALUE}).")
    String go;

    @Option(names = "--xboard-depth", paramLabel = "N", defaultValue = "3",
            description = "Depth for xboard engines, sent as 'sd N' and 'depth N' (default: ${DEFAULT-VALUE};"
                    + " Phalanx prints no thinking line below 3).")
    int xboardDepth;

    @Option(names = "--leaf-rule", paramLabel = "RULE", defaultValue = "strict",
            description = "strict: any capture at the leaf drops the sample; see: only captures with SEE >= 0 do"
                    + " (default: ${DEFAULT-VALUE}).")
    String leafRule;

    @Option(names = "--root-moves", description = "A sample per root move, not only the best: UCI engines are asked"
            + " for every root move's score and PV (through their MultiPV option, up to its maximum; without one,"
            + " one 'go ... searchmoves MOVE' per move); xboard engines still give one PV per position.")
    boolean rootMoves;

    @Option(names = "--models", paramLabel = "IDS", split = ",",
            description = "Our models to compare with (default: every model on the class path).")
    List<String> models;

    @Option(names = "--threads", paramLabel = "K", defaultValue = "1",
            description = "Engines run at once (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--hash", paramLabel = "MB", defaultValue = "16",
            description = "UCI hash in MB (default: ${DEFAULT-VALUE}).")
    int hashMb;

    @Option(names = "--timeout", paramLabel = "MS", defaultValue = "60000",
            description = "Longest wait for one answer (default: ${DEFAULT-VALUE}).")
    long timeoutMs;

    @Option(names = "--similarity", paramLabel = "FILE",
            description = "A 'similarity --json' file: its move-match tree is drawn beside the evaluation tree.")
    Path similarity;

    @Mixin
    OutputFiles.WithCsv files;

    @Option(names = "--weights", description = "Print every engine's recovered weights on Fruit's features: recovered,"
            + " actual, standard error, leaves where the feature is not zero.")
    boolean weights;

    @Override
    public Integer call() throws IOException {
        OptionChecks.atLeast("--positions", positions, 1);
        OptionChecks.threads(threads);
        OptionChecks.range("--xboard-depth", xboardDepth, 1, 64);
        if (!go.strip().matches("(depth|nodes|movetime) \\d+")) {
            throw new UsageError("--go must be 'depth N', 'nodes N' or 'movetime MS', got '" + go + "'");
        }
        if (similarity != null && !Files.isReadable(similarity)) {
            throw new UsageError("--similarity " + similarity + ": cannot read it");
        }
        QuietLeaf.Rule rule = switch (leafRule.strip()) {
            case "strict" -> QuietLeaf.Rule.STRICT;
            case "see" -> QuietLeaf.Rule.SEE;
            default -> throw new UsageError("--leaf-rule must be strict or see, got '" + leafRule + "'");
        };
        var options = corpus.options();
        List<FingerprintRun.EngineSpec> specs = new ArrayList<>();
        engines.forEach((name, command) -> specs.add(FingerprintRun.EngineSpec.parse(name, command)));
        Map<String, String> commands = new LinkedHashMap<>();
        for (FingerprintRun.EngineSpec e : specs) {
            if (e.command().isBlank()) {
                throw new UsageError("--engine " + e.name() + ": no command");
            }
            commands.put(e.name(), e.command());
        }
        AtomicOutput.Batch outputs = files.claim(corpus.outputs(commands, similarity));
        List<SimilarityRun.ModelEngine> ours = ModelList.withDefaults(models == null ? Models.all()
                : models.stream().filter(id -> !id.isBlank() && !id.equals("none")).map(id -> Models.byId(id.strip()))
                        .toList());
        ProgressLines.Interval clock = progress.every(2_000_000_000L);
        FingerprintResult r = new FingerprintRun(ours, specs, go.strip(), xboardDepth, threads, hashMb, timeoutMs, rule,
                rootMoves)
                .run(corpus.input, options, positions, similarity, (done, total) -> {
                    if (clock.due()) {
                        progress.line("fingerprint: %d of %d answers%n", done, total);
                    }
                }, () -> false);
        PrintWriter out = out();
        NothingToReport.requirePositions(out, r.corpus(), "fingerprint");
        Map<String, String> failures = new LinkedHashMap<>();
        r.failedEngines().forEach(f -> failures.put(f.name(), f.reason()));
        NothingToReport.engineFailures(err(), failures, !r.engines().isEmpty(), "fingerprint");
        out.printf(Locale.ROOT, "fingerprint: %d positions of %s, UCI go %s, xboard depth %d, %d s%n",
                r.settings().positions(), r.corpus().path(), r.settings().uciGo(), r.settings().xboardDepth(),
                r.seconds());
        out.print(FingerprintReports.text(r));
        if (weights) {
            out.print(FingerprintReports.weights(r));
        }
        out.flush();
        files.write(outputs, r, FingerprintReports::writeHtml, FingerprintReports::writeCsv,
                ReportJson::write);
        return Cli.EXIT_OK;
    }
}
