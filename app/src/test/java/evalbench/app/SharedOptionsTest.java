package evalbench.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The option sets the corpus studies share (one copy each, mixed into every command that has them) keep each
 * command's own default: the witness budget is 10,000 tries per term for witness and compare, 5,000 for lineage,
 * which searches every pair of models.
 */
class SharedOptionsTest {
    private static String triesDefault(String command) {
        CliRunner r = CliRunner.run(command, "--help");
        assertEquals(0, r.exitCode, r.err);
        String help = r.out.replaceAll("\\s+", " ");
        Matcher m = Pattern.compile("--tries=N .*? \\(default: (\\d+)\\)").matcher(help);
        assertTrue(m.find(), command + " --help names --tries with its default: " + r.out);
        return m.group(1);
    }

    @Test
    void eachCommandKeepsItsOwnWitnessBudget() {
        assertEquals("10000", triesDefault("witness"));
        assertEquals("10000", triesDefault("compare"));
        assertEquals("5000", triesDefault("lineage"));
    }

    @Test
    void aParameterFileForAModelNotComparedIsABadCommandLine() {
        CliRunner r = CliRunner.run("witness", "--models", "fruit,rybka", "--params", "toga=none.params");
        assertEquals(2, r.exitCode, r.out + r.err);
        assertTrue(r.err.contains("toga is not among the models compared"), r.err);
    }
}
