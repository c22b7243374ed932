package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import evalbench.core.Position;
import evalbench.core.eval.Evaluator;
import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import evalbench.core.eval.ParameterFileException;
import evalbench.core.io.DataFolder;
import evalbench.core.io.TempFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23, items 6 and 11: a modified parameter file is either refused with its file, line and reason, or
 * accepted and evaluates every position without failing. Unknown names and out-of-range weights are refused;
 * a BOM is accepted; non-UTF-8 bytes, a folder and a missing file are named.
 */
class ParameterFileFuzzTest {
    private static final int RUNS = 100;

    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        return TempFiles.write(dir, name, text);
    }

    @Test
    void unknownNamesAndHugeWeightsAreRefusedWithTheirLine() throws IOException {
        EvaluatorModel fruit = Models.byId("fruit");
        String shipped = fruit.defaultParameters().source();
        Path unknown = write("unknown.params", shipped + "\nNoSuchParameterXyz = 5\n");
        int lines = (int) shipped.lines().count();
        assertThatThrownBy(() -> fruit.loadParameters(unknown)).isInstanceOf(ParameterFileException.class)
                .hasMessageStartingWith(unknown + ", line " + (lines + 2) + ": unknown parameter NoSuchParameterXyz");
        Path huge = write("huge.params", shipped.replaceFirst("(?m)^PawnOpening[^=]*=.*$", "PawnOpening = 2147483647"));
        assertThatThrownBy(() -> fruit.loadParameters(huge)).isInstanceOf(ParameterFileException.class)
                .hasMessageContaining(huge + ", line ").hasMessageContaining("PawnOpening: 2147483647 is beyond");
        Path wrongSize = write("size.params", shipped.replaceFirst("(?m)^(KnightLine[^=]*=).*$", "$1 1 2 3"));
        assertThatThrownBy(() -> fruit.loadParameters(wrongSize)).hasMessageStartingWith(wrongSize + ", line ");
    }

    @Test
    void encodingsFoldersAndMissingFilesAreNamed() throws IOException {
        EvaluatorModel rybka = Models.byId("rybka");
        String shipped = rybka.defaultParameters().source();
        Path bom = write("bom.params", "\ufeff" + shipped);
        assertThat(rybka.loadParameters(bom).parameters()).hasSameSizeAs(rybka.defaultParameters().parameters());
        Path latin = dir.resolve("latin1.params");
        Files.write(latin, ("# caf\u00e9\n" + shipped).getBytes(StandardCharsets.ISO_8859_1));
        assertThatThrownBy(() -> rybka.loadParameters(latin))
                .hasMessage(latin + ", line 1: not UTF-8 text (byte 0xE9); save the file as UTF-8");
        assertThatThrownBy(() -> rybka.loadParameters(dir)).hasMessage(dir + ": is a folder, not a parameter file");
        Path missing = dir.resolve("missing.params");
        assertThatThrownBy(() -> rybka.loadParameters(missing)).hasMessage(missing + ": no such file");
    }

    /** 100 mutated copies of both shipped files: each refused naming the file, or evaluated without a failure. */
    @Test
    void mutatedParameterFilesAreRefusedByNameOrEvaluate() throws IOException {
        List<Position> positions = new ArrayList<>();
        List<String> fens = Files.readAllLines(DataFolder.corpus("games.fen"));
        for (int i = 0; i < fens.size(); i += fens.size() / 40) {
            positions.add(Position.fromFen(fens.get(i)));
        }
        Random random = new Random(7);
        int refused = 0;
        int accepted = 0;
        int withLine = 0;
        String[] noise = {"", "x", "2147483647", "-99999999999", "0", "=", "[seed]", "\t", "#", "@set", "1,2",
            "NoSuchName = 3", "\u00e9"};
        for (int run = 0; run < RUNS; run++) {
            EvaluatorModel model = Models.byId(run % 2 == 0 ? "fruit" : "rybka");
            List<String> lines = new ArrayList<>(model.defaultParameters().source().lines().toList());
            for (int e = 0; e < 1 + random.nextInt(3); e++) {
                int i = random.nextInt(lines.size());
                String line = lines.get(i);
                String[] words = line.split(" ", -1);
                switch (random.nextInt(5)) {
                    case 0 -> words[random.nextInt(words.length)] = noise[random.nextInt(noise.length)];
                    case 1 -> lines.remove(i);
                    case 2 -> lines.add(i, line);
                    case 3 -> words[random.nextInt(words.length)] = String.valueOf(random.nextInt(4000) - 2000);
                    default -> lines.set(i, line.substring(0, random.nextInt(line.length() + 1)));
                }
                if (lines.size() > i && lines.get(i).equals(line)) {
                    lines.set(i, String.join(" ", words));
                }
            }
            Path file = write("fuzz" + run + ".params", String.join("\n", lines) + "\n");
            try {
                Evaluator evaluator = model.create(model.loadParameters(file));
                for (Position p : positions) {
                    int fast = evaluator.evaluate(p);
                    assertThat(evaluator.explain(p).sideToMoveScore()).as("run %d", run).isEqualTo(fast);
                }
                accepted++;
            } catch (ParameterFileException e) {
                assertThat(e.getMessage()).as("run %d", run).startsWith(file.toString());
                refused++;
                if (e.getMessage().startsWith(file + ", line ")) {
                    withLine++;
                }
            }
        }
        System.out.printf("parameter fuzz: %d mutated files, %d refused naming the file (%d with the line),"
                + " %d accepted and evaluated on %d positions each, two faces equal%n", RUNS, refused, withLine,
                accepted, positions.size());
        assertThat(refused).isPositive();
        assertThat(accepted).isPositive();
    }
}
