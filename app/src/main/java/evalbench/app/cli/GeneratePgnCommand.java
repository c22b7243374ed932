package evalbench.app.cli;

import evalbench.app.Cli;
import evalbench.studies.report.AtomicOutput;
import evalbench.core.MoveGenerator;
import evalbench.core.Position;
import evalbench.core.San;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import java.io.IOException;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code generate-pgn} (hidden; for scale tests): seeded one-ply self-play games. Each move is the one whose
 * position the chosen model (Fruit by default) scores best for the mover, plus seeded noise of up to {@code --noise} centipawns so
 * the games differ. Games end at mate, stalemate, the fifty-move rule, a repetition or {@code --max-plies}.
 */
@Command(name = "generate-pgn", hidden = true, mixinStandardHelpOptions = true,
        description = "Write N seeded one-ply self-play games as PGN (for corpus scale tests).")
public final class GeneratePgnCommand implements Callable<Integer> {
    @Option(names = "--games", paramLabel = "N", required = true, description = "Number of games.")
    int games;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", required = true, description = "The PGN file to write.")
    Path output;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Random seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--noise", paramLabel = "CP", defaultValue = "60", description = "Noise in cp (default: ${DEFAULT-VALUE}).")
    int noise;

    @Option(names = "--max-plies", paramLabel = "K", defaultValue = "200", description = "Longest game (default: ${DEFAULT-VALUE}).")
    int maxPlies;

    @Option(names = "--model", paramLabel = "ID", defaultValue = "fruit",
            description = "The model that picks the moves (default: ${DEFAULT-VALUE}).")
    String model;

    @Override
    public Integer call() throws IOException {
        OptionChecks.atLeast("--games", games, 1);
        EvaluatorModel chosen = ModelList.parse(model, "--model").get(0);
        String player = chosen.id() + "-1ply";
        Evaluator eval = chosen.create();
        SplittableRandom random = new SplittableRandom(seed);
        AtomicOutput.write(output, w -> {
            for (int g = 1; g <= games; g++) {
                StringBuilder moves = new StringBuilder();
                Position p = Position.start();
                String result = "1/2-1/2";
                for (int ply = 0; ply < maxPlies; ply++) {
                    int[] legal = MoveGenerator.legalMoves(p);
                    if (legal.length == 0) {
                        result = p.inCheck() ? (ply % 2 == 0 ? "0-1" : "1-0") : "1/2-1/2";
                        break;
                    }
                    if (p.halfmoveClock() >= 100 || p.isRepetition()) {
                        break;
                    }
                    int best = legal[0];
                    int bestScore = Integer.MIN_VALUE;
                    for (int m : legal) {
                        p.makeMove(m);
                        int score = -eval.evaluate(p) + random.nextInt(noise + 1);
                        p.unmakeMove();
                        if (score > bestScore) {
                            bestScore = score;
                            best = m;
                        }
                    }
                    if (ply % 2 == 0) {
                        moves.append(ply / 2 + 1).append(". ");
                    }
                    moves.append(San.format(p, best)).append(ply % 20 == 19 ? "\n" : " ");
                    p.makeMove(best);
                }
                w.write("[Event \"evalbench generate-pgn seed " + seed + "\"]\n[Round \"" + g + "\"]\n[White \"" + player + "\"]\n"
                        + "[Black \"" + player + "\"]\n[Result \"" + result + "\"]\n\n" + moves + result + "\n\n");
            }
        });
        return Cli.EXIT_OK;
    }
}
