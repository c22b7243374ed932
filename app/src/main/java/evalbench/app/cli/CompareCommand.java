package evalbench.app.cli;

import evalbench.app.Cli;
import evalbench.app.corpus.CompareReports;
import evalbench.app.report.AtomicOutput;
import evalbench.app.corpus.CompareResult;
import evalbench.app.corpus.CompareRun;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import evalbench.core.io.CorpusOptions;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code compare}: both evaluators over a corpus, term by term, with the blind weight recovery. */
@Command(name = "compare", mixinStandardHelpOptions = true,
        header = "Run Fruit 2.1 and Rybka 1.0 Beta over a corpus and compare them term by term, with reports.",
        footerHeading = "%nExamples:%n",
        footer = {"  ./evalbench compare --input sample:games --json out.json", "  ./evalbench compare --input my-games.pgn --every 2 --report compare.html"},
        description = {"Run Fruit 2.1 and Rybka 1.0 Beta over a corpus (FEN, EPD or PGN, streamed) and compare them",
            "term by term (correlation, slope, verdict), recover Rybka's weights from Fruit's feature counts, list",
            "the largest disagreements. Reports are written only when the run completes (Ctrl-C writes nothing)."})
public final class CompareCommand implements Callable<Integer> {
    @Mixin
    CorpusInput corpus;

    @Option(names = "--threads", paramLabel = "K", defaultValue = "1",
            description = "Worker threads (default: ${DEFAULT-VALUE}); results do not depend on it.")
    int threads;

    @Option(names = "--flag-examples", paramLabel = "N", defaultValue = "5",
            description = "Positions listed per flag or rule where the models part (default: ${DEFAULT-VALUE}).")
    int flagExamples;

    @Option(names = "--fruit-params", paramLabel = "FILE", description = "A modified Fruit parameter file.")
    Path fruitParams;

    @Option(names = "--rybka-params", paramLabel = "FILE", description = "A modified Rybka parameter file.")
    Path rybkaParams;

    @Option(names = "--report", paramLabel = "FILE", description = "Self-contained HTML report.")
    Path report;

    @Option(names = "--csv", paramLabel = "FILE", description = "One row per term.")
    Path csv;

    @Option(names = "--json", paramLabel = "FILE", description = "Everything measured (schema: docs/corpus.md).")
    Path json;

    @Option(names = "--recovery", description = "Also print every recovered weight beside Fruit's and Rybka's.")
    boolean showRecovery;

    @Option(names = "--quiet", description = "No progress on standard error.")
    boolean quiet;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (flagExamples < 0) {
            throw new UsageError("--flag-examples must be >= 0, got " + flagExamples);
        }
        if (threads < 1 || threads > 64) {
            throw new UsageError("--threads must be 1..64, got " + threads);
        }
        CorpusOptions options = corpus.options();
        AtomicOutput.Batch outputs = corpus.outputs(fruitParams, rybkaParams).claim("--report", report)
                .claim("--csv", csv).claim("--json", json);
        EvaluatorModel fruit = Models.byId("fruit");
        EvaluatorModel rybka = Models.byId("rybka");
        PrintWriter err = spec.commandLine().getErr();
        long[] lastReport = {System.nanoTime()};
        var fruitSet = fruitParams == null ? fruit.defaultParameters() : fruit.loadParameters(fruitParams);
        var rybkaSet = rybkaParams == null ? rybka.defaultParameters() : rybka.loadParameters(rybkaParams);
        CompareRun run = new CompareRun(fruit, fruitSet, rybka, rybkaSet, threads).flagExamples(flagExamples);
        CompareResult r = run.run(corpus.input, options, (positions, share) -> {
            long now = System.nanoTime();
            if (!quiet && now - lastReport[0] > 1_000_000_000L) {
                lastReport[0] = now;
                err.printf(Locale.ROOT, "compare: %d positions, %.0f %% of the file%n", positions, share * 100);
                err.flush();
            }
        }, () -> false);
        print(spec.commandLine().getOut(), r);
        if (showRecovery) {
            printRecovery(spec.commandLine().getOut(), r);
        }
        if (json != null) {
            CompareReports.writeJson(outputs, json, r);
        }
        if (csv != null) {
            CompareReports.writeCsv(outputs, csv, r);
        }
        if (report != null) {
            CompareReports.writeHtml(outputs, report, r, CompareReports.tableFits(fruitSet, rybkaSet));
        }
        outputs.commit();
        return Cli.EXIT_OK;
    }

    private static void print(PrintWriter out, CompareResult r) {
        out.printf(Locale.ROOT, "corpus %s: %d positions read, %d skipped %s%n", r.corpus().path(), r.corpus().read(),
                r.corpus().skipped(), r.corpus().skipped() == 0 ? "" : r.corpus().skippedByKind());
        for (String p : r.corpus().problems().subList(0, Math.min(5, r.corpus().problems().size()))) {
            out.println("  skipped: " + p);
        }
        out.printf(Locale.ROOT, "%-26s %7s %7s %7s %7s %7s %7s  %s%n", "term", "F!=0", "R!=0", "pearson", "spearmn",
                "slope", "r2", "verdict");
        for (CompareResult.TermRow t : r.terms()) {
            out.printf(Locale.ROOT, "%-26s %7d %7d %7s %7s %7s %7s  %s (%s)%n", t.id(), t.fruitNonzero(),
                    t.rybkaNonzero(), fmt(t.pearson()), fmt(t.spearman()), fmt(t.slope()), fmt(t.r2()), t.verdict(),
                    t.verdictStage());
        }
        out.printf(Locale.ROOT, "%-14s %7s %8s  %s%n", "Table 11", "Watkins", "measured", "measured by: verdict");
        for (CompareResult.OverlapRow o : r.overlap().rows()) {
            out.printf(Locale.ROOT, "%-14s %7.1f %8s  %s%n", o.feature(), o.watkins(),
                    Double.isNaN(o.measured()) ? "-" : String.format(Locale.ROOT, "%.1f", o.measured()),
                    o.measuredBy() == null ? "-" : o.measuredBy() + ": " + o.verdict());
        }
        out.printf(Locale.ROOT, "feature overlap (Watkins' Table 11 scale): measured %.1f of %d; Watkins %.1f for the"
                + " same %d (%.1f of 24 in all)%n", r.overlap().measured(), r.overlap().measurable(),
                r.overlap().watkinsSame(), r.overlap().measurable(), r.overlap().watkinsAll());
        out.printf(Locale.ROOT, "weight recovery: R2 %.4f over %d feature columns (ridge, lambda %.0e)%n",
                r.recovery().r2(), r.recovery().features().size(), r.recovery().lambda());
        CompareResult.Agreement a = r.agreement();
        out.printf(Locale.ROOT, "phase: Fruit/%d vs Rybka/%d pearson %.4f slope %.3f%n", a.fruitPhaseMax(),
                a.rybkaPhaseMax(), a.phase().pearson(), a.phase().slope());
        for (CompareResult.FlagAgreement f : a.flags()) {
            out.printf(Locale.ROOT, "%s: agree %d/%d", f.name(), f.agree(), f.total());
            if (f.fruitSet() >= 0) {
                out.printf(Locale.ROOT, " (set: fruit %d, rybka %d)", f.fruitSet(), f.rybkaSet());
            }
            out.println();
            for (CompareResult.FlagExample e : f.firstDisagreements()) {
                out.printf(Locale.ROOT, "  %s: fruit %d rybka %d  %s%n", e.where(), e.fruit(), e.rybka(), e.fen());
            }
        }
        if (!r.disagreements().isEmpty()) {
            CompareResult.Disagreement d = r.disagreements().get(0);
            out.printf(Locale.ROOT, "largest disagreement: %s Fruit %.0f Rybka %.0f cp  %s%n", d.where(), d.fruit(),
                    d.rybka(), d.fen());
        }
        out.flush();
    }

    private static void printRecovery(PrintWriter out, CompareResult r) {
        out.printf(Locale.ROOT, "%-44s %-8s %8s %10s %8s  %s%n", "feature", "stage", "fruit", "recovered", "rybka",
                "rybka parameter");
        for (CompareResult.RecoveredWeight w : r.recovery().features()) {
            out.printf(Locale.ROOT, "%-44s %-8s %8s %10.1f %8s  %s%n", w.feature(), w.stage(),
                    Double.isNaN(w.fruit()) ? "-" : String.format(Locale.ROOT, "%.0f", w.fruit()), w.recovered(),
                    Double.isNaN(w.actual()) ? "-" : String.format(Locale.ROOT, "%.0f", w.actual()), w.parameter());
        }
        out.flush();
    }

    private static String fmt(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.3f", v);
    }
}
