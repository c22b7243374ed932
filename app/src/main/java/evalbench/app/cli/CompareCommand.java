package evalbench.app.cli;

import evalbench.app.Cli;
import evalbench.studies.corpus.ReportJson;
import evalbench.studies.corpus.CompareReports;
import evalbench.studies.report.AtomicOutput;
import evalbench.studies.corpus.CompareResult;
import evalbench.studies.corpus.CompareRun;
import evalbench.studies.corpus.PairwiseReports;
import evalbench.studies.corpus.PairwiseResult;
import evalbench.studies.corpus.PairwiseRun;
import evalbench.studies.corpus.SimilarityRun;
import evalbench.studies.corpus.Verdicts;
import evalbench.studies.witness.Witness;
import evalbench.studies.witness.WitnessReports;
import evalbench.studies.witness.WitnessResult;
import evalbench.studies.witness.WitnessRun;
import evalbench.core.io.CorpusOptions;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code compare}: two evaluators over a corpus, term by term, with the blind weight recovery; or, with more than
 * two models, the verdict matrix of every pair.
 */
@Command(name = "compare", mixinStandardHelpOptions = true,
        header = "Run two or more models over a corpus and compare them term by term, with reports.",
        footerHeading = "%nExamples:%n",
        footer = {"  ./evalbench compare --input my-games.pgn --every 2 --report compare.html",
            "  ./evalbench compare --input sample:games --models fruit,toga --flag-examples 3",
            "  ./evalbench compare --input sample:wac --models all --json out.json"},
        description = {"Run two models (--models A,B; default fruit,rybka) over a corpus (FEN, EPD or PGN, streamed)"
                + " and compare them term by term (correlation, slope, verdict), recover B's weights from Fruit's"
                + " feature counts, list the largest disagreements.",
            "With --models all (or 3+ ids): every pair's verdict per term, same-rule share and evaluation"
                + " correlation.",
            "Reports are written only when the run completes (Ctrl-C writes nothing)."})
public final class CompareCommand extends StudyCommand {
    @Mixin
    CorpusInput corpus;

    @Mixin
    WorkerThreads workers;

    @Option(names = "--flag-examples", paramLabel = "N", defaultValue = "5",
            description = "Positions listed per flag or rule where the models part (default: ${DEFAULT-VALUE}).")
    int flagExamples;

    @Option(names = "--models", paramLabel = "IDS", defaultValue = "fruit,rybka",
            description = "Two model ids (the pair's statistics) or 3+ ids / all (the verdict matrix of every pair);"
                    + " default: ${DEFAULT-VALUE}.")
    String models;

    @Mixin
    ParameterFiles params;

    @Mixin
    OutputFiles.WithCsv files;

    @Option(names = "--recovery", description = "Also print every recovered weight beside Fruit's and Rybka's.")
    boolean showRecovery;

    @Option(names = "--witnesses", description = "Back each term's verdict with a witness: the smallest position that"
            + " proves the two rules differ, or none in --tries positions (see the witness command); two models only.")
    boolean witnesses;

    @Mixin
    WitnessTries witnessTries;

    @Override
    public Integer call() throws IOException {
        OptionChecks.atLeast("--flag-examples", flagExamples, 0);
        workers.check();
        CorpusOptions options = corpus.options();
        AtomicOutput.Batch outputs = files.claim(corpus.outputs(params.inputs()));
        List<SimilarityRun.ModelEngine> chosen = params.engines(ModelList.parse(models, "--models"));
        if (chosen.size() < 2) {
            throw new UsageError("--models needs at least two models");
        }
        CompareRun.Progress positions = progress.positions("compare", progress.every(1_000_000_000L));
        witnessTries.check();
        if (chosen.size() > 2) {
            if (files.csv != null || showRecovery || witnesses) {
                throw new UsageError("--csv, --recovery and --witnesses describe one pair: use --models A,B");
            }
            PairwiseResult all = new PairwiseRun(chosen).run(corpus.input, options, positions, () -> false);
            PrintWriter out = out();
            NothingToReport.requirePositions(out, all.corpus(), "compare");
            NothingToReport.corpus(out, all.corpus());
            out.print(PairwiseReports.pairs(all));
            out.println();
            out.print(PairwiseReports.matrix(all));
            out.flush();
            files.write(outputs, all, PairwiseReports::writeHtml, ReportJson::write);
            return Cli.EXIT_OK;
        }
        SimilarityRun.ModelEngine a = chosen.get(0);
        SimilarityRun.ModelEngine b = chosen.get(1);
        CompareRun run = new CompareRun(a.model(), a.parameters(), b.model(), b.parameters(), workers.threads)
                .flagExamples(flagExamples);
        CompareResult r = run.run(corpus.input, options, positions, () -> false);
        NothingToReport.requirePositions(out(), r.corpus(), "compare");
        if (witnesses) {
            WitnessResult w = new WitnessRun(new WitnessRun.Side(a.model(), a.parameters()),
                    new WitnessRun.Side(b.model(), b.parameters()), List.of(), witnessTries.tries, witnessTries.seed,
                    workers.threads).run(corpus.input, options, (term, done, total) -> progress.line(
                            "compare: witness for %s done (%d of %d terms)%n", term, done, total), () -> false);
            r = r.withWitnesses(w);
        }
        print(out(), r);
        if (showRecovery) {
            printRecovery(out(), r);
        }
        String tableFits = CompareReports.tableFits(a, b);
        files.write(outputs, r, (batch, file, result) -> CompareReports.writeHtml(batch, file, result, tableFits),
                CompareReports::writeCsv, ReportJson::write);
        return Cli.EXIT_OK;
    }

    private static void print(PrintWriter out, CompareResult r) {
        NothingToReport.corpus(out, r.corpus());
        for (String why : r.notDetermined()) {
            out.println("not determined: " + why);
        }
        String an = r.params().get(0).model();
        String bn = r.params().get(1).model();
        out.printf(Locale.ROOT, "A = %s, B = %s%n", an, bn);
        out.printf(Locale.ROOT, "%-26s %7s %7s %7s %7s %7s %7s  %s%n", "term", "A!=0", "B!=0", "pearson", "spearmn",
                "slope", "r2", "verdict");
        for (CompareResult.TermRow t : r.terms()) {
            Witness w = r.witness(t.id());
            String verdict = w == null ? t.verdict() + (t.verdict().equals(Verdicts.NOT_DETERMINED) ? ""
                    : " (" + t.verdictStage() + ")")
                    : t.verdict() + " \u2014 " + (w.found() ? w.kind() + ", " + w.men() + " men"
                            : "no witness in " + String.format(Locale.ROOT, "%,d", w.tried()))
                            + " [statistics: " + t.statisticalVerdict() + "]";
            out.printf(Locale.ROOT, "%-26s %7d %7d %7s %7s %7s %7s  %s%n", t.id(), t.aNonzero(),
                    t.bNonzero(), fmt(t.pearson()), fmt(t.spearman()), fmt(t.slope()), fmt(t.r2()), verdict);
        }
        if (Set.of(an, bn).equals(Set.of("fruit", "rybka"))) {
            // Watkins' Table 11 scored Rybka against Fruit 2.1: its rows beside ours only for that pair
            out.printf(Locale.ROOT, "%-14s %7s %8s  %s%n", "Table 11", "Watkins", "measured", "measured by: verdict");
            for (CompareResult.OverlapRow o : r.overlap().rows()) {
                out.printf(Locale.ROOT, "%-14s %7.1f %8s  %s%n", o.feature(), o.watkins(),
                        Double.isNaN(o.measured()) ? "-" : String.format(Locale.ROOT, "%.1f", o.measured()),
                        o.measuredBy() == null ? "-" : o.measuredBy() + ": " + o.verdict());
            }
        }
        out.printf(Locale.ROOT, "feature overlap (Watkins' Table 11 scale): measured %.1f of %d; Watkins %.1f for the"
                + " same %d (%.1f of 24 in all)%n", r.overlap().measured(), r.overlap().measurable(),
                r.overlap().watkinsSame(), r.overlap().measurable(), r.overlap().watkinsAll());
        out.printf(Locale.ROOT, "weight recovery: R2 %s over %d feature columns (ridge, lambda %.0e)%n",
                fmt(r.recovery().r2(), 4), r.recovery().features().size(), r.recovery().lambda());
        CompareResult.Agreement a = r.agreement();
        out.printf(Locale.ROOT, "phase: %s/%d vs %s/%d pearson %s slope %s%n", an, a.aPhaseMax(), bn,
                a.bPhaseMax(), fmt(a.phase().pearson(), 4), fmt(a.phase().slope(), 3));
        out.printf(Locale.ROOT, "final scores: pearson %s slope %s%n", fmt(a.totals().pearson(), 4),
                fmt(a.totals().slope(), 3));
        for (CompareResult.FlagAgreement f : a.flags()) {
            out.printf(Locale.ROOT, "%s: agree %d/%d", f.name(), f.agree(), f.total());
            if (f.total() == 0) {
                out.print(" (unknown: a model does not expose it)");
            } else if (f.aSet() >= 0) {
                out.printf(Locale.ROOT, " (set: %s %d, %s %d)", an, f.aSet(), bn, f.bSet());
            }
            out.println();
            for (CompareResult.FlagExample e : f.firstDisagreements()) {
                out.printf(Locale.ROOT, "  %s: %s %d %s %d  %s%n", e.where(), an, e.a(), bn, e.b(), e.fen());
            }
        }
        if (!r.disagreements().isEmpty()) {
            CompareResult.Disagreement d = r.disagreements().get(0);
            out.printf(Locale.ROOT, "largest disagreement: %s %s %.0f %s %.0f cp  %s%n", d.where(), an, d.a(), bn,
                    d.b(), d.fen());
        }
        if (r.witnesses() != null) {
            out.println();
            out.print(WitnessReports.text(r.witnesses()));
        }
        out.flush();
    }

    private static void printRecovery(PrintWriter out, CompareResult r) {
        String bn = r.params().get(1).model();
        out.printf(Locale.ROOT, "%-44s %-8s %8s %10s %8s  %s%n", "feature", "stage", "fruit", "recovered", bn,
                bn + " parameter");
        for (CompareResult.RecoveredWeight w : r.recovery().features()) {
            out.printf(Locale.ROOT, "%-44s %-8s %8s %10s %8s  %s%n", w.feature(), w.stage(),
                    Double.isNaN(w.fruit()) ? "-" : String.format(Locale.ROOT, "%.0f", w.fruit()), fmt(w.recovered(), 1),
                    Double.isNaN(w.actual()) ? "-" : String.format(Locale.ROOT, "%.0f", w.actual()), w.parameter());
        }
        out.flush();
    }

    private static String fmt(double v) {
        return fmt(v, 3);
    }

    /** A figure, or "-" where it is not determined (see the "not determined" lines). */
    private static String fmt(double v, int decimals) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%." + decimals + "f", v);
    }
}
