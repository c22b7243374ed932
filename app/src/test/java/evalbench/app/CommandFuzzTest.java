package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import evalbench.core.io.DataFolder;
import evalbench.core.io.RandomPgn;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 31, "no exit 3 anywhere": the corpus studies run end to end, as people run them, on damaged corpora (bytes
 * flipped, deleted, inserted and repeated, files cut short, emptied, or read in the wrong format) and against a
 * chaotic external engine (scores of -2^31 and of 20 digits, mates, bounds, garbage, illegal and empty PVs,
 * "(none)", and one that dies). Every run ends with 0 (results) or 2 (one line naming the problem), never with 3.
 */
class CommandFuzzTest {
    private static final int CORPORA = 24;
    private static final long SEED = 20_261_128L;

    @TempDir
    Path dir;

    /** A UCI engine answering in turn from a list of good and bad lines; the file counts its searches. */
    private Path chaoticEngine(boolean dies) throws IOException {
        Path count = dir.resolve(dies ? "dying-count" : "chaos-count");
        Path sh = dir.resolve(dies ? "dying.sh" : "chaos.sh");
        String[] answers = {
            "echo 'info depth 1 score cp -2147483648 pv e2e4'; echo 'bestmove e2e4'",
            "echo 'info depth 1 score cp 99999999999999999999 pv a1a1'; echo 'bestmove a1a1'",
            "echo 'info depth 1 score mate -0 pv'; echo 'bestmove (none)'",
            "echo 'info depth 1 score cp 12 lowerbound pv e2e4 e7e5'; echo 'bestmove e2e4'",
            "echo 'info depth x score cp y pv'; echo 'info string hello pv score'; echo 'bestmove'",
            "echo 'info depth 1 score cp 31 pv e2e4 e7e5 g1f3'; echo 'bestmove e2e4'",
            "echo 'info depth 1 multipv 2 score cp 5 pv d2d4'; echo 'bestmove 0000'",
            "echo 'garbage line'; echo 'bestmove e2e5'",
        };
        StringBuilder cases = new StringBuilder();
        for (int i = 0; i < answers.length; i++) {
            cases.append("   ").append(i).append(") ").append(answers[i]).append(" ;;\n");
        }
        Files.writeString(sh, "#!/bin/sh\nwhile read cmd rest; do case \"$cmd\" in\n uci) echo 'id name chaos';"
                + " echo uciok ;;\n isready) echo readyok ;;\n go) echo x >> " + count + "; n=$(wc -l < " + count
                + ");" + (dies ? " if [ $n -ge 5 ]; then exit 9; fi;" : "") + "\n  case $((n % " + answers.length
                + ")) in\n" + cases + "  esac ;;\n quit) exit 0 ;;\nesac; done\n");
        sh.toFile().setExecutable(true);
        return sh;
    }

    /** One damaged corpus: a FEN list or a PGN, mutated by one of several kinds of damage. */
    private Path corpus(Random random, int k, byte[] fens, byte[] pgn) throws IOException {
        boolean isPgn = k % 2 == 1;
        byte[] b = (isPgn ? pgn : fens).clone();
        switch (k % 6) {
            case 0, 1 -> { // bytes flipped
                for (int i = 0; i < 1 + random.nextInt(30); i++) {
                    b[random.nextInt(b.length)] = (byte) random.nextInt(256);
                }
            }
            case 2, 3 -> { // a run deleted, or repeated
                int from = random.nextInt(b.length);
                int to = Math.min(b.length, from + 1 + random.nextInt(400));
                byte[] run = Arrays.copyOfRange(b, from, to);
                byte[] head = Arrays.copyOf(b, from);
                byte[] tail = Arrays.copyOfRange(b, to, b.length);
                b = random.nextBoolean() ? concat(head, tail) : concat(concat(head, run), concat(run, tail));
            }
            case 4 -> b = Arrays.copyOf(b, random.nextInt(b.length)); // cut short (possibly to nothing)
            default -> {
                byte[] noise = new byte[1 + random.nextInt(2000)];
                random.nextBytes(noise);
                int at = random.nextInt(b.length);
                b = concat(concat(Arrays.copyOf(b, at), noise), Arrays.copyOfRange(b, at, b.length));
            }
        }
        return Files.write(dir.resolve("fuzz-" + k + (isPgn ? ".pgn" : ".fen")), b);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }

    @Test
    void noCorpusStudyEndsWithAnInternalError() throws IOException {
        List<String> lines = Files.readAllLines(DataFolder.corpus("games.fen"));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines.size(); i += 250) {
            sb.append(lines.get(i)).append('\n');
        }
        byte[] fens = sb.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
        Path base = dir.resolve("base.pgn");
        new RandomPgn(SEED).write(base, 6);
        byte[] pgn = Files.readAllBytes(base);
        Path chaos = chaoticEngine(false);
        Path dying = chaoticEngine(true);
        Random random = new Random(SEED);
        TreeMap<String, Integer> exits = new TreeMap<>();
        List<String> corpora = new ArrayList<>();
        for (int k = 0; k < CORPORA; k++) {
            corpora.add(corpus(random, k, fens, pgn).toString());
        }
        corpora.add("/dev/null");
        for (int k = 0; k < corpora.size(); k++) {
            String input = corpora.get(k);
            List<String[]> runs = new ArrayList<>();
            runs.add(new String[] {"compare", "--input", input});
            runs.add(new String[] {"compare", "--models", "all", "--input", input});
            if (input.endsWith(".pgn")) {
                runs.add(new String[] {"compare", "--input", input, "--format", "fen"});
            }
            if (k % 4 == 0) {
                runs.add(new String[] {"lineage", "--models", "fruit,rybka", "--depth", "1", "--input", input,
                    "--engine", "chaos=" + chaos});
                runs.add(new String[] {"similarity", "--models", "fruit", "--depth", "1", "--input", input,
                    "--engine", "chaos=" + chaos, "--engine", "dying=" + dying});
            }
            if (k % 4 == 2 || input.equals("/dev/null")) {
                runs.add(new String[] {"fingerprint", "--models", "fruit", "--positions", "12", "--input", input,
                    "--engine", "chaos=" + chaos, "--engine", "dying=" + dying});
                runs.add(new String[] {"fingerprint", "--models", "fruit", "--positions", "6", "--root-moves",
                    "--input", input, "--engine", "chaos=" + chaos});
            }
            for (String[] args : runs) {
                Path json = dir.resolve("out.json");
                Files.deleteIfExists(json);
                List<String> command = new ArrayList<>(List.of(args));
                command.addAll(List.of("--json", json.toString(), "--quiet"));
                Files.deleteIfExists(dir.resolve("dying-count"));
                CliRunner r = CliRunner.run(command.toArray(String[]::new));
                String what = String.join(" ", command) + "\n" + r.out + r.err;
                assertThat(r.exitCode).as(what).isIn(0, 2);
                assertThat(r.err).as(what).doesNotContain("out of bounds").doesNotContain("NumberFormat");
                if (r.exitCode == 2) {
                    assertThat(r.err.lines().filter(l -> l.startsWith("evalbench: ") && !l.contains(" left out: ")))
                            .as(what).hasSize(1);
                    assertThat(json).as(what).doesNotExist();
                } else {
                    assertThat(json).as(what).exists();
                }
                exits.merge(args[0] + (args[1].equals("--models") && args[2].equals("all") ? " all" : "") + " exit "
                        + r.exitCode, 1, Integer::sum);
            }
        }
        System.out.printf("command fuzz: %d damaged corpora and /dev/null, runs by command and exit code %s,"
                + " none with exit 3%n", CORPORA, exits);
    }
}
