package evalbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bench --against: another build's models in their own class loader, alternating with this build's. The "other
 * build" here is a jar whose manifest points at this test's class path (the same code), so both sides must search
 * the same trees and score the same sums, and a jar without the models must be refused by name.
 */
class BenchAgainstTest {
    private static final String FENS = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
            + "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\n";
    private static final Pattern LINE = Pattern.compile("(\\S+)\\s+(\\S+)\\s+(.+?)\\s+([\\d,]+) (nodes|evaluations)  ");

    @Test
    void bothBuildsSearchTheSameTreesAndTheRatioIsPrinted(@TempDir Path dir) throws IOException {
        Path fens = Files.writeString(dir.resolve("two.fen"), FENS);
        Path other = jarOver(dir.resolve("other.jar"), classPath());
        CliRunner r = CliRunner.run("bench", "--search-only", "--search-model", "fruit,fabchess", "--search-depth", "5",
                "--search-positions", fens.toString(), "--rounds", "2", "--against", other.toString());
        assertThat(r.exitCode).as(r.err).isZero();
        assertThat(r.out).contains("this build and other.jar alternating position by position");
        for (String model : List.of("fruit", "fabchess")) {
            List<Matcher> lines = counted(r.out, "search", model);
            assertThat(lines).extracting(m -> m.group(3)).containsExactly("other.jar", "this build");
            assertThat(Long.parseLong(lines.get(0).group(4).replace(",", ""))).isPositive()
                    .isEqualTo(Long.parseLong(lines.get(1).group(4).replace(",", "")));
            assertThat(r.out).containsPattern("search " + model + " +this build / other.jar: \\d+\\.\\d{3}x");
            // each build's CPU time per load order, from which the two orders' ratios and their mean follow
            assertThat(lines).allSatisfy(m -> assertThat(r.out.lines().filter(l -> l.startsWith(m.group())))
                    .singleElement().asString().containsPattern("\\(\\d+\\.\\d{3} s \\+ \\d+\\.\\d{3} s: other\\.jar loaded first"));
        }
    }

    @Test
    void bothBuildsEvaluateWithTheSameChecksumAndTheRatioIsPrinted(@TempDir Path dir) throws IOException {
        Path fens = Files.writeString(dir.resolve("two.fen"), FENS);
        Path other = jarOver(dir.resolve("other.jar"), classPath());
        CliRunner r = CliRunner.run("bench", "--eval-only", "--eval-model", "rybka", "--positions", fens.toString(),
                "--seconds", "0.2", "--against", other.toString());
        assertThat(r.exitCode).as(r.err).isZero();
        List<Matcher> lines = counted(r.out, "eval", "rybka");
        assertThat(lines).hasSize(2);
        long evaluations = Long.parseLong(lines.get(0).group(4).replace(",", ""));
        assertThat(evaluations).isPositive().isEven(); // whole sweeps of the two positions
        assertThat(r.out).containsPattern("eval +rybka +this build / other.jar: \\d+\\.\\d{3}x");
    }

    @Test
    void aJarWithoutTheModelIsRefusedByName(@TempDir Path dir) throws IOException {
        Path fens = Files.writeString(dir.resolve("two.fen"), FENS);
        // engine-core, studies, app and picocli only: the workload's classes are there, no model is
        List<String> noModels = List.of(home(evalbench.core.Position.class), home(evalbench.studies.corpus.UciClient.class),
                home(Main.class), home(picocli.CommandLine.class));
        Path other = jarOver(dir.resolve("bare.jar"), noModels);
        CliRunner r = CliRunner.run("bench", "--search-only", "--search-model", "toga", "--search-depth", "2",
                "--search-positions", fens.toString(), "--against", other.toString());
        assertThat(r.exitCode).isEqualTo(2);
        assertThat(r.err).contains("bare.jar").contains("no model 'toga'");
    }

    @Test
    void aMissingJarAndAnUnsupportedCombinationAreUsageErrors(@TempDir Path dir) throws IOException {
        CliRunner missing = CliRunner.run("bench", "--search-only", "--against", dir.resolve("none.jar").toString());
        assertThat(missing.exitCode).isEqualTo(2);
        assertThat(missing.err).contains("none.jar");
        CliRunner both = CliRunner.run("bench", "--search-only", "--against", jarOver(dir.resolve("some.jar"),
                classPath()).toString(), "--uci", "toga2");
        assertThat(both.exitCode).isEqualTo(2);
        assertThat(both.err).contains("--against");
        CliRunner perft = CliRunner.run("bench", "--perft-only", "--against", jarOver(dir.resolve("third.jar"),
                classPath()).toString());
        assertThat(perft.exitCode).isEqualTo(2);
        assertThat(perft.err).contains("--perft-only");
    }

    /** Lines "PART MODEL SIDE COUNT UNIT ..." of one model, in output order. */
    private static List<Matcher> counted(String out, String part, String model) {
        return out.lines().map(LINE::matcher)
                .filter(m -> m.lookingAt() && m.group(1).equals(part) && m.group(2).equals(model)).toList();
    }

    /** Where a class was loaded from: its module's classes folder or its jar. */
    private static String home(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** This test's class path (under Surefire one jar whose manifest names the rest: a class loader follows it). */
    private static List<String> classPath() {
        return List.of(System.getProperty("java.class.path").split(File.pathSeparator));
    }

    /** A jar holding only a manifest whose Class-Path names {@code entries}: a build made of those classes. */
    private static Path jarOver(Path jar, List<String> entries) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, entries.stream()
                .map(e -> Path.of(e).toAbsolutePath().toUri().toString()).collect(Collectors.joining(" ")));
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(out, manifest)) {
            j.flush();
        }
        return jar;
    }
}
