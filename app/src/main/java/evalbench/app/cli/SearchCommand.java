package evalbench.app.cli;

import evalbench.app.Cli;
import evalbench.core.Move;
import evalbench.core.Position;
import evalbench.core.San;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.ParameterSet;
import evalbench.core.search.Search;
import evalbench.core.search.SearchInfo;
import evalbench.core.search.SearchResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code search}: one position searched by one model, with UCI-style progress lines and the best move. */
@Command(name = "search", mixinStandardHelpOptions = true,
        header = "Search one position with a model's engine and print the info lines and the best move.",
        footerHeading = "%nExamples:%n",
        footer = {"  ./evalbench search --model fruit --depth 9 --fen \"k7/8/8/8/8/8/P7/K7 w - -\"", "  ./evalbench search --model rybka --fen FEN --movetime 2000"},
        description = "Search one position with a model's engine; prints the info lines and the best move.")
public final class SearchCommand implements Callable<Integer> {
    @Mixin
    EngineOptions engine;

    @Option(names = "--fen", paramLabel = "FEN", required = true, description = "The position (quote it).")
    String fen;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Limits limits;

    @Option(names = "--san", description = "Print the principal variations in SAN instead of UCI notation.")
    boolean san;

    @Option(names = "--no-warm-up", description = "With --movetime: skip the 2 s JIT warm-up before the timed search.")
    boolean noWarmUp;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        EvaluatorModel m = engine.resolveModel();
        Position position = Position.fromFen(fen);
        ParameterSet set = engine.parameters(m);
        Search search = engine.newSearch(m, set);
        if (limits.timed() && !noWarmUp) {
            JitWarmUp.run(spec.commandLine().getErr(), () -> engine.newSearch(m, set));
        }
        PrintWriter out = spec.commandLine().getOut();
        SearchResult result = search.run(position, limits.toSearchLimits(), info -> {
            out.println(line(info, position));
            out.flush();
        });
        for (Map.Entry<String, Long> c : result.counters().entrySet()) {
            out.println("info string " + c.getKey() + " " + c.getValue());
        }
        String best = "bestmove " + Move.toUci(result.bestMove());
        if (result.ponderMove() != Move.NONE) {
            best += " ponder " + Move.toUci(result.ponderMove());
        }
        out.println(best);
        out.flush();
        return Cli.EXIT_OK;
    }

    private String line(SearchInfo i, Position root) {
        StringBuilder sb = new StringBuilder("info depth ").append(i.depth()).append(" seldepth ").append(i.selDepth())
                .append(" score ").append(i.score().toUci()).append(" time ").append(i.timeMs()).append(" nodes ")
                .append(i.nodes()).append(" nps ").append(i.nps()).append(" hashfull ").append(i.hashFull())
                .append(" pv ").append(san ? sanLine(root, i.pv()) : i.pvUci());
        return sb.toString();
    }

    static String sanLine(Position root, int[] pv) {
        Position p = root.copy();
        StringBuilder sb = new StringBuilder();
        for (int move : pv) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(San.format(p, move));
            p.makeMove(move);
        }
        return sb.toString();
    }
}
