package evalbench.app.cli;

import evalbench.app.Cli;
import evalbench.studies.report.AtomicOutput;
import evalbench.studies.tables.EvalStage;
import evalbench.studies.tables.ModelTables;
import evalbench.studies.tables.Pieces;
import evalbench.studies.tables.PstDecomposer;
import evalbench.studies.tables.PstFit;
import evalbench.studies.tables.SeedChecks;
import evalbench.studies.tables.TableFile;
import evalbench.studies.tables.TablesAnalysis;
import evalbench.studies.tables.TablesHtml;
import evalbench.studies.tables.TablesJson;
import evalbench.studies.tables.TablesText;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import evalbench.core.eval.ParameterSet;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tables}: every piece-square table fitted to Fruit's basis and every passer/candidate array fitted to
 * quad(), as text, JSON and an HTML report with heatmaps; plus the views the seed claims need.
 */
@Command(name = "tables", mixinStandardHelpOptions = true,
        header = "Decompose the piece-square tables into Fruit's basis and fit the passer arrays to quad().",
        footerHeading = "%nExamples:%n",
        footer = {"  ./evalbench tables", "  ./evalbench tables --json fits.json --report tables.html", "  ./evalbench tables --fit docs/data/rybka-appendix-b-pst.txt"},
        description = {"Decompose the piece-square tables into Fruit's basis and fit the passer arrays to quad().",
            "Basis arrays and the Bonus curve always come from the shipped Fruit 2.1 set.",
            "--json writes the fits; --report draws the tables as SVG heatmaps, with the fits' charts."})
public final class TablesCommand implements Callable<Integer> {
    @Option(names = "--model", paramLabel = "MODELS", defaultValue = ModelList.ALL,
            description = "A model id, a comma list or all: every model that has tables (default: ${DEFAULT-VALUE}).")
    String model;

    @Option(names = "--params", paramLabel = "FILE", description = "A (modified) parameter file for the model (needs --model with one id).")
    Path params;

    @Mixin
    OutputFiles files;

    @Option(names = "--grid", paramLabel = "PIECE", description = "Print the piece's tables as boards with their fits instead of the summary.")
    String grid;

    @Option(names = "--stage", paramLabel = "STAGE", description = "With --grid: only opening or endgame.")
    String stage;

    @Option(names = "--king", description = "Print the shelter/storm values by file code and the king-attack units and weights.")
    boolean king;

    @Option(names = "--unstoppable", description = "Print UnstoppablePasser against queen minus pawn and by rank.")
    boolean unstoppable;

    @Option(names = "--fit", paramLabel = "FILE", description = "Fit the tables typed in FILE (heading 'PIECE STAGE', 8 rows rank 8 first).")
    Path fit;

    @Option(names = "--piece", paramLabel = "PIECE", description = "With --fit: only the tables of this piece.")
    String piece;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (stage != null && grid == null) {
            throw new UsageError("--stage goes with --grid");
        }
        if (piece != null && fit == null) {
            throw new UsageError("--piece goes with --fit");
        }
        PrintWriter out = spec.commandLine().getOut();
        if (fit != null) {
            out.print(fitFile());
            out.flush();
            return Cli.EXIT_OK;
        }
        AtomicOutput.Batch outputs = files.claim(new AtomicOutput.Batch().input(params));
        // read every input before writing anything
        List<ModelTables> models = models();
        TablesAnalysis analysis = new TablesAnalysis(models);
        Integer gridPiece = grid == null ? null : Pieces.parse(grid);
        EvalStage gridStage = stage == null ? null : EvalStage.parse(stage);
        if (king || unstoppable) {
            ModelTables fruit = find(models, TablesAnalysis.BASIS_MODEL);
            ModelTables rybka = find(models, "rybka");
            if (fruit == null || rybka == null) {
                throw new UsageError("--king and --unstoppable compare both models: drop --model");
            }
            if (king) {
                out.print(SeedChecks.king(fruit, rybka));
            }
            if (unstoppable) {
                out.print(SeedChecks.unstoppable(fruit, rybka));
            }
        } else if (gridPiece != null) {
            out.print(grids(analysis, gridPiece, gridStage));
        } else {
            out.print(TablesText.summary(analysis));
        }
        out.flush();
        files.write(outputs, analysis, (batch, file, a) -> {
            String page = TablesHtml.page(a);
            batch.add(file, w -> w.write(page));
        }, (batch, file, a) -> {
            String text = TablesJson.write(a);
            batch.add(file, w -> w.write(text + "\n"));
        });
        return Cli.EXIT_OK;
    }

    private List<ModelTables> models() throws IOException {
        List<String> withTables = TablesAnalysis.ids();
        List<EvaluatorModel> available = Models.all().stream().filter(m -> withTables.contains(m.id())).toList();
        List<EvaluatorModel> chosen = ModelList.parse(model, "--model", available);
        if (params != null && chosen.size() != 1) {
            throw new UsageError("--params needs one model: use --model ID");
        }
        List<ModelTables> list = new ArrayList<>();
        for (EvaluatorModel m : chosen) {
            ParameterSet set = params == null ? m.defaultParameters() : m.loadParameters(params);
            list.add(TablesAnalysis.tables(m.id(), set));
        }
        return list;
    }

    private static ModelTables find(List<ModelTables> models, String id) {
        for (ModelTables m : models) {
            if (m.modelId().equals(id)) {
                return m;
            }
        }
        return null;
    }

    private static String grids(TablesAnalysis a, int type, EvalStage only) {
        StringBuilder sb = new StringBuilder();
        for (EvalStage s : EvalStage.values()) {
            if (only != null && s != only) {
                continue;
            }
            for (ModelTables m : a.models()) {
                PstFit f = a.pst(m.modelId(), type, s).fit();
                sb.append(m.modelId()).append(' ').append(Pieces.name(type)).append(' ').append(s.id()).append(" (")
                        .append(m.unitsName()).append(")\n");
                sb.append(TablesText.grid(f.table()));
                sb.append("  weights: ").append(TablesText.weights(f.weights())).append("; max |residual| ")
                        .append(f.maxAbsResidual()).append('\n');
            }
        }
        return sb.toString();
    }

    private String fitFile() throws IOException {
        Integer only = piece == null ? null : Pieces.parse(piece);
        List<TableFile.Table> tables = TableFile.read(fit);
        StringBuilder sb = new StringBuilder();
        int shown = 0;
        for (TableFile.Table t : tables) {
            if (only != null && t.piece() != only) {
                continue;
            }
            PstFit f = PstDecomposer.fit(t.values(), TablesAnalysis.basis().columns(t.piece()));
            sb.append(TablesText.fitReport(t.title(), f));
            shown++;
        }
        if (shown == 0) {
            throw new UsageError(fit + ": no " + Pieces.name(only) + " table in the file");
        }
        return sb.toString();
    }
}
