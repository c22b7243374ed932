package evalbench.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.core.eval.EvaluatorModel;
import evalbench.core.eval.Models;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code --version}: enough to trace a result to the program, the commit, the runtime and the parameter sets. */
class VersionTest {
    @Test
    void versionNamesTheBuildTheRuntimeAndEveryModelsParameterSet() throws Exception {
        CliRunner r = CliRunner.run("--version");
        assertEquals(0, r.exitCode, r.err);
        List<String> lines = r.out.lines().toList();
        // the version comes from the build (the pom's), not "dev" as when the jar's manifest was asked for it
        assertTrue(lines.get(0).matches("evalbench \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?"), lines.get(0));
        String commit = lines.get(1);
        assertTrue(commit.matches("built from commit [0-9a-f]{40} of \\d{4}-\\d\\d-\\d\\dT\\S+(, with local changes)?")
                || commit.equals("built from an unknown commit"), commit);
        if (Files.exists(checkout().resolve(".git"))) {
            assertTrue(commit.startsWith("built from commit "), "built in a git checkout, yet: " + commit);
        }
        assertEquals("Java " + System.getProperty("java.runtime.version") + " (" + System.getProperty("java.vm.name")
                + ", " + System.getProperty("java.vendor") + ") in " + System.getProperty("java.home"), lines.get(2));
        List<EvaluatorModel> models = Models.all();
        // the four models (the tests' class path also holds a fake one)
        assertTrue(models.stream().map(EvaluatorModel::id).toList().containsAll(List.of("fabchess", "fruit", "rybka",
                "toga")), models.toString());
        for (EvaluatorModel m : models) {
            String set = m.defaultParameters().name();
            String sha256 = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(m.defaultParameters().source().getBytes(StandardCharsets.UTF_8)));
            String row = "  " + m.id() + " +" + java.util.regex.Pattern.quote(m.name()) + " +"
                    + java.util.regex.Pattern.quote(set) + " +" + sha256;
            assertEquals(1, lines.stream().filter(l -> l.matches(row)).count(), m.id() + " in:\n" + r.out);
        }
    }

    @Test
    void everyCommandsVersionOptionPrintsTheSame() {
        String top = CliRunner.run("--version").out;
        for (Class<?> c : Cli.SUBCOMMANDS) {
            String name = c.getAnnotation(picocli.CommandLine.Command.class).name();
            if (name.equals("jmh")) {
                continue; // every argument after 'jmh' is JMH's own
            }
            assertEquals(top, CliRunner.run(name, "--version").out, name + " --version");
        }
    }

    @Test
    void noModelsIsSaidInWords() {
        assertEquals("models: none found", Version.lines(List.of()).get(3));
    }

    /** The repository's root: the parent of the data folder the tests are given. */
    private static Path checkout() {
        return Path.of(System.getProperty("evalbench.data", "data")).toAbsolutePath().getParent();
    }
}
