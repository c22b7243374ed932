package evalbench.app.cli;

import evalbench.app.Cli;
import evalbench.studies.report.AtomicOutput;
import evalbench.studies.report.BreakdownJson;
import evalbench.studies.report.BreakdownText;
import evalbench.core.Position;
import evalbench.core.eval.Breakdown;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import evalbench.core.eval.ParameterSet;
import evalbench.core.io.PositionFile;
import evalbench.core.io.PositionRecord;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code eval}: one position's breakdown, or a whole file as rows in the model's reference-file columns. */
@Command(name = "eval", mixinStandardHelpOptions = true,
        header = "Evaluate positions with one model or several and show every term.",
        footerHeading = "%nExamples:%n",
        footer = {"  ./evalbench eval --fen \"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\"", "  ./evalbench eval --format json --fen \"k7/8/8/8/8/8/P7/K7 w - - 0 1\"", "  ./evalbench eval --model fruit --input sample:games --format tsv -o fruit.tsv"},
        description = {"Evaluate positions with a model and show every term.",
            "--format tsv prints the columns of the model's reference file, so 'diff' compares them."})
public final class EvalCommand implements Callable<Integer> {
    /** Output formats. */
    public enum Format { text, json, tsv }

    static final class Source {
        @Option(names = "--fen", paramLabel = "FEN", description = "One position (quote it).")
        String fen;

        @Option(names = "--input", paramLabel = "FILE", converter = InputPath.class,
                description = "A FEN list (one per line) or an EPD file, or a built-in sample (sample:games, ...).")
        Path input;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    Source source;

    @Option(names = "--model", paramLabel = "MODELS", defaultValue = ModelList.ALL,
            description = "A model id, a comma list (fruit,toga) or all (default: ${DEFAULT-VALUE}); several models"
                    + " are shown side by side, term by term.")
    String model;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text, json or tsv (default: ${DEFAULT-VALUE}).")
    Format format;

    @Option(names = "--params", paramLabel = "FILE",
            description = "A (modified) parameter file for the model instead of its own.")
    Path params;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE",
            description = "Write to FILE (through a temporary file moved into place) instead of standard output.")
    Path output;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        AtomicOutput.Batch outputs = new AtomicOutput.Batch().input(source.input).input(params).claim("-o", output);
        List<Evaluator> evaluators = evaluators();
        if (format == Format.tsv && evaluators.size() != 1) {
            throw new UsageError("--format tsv needs one model: use --model ID (" + ModelList.known(Models.all()) + ")");
        }
        // Read and check every position before writing anything: a bad line stops the run with no partial output.
        List<PositionRecord> records;
        boolean epd = false;
        String sourceName = "";
        if (source.fen != null) {
            records = List.of(new PositionRecord(1, source.fen.strip(), Position.fromFen(source.fen), java.util.Map.of()));
        } else {
            records = PositionFile.read(source.input);
            sourceName = source.input.getFileName().toString();
            epd = sourceName.toLowerCase(Locale.ROOT).endsWith(".epd")
                    || records.stream().anyMatch(r -> !r.operations().isEmpty());
        }
        boolean asEpd = epd;
        String name = sourceName;
        AtomicOutput.Content content = out -> render(out, evaluators, records, asEpd, name);
        if (output != null) {
            outputs.add(output, content).commit();
        } else {
            PrintWriter out = spec.commandLine().getOut();
            content.writeTo(out);
            out.flush();
        }
        return Cli.EXIT_OK;
    }

    private List<Evaluator> evaluators() throws IOException {
        List<EvaluatorModel> models = ModelList.parse(model, "--model");
        if (params != null && models.size() != 1) {
            throw new UsageError("--params needs one model: use --model ID");
        }
        List<Evaluator> list = new ArrayList<>();
        for (EvaluatorModel m : models) {
            ParameterSet set = params == null ? m.defaultParameters() : m.loadParameters(params);
            list.add(m.create(set));
        }
        return list;
    }

    private void render(Writer out, List<Evaluator> evaluators, List<PositionRecord> records, boolean epd,
            String sourceName) throws IOException {
        switch (format) {
            case tsv:
                writeTsv(out, evaluators.get(0), records, epd, sourceName);
                break;
            case json:
                List<String> docs = new ArrayList<>();
                for (PositionRecord r : records) {
                    docs.add(BreakdownJson.write(explainAll(evaluators, r)));
                }
                out.write(docs.size() == 1 ? docs.get(0) : "[\n" + String.join(",\n", docs) + "\n]");
                out.write('\n');
                break;
            default:
                boolean first = true;
                for (PositionRecord r : records) {
                    if (!first) {
                        out.write('\n');
                    }
                    first = false;
                    List<Breakdown> list = explainAll(evaluators, r);
                    out.write(list.size() == 1 ? BreakdownText.single(list.get(0)) : BreakdownText.sideBySide(list));
                }
        }
    }

    private static List<Breakdown> explainAll(List<Evaluator> evaluators, PositionRecord r) {
        List<Breakdown> list = new ArrayList<>();
        for (Evaluator e : evaluators) {
            list.add(e.explain(r.position()));
        }
        return list;
    }

    private static void writeTsv(Writer out, Evaluator evaluator, List<PositionRecord> records, boolean epd,
            String sourceName) throws IOException {
        List<String> header = new ArrayList<>(epd ? List.of("source", "line", "id", "fen") : List.of("line", "fen"));
        header.addAll(evaluator.model().tsvColumns());
        out.write(String.join("\t", header));
        out.write('\n');
        for (PositionRecord r : records) {
            List<String> row = new ArrayList<>();
            if (epd) {
                row.add(sourceName);
                row.add(Integer.toString(r.line()));
                row.add(r.id());
            } else {
                row.add(Integer.toString(r.line()));
            }
            row.add(r.fen());
            row.addAll(evaluator.model().tsvRow(evaluator.explain(r.position())));
            out.write(String.join("\t", row));
            out.write('\n');
        }
    }
}
